package kudde.ui.doc;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;

/**
 * The lesson being edited (its game and what is written about it): the current state, the file it belongs to, what was last saved
 * (so "unsaved changes" is a comparison, and undoing back to the saved state is clean again)
 * and the undo history. Listeners hear about every change.
 */
public final class Document {
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final History history = new History();
    private Lesson lesson;
    private Lesson saved;
    private Path file;
    private boolean bundled;
    private String lessonName;
    private int opened;
    private final Derived.Cache derived;

    public Document(Lesson lesson) {
        this(lesson, new Derived.Cache());
    }

    /** A document whose derived facts are remembered in {@code derived} (filled ahead by the window's start). */
    public Document(Lesson lesson, Derived.Cache derived) {
        this.lesson = lesson;
        this.saved = lesson;
        this.derived = derived;
    }

    /** What the panels show of the document's game, worked out once ({@link Derived}). */
    public Derived derived() {
        return derived.of(lesson.game());
    }

    /** What the panels show of {@code s} (a game about to come to this document, or one of its history). */
    public Derived derived(Scenario s) {
        return derived.of(s);
    }

    /** The lesson: the game and what its author wrote about it, as the file holds them. */
    public Lesson lesson() {
        return lesson;
    }

    /** The game the lesson is about, which the engine checks and resolves. */
    public Scenario scenario() {
        return lesson.game();
    }

    /** The file this document was opened from or saved to, or null. */
    public Path file() {
        return file;
    }

    /** Opened from a bundled lesson: Save asks where to put a copy. */
    public boolean bundled() {
        return bundled;
    }

    /** The bundled lesson this document was opened from ({@code topic/file.json}), or null. */
    public String lessonName() {
        return bundled ? lessonName : null;
    }

    /** Starts over on bundled lesson {@code name}: as {@link #replace} for a lesson, remembering its name. */
    public void replaceWithLesson(Lesson s, String name) {
        this.lessonName = name;
        replace(s, null, true);
    }

    /** How many times the document started over on another scenario (New, Open, a restore): a mode may end then. */
    public int opened() {
        return opened;
    }

    public History history() {
        return history;
    }

    public boolean dirty() {
        return saved == null || !lesson.equals(saved);
    }

    /** Applies an edit; an edit that changes nothing leaves no trace in the history. */
    public void apply(Edit edit) {
        Lesson before = lesson;
        Lesson after = edit.apply(before);
        if (after.equals(before)) {
            return;
        }
        history.push(new History.Entry(edit.nameKey(), before, after));
        lesson = after;
        fire();
    }

    public void undo() {
        if (history.canUndo()) {
            lesson = history.undo().before();
            fire();
        }
    }

    public void redo() {
        if (history.canRedo()) {
            lesson = history.redo().after();
            fire();
        }
    }

    /** Starts over on another scenario (New, Open): the history is cleared. */
    public void replace(Lesson s, Path file, boolean bundled) {
        this.lesson = s;
        this.saved = s;
        this.file = file;
        this.bundled = bundled;
        opened++;
        history.clear();
        fire();
    }

    /** Restores unsaved work (an autosave): dirty against {@code savedState} (null: always dirty). */
    public void restore(Lesson s, Lesson savedState, Path file) {
        this.lesson = s;
        this.saved = savedState;
        this.file = file;
        this.bundled = false;
        opened++;
        history.clear();
        fire();
    }

    /** The current state was written to {@code file}. */
    public void markSaved(Path file) {
        this.saved = lesson;
        this.file = file;
        this.bundled = false;
        fire();
    }

    public void addListener(Runnable r) {
        listeners.add(r);
    }

    private void fire() {
        for (Runnable r : listeners) {
            r.run();
        }
    }
}

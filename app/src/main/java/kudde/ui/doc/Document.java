package kudde.ui.doc;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import kudde.engine.model.Scenario;

/**
 * The scenario being edited: the current state, the file it belongs to, what was last saved
 * (so "unsaved changes" is a comparison, and undoing back to the saved state is clean again)
 * and the undo history. Listeners hear about every change.
 */
public final class Document {
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final History history = new History();
    private Scenario scenario;
    private Scenario saved;
    private Path file;
    private boolean lesson;
    private String lessonName;
    private int opened;
    private final Derived.Cache derived;

    public Document(Scenario scenario) {
        this(scenario, new Derived.Cache());
    }

    /** A document whose derived facts are remembered in {@code derived} (filled ahead by the window's start). */
    public Document(Scenario scenario, Derived.Cache derived) {
        this.scenario = scenario;
        this.saved = scenario;
        this.derived = derived;
    }

    /** What the panels show of the document's scenario, worked out once ({@link Derived}). */
    public Derived derived() {
        return derived.of(scenario);
    }

    /** What the panels show of {@code s} (a scenario about to come to this document, or one of its history). */
    public Derived derived(Scenario s) {
        return derived.of(s);
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The file this document was opened from or saved to, or null. */
    public Path file() {
        return file;
    }

    /** Opened from a bundled lesson: Save asks where to put a copy. */
    public boolean lesson() {
        return lesson;
    }

    /** The bundled lesson this document was opened from ({@code topic/file.json}), or null. */
    public String lessonName() {
        return lesson ? lessonName : null;
    }

    /** Starts over on bundled lesson {@code name}: as {@link #replace} for a lesson, remembering its name. */
    public void replaceWithLesson(Scenario s, String name) {
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
        return saved == null || !scenario.equals(saved);
    }

    /** Applies an edit; an edit that changes nothing leaves no trace in the history. */
    public void apply(Edit edit) {
        Scenario before = scenario;
        Scenario after = edit.apply(before);
        if (after.equals(before)) {
            return;
        }
        history.push(new History.Entry(edit.nameKey(), before, after));
        scenario = after;
        fire();
    }

    public void undo() {
        if (history.canUndo()) {
            scenario = history.undo().before();
            fire();
        }
    }

    public void redo() {
        if (history.canRedo()) {
            scenario = history.redo().after();
            fire();
        }
    }

    /** Starts over on another scenario (New, Open): the history is cleared. */
    public void replace(Scenario s, Path file, boolean lesson) {
        this.scenario = s;
        this.saved = s;
        this.file = file;
        this.lesson = lesson;
        opened++;
        history.clear();
        fire();
    }

    /** Restores unsaved work (an autosave): dirty against {@code savedState} (null: always dirty). */
    public void restore(Scenario s, Scenario savedState, Path file) {
        this.scenario = s;
        this.saved = savedState;
        this.file = file;
        this.lesson = false;
        opened++;
        history.clear();
        fire();
    }

    /** The current state was written to {@code file}. */
    public void markSaved(Path file) {
        this.saved = scenario;
        this.file = file;
        this.lesson = false;
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

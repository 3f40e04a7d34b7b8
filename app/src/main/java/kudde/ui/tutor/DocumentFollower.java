package kudde.ui.tutor;

import java.util.function.Consumer;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.tutor.ExerciseFlow;
import kudde.tutor.ExercisePlan;
import kudde.tutor.Progress;
import kudde.tutor.Resume;
import kudde.tutor.Timeline;
import kudde.ui.doc.Document;
import kudde.ui.kit.Background;
import kudde.ui.kit.ErrorLog;

/**
 * The tutor follows the document: each change is resolved again (when the position is possible),
 * keeping the user's place in the timeline where it still exists; a bundled lesson opened to
 * continue it goes to where the learner left it, and the learner's progress in it is recorded.
 */
final class DocumentFollower {
    // Scenarios from this many tiles and turns on are resolved off the event thread.
    static final int BACKGROUND_SIZE = 1000;

    private final Document doc;
    private final TutorView tutor;
    private final Runnable toFront;
    private final Consumer<Scenario> compare;
    private Lesson resolved;
    private int resolutions;
    private boolean inBackground;
    private final ErrorLog log;
    /** The step the first scenario opens at ({@code kudde.step}), until it has; null: none. */
    private String startStep;
    /** The document's {@link Document#opened} count when the timeline was last shown. */
    private int openedShown = -1;
    private Progress progress;
    /** Where to take a lesson being opened to continue it, once its steps are worked out (resumeAt). */
    private Progress.Place resume;

    /**
     * @param toFront brings the tutor to the front
     * @param compare shows the resolved scenario in the rules comparison (null: none)
     * @param startStep the step the first scenario opens at ({@code kudde.step}: N, last or start), or null
     * @param log     where an engine failure is written
     */
    DocumentFollower(Document doc, TutorView tutor, Runnable toFront, Consumer<Scenario> compare, String startStep,
                     ErrorLog log) {
        this.doc = doc;
        this.startStep = startStep;
        this.log = log;
        this.tutor = tutor;
        this.toFront = toFront;
        this.compare = compare;
    }

    /** The document changed: resolves it again; true when that is a lesson just opened. */
    boolean documentChanged() {
        boolean lessonOpened = doc.bundled() && !doc.dirty() && !doc.lesson().equals(resolved);
        resolve();
        return lessonOpened;
    }

    /** Whether a resolution is running in the background. */
    boolean resolving() {
        return inBackground;
    }

    void setProgress(Progress p) {
        progress = p;
    }

    /**
     * Resolves the document again, keeping the user's place in the timeline where it still exists.
     * A large scenario is checked and resolved off the event thread (a 10,000-tile board takes tens
     * of milliseconds, more while the JIT is still cold); the tutor says so meanwhile, and a result
     * that a newer edit has overtaken is dropped.
     */
    void resolve() {
        Lesson l = doc.lesson();
        Scenario s = l.game();
        if (l.equals(resolved)) {
            return;
        }
        Timeline shown = tutor.timeline();
        if (shown != null && resolved != null && s.equals(resolved.game()) && !inBackground
                && shown.resolution().scenario().equals(s)) {
            // The same game, so the same steps: only what the author wrote about it changed.
            boolean flows = l.quiz().equals(resolved.quiz()) && l.exercises().equals(resolved.exercises());
            resolved = l;
            if (flows) {
                // A comment, a drawing or a text: the author stays at their step, answers and tries kept.
                tutor.setNotes(l);
            } else {
                // A question or an exercise edited: they wait on the steps anew; the author stays at their step.
                int at = shown.index();
                tutor.open(l, shown.resolution());
                tutor.timeline().select(at);
            }
            return;
        }
        // Only turns were added (the composer): the user goes on from where they were.
        boolean turnsAdded = resolved != null && s.continues(resolved.game());
        int keep = tutor.timeline() == null ? Timeline.START : tutor.timeline().index();
        resolved = l;
        int generation = ++resolutions;
        if (s.board().size() + s.turns().size() < BACKGROUND_SIZE) {
            inBackground = false;
            show(l, work(s), turnsAdded, keep);
            return;
        }
        tutor.unavailable(tutor.texts().get("explain.resolving"));
        compare.accept(null);
        inBackground = true;
        Background.run(() -> work(s), r -> {
            if (generation == resolutions) {  // else the document changed again: a newer one is on its way
                inBackground = false;
                show(l, r, turnsAdded, keep);
            }
        }, e -> {
            if (generation == resolutions) {
                inBackground = false;
                failed(e);
            }
        });
    }

    /** Checks and resolves a scenario; null when its position has problems or it cannot be resolved. */
    private Resolution work(Scenario s) {
        return doc.derived(s).resolution();
    }

    private void show(Lesson l, Resolution r, boolean turnsAdded, int keep) {
        Scenario s = l.game();
        if (r == null) {
            RuntimeException bug = doc.derived(s).failure();
            if (bug != null) {
                failed(bug);
                return;
            }
            tutor.unavailable(tutor.texts().get("explain.problems"));
            compare.accept(null);
            return;
        }
        Timeline was = tutor.timeline();
        boolean samePlay = was != null && openedShown == doc.opened() && samePlay(was.resolution(), r);
        openedShown = doc.opened();
        tutor.open(l, r);
        compare.accept(s);
        Progress.Place continued = resume;
        resume = null;
        if (continued != null && continued.lesson().equals(doc.lessonName()) && !doc.dirty()) {
            resumeNow(continued);
        } else if (turnsAdded || samePlay) {
            // The same steps (a question, a text or the expected result edited): the author stays at their step.
            tutor.timeline().select(keep);
        } else if (startStep != null && (doc.file() != null || doc.bundled())) {
            // -Dkudde.step=N (0-based), =last or =start: the first scenario opens in the tutor at
            // that step (screenshots); the window's empty board before it does not count.
            String at = startStep.trim();
            startStep = null;
            toFront.run();
            if (!"start".equals(at) && tutor.timeline().size() > 0) {
                tutor.timeline().select("last".equals(at) ? tutor.timeline().size() - 1 : Integer.parseInt(at));
            }
        }
    }

    /** Whether two resolutions play the same steps: the same turns apply the same rules, one by one. */
    private static boolean samePlay(Resolution a, Resolution b) {
        if (a.steps().size() != b.steps().size() || !a.scenario().turns().equals(b.scenario().turns())) {
            return false;
        }
        for (int i = 0; i < a.steps().size(); i++) {
            Step x = a.steps().get(i);
            Step y = b.steps().get(i);
            if (x.turn() != y.turn() || x.rule() != y.rule() || !x.event().equals(y.event())) {
                return false;
            }
        }
        return true;
    }

    /** The engine failed on the document (a bug, not the position's fault): say so, and how to report it. */
    private void failed(Exception bug) {
        log.write("working out the steps of the document", Thread.currentThread(), bug);
        tutor.unavailable(tutor.texts().format("explain.internal", String.valueOf(bug), log.file().toAbsolutePath()));
        compare.accept(null);
    }

    /**
     * The bundled lesson {@code place.lesson()} was just opened to continue it: the tutor goes to
     * the position the learner left it at, past the questions and exercises before it
     * ({@link Resume}). At once when the lesson's steps are worked out, else as soon as they are;
     * nothing when the lesson did not open (the learner kept their unsaved work).
     */
    void resumeAt(Progress.Place place) {
        resume = null;
        if (place == null || !place.lesson().equals(doc.lessonName()) || doc.dirty()) {
            return;
        }
        Timeline t = tutor.timeline();
        if (t != null && t.resolution().scenario().equals(doc.scenario()) && !inBackground) {
            resumeNow(place);
        } else {
            resume = place;
        }
    }

    private void resumeNow(Progress.Place place) {
        toFront.run();
        Resume.to(tutor.timeline(), tutor.quiz(), tutor.exercises(), place.step());
        tutor.refresh();
    }

    /**
     * After every change of the tutor: an exercise solved (or its solution shown) and a lesson
     * taken to its last step with its exercises done are remembered; only for a bundled lesson as
     * it was opened (an edited one is the user's own).
     */
    void recordProgress() {
        ExercisePlan plan = tutor.exercises();
        Timeline t = tutor.timeline();
        if (progress == null || plan == null || t == null || doc.dirty()
                || !t.resolution().scenario().equals(doc.scenario())) {
            return;
        }
        String name = doc.lessonName();
        if (name == null) {
            return;
        }
        // Where the learner is, for the course's "Continue" (Progress.left).
        progress.leftAt(name, t.index());
        for (int i = 0; i < plan.size(); i++) {
            ExerciseFlow f = plan.flow(i);
            if (f.solved()) {
                progress.markExercise(name, i, Progress.Outcome.SOLVED);
            } else if (f.shown()) {
                progress.markExercise(name, i, Progress.Outcome.SHOWN);
            }
        }
        if (t.atEnd() && t.waitingAt() < 0 && plan.allDone()) {
            progress.markDone(name);
        }
    }
}

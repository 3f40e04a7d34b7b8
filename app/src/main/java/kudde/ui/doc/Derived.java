package kudde.ui.doc;

import java.util.List;
import java.util.Locale;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.position.Problem;
import kudde.engine.position.PositionCheck;
import kudde.lesson.Lesson;
import kudde.scenario.CheckVerdict;

/**
 * What the window works out from a scenario for its panels: the position's problems (the problems
 * panel, the tutor), the board to draw (the editor) and the resolution (the tutor). Each is worked out once per scenario, by
 * whichever thread asks first, and the two latest scenarios are remembered: a large file's are
 * worked out while it is read, off the event thread, so replacing the document does not redo them
 * there (a 10,000-tile board takes tens of milliseconds each); Undo back and forth finds them too.
 * The window's {@link Cache} remembers them; its {@link Document} holds it ({@link Document#derived}).
 *
 * <p>The board of {@link #shown()} is handed to the event thread and from then on used there only.
 */
public final class Derived {
    private final Scenario scenario;
    // One lock each: the event thread asking for the problems or the board must not wait while a
    // background thread resolves a large scenario (tens of milliseconds).
    private final Object problemsLock = new Object();
    private final Object shownLock = new Object();
    private final Object resolutionLock = new Object();
    private List<Problem> problems;
    private Shown shown;
    private Resolution resolution;
    private RuntimeException failure;
    private boolean resolved;
    private CheckVerdict verdict;
    private Locale verdictLocale;
    private Lesson verdictLesson;

    private Derived(Scenario scenario) {
        this.scenario = scenario;
    }

    /**
     * The derived facts of the two latest scenarios, for one window: what is worked out ahead (the
     * first lesson while the look is set, a large file while it is read) is found again when the
     * scenario comes to the document. Any thread.
     */
    public static final class Cache {
        private Derived latest;
        private Derived before;

        /** The derived facts of {@code s}: the same object for the same scenario, while it is among the latest two. */
        public synchronized Derived of(Scenario s) {
            if (latest != null && latest.scenario == s) {
                return latest;
            }
            if (before != null && before.scenario == s) {
                Derived d = before;
                before = latest;
                latest = d;
                return d;
            }
            before = latest;
            latest = new Derived(s);
            return latest;
        }
    }

    public List<Problem> problems() {
        synchronized (problemsLock) {
            if (problems == null) {
                problems = PositionCheck.problems(scenario);
            }
            return problems;
        }
    }

    public Shown shown() {
        synchronized (shownLock) {
            if (shown == null) {
                shown = Shown.of(scenario);
            }
            return shown;
        }
    }

    /**
     * The scenario's turns resolved with explanations (the tutor), or null when the position has
     * problems or the engine failed on it ({@link #failure()}). Each caller gets the same
     * resolution: it is read, not changed.
     */
    public Resolution resolution() {
        synchronized (resolutionLock) {
            if (!resolved) {
                try {
                    resolution = problems().isEmpty() ? Resolver.resolve(scenario) : null;
                } catch (RuntimeException e) {
                    // A bug in the engine, not a problem of the position: kept, so it is reported as one.
                    resolution = null;
                    failure = e;
                }
                resolved = true;
            }
            return resolution;
        }
    }

    /**
     * What {@code check} says of {@code lesson}, a lesson about this scenario, in {@code locale} (the same
     * verdict, from the same code, as the command line), or null when the position has problems and so
     * is not resolved. Its exercises, comments and drawings are judged on this scenario's resolution.
     */
    public CheckVerdict verdict(Lesson lesson, Locale locale) {
        Resolution r = resolution();
        if (r == null) {
            return null;
        }
        synchronized (resolutionLock) {
            if (verdict == null || !locale.equals(verdictLocale) || verdictLesson != lesson) {
                verdict = CheckVerdict.of(lesson, r, locale);
                verdictLocale = locale;
                verdictLesson = lesson;
            }
            return verdict;
        }
    }

    /** What the engine threw while checking or resolving this scenario (after {@link #resolution()}), or null. */
    public RuntimeException failure() {
        synchronized (resolutionLock) {
            return failure;
        }
    }

    /** Works out the problems and the board now (called off the event thread for a large scenario). */
    public Derived all() {
        problems();
        shown();
        return this;
    }
}

package kudde.ui.tutor;

import java.util.Objects;
import java.util.function.Consumer;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.ui.kit.Background;

/**
 * The grow-or-guide odds of the step shown, worked out off the event thread: the estimate plays the
 * rest of the game out 2,000 times (docs/performance.md: about 140 ms of processor time, more on a
 * busy machine), which held the window still at every tending choice while it ran on the event
 * thread. One estimate per step; a result that comes back after the learner has left its step (or
 * the lesson was edited, which makes a new resolution) is dropped, so the panel never shows the
 * odds of another step. Everything here runs on the event thread but the estimate itself.
 */
final class OddsWork {
    /** Runs the estimate somewhere, then hands its result (or failure) back on the event thread. */
    @FunctionalInterface
    interface Runner {
        void run(Background.Work<GrowOrGuide> work, Consumer<GrowOrGuide> done, Consumer<Exception> failed);
    }

    /** A step of one resolution, and whose choice it is. */
    record Key(Resolution resolution, int step, int player) {
        @Override
        public boolean equals(Object o) {
            // A resolution by identity: an edited lesson resolves anew, even to equal steps.
            return o instanceof Key k && k.resolution == resolution && k.step == step && k.player == player;
        }

        @Override
        public int hashCode() {
            return Objects.hash(System.identityHashCode(resolution), step, player);
        }
    }

    private final Runner runner;
    private final Runnable arrived;
    private final Consumer<Exception> failed;
    /** The step whose odds are known, and the odds (null: no shepherd to tend there). */
    private Key doneFor;
    private GrowOrGuide done;
    /** The step asked for last; its odds are on their way unless {@link #doneFor} is this step. */
    private Key wanted;
    /** Estimates started and not yet back. */
    private int running;

    /**
     * @param arrived called when the odds of the step asked for last come back
     * @param failed  called when the estimate of the step asked for last fails (a bug in the engine)
     */
    OddsWork(Runner runner, Runnable arrived, Consumer<Exception> failed) {
        this.runner = runner;
        this.arrived = arrived;
        this.failed = failed;
    }

    OddsWork(Runnable arrived, Consumer<Exception> failed) {
        this(Background::run, arrived, failed);
    }

    /** Asks for the odds at {@code key}: starts their estimate unless they are known or on their way. */
    void want(Key key) {
        if (key.equals(wanted) || key.equals(doneFor)) {
            wanted = key;
            return;
        }
        wanted = key;
        running++;
        runner.run(() -> Odds.at(key.resolution(), key.step(), key.player()), g -> {
            running--;
            if (key.equals(wanted)) {
                doneFor = key;
                done = g;
                arrived.run();
            }
        }, e -> {
            running--;
            if (key.equals(wanted)) {
                // Not asked again: the same estimate would fail the same way.
                doneFor = key;
                done = null;
                failed.accept(e);
            }
        });
    }

    /** Whether the odds of {@code key} are known (then {@link #odds} gives them). */
    boolean ready(Key key) {
        return key.equals(doneFor);
    }

    /** The odds of the step last known; null when no shepherd could tend there. */
    GrowOrGuide odds() {
        return done;
    }

    /** Whether the odds of the step asked for last are still being worked out. */
    boolean working() {
        return wanted != null && !wanted.equals(doneFor);
    }

    /** Estimates started and not yet back, including those of steps left since. */
    int running() {
        return running;
    }

    /** No step is asked for any more (the shown step has no odds): a late result is dropped. */
    void forget() {
        wanted = null;
    }
}

package kudde.ui.tutor;

import java.util.function.BooleanSupplier;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;

/** Waits, at most ten seconds, for what a window test needs to have happened (a background save, a repaint). */
final class Until {
    private Until() {
    }

    static void until(String what, BooleanSupplier done) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return done.getAsBoolean();
            }
        }, 10_000);
    }
}

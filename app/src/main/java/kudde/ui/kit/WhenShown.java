package kudde.ui.kit;

import java.awt.event.HierarchyEvent;
import javax.swing.JComponent;

/**
 * Work that fills a panel, done only when the panel can be seen: asked for while the panel is
 * hidden (a tab behind another, a window not yet shown), it waits until the panel is shown and
 * then runs once, however often it was asked for meanwhile. Start-up then builds only what the
 * first screen shows, and a hidden panel does not rebuild itself on every edit. Event thread only.
 */
public final class WhenShown {
    private final JComponent panel;
    private final Runnable work;
    private boolean pending;

    public WhenShown(JComponent panel, Runnable work) {
        this.panel = panel;
        this.work = work;
        panel.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && panel.isShowing() && pending) {
                runNow();
            }
        });
    }

    /** Runs the work now if the panel is showing, else as soon as it is. */
    public void request() {
        if (panel.isShowing()) {
            runNow();
        } else {
            pending = true;
        }
    }

    /** Runs waiting work now, shown or not (for a caller that needs its result at once). */
    public void flush() {
        if (pending) {
            runNow();
        }
    }

    /** Whether the work has been asked for and waits for the panel to be shown. */
    public boolean pending() {
        return pending;
    }

    private void runNow() {
        pending = false;
        work.run();
    }
}

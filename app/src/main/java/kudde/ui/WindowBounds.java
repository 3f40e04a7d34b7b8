package kudde.ui;

import java.awt.Frame;
import java.awt.Rectangle;
import kudde.ui.kit.Screens;

/** Where the window was and whether it was maximised: remembered on closing, restored on opening. */
final class WindowBounds {
    /** The first size, before the user chose one: the board and the side at reading size. */
    static final int FIRST_WIDTH = 1280;
    static final int FIRST_HEIGHT = 820;

    private WindowBounds() {
    }

    /**
     * Puts the window where it was, if that is still on a screen; else 1280 × 820, centred. Either
     * way within the screen's usable area (without the desktop's panels): on a 1280 × 800 screen the
     * first size would otherwise put the status line under the screen's edge.
     */
    static void restore(Frame w, Settings settings) {
        Rectangle r = settings.bounds();
        Rectangle usable = Screens.usableArea(r);
        if (r != null && usable != null) {
            w.setBounds(Screens.fit(r, usable));
        } else {
            Rectangle screen = Screens.usableArea(null);
            Rectangle first = new Rectangle(0, 0, FIRST_WIDTH, FIRST_HEIGHT);
            if (screen == null) {
                w.setSize(first.getSize());
                w.setLocationRelativeTo(null);
            } else {
                first.setLocation(screen.x + (screen.width - FIRST_WIDTH) / 2,
                        screen.y + (screen.height - FIRST_HEIGHT) / 2);
                w.setBounds(Screens.fit(first, screen));
            }
        }
        if (settings.maximized()) {
            w.setExtendedState(w.getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
    }

    /** Remembers the window's place (only when it is not maximised: then the place before it counts). */
    static void remember(Frame w, Settings settings) {
        boolean max = (w.getExtendedState() & Frame.MAXIMIZED_BOTH) != 0;
        settings.setMaximized(max);
        if (!max) {
            settings.setBounds(w.getBounds());
        }
    }
}

package kudde.ui;

import java.awt.Frame;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import java.awt.Rectangle;

/** Where the window was and whether it was maximised: remembered on closing, restored on opening. */
final class WindowBounds {
    private WindowBounds() {
    }

    /** Puts the window where it was, if that is still on a screen; else 1280 × 820, centred. */
    static void restore(Frame w, Settings settings) {
        Rectangle r = settings.bounds();
        if (r != null && onScreen(r)) {
            w.setBounds(r);
        } else {
            w.setSize(1280, 820);
            w.setLocationRelativeTo(null);
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

    private static boolean onScreen(Rectangle r) {
        try {
            for (GraphicsDevice d : GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
                if (d.getDefaultConfiguration().getBounds().intersects(r)) {
                    return true;
                }
            }
        } catch (HeadlessException e) {
            return false;
        }
        return false;
    }
}

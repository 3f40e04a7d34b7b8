package kudde.ui;

import java.awt.Frame;
import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;

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
        Rectangle usable = usableArea(r);
        if (r != null && usable != null) {
            w.setBounds(fit(r, usable));
        } else {
            Rectangle screen = usableArea(null);
            Rectangle first = new Rectangle(0, 0, FIRST_WIDTH, FIRST_HEIGHT);
            if (screen == null) {
                w.setSize(first.getSize());
                w.setLocationRelativeTo(null);
            } else {
                first.setLocation(screen.x + (screen.width - FIRST_WIDTH) / 2,
                        screen.y + (screen.height - FIRST_HEIGHT) / 2);
                w.setBounds(fit(first, screen));
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

    /**
     * {@code wanted} made no larger than {@code usable} and moved, as little as it takes, to lie
     * inside it.
     */
    static Rectangle fit(Rectangle wanted, Rectangle usable) {
        int width = Math.min(wanted.width, usable.width);
        int height = Math.min(wanted.height, usable.height);
        int x = Math.max(usable.x, Math.min(wanted.x, usable.x + usable.width - width));
        int y = Math.max(usable.y, Math.min(wanted.y, usable.y + usable.height - height));
        return new Rectangle(x, y, width, height);
    }

    /**
     * The usable area of the screen that {@code r} touches (the default screen when {@code r} is
     * null), or null when {@code r} is on no screen or there is no screen.
     */
    private static Rectangle usableArea(Rectangle r) {
        try {
            GraphicsEnvironment env = GraphicsEnvironment.getLocalGraphicsEnvironment();
            GraphicsDevice[] devices = r == null
                    ? new GraphicsDevice[] {env.getDefaultScreenDevice()}
                    : env.getScreenDevices();
            for (GraphicsDevice d : devices) {
                GraphicsConfiguration c = d.getDefaultConfiguration();
                Rectangle b = c.getBounds();
                if (r == null || b.intersects(r)) {
                    Insets in = Toolkit.getDefaultToolkit().getScreenInsets(c);
                    return new Rectangle(b.x + in.left, b.y + in.top,
                            b.width - in.left - in.right, b.height - in.top - in.bottom);
                }
            }
        } catch (HeadlessException e) {
            return null;
        }
        return null;
    }
}

package kudde.ui.kit;

import java.awt.GraphicsConfiguration;
import java.awt.GraphicsDevice;
import java.awt.GraphicsEnvironment;
import java.awt.HeadlessException;
import java.awt.Insets;
import java.awt.Rectangle;
import java.awt.Toolkit;
import java.awt.Window;

/** The screens' usable areas (without the desktop's panels), and windows kept inside them. */
public final class Screens {
    private Screens() {
    }

    /**
     * {@code wanted} made no larger than {@code usable} and moved, as little as it takes, to lie
     * inside it.
     */
    public static Rectangle fit(Rectangle wanted, Rectangle usable) {
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
    public static Rectangle usableArea(Rectangle r) {
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

    /**
     * A dialog packed to the size its parts ask, centred on {@code owner}, then made no larger than
     * the usable area of the screen it is on and moved inside it: at 200 % text the new game's
     * dialog was wider and taller than a 1024 × 768 screen, its names and its Start button past the
     * edges. What it holds scrolls down in {@code scroll} where it is made lower, which is then
     * widened by its scroll bar, so that the bar takes no width from its parts.
     */
    public static void packInside(Window dialog, Window owner, javax.swing.JScrollPane scroll) {
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        Rectangle wanted = dialog.getBounds();
        Rectangle usable = usableArea(wanted);
        if (usable != null) {
            if (wanted.height > usable.height) {
                wanted.width += scroll.getVerticalScrollBar().getPreferredSize().width;
            }
            dialog.setBounds(fit(wanted, usable));
        }
    }
}

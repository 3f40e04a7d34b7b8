package kudde.ui.kit;

import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;

/** Runs a piece of a test in one of the window's looks, on the event thread, and puts the look before back. */
public final class InLook {
    private InLook() {
    }

    /** What a test asks of a look. */
    public interface Work<T> {
        T run() throws Exception;
    }

    /** {@code work}'s answer in the look {@code look} (one of {@link Theme#LOOKS}). */
    public static <T> T run(String look, Work<T> work) throws Exception {
        Object[] out = new Object[1];
        Exception[] failed = new Exception[1];
        SwingUtilities.invokeAndWait(() -> {
            LookAndFeel before = UIManager.getLookAndFeel();
            try {
                Theme.setup(look);
                out[0] = work.run();
            } catch (Exception e) {
                failed[0] = e;
            } finally {
                try {
                    UIManager.setLookAndFeel(before);
                } catch (javax.swing.UnsupportedLookAndFeelException e) {
                    failed[0] = e;
                }
            }
        });
        if (failed[0] != null) {
            throw failed[0];
        }
        @SuppressWarnings("unchecked")
        T t = (T) out[0];
        return t;
    }

    /** The WCAG 2.1 contrast ratio of two opaque colours, 1 to 21. */
    public static double contrast(java.awt.Color a, java.awt.Color b) {
        double x = luminance(a);
        double y = luminance(b);
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    }

    private static double luminance(java.awt.Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(int v) {
        double c = v / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}

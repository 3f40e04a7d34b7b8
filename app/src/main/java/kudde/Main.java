package kudde;

import java.awt.GraphicsEnvironment;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.WindowConstants;

/**
 * Placeholder entry point, to be replaced by the real application. With no arguments it opens a
 * window titled "Kudde"; with any argument it prints usage and exits 2.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0) {
            System.err.println("usage: java -jar kudde.jar            (opens the application window)");
            System.err.println("       java -jar kudde.jar resolve|check|validate FILE...  (not implemented yet)");
            System.exit(2);
            return;
        }
        if (GraphicsEnvironment.isHeadless()) {
            System.err.println("kudde: no display to open a window on (is DISPLAY set?)");
            System.exit(1);
            return;
        }
        SwingUtilities.invokeLater(() -> {
            JFrame frame = new JFrame("Kudde");
            frame.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            frame.add(new JLabel("Kudde", SwingConstants.CENTER));
            frame.setSize(800, 600);
            frame.setLocationRelativeTo(null);
            frame.setVisible(true);
        });
    }
}

package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.ui.FlatTabbedPaneUI;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;
import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;

/**
 * The docks' tabbed panes paint their content separator without antialiasing (start-up): every
 * pixel must be the one FlatLaf's own tabbed pane paints, in both looks.
 */
class DockTabsTest {
    @Test
    void aTabbedPaneIsADockTabsAndPaintsTheSamePixelsAsFlatLafsOwn() throws Exception {
        for (String look : new String[] {Theme.LIGHT, Theme.DARK}) {
            int[][] painted = new int[2][];
            boolean[] installed = new boolean[1];
            SwingUtilities.invokeAndWait(() -> {
                LookAndFeel before = UIManager.getLookAndFeel();
                try {
                    Theme.setup(look);
                    installed[0] = new JTabbedPane().getUI() instanceof DockTabs;
                    painted[0] = paint(new DockTabs());
                    painted[1] = paint(new FlatTabbedPaneUI());
                } finally {
                    try {
                        UIManager.setLookAndFeel(before);
                    } catch (javax.swing.UnsupportedLookAndFeelException e) {
                        throw new IllegalStateException(e);
                    }
                }
            });
            assertThat(installed[0]).as("a new tabbed pane in the %s look", look).isTrue();
            assertThat(painted[0]).as("the %s look", look).isEqualTo(painted[1]);
            // The separator is there at all: a row of the content area's colour under the tabs.
            assertThat(java.util.Arrays.stream(painted[0]).distinct().count()).isGreaterThan(2);
        }
    }

    private static int[] paint(FlatTabbedPaneUI ui) {
        JTabbedPane tabs = new JTabbedPane();
        tabs.setUI(ui);
        tabs.addTab("Tutor", new JLabel("one"));
        tabs.addTab("Lessons", new JLabel("two"));
        tabs.setSize(320, 200);
        tabs.doLayout();
        BufferedImage img = new BufferedImage(320, 200, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        tabs.paint(g);
        g.dispose();
        return img.getRGB(0, 0, 320, 200, null, 0, 320);
    }
}

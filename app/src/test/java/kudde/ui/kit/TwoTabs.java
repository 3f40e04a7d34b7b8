package kudde.ui.kit;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import javax.swing.WindowConstants;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;

/** A shown frame with two tabs, "front" (an empty panel, in front) and "behind", in a pane named "tabs". */
final class TwoTabs {
    private TwoTabs() {
    }

    /** @param behind made on the event thread, with the look set up, before the frame is shown */
    static FrameFixture show(java.util.function.Supplier<JComponent> behind) {
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            JFrame f = new JFrame("two tabs");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            JTabbedPane tabs = new JTabbedPane();
            tabs.setName("tabs");
            tabs.addTab("front", new JPanel());
            tabs.addTab("behind", behind.get());
            f.setContentPane(tabs);
            return f;
        });
        FrameFixture window = new FrameFixture(frame);
        window.show(new Dimension(400, 300));
        return window;
    }
}

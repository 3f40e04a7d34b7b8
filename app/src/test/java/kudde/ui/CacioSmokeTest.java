package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GraphicsEnvironment;
import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JButton;
import javax.swing.JFrame;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.plaf.FontUIResource;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Proves the GUI test set-up: a FlatLaf frame on Caciocavallo's virtual screen, clicked by the
 * AssertJ Swing robot, with no DISPLAY and no X server.
 *
 * <p>Note: show the fixture with an explicit size. Under Cacio, {@code FrameFixture.show()} (which
 * packs) left a 50x30 frame with the button outside it, so the robot's clicks went nowhere.
 */
@GuiTest
class CacioSmokeTest {

    private final AtomicInteger clicks = new AtomicInteger();
    private FrameFixture window;

    @BeforeEach
    void openFrame() {
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, 13));
            JFrame f = new JFrame("Kudde smoke");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            JButton button = new JButton("Count");
            button.setName("count");
            button.addActionListener(e -> clicks.incrementAndGet());
            f.add(button);
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(300, 200));
    }

    @AfterEach
    void closeFrame() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void robotClickReachesTheButtonUnderFlatLaf() {
        assertThat(GraphicsEnvironment.isHeadless()).isFalse();
        assertThat(GraphicsEnvironment.getLocalGraphicsEnvironment().getClass().getName())
                .as("Caciocavallo's virtual screen is in use")
                .contains("caciocavallo");
        assertThat(UIManager.getLookAndFeel()).isInstanceOf(FlatLightLaf.class);

        window.button("count").click();
        window.button("count").click();

        assertThat(clicks.get()).isEqualTo(2);
    }
}

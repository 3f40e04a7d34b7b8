package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JPanel;
import kudde.ui.GuiTest;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Work for a hidden tab waits until the tab is brought to the front, and then runs once. */
@GuiTest
class WhenShownTest {
    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void workForAHiddenTabRunsOnceWhenItIsShown() {
        AtomicInteger runs = new AtomicInteger();
        WhenShown[] gate = new WhenShown[1];
        window = TwoTabs.show(() -> {
            JPanel behind = new JPanel();
            gate[0] = new WhenShown(behind, runs::incrementAndGet);
            return behind;
        });

        GuiActionRunner.execute(() -> {
            gate[0].request();
            gate[0].request();
            gate[0].request();
        });
        assertThat(runs.get()).as("asked three times while behind another tab").isZero();
        assertThat(GuiActionRunner.execute(gate[0]::pending)).isTrue();

        window.tabbedPane("tabs").selectTab("behind");
        assertThat(runs.get()).as("brought to the front").isEqualTo(1);
        assertThat(GuiActionRunner.execute(gate[0]::pending)).isFalse();

        window.tabbedPane("tabs").selectTab("front");
        window.tabbedPane("tabs").selectTab("behind");
        assertThat(runs.get()).as("shown again with nothing asked for").isEqualTo(1);

        GuiActionRunner.execute(gate[0]::request);
        assertThat(runs.get()).as("asked while showing: at once").isEqualTo(2);
    }
}

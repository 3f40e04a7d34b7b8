package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.JLabel;
import kudde.ui.GuiTest;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A tab's panel is made when the tab is first brought to the front, or first asked for, and only once. */
@GuiTest
class DeferredTest {
    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void aHiddenTabIsMadeWhenFirstShownAndThenKept() {
        AtomicInteger made = new AtomicInteger();
        java.util.List<Deferred<JLabel>> place = new java.util.ArrayList<>();
        window = TwoTabs.show(() -> {
            place.add(new Deferred<>(() -> {
                made.incrementAndGet();
                JLabel l = new JLabel("made");
                l.setName("madeLabel");
                return l;
            }));
            return place.get(0);
        });
        assertThat(made.get()).as("behind another tab").isZero();
        assertThat(GuiActionRunner.execute(place.get(0)::isMade)).isFalse();
        StringBuilder seen = new StringBuilder();
        GuiActionRunner.execute(() -> place.get(0).ifMade(l -> seen.append(l.getText())));
        assertThat(seen).as("nothing to give while not made").isEmpty();

        window.tabbedPane("tabs").selectTab("behind");
        assertThat(made.get()).as("brought to the front").isEqualTo(1);
        window.label("madeLabel").requireVisible().requireText("made");

        window.tabbedPane("tabs").selectTab("front");
        window.tabbedPane("tabs").selectTab("behind");
        assertThat(GuiActionRunner.execute(() -> place.get(0).get().getText())).isEqualTo("made");
        assertThat(made.get()).as("shown again and asked for: still the same panel").isEqualTo(1);
    }

    @Test
    void askingForItMakesItWhileHidden() {
        AtomicInteger made = new AtomicInteger();
        Deferred<JLabel> place = GuiActionRunner.execute(() -> new Deferred<>(() -> {
            made.incrementAndGet();
            return new JLabel("x");
        }));
        JLabel l = GuiActionRunner.execute(place::get);
        assertThat(made.get()).isEqualTo(1);
        assertThat(GuiActionRunner.execute(() -> l.getParent() == place)).as("it fills its place").isTrue();
        assertThat(GuiActionRunner.execute(place::get)).isSameAs(l);
        assertThat(made.get()).isEqualTo(1);
    }
}

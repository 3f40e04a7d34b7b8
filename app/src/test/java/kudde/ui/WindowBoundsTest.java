package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import org.junit.jupiter.api.Test;

/** The window's place is kept within the screen's usable area. */
class WindowBoundsTest {
    /** A 1280 × 800 screen with a desktop panel of 32 px along its top. */
    private static final Rectangle LAPTOP = new Rectangle(0, 32, 1280, 768);

    @Test
    void theFirstSizeShrinksToALaptopScreenSoTheStatusLineStaysInSight() {
        Rectangle first = new Rectangle(0, -10, WindowBounds.FIRST_WIDTH, WindowBounds.FIRST_HEIGHT);

        assertThat(kudde.ui.kit.Screens.fit(first, LAPTOP)).isEqualTo(new Rectangle(0, 32, 1280, 768));
    }

    @Test
    void aWindowThatFitsKeepsItsPlaceAndSize() {
        Rectangle small = new Rectangle(100, 200, 800, 500);

        assertThat(kudde.ui.kit.Screens.fit(small, LAPTOP)).isEqualTo(small);
    }

    @Test
    void aWindowHangingOverTheEdgeIsMovedBackWholeNotShrunk() {
        Rectangle over = new Rectangle(900, 600, 800, 500);

        assertThat(kudde.ui.kit.Screens.fit(over, LAPTOP)).isEqualTo(new Rectangle(480, 300, 800, 500));
    }

    @Test
    void aWindowRememberedOnALargerScreenShrinksToTheSecondScreenItIsOn() {
        Rectangle right = new Rectangle(1920, 0, 1920, 1080);
        Rectangle wide = new Rectangle(1900, 40, 2000, 1200);

        assertThat(kudde.ui.kit.Screens.fit(wide, right)).isEqualTo(right);
    }
}

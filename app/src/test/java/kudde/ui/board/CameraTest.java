package kudde.ui.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import org.junit.jupiter.api.Test;

/**
 * What the board shows when its view changes size (the palette widening at a larger text size, a
 * window made narrower): the board shown whole stays whole; a board panned or zoomed by hand keeps
 * the point in its middle there.
 */
class CameraTest {
    /** Three tiles in an L and a margin, as the workbench fits a lesson's board. */
    private static final Rectangle2D BOARD = new Rectangle2D.Double(-2, -1, 5, 4);

    @Test
    void aBoardShownWholeIsShownWholeInTheNewSize() {
        Camera c = new Camera();
        c.fit(BOARD, 400, 500);
        c.resized(400, 500, 180, 500);
        Point2D a = c.toScreen(BOARD.getMinX(), BOARD.getMinY());
        Point2D b = c.toScreen(BOARD.getMaxX(), BOARD.getMaxY());
        assertThat(a.getX()).as("the board's west edge").isGreaterThanOrEqualTo(-0.5);
        assertThat(b.getX()).as("the board's east edge").isLessThanOrEqualTo(180.5);
        assertThat(a.getY()).as("the board's north edge").isGreaterThanOrEqualTo(-0.5);
        assertThat(b.getY()).as("the board's south edge").isLessThanOrEqualTo(500.5);
        // As large as the new width allows.
        assertThat(c.scale()).isCloseTo(180.0 / BOARD.getWidth(), within(0.01));
    }

    @Test
    void aBoardPannedByHandKeepsItsMiddleInTheMiddle() {
        Camera c = new Camera();
        c.fit(BOARD, 400, 500);
        c.pan(37, -12);
        double scale = c.scale();
        Point2D middle = c.toBoard(200, 250);
        c.resized(400, 500, 180, 420);
        Point2D now = c.toBoard(90, 210);
        assertThat(now.getX()).isCloseTo(middle.getX(), within(1e-9));
        assertThat(now.getY()).isCloseTo(middle.getY(), within(1e-9));
        assertThat(c.scale()).as("the zoom the user chose").isEqualTo(scale);
    }

    @Test
    void aBoardZoomedByHandKeepsItsMiddleAndItsZoom() {
        Camera c = new Camera();
        c.fit(BOARD, 400, 500);
        c.zoomAt(100, 100, 1.5);
        double scale = c.scale();
        Point2D middle = c.toBoard(200, 250);
        c.resized(400, 500, 640, 500);
        Point2D now = c.toBoard(320, 250);
        assertThat(now.getX()).isCloseTo(middle.getX(), within(1e-9));
        assertThat(now.getY()).isCloseTo(middle.getY(), within(1e-9));
        assertThat(c.scale()).isEqualTo(scale);
    }
}

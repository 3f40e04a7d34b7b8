package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import kudde.engine.model.Pos;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** The board: tooltips of whole features, the keyboard cursor, zoom at the cursor, PNG export. */
@GuiTest
class BoardViewTest extends WindowTest {

    private String tipAt(Point p) {
        return edt(() -> board().getToolTipText(new MouseEvent(board(), MouseEvent.MOUSE_MOVED, 0, 0, p.x, p.y, 0, false)));
    }

    @Test
    void aCitysTooltipSaysItIsCompleteAndWhatItScores() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/E");
        key(R);
        key(R);
        clickCell(0, -1);
        arm("figure:follower:blue");
        clickSegment(0, 0, 1);

        String tip = tipAt(edt(() -> board().segmentPoint(new Pos(0, -1), 0)));
        assertThat(tip).contains("City").contains("2 tiles").contains("Complete").contains("Blue: 1 follower")
                .contains("If scored now: 4 points for Blue");
        String road = tipAt(edt(() -> board().segmentPoint(new Pos(0, 0), 0)));
        assertThat(road).contains("Road").contains("1 tile").contains("Not complete");
    }

    @Test
    void tilesCanBePlacedWithTheKeyboardAlone() {
        arm("tile:base/U");
        boardKey(KeyEvent.VK_ENTER);
        boardKey(KeyEvent.VK_RIGHT);
        boardKey(KeyEvent.VK_ENTER);
        // Turned a quarter, base/U shows a field where [1,0] has its road: refused, with the reason.
        boardKey(KeyEvent.VK_RIGHT);
        boardKey(R);
        boardKey(KeyEvent.VK_ENTER);
        assertThat(scenario().board()).extracting(t -> t.at().toString()).containsExactly("[0,0]", "[1,0]");
        assertThat(status()).contains("B1");
    }

    @Test
    void theWheelZoomsAtTheCursor() {
        arm("tile:base/D");
        clickCell(0, 0);
        Point p = edt(() -> board().cellPoint(new Pos(0, 0)));
        double before = edt(() -> board().camera().scale());
        // Caciocavallo's robot sends no wheel events: post the event a wheel turn makes.
        GuiActionRunner.execute(() -> board().dispatchEvent(new MouseWheelEvent(board(), MouseEvent.MOUSE_WHEEL,
                System.currentTimeMillis(), 0, p.x, p.y, 0, false, MouseWheelEvent.WHEEL_UNIT_SCROLL, 3, -2)));
        double after = edt(() -> board().camera().scale());
        assertThat(after).isGreaterThan(before);
        Point still = edt(() -> board().cellPoint(new Pos(0, 0)));
        assertThat(still.distance(p)).as("the point under the cursor stays put").isLessThan(3);
    }

    /**
     * A board shown whole stays whole when its view narrows (a window made narrower, the palette
     * widening at a larger text size); it kept its top left corner where it was and cut the east.
     */
    @Test
    void aBoardShownWholeStaysWholeWhenTheViewNarrows() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        clickCell(2, 0);
        edt(() -> {
            board().fitBoard();
            return null;
        });
        int wide = edt(() -> board().getWidth());
        // The view loses 200 px on its west side, as it did to the palette at 200 % text (the test
        // window keeps its size: the board is given its new bounds as its split would give them).
        int[] edges = edt(() -> {
            java.awt.Rectangle r = board().getBounds();
            board().setBounds(r.x + 200, r.y, r.width - 200, r.height);
            return new int[] {board().toScreen(0, 0).x, board().toScreen(3, 1).x, board().getWidth()};
        });
        System.out.println("the board's view " + wide + " px wide, then " + edges[2] + ": its tiles from " + edges[0] + " to " + edges[1]);
        assertThat(edges[0]).as("the board's west edge").isGreaterThanOrEqualTo(0);
        assertThat(edges[1]).as("the board's east edge").isLessThanOrEqualTo(edges[2]);
    }

    @Test
    void exportsTheWholeBoardAsPng() throws Exception {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        Path png = home.resolve("board.png");
        assertThat(edt(() -> main.files().exportPngTo(png, true))).isTrue();
        BufferedImage img = ImageIO.read(png.toFile());
        // Cropped to the two tiles (and 0.15 of a tile round them), as wide as an A4 page at 150 dpi.
        assertThat(img.getWidth()).isEqualTo(1240);
        assertThat(img.getHeight()).isEqualTo((int) Math.ceil(1240 * 1.3 / 2.3 - 1e-6));
    }

    @Test
    void anExportedPictureHasNoEditorHintsAndMayHaveACaption() throws Exception {
        arm("tile:base/D");
        clickCell(0, 0);
        // The armed tile frames the free spots round the tile on screen (where it fits, or not) ...
        java.awt.Rectangle spot = edt(() -> {
            Point a = board().cellPoint(new Pos(1, 0));
            int half = (int) (board().camera().scale() / 2);
            return new java.awt.Rectangle(a.x - half + 2, a.y - half + 2, 2 * half - 4, 2 * half - 4);
        });
        assertThat(painted(edt(() -> board().renderVisible()), spot)).as("a hint on screen").isPositive();
        // ... but a picture of the position has none of it.
        assertThat(painted(edt(() -> board().renderVisiblePicture()), spot)).as("a hint in the picture").isZero();

        Path png = home.resolve("captioned.png");
        java.util.concurrent.CompletableFuture<Boolean> written = new java.util.concurrent.CompletableFuture<>();
        edt(() -> {
            main.files().exportPngTo(png, true, "One tile with a road", written::complete);
            return null;
        });
        assertThat(written.get(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        BufferedImage img = ImageIO.read(png.toFile());
        int tiles = 1240;  // one tile and its margin: a square as wide as an A4 page at 150 dpi
        assertThat(img.getHeight()).as("the picture and a band under it").isGreaterThan(tiles + 16);
        java.awt.Color ink = edt(() -> kudde.ui.kit.Theme.colour("Kudde.export.ink"));
        int inked = 0;
        for (int y = tiles; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                inked += (img.getRGB(x, y) & 0xFFFFFF) == (ink.getRGB() & 0xFFFFFF) ? 1 : 0;
            }
        }
        assertThat(inked).as("the caption's letters").isGreaterThan(50);
    }

    /** Pixels within {@code r} that are not fully transparent. */
    private static int painted(BufferedImage img, java.awt.Rectangle r) {
        int n = 0;
        for (int y = Math.max(0, r.y); y < Math.min(img.getHeight(), r.y + r.height); y++) {
            for (int x = Math.max(0, r.x); x < Math.min(img.getWidth(), r.x + r.width); x++) {
                n += (img.getRGB(x, y) >>> 24) != 0 ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void exportPaintsStripByStripWithInputHeldAndMatchesTheOneGoImage() throws Exception {
        // A 10 x 10 board with figures: 10.3 rows of 120 px with the margin, four strips of 384 px.
        GuiActionRunner.execute(() -> main.document().replace(kudde.lesson.Lesson.of(kudde.bench.ScaleBoards.position(100)), null, false));
        Path png = home.resolve("strips.png");
        window.panel("board").click();
        java.util.concurrent.CompletableFuture<Boolean> written = new java.util.concurrent.CompletableFuture<>();
        boolean heldAtOnce = edt(() -> {
            main.files().exportPngTo(png, true, written::complete);
            return main.getGlassPane().isVisible();
        });
        assertThat(heldAtOnce).as("input is held while the strips are painted").isTrue();
        assertThat(written.get(30, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(edt(() -> main.getGlassPane().isVisible())).isFalse();
        assertThat(edt(() -> main.busy().value())).as("the bar filled up").isEqualTo(100);
        window.robot().waitForIdle();
        assertThat(edt(() -> board().isFocusOwner())).as("the keyboard is back on the board").isTrue();

        BufferedImage strips = ImageIO.read(png.toFile());
        BufferedImage whole = edt(() -> {
            kudde.ui.board.BoardRendering oneGo = board().startRenderingAtWidth(board().tileBounds(), 1240,
                    Integer.MAX_VALUE);
            oneGo.paintNext();
            return oneGo.image();
        });
        assertThat(strips.getWidth()).isEqualTo(1240);
        assertThat(strips.getHeight()).isEqualTo(1240);
        int differing = 0;
        for (int y = 0; y < whole.getHeight(); y++) {
            for (int x = 0; x < whole.getWidth(); x++) {
                if (strips.getRGB(x, y) != whole.getRGB(x, y)) {
                    differing++;
                }
            }
        }
        assertThat(differing).as("pixels that differ from the image painted in one go").isZero();
    }
}

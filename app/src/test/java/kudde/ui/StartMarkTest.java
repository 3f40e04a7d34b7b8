package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import kudde.engine.model.Pos;
import kudde.ui.kit.Theme;
import org.junit.jupiter.api.Test;

/**
 * The badge "start" on the start tile, the tile at [0,0] from which the tutor's sentences count
 * places (docs/authoring.md, "Places in a learner's words"): painted there and on no other tile,
 * absent from a board without a tile at [0,0], clear of the figures, and explained by its tooltip.
 */
@GuiTest
class StartMarkTest extends WindowTest {

    /** The screen box of the cell at (x, y), a few pixels inside its grid lines. */
    private Rectangle cell(int x, int y) {
        return edt(() -> {
            Point a = board().toScreen(x, y);
            Point b = board().toScreen(x + 1, y + 1);
            return new Rectangle(a.x + 1, a.y + 1, b.x - a.x - 2, b.y - a.y - 2);
        });
    }

    /** Pixels within {@code r} of exactly the badge's fill colour. */
    private int badgePixels(BufferedImage img, Rectangle r) {
        int fill = edt(() -> Theme.colour("Kudde.board.startFill")).getRGB() & 0xFFFFFF;
        int n = 0;
        for (int y = Math.max(0, r.y); y < Math.min(img.getHeight(), r.y + r.height); y++) {
            for (int x = Math.max(0, r.x); x < Math.min(img.getWidth(), r.x + r.width); x++) {
                n += (img.getRGB(x, y) & 0xFFFFFF) == fill ? 1 : 0;
            }
        }
        return n;
    }

    private String tipAt(Point p) {
        return edt(() -> board().getToolTipText(new MouseEvent(board(), MouseEvent.MOUSE_MOVED, 0, 0, p.x, p.y, 0, false)));
    }

    @Test
    void theStartTileHasTheBadgeAndItsNeighbourHasNone() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        fit();
        window.robot().waitForIdle();

        BufferedImage img = edt(() -> board().renderVisible());
        Rectangle start = cell(0, 0);
        Rectangle badge = edt(() -> board().startMarkBounds());
        assertThat(badge).as("the badge").isNotNull();
        assertThat(start.contains(badge)).as("the badge %s lies on the start tile %s", badge, start).isTrue();
        assertThat(badgePixels(img, start)).as("the badge's pixels on the start tile")
                .isGreaterThan(badge.width * badge.height / 3);
        assertThat(badgePixels(img, cell(1, 0))).as("the badge's colour on the tile east of it").isZero();
        // Its letters: dark ink inside the pale badge.
        int dark = 0;
        for (int y = badge.y; y < badge.y + badge.height; y++) {
            for (int x = badge.x; x < badge.x + badge.width; x++) {
                Color c = new Color(img.getRGB(x, y));
                dark += c.getRed() + c.getGreen() + c.getBlue() < 300 ? 1 : 0;
            }
        }
        assertThat(dark).as("the letters of \"start\"").isGreaterThan(5);

        assertThat(tipAt(new Point((int) badge.getCenterX(), (int) badge.getCenterY())))
                .isEqualTo("The start tile: places in the explanations are counted from here");
        assertThat(tipAt(edt(() -> board().segmentPoint(new Pos(0, 0), 0)))).contains("Road")
                .contains("The start tile: places in the explanations are counted from here");
        assertThat(tipAt(edt(() -> board().segmentPoint(new Pos(1, 0), 0)))).doesNotContain("start tile");
    }

    @Test
    void anExportedPictureShowsTheBadgeOnTheStartTileOnly() throws Exception {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        java.nio.file.Path png = home.resolve("board.png");
        assertThat(edt(() -> main.files().exportPngTo(png, true))).isTrue();
        BufferedImage img = javax.imageio.ImageIO.read(png.toFile());
        // Cropped to the two tiles and 0.15 of a tile round them, 1240 pixels wide (BoardViewTest).
        int tile = (int) Math.floor(1240 / 2.3);
        int m = (int) Math.round(0.15 * tile);
        assertThat(badgePixels(img, new Rectangle(m + 2, m + 2, tile - 4, tile - 4))).as("on the start tile")
                .isGreaterThan(100);
        assertThat(badgePixels(img, new Rectangle(m + tile + 2, m + 2, tile - 4, tile - 4))).as("on the tile east of it")
                .isZero();
    }

    @Test
    void aBoardWithoutATileAtTheOriginHasNoBadge() {
        arm("tile:base/D");
        clickCell(1, 0);
        arm("tile:base/U");
        clickCell(2, 0);
        fit();
        window.robot().waitForIdle();
        assertThat(scenario().board()).extracting(t -> t.at().toString()).containsExactly("[1,0]", "[2,0]");

        assertThat(edt(() -> board().startMarkBounds())).as("no badge").isNull();
        BufferedImage img = edt(() -> board().renderVisible());
        assertThat(badgePixels(img, new Rectangle(0, 0, img.getWidth(), img.getHeight()))).isZero();
    }

    @Test
    void theBadgeStaysClearOfTheFigures() {
        arm("tile:base/D");
        clickCell(0, 0);
        // A follower on every part of the tile: its road, its city and both its fields.
        for (int segment = 0; segment < 4; segment++) {
            arm("figure:follower:blue");
            clickSegment(0, 0, segment);
        }
        fit();
        window.robot().waitForIdle();
        assertThat(edt(() -> board().figures().size())).isEqualTo(4);

        Rectangle badge = edt(() -> board().startMarkBounds());
        assertThat(badge).isNotNull();
        double scale = edt(() -> board().camera().scale());
        for (int i = 0; i < 4; i++) {
            int f = i;
            Point2D c = edt(() -> board().figureCentre(f));
            Point s = edt(() -> board().toScreen(c.getX(), c.getY()));
            // A figure is drawn within 0.5 figure sizes (0.27 of a tile, 12 pixels at least) of its centre.
            double r = 0.5 * Math.max(0.27, 12 / scale) * scale;
            double nx = Math.max(badge.x, Math.min(s.x, badge.x + badge.width));
            double ny = Math.max(badge.y, Math.min(s.y, badge.y + badge.height));
            assertThat(Math.hypot(s.x - nx, s.y - ny)).as("the badge %s from figure %d at %s", badge, i, s)
                    .isGreaterThan(r);
        }
    }
}

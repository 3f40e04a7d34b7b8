package kudde.ui.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import javax.imageio.ImageIO;
import kudde.engine.tile.Catalogue;

/**
 * Draws the start-up splash ({@code app/src/main/resources/kudde/splash.png}, the jar manifest's
 * {@code SplashScreen-Image}) from the tile and figure art, so the picture is the
 * program's own: the name, the expansion's name in English and Dutch, and four Hills &amp; Sheep
 * tiles laid out apart like a palette (never touching, so the picture claims no placement), with a
 * shepherd and a sheep token. The launcher shows it before the JVM has loaded a class, so it is a
 * plain PNG in the jar; {@code scripts/splash.sh} runs this to make it again after the art changes,
 * and {@code SplashArtTest} fails while the committed file differs from what this draws. It also
 * draws the application's icon ({@code icon.png} beside it: one hill tile with a shepherd), which
 * the installed application's menu entry shows.
 */
public final class SplashArt {
    static final int WIDTH = 480;
    static final int HEIGHT = 270;
    /** The tiles shown, in order: a hill with a road, a vineyard, a hill between cities, a monastery. */
    static final List<String> TILES = List.of("hs/13", "hs/07", "hs/06", "hs/11");

    private SplashArt() {
    }

    static final int ICON = 128;

    /** Writes splash.png and icon.png into the folder named by the first argument (default: the jar's resources). */
    public static void main(String[] args) throws IOException {
        Path dir = Paths.get(args.length > 0 ? args[0] : "app/src/main/resources/kudde");
        Files.createDirectories(dir);
        ImageIO.write(paint(), "png", dir.resolve("splash.png").toFile());
        ImageIO.write(icon(), "png", dir.resolve("icon.png").toFile());
        System.out.println("splash: wrote " + dir.resolve("splash.png") + " (" + WIDTH + " x " + HEIGHT + ") and "
                + dir.resolve("icon.png") + " (" + ICON + " x " + ICON + ")");
    }

    /** The application's icon: the first tile of the splash, with the shepherd standing on its field. */
    static BufferedImage icon() {
        BufferedImage img = new BufferedImage(ICON, ICON, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            int pad = 6;
            g.setClip(new RoundRectangle2D.Double(pad, pad, ICON - 2 * pad, ICON - 2 * pad, 20, 20));
            Graphics2D t = (Graphics2D) g.create();
            t.translate(pad, pad);
            t.scale(ICON - 2 * pad, ICON - 2 * pad);
            TileArt.paint(t, Catalogue.standard().byId(TILES.get(0)).orientation(0), ICON - 2 * pad);
            t.dispose();
            Graphics2D f = (Graphics2D) g.create();
            f.translate(ICON * 0.3, ICON * 0.62);
            f.scale(ICON * 0.42, ICON * 0.42);
            FigureArt.shepherd(f, PlayerColours.look("blue", 1), 0.06);
            f.dispose();
        } finally {
            g.dispose();
        }
        return img;
    }

    static BufferedImage paint() {
        BufferedImage img = new BufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setColor(ArtColours.OUTLINE);
            g.fillRect(0, 0, WIDTH, HEIGHT);
            g.setColor(ArtColours.FIELD_DARK);
            g.setStroke(new BasicStroke(4));
            g.draw(new RoundRectangle2D.Double(6, 6, WIDTH - 12, HEIGHT - 12, 18, 18));

            double tile = 92;
            double gap = 16;
            double left = (WIDTH - TILES.size() * tile - (TILES.size() - 1) * gap) / 2;
            double top = 118;
            Catalogue cat = Catalogue.standard();
            for (int i = 0; i < TILES.size(); i++) {
                Graphics2D t = (Graphics2D) g.create();
                t.translate(left + i * (tile + gap), top);
                t.scale(tile, tile);
                TileArt.paint(t, cat.byId(TILES.get(i)).orientation(0), tile);
                t.dispose();
            }

            Graphics2D f = (Graphics2D) g.create();
            f.translate(56, 62);
            f.scale(64, 64);
            FigureArt.shepherd(f, PlayerColours.look("blue", 1), 0.05);
            f.dispose();
            Graphics2D s = (Graphics2D) g.create();
            s.translate(WIDTH - 58, 70);
            s.scale(34, 34);
            FigureArt.sheepToken(s, 3, 0.06);
            s.dispose();

            g.setColor(ArtColours.STONE);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 46));
            centre(g, "Kudde", 70);
            g.setColor(ArtColours.HILL);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 17));
            centre(g, "Hills & Sheep · Heuvels en Schapen", 100);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void centre(Graphics2D g, String text, int baseline) {
        FontMetrics fm = g.getFontMetrics();
        g.drawString(text, (float) (WIDTH - fm.stringWidth(text)) / 2, baseline);
    }
}

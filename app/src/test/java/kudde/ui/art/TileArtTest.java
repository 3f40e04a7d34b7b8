package kudde.ui.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.util.List;
import javax.imageio.ImageIO;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.EdgeKind;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/** The art shows each edge as the catalogue says, in every rotation; also writes a contact sheet. */
class TileArtTest {
    private static final int PX = 96;

    @Test
    void edgeMiddlesShowCityRoadOrFieldInEveryRotation() {
        for (TileType t : Catalogue.standard().all()) {
            for (int q = 0; q < 4; q++) {
                BufferedImage img = render(t, q, PX);
                for (Side s : Side.values()) {
                    EdgeKind kind = t.orientation(q).edge(s);
                    // Cities are sampled off the middle: hs/02's two cities meet in a wall there.
                    double along = kind == EdgeKind.CITY ? 0.2 : 0;
                    int x = (int) Math.round(PX / 2.0 + s.dx() * (PX / 2.0 - 3) - s.dy() * along * PX);
                    int y = (int) Math.round(PX / 2.0 + s.dy() * (PX / 2.0 - 3) + s.dx() * along * PX);
                    Color c = new Color(img.getRGB(Math.min(x, PX - 1), Math.min(y, PX - 1)));
                    Color want = switch (kind) {
                        case CITY -> ArtColours.CITY;
                        case ROAD -> ArtColours.ROAD;
                        case FIELD -> ArtColours.FIELD;
                    };
                    // A hedge (hs/01) or a hill may reach a field edge: they are field land too.
                    boolean ok = close(c, want) || kind == EdgeKind.FIELD && (close(c, ArtColours.HEDGE)
                            || close(c, ArtColours.HILL) || close(c, ArtColours.HILL_EDGE));
                    assertThat(ok).as("%s rot %d side %s shows %s, got %s", t.id(), q * 90, s, kind, c)
                            .isTrue();
                }
            }
        }
    }

    @Test
    void writesAContactSheetOfTheCatalogue() throws IOException {
        List<TileType> all = Catalogue.standard().all();
        int cols = 9;
        int cell = PX + 8;
        BufferedImage sheet = new BufferedImage(cols * cell, ((all.size() + cols - 1) / cols) * cell,
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = sheet.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
        for (int i = 0; i < all.size(); i++) {
            g.drawImage(render(all.get(i), 0, PX), (i % cols) * cell + 4, (i / cols) * cell + 4, null);
        }
        g.dispose();
        File out = new File("target/art/catalogue.png");
        out.getParentFile().mkdirs();
        ImageIO.write(sheet, "png", out);
        assertThat(out).exists();
    }

    @Test
    void writesEveryExpansionTileInEveryRotation() throws IOException {
        List<TileType> hs = Catalogue.standard().all().stream().filter(TileType::expansion).toList();
        int px = 72;
        int cell = px + 6;
        BufferedImage sheet = new BufferedImage(8 * cell, ((hs.size() + 1) / 2) * cell, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = sheet.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, sheet.getWidth(), sheet.getHeight());
        for (int i = 0; i < hs.size(); i++) {
            for (int q = 0; q < 4; q++) {
                g.drawImage(render(hs.get(i), q, px), ((i % 2) * 4 + q) * cell + 3, (i / 2) * cell + 3, null);
            }
        }
        g.dispose();
        File out = new File("target/art/expansion-rotations.png");
        out.getParentFile().mkdirs();
        ImageIO.write(sheet, "png", out);
        assertThat(out).exists();
    }

    static BufferedImage render(TileType t, int quarterTurns, int px) {
        BufferedImage img = new BufferedImage(px, px, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(px, px);
        TileArt.paint(g, t.orientation(quarterTurns), px);
        g.dispose();
        return img;
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) + Math.abs(a.getGreen() - b.getGreen())
                + Math.abs(a.getBlue() - b.getBlue()) < 40;
    }
}

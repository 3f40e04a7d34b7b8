package kudde.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import kudde.ui.kit.InLook;
import kudde.ui.kit.Theme;
import org.junit.jupiter.api.Test;

/**
 * The author's coloured square, painted as the board paints it over a tile of each art colour: its
 * tint alone is a third of its colour, and stood 1.03 to 1 from a field (a green square), so its
 * edge is a cased line; somewhere along that edge the painted pixels stand 3 to 1 (WCAG 2.1 1.4.11)
 * from the art, in every look and colour, while the tile's middle keeps its art's colour but for
 * the tint.
 */
class SquareMarkTest {
    private static final int TILE = 120;
    private static final List<String> ART = kudde.ui.art.ArtGrounds.KEYS;

    @Test
    void aColouredSquaresEdgeStandsThreeToOneFromTheArtUnderIt() throws Exception {
        List<String> report = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (String look : Theme.LOOKS) {
            InLook.run(look, () -> {
                for (String art : ART) {
                    Color ground = Theme.colour(art);
                    for (Colour c : Colour.values()) {
                        BufferedImage img = painted(ground, Mark.square(new Pos(0, 0), c));
                        // The most a pixel of the edge (the outer tenth of the tile) stands from the art.
                        double edge = 0;
                        for (int i = 0; i < TILE / 10; i++) {
                            edge = Math.max(edge, InLook.contrast(new Color(img.getRGB(i, TILE / 2)), ground));
                        }
                        double tint = InLook.contrast(new Color(img.getRGB(TILE / 2, TILE / 2)), ground);
                        report.add(String.format("%s look, %s square on %s: tint %.2f:1, edge %.2f:1", look,
                                c.word(), art.replace("Kudde.art.", ""), tint, edge));
                        if (edge < 3) {
                            failures.add(report.get(report.size() - 1));
                        }
                    }
                }
                return null;
            });
        }
        report.stream().filter(r -> r.startsWith("light look") && r.contains("on field")).forEach(System.out::println);
        assertThat(failures).as("squares whose edge is below 3:1 from the art").isEmpty();
    }

    /** A tile of one colour with {@code mark} on it, painted as the board paints its drawings (one tile, TILE px). */
    private static BufferedImage painted(Color ground, Mark mark) {
        BufferedImage img = new BufferedImage(TILE, TILE, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(ground);
        g.fillRect(0, 0, TILE, TILE);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(TILE, TILE);
        DrawingLayer.paint(g, List.of(mark));
        g.dispose();
        return img;
    }
}

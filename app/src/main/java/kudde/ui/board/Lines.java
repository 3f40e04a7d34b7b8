package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.Stroke;
import kudde.ui.kit.Theme;

/**
 * The line patterns of the board's frames and marks, so that no two marks differ by colour alone
 * (docs/accessibility.md): a spot that fits is framed solid, one that fits when turned dashed with
 * a turn arrow, a tile that does not fit dash-dotted and crossed; the keyboard cursor is dotted,
 * the feature under the mouse dashed, what a step lights up framed twice. Widths in screen pixels,
 * {@code px} the pixels a tile. Each is drawn over a casing of the opposite lightness ({@link #cased}).
 */
public final class Lines {
    private Lines() {
    }

    public static Stroke solid(double width, double px) {
        return new BasicStroke((float) (width / px));
    }

    /** Solid, its ends and corners round: a cross, a turn arrow, a feature's outline. */
    public static Stroke round(double width, double px) {
        return new BasicStroke((float) (width / px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    }

    public static Stroke dashed(double width, double px) {
        return new BasicStroke((float) (width / px), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                new float[] {(float) (9 / px), (float) (6 / px)}, 0);
    }

    public static Stroke dotted(double width, double px) {
        return new BasicStroke((float) (width / px), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10,
                new float[] {0.01f, (float) (2.2 * width / px)}, 0);
    }

    public static Stroke dashDotted(double width, double px) {
        return new BasicStroke((float) (width / px), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10,
                new float[] {(float) (10 / px), (float) (4 / px), (float) (2 / px), (float) (4 / px)}, 0);
    }

    /**
     * Draws {@code s} with {@code line} in {@code colour} over a casing 1.5 px wider each side, of
     * the opposite lightness ({@link #casingFor}): two colours far apart in lightness (WCAG technique
     * C40), so that one of the two stands at least 3 to 1 from whatever the mark lies on: the tile
     * art has pale cities and dark roofs, and a line of one colour was as light as some of them
     * (1.00 to 1 for the red ghost frame on a roof, BoardMarksVisionTest).
     */
    public static void cased(Graphics2D g, Shape s, Stroke line, Color colour, double px) {
        casedWider(g, s, line, colour, 3 / px);
    }

    /** As {@link #cased(Graphics2D, Shape, Stroke, Color, double)}, the casing {@code wider} than the line in all (board units). */
    public static void casedWider(Graphics2D g, Shape s, Stroke line, Color colour, double wider) {
        if (line instanceof BasicStroke b) {
            g.setColor(casingFor(colour));
            g.setStroke(new BasicStroke(b.getLineWidth() + (float) wider, b.getEndCap(), b.getLineJoin(),
                    b.getMiterLimit(), b.getDashArray(), b.getDashPhase()));
            g.draw(s);
        }
        g.setColor(colour);
        g.setStroke(line);
        g.draw(s);
    }

    /**
     * The casing under a line of {@code colour}: the theme's dark one under a light line (every mark
     * today, the author's colours among them), its light one under a dark line; the turn is where
     * black and white stand equally far from the line.
     */
    public static Color casingFor(Color colour) {
        return kudde.ui.art.FigureArt.luminance(colour) >= 0.18 ? Theme.colour("Kudde.board.markCasing")
                : Theme.colour("Kudde.board.markCasingLight");
    }
}

package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Stroke;

/**
 * The line patterns of the board's frames and marks, so that no two marks differ by colour alone
 * (docs/accessibility.md): a spot that fits is framed solid, one that fits when turned dashed with
 * a turn arrow, a tile that does not fit dash-dotted and crossed; the keyboard cursor is dotted,
 * the feature under the mouse dashed, what a step lights up framed twice. Widths in screen pixels,
 * {@code px} the pixels a tile.
 */
public final class Lines {
    private Lines() {
    }

    public static Stroke solid(double width, double px) {
        return new BasicStroke((float) (width / px));
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
}

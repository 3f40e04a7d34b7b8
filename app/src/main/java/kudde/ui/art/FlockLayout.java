package kudde.ui.art;

import java.awt.Shape;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a shepherd's sheep tokens go: inside its own field on its own tile, clear of every figure
 * and building there, so that four shepherds on neighbouring tiles never hide one another's flock
 * (S2: the tokens lie next to the shepherd). Up to {@link #SINGLES} tokens are laid out one by one
 * beside the shepherd; a larger flock, or one whose tokens do not fit, is summed on one stacked
 * token ("12"), the tokens themselves in the figure's tip. When not even that fits at the smallest
 * size, nothing is drawn rather than something across a neighbour.
 *
 * <p>Works on a mask of the tile: a cell is free when all its corners lie in the field and outside
 * every obstacle, so a box of free cells lies in the field whatever the zoom.
 */
public final class FlockLayout {
    /** The most tokens laid out one by one; more are summed. */
    public static final int SINGLES = 4;
    private static final int N = 64;
    private static final double CELL = 1.0 / N;
    /** Width of a summed token in token sizes (room for two digits and the stack behind). */
    public static final double SUM_WIDTH = 1.45;
    public static final double SUM_HEIGHT = 1.15;

    /** A token, or the summed flock, in board units; {@code value} is the token's or the sum. */
    public record Item(Rectangle2D box, int value) {
    }

    /** The layout: the items, whether they are one summed token, and the token size used. */
    public record Layout(List<Item> items, boolean summed, double size) {
        public static final Layout NONE = new Layout(List.of(), false, 0);
    }

    private final boolean[][] free = new boolean[N][N];
    private final int[][] sum = new int[N + 1][N + 1];
    private final double x0;
    private final double y0;

    /**
     * @param tileX the tile's west edge, board units
     * @param tileY its north edge
     * @param field the shepherd's field on that tile, board units
     * @param obstacles what no token may cover (figures, buildings), board units
     * @param gap how far a token keeps from the field's outline and from the obstacles
     */
    private FlockLayout(double tileX, double tileY, Shape fieldShape, List<Shape> obstacles, double gap) {
        x0 = tileX;
        y0 = tileY;
        // A polygon close to the outline (a hundredth of a pixel at 200 px a tile) answers far
        // faster than the field's Area, whose curves are tested exactly.
        Path2D field = new Path2D.Double();
        field.append(fieldShape.getPathIterator(null, 0.0005), false);
        Rectangle2D reach = field.getBounds2D();
        boolean[][] corner = new boolean[N + 1][N + 1];
        for (int i = 0; i <= N; i++) {
            for (int j = 0; j <= N; j++) {
                double x = x0 + i * CELL;
                double y = y0 + j * CELL;
                boolean ok = reach.contains(x, y) && field.contains(x, y) && roomy(field, x, y, gap);
                for (int k = 0; ok && k < obstacles.size(); k++) {
                    ok = !obstacles.get(k).intersects(x - gap, y - gap, 2 * gap, 2 * gap);
                }
                corner[i][j] = ok;
            }
        }
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                free[i][j] = corner[i][j] && corner[i + 1][j] && corner[i][j + 1] && corner[i + 1][j + 1];
            }
        }
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                sum[i + 1][j + 1] = sum[i][j + 1] + sum[i + 1][j] - sum[i][j] + (free[i][j] ? 0 : 1);
            }
        }
    }

    /** A point at least {@code gap} inside the field (tested at four points round it). */
    private static boolean roomy(Shape field, double x, double y, double gap) {
        return field.contains(x - gap, y) && field.contains(x + gap, y) && field.contains(x, y - gap)
                && field.contains(x, y + gap);
    }

    /**
     * Lays out a shepherd's tokens.
     *
     * @param near the shepherd's centre: the tokens go as near it as there is room
     * @param size the token size wanted, board units; smaller down to {@code smallest} when need be
     */
    public static Layout of(double tileX, double tileY, Shape field, List<Shape> obstacles, Point2D near,
                            List<Integer> tokens, double size, double smallest, double gap) {
        if (tokens.isEmpty()) {
            return Layout.NONE;
        }
        FlockLayout mask = new FlockLayout(tileX, tileY, field, obstacles, gap);
        int total = 0;
        for (int v : tokens) {
            total += v;
        }
        for (double s = size; s >= smallest - 1e-9; s *= 0.8) {
            if (tokens.size() <= SINGLES) {
                Layout singles = mask.singles(near, tokens, s, gap);
                if (singles != null) {
                    return singles;
                }
            }
            Rectangle2D box = mask.place(near, s * SUM_WIDTH, s * SUM_HEIGHT);
            if (box != null) {
                return new Layout(List.of(new Item(box, total)), true, s);
            }
        }
        return Layout.NONE;
    }

    /** The tokens in a row, a column or a square block, whichever fits nearest the shepherd. */
    private Layout singles(Point2D near, List<Integer> tokens, double s, double gap) {
        int n = tokens.size();
        double step = s + gap;
        int[][] shapes = n == 4 ? new int[][] {{2, 2}, {4, 1}, {1, 4}} : new int[][] {{n, 1}, {1, n}, {2, (n + 1) / 2}};
        Rectangle2D best = null;
        int[] bestShape = null;
        for (int[] shape : shapes) {
            Rectangle2D b = place(near, shape[0] * step - gap, shape[1] * step - gap);
            if (b != null && (best == null || distance(b, near) < distance(best, near) - 1e-9)) {
                best = b;
                bestShape = shape;
            }
        }
        if (best == null) {
            return null;
        }
        List<Item> items = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            int col = k % bestShape[0];
            int row = k / bestShape[0];
            items.add(new Item(new Rectangle2D.Double(best.getX() + col * step, best.getY() + row * step, s, s),
                    tokens.get(k)));
        }
        return new Layout(items, false, s);
    }

    /** The free box of {@code w} × {@code h} nearest {@code near}, or null. */
    private Rectangle2D place(Point2D near, double w, double h) {
        int cw = (int) Math.ceil(w / CELL - 1e-9);
        int ch = (int) Math.ceil(h / CELL - 1e-9);
        if (cw > N || ch > N) {
            return null;
        }
        Rectangle2D best = null;
        double bestD = Double.MAX_VALUE;
        for (int i = 0; i + cw <= N; i++) {
            for (int j = 0; j + ch <= N; j++) {
                if (blocked(i, j, cw, ch) == 0) {
                    // Centred in its cells: the box is no bigger than the free cells it stands on.
                    double x = x0 + i * CELL + (cw * CELL - w) / 2;
                    double y = y0 + j * CELL + (ch * CELL - h) / 2;
                    double d = Point2D.distanceSq(x + w / 2, y + h / 2, near.getX(), near.getY());
                    if (d < bestD) {
                        bestD = d;
                        best = new Rectangle2D.Double(x, y, w, h);
                    }
                }
            }
        }
        return best;
    }

    private int blocked(int i, int j, int cw, int ch) {
        return sum[i + cw][j + ch] - sum[i][j + ch] - sum[i + cw][j] + sum[i][j];
    }

    private static double distance(Rectangle2D b, Point2D p) {
        return p.distance(b.getCenterX(), b.getCenterY());
    }
}

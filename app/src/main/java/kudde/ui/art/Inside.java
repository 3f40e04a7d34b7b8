package kudde.ui.art;

import java.awt.Shape;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

/** Finds roomy points inside a shape of the unit square, for figures and decorations. */
final class Inside {
    private static final int N = 28;

    private Inside() {
    }

    /**
     * The grid point inside {@code shape} farthest from its outline and from the tile border,
     * keeping at least {@code keepAway} from the points in {@code avoid} when it can.
     */
    static Point2D farthest(Shape shape, List<Point2D> avoid, double keepAway) {
        return best(shape, avoid, keepAway).point();
    }

    /** A roomy point and how much room it has (0 when it had to come near a point to avoid). */
    record Spot(Point2D point, double room) {
    }

    static Spot best(Shape shape, List<Point2D> avoid, double keepAway) {
        boolean[][] in = new boolean[N][N];
        int count = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                in[i][j] = shape.contains(c(i), c(j));
                count += in[i][j] ? 1 : 0;
            }
        }
        if (count == 0) {
            Rectangle2D b = shape.getBounds2D();
            return new Spot(new Point2D.Double(b.getCenterX(), b.getCenterY()), 0);
        }
        // Only outside cells next to an inside cell can be nearest to an inside cell: one of the
        // nearest outside cell's neighbours is closer, and so must be inside.
        int[] edge = new int[N * N];
        int edges = 0;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                if (!in[i][j] && nextToInside(in, i, j)) {
                    edge[edges++] = i * N + j;
                }
            }
        }
        Point2D best = null;
        double bestRoom = -1;
        Point2D fallback = null;
        double fallbackRoom = -1;
        for (int i = 0; i < N; i++) {
            for (int j = 0; j < N; j++) {
                if (!in[i][j]) {
                    continue;
                }
                double room = room(edge, edges, i, j);
                if (room > fallbackRoom) {
                    fallbackRoom = room;
                    fallback = new Point2D.Double(c(i), c(j));
                }
                if (room > bestRoom && clear(c(i), c(j), avoid, keepAway)) {
                    bestRoom = room;
                    best = new Point2D.Double(c(i), c(j));
                }
            }
        }
        return best != null ? new Spot(best, bestRoom) : new Spot(fallback, 0);
    }

    private static double c(int i) {
        return (i + 0.5) / N;
    }

    private static boolean clear(double x, double y, List<Point2D> avoid, double keepAway) {
        for (Point2D p : avoid) {
            if (p != null && p.distance(x, y) < keepAway) {
                return false;
            }
        }
        return true;
    }

    private static boolean nextToInside(boolean[][] in, int i, int j) {
        return i > 0 && in[i - 1][j] || i < N - 1 && in[i + 1][j] || j > 0 && in[i][j - 1] || j < N - 1 && in[i][j + 1];
    }

    /** Distance from cell (i, j) to the nearest outside cell or the tile border. */
    private static double room(int[] edge, int edges, int i, int j) {
        double x = c(i);
        double y = c(j);
        double best = Math.min(Math.min(x, 1 - x), Math.min(y, 1 - y));
        for (int k = 0; k < edges; k++) {
            double d = Math.hypot(c(edge[k] / N) - x, c(edge[k] % N) - y);
            if (d < best) {
                best = d;
            }
        }
        return best;
    }
}

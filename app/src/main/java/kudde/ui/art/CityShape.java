package kudde.ui.art;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Segment;
import kudde.engine.tile.TileType;

/**
 * The wall shape of one city segment: the stretch of border it covers, closed by curved walls
 * that bow towards the tile's middle. An edge two cities share (hs/02's north edge) is split
 * between them, each taking the half next to its other edge.
 */
final class CityShape {
    private CityShape() {
    }

    static Shape of(TileType type, Segment city) {
        List<double[]> runs = runs(type, city);
        double covered = 0;
        for (double[] r : runs) {
            covered += r[1] - r[0];
        }
        if (covered >= 4 - 1e-9) {
            return new Rectangle2D.Double(0, 0, 1, 1);
        }
        Path2D path = new Path2D.Double();
        Point2D start = TileGeometry.perimeter(runs.get(0)[0]);
        path.moveTo(start.getX(), start.getY());
        for (int i = 0; i < runs.size(); i++) {
            double[] run = runs.get(i);
            along(path, run[0], run[1]);
            double next = runs.get((i + 1) % runs.size())[0];
            while (next < run[1]) {
                next += 4;
            }
            Point2D from = TileGeometry.perimeter(run[1]);
            Point2D to = TileGeometry.perimeter(next);
            boolean splitFrom = isSplit(run[1]);
            boolean splitTo = isSplit(next);
            if (splitFrom || splitTo) {
                // hs/02: where two cities share an edge, a straight wall runs in from the split
                // point, and each city's wall bends from its end to the city's far corner.
                Point2D split = splitFrom ? from : to;
                Point2D meet = inward(split, run[1], next, splitFrom);
                if (splitFrom) {
                    path.lineTo(meet.getX(), meet.getY());
                    Point2D c = bend(meet, to);
                    path.quadTo(c.getX(), c.getY(), to.getX(), to.getY());
                } else {
                    Point2D c = bend(meet, from);
                    path.quadTo(c.getX(), c.getY(), meet.getX(), meet.getY());
                    path.lineTo(to.getX(), to.getY());
                }
                continue;
            }
            double gap = next - run[1];
            Point2D mid = TileGeometry.perimeter(run[1] + gap / 2);
            double pull = pull(gap);
            path.quadTo(mid.getX() + (0.5 - mid.getX()) * pull, mid.getY() + (0.5 - mid.getY()) * pull,
                    to.getX(), to.getY());
        }
        path.closePath();
        if (cityCount(type) < 2) {
            return path;
        }
        // Two cities on one tile (base/I, hs/12): keep each within the wedges of its own edges,
        // so their walls meet at the corner instead of overlapping.
        Area clipped = new Area(path);
        Area wedges = new Area();
        for (double[] run : runs) {
            Path2D w = new Path2D.Double();
            Point2D a = TileGeometry.perimeter(run[0]);
            w.moveTo(a.getX(), a.getY());
            along(w, run[0], run[1]);
            w.lineTo(0.5, 0.5);
            w.closePath();
            wedges.add(new Area(w));
        }
        clipped.intersect(wedges);
        return clipped;
    }

    private static final double SHARED_WALL = 0.55;

    /** A perimeter position halfway along an edge: where two cities split a shared edge. */
    private static boolean isSplit(double t) {
        double f = t - Math.floor(t);
        return Math.abs(f - 0.5) < 1e-9;
    }

    /** The end of the straight wall that runs into the tile from a split point. */
    private static Point2D inward(Point2D split, double runEnd, double next, boolean splitFrom) {
        double t = splitFrom ? runEnd : next;
        int edge = (int) Math.floor(((t % 4) + 4) % 4);
        double nx = edge == 1 ? -1 : edge == 3 ? 1 : 0;
        double ny = edge == 0 ? 1 : edge == 2 ? -1 : 0;
        return new Point2D.Double(split.getX() + nx * SHARED_WALL, split.getY() + ny * SHARED_WALL);
    }

    /** Control point of the wall from the shared wall's end to a corner: it leaves level, then bends. */
    private static Point2D bend(Point2D meet, Point2D corner) {
        boolean vertical = Math.abs(meet.getX() - 0.5) < 1e-9;
        return vertical ? new Point2D.Double((meet.getX() + corner.getX()) / 2, meet.getY())
                : new Point2D.Double(meet.getX(), (meet.getY() + corner.getY()) / 2);
    }

    /** How far the wall between two covered stretches bows in: deeper for short gaps. */
    private static double pull(double gap) {
        if (gap <= 1 + 1e-9) {
            return 1.3;
        }
        if (gap <= 2 + 1e-9) {
            return 1.2;
        }
        if (gap <= 2.5 + 1e-9) {
            return 1.0;
        }
        return 0.8;
    }

    private static void along(Path2D path, double from, double to) {
        for (double k = Math.floor(from) + 1; k < to - 1e-9; k++) {
            Point2D c = TileGeometry.perimeter(k);
            path.lineTo(c.getX(), c.getY());
        }
        Point2D end = TileGeometry.perimeter(to);
        path.lineTo(end.getX(), end.getY());
    }

    private static int cityCount(TileType type) {
        int n = 0;
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.CITY) {
                n++;
            }
        }
        return n;
    }

    /** Covered stretches of the perimeter as [start, end], start in [0, 4), in clockwise order. */
    static List<double[]> runs(TileType type, Segment city) {
        List<double[]> parts = new ArrayList<>();
        for (int e = 0; e < 4; e++) {
            if ((city.mask() & (1 << e)) == 0) {
                continue;
            }
            boolean shared = false;
            for (Segment o : type.segments()) {
                shared |= o != city && o.type() == FeatureType.CITY && (o.mask() & (1 << e)) != 0;
            }
            boolean ownBefore = (city.mask() & (1 << ((e + 3) & 3))) != 0;
            boolean ownAfter = (city.mask() & (1 << ((e + 1) & 3))) != 0;
            if (shared && ownBefore && !ownAfter) {
                parts.add(new double[] {e, e + 0.5});
            } else if (shared && ownAfter && !ownBefore) {
                parts.add(new double[] {e + 0.5, e + 1});
            } else {
                parts.add(new double[] {e, e + 1});
            }
        }
        parts.sort(Comparator.comparingDouble(p -> p[0]));
        List<double[]> runs = new ArrayList<>();
        for (double[] p : parts) {
            double[] last = runs.isEmpty() ? null : runs.get(runs.size() - 1);
            if (last != null && Math.abs(last[1] - p[0]) < 1e-9) {
                last[1] = p[1];
            } else {
                runs.add(p.clone());
            }
        }
        if (runs.size() > 1) {
            double[] first = runs.get(0);
            double[] last = runs.get(runs.size() - 1);
            if (Math.abs(last[1] - (first[0] + 4)) < 1e-9) {
                runs.remove(0);
                last[1] = first[1] + 4;
            }
        }
        return runs;
    }
}

package kudde.ui.art;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.QuadCurve2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Segment;
import kudde.engine.tile.TileType;

/**
 * Where each feature segment of a tile type lies, as shapes in the tile's own orientation: the
 * unit square, x east, y south. Built once per type from the catalogue data (edge and half-edge
 * masks), so the art and the hit-testing agree with the engine by construction. A turned tile is
 * this geometry under a quarter-turn transform ({@link TileArt#orientation}).
 *
 * <p>Cities are wall shapes along their edges; roads run from edge midpoints; fields are what is
 * left, cut apart by roads and, where the catalogue says two fields touch without a road between
 * them (hs/01, hs/07, hs/08, hs/12), by a hedge.
 */
public final class TileGeometry {
    static final double ROAD_WIDTH = 0.075;
    static final double HEDGE_WIDTH = 0.02;
    private static final double ROAD_HIT_WIDTH = 0.15;
    private static final Point2D CENTRE = new Point2D.Double(0.5, 0.5);
    private static final Map<TileType, TileGeometry> CACHE = new ConcurrentHashMap<>();

    private final TileType type;
    private final Shape[] areas;
    private final Shape[] roadLines;
    private final Point2D[] anchors;
    private final List<Shape> hedges;
    private final List<Point2D> roadEnds;
    private final Rectangle2D monastery;
    private final Point2D decoration;
    private final Point2D[] pennants;

    private TileGeometry(TileType type) {
        this.type = type;
        int n = type.segments().size();
        areas = new Shape[n];
        roadLines = new Shape[n];
        anchors = new Point2D[n];
        pennants = new Point2D[n];
        monastery = type.monastery() >= 0 ? monasteryBox(type) : null;
        Area cities = new Area();
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.CITY) {
                areas[s.index()] = CityShape.of(type, s);
                cities.add(new Area(areas[s.index()]));
            }
        }
        roadEnds = new ArrayList<>();
        Area roads = new Area();
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD) {
                roadLines[s.index()] = roadLine(s);
                roads.add(new Area(new BasicStroke((float) ROAD_WIDTH).createStrokedShape(roadLines[s.index()])));
                areas[s.index()] = new BasicStroke((float) ROAD_HIT_WIDTH, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND)
                        .createStrokedShape(roadLines[s.index()]);
            } else if (s.type() == FeatureType.MONASTERY) {
                // Pointing near the building counts: the monk stands at its door.
                areas[s.index()] = new Rectangle2D.Double(monastery.getX() - 0.05, monastery.getY() - 0.05,
                        monastery.getWidth() + 0.1, monastery.getHeight() + 0.1);
            }
        }
        Area covered = new Area(cities);
        if (monastery != null) {
            covered.add(new Area(monastery));
        }
        for (Point2D end : stubEnds()) {
            if (!covered.contains(end)) {
                roadEnds.add(end);
            }
        }
        FieldCutter cutter = new FieldCutter(type, cities, roads);
        hedges = cutter.hedges();
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.FIELD) {
                areas[s.index()] = cutter.area(s.index());
            }
        }
        List<Point2D> taken = new ArrayList<>();
        for (Segment s : type.segments()) {
            anchors[s.index()] = anchorOf(s, taken);
            taken.add(anchors[s.index()]);
        }
        for (Segment s : type.segments()) {
            if (s.pennant()) {
                pennants[s.index()] = Inside.farthest(areas[s.index()], taken, 0.16);
            }
        }
        decoration = type.hill() || type.vineyard() ? decorationSpot(taken) : null;
    }

    /** The roomiest spot of any one field (not across a hedge), clear of the figures' spots. */
    private Point2D decorationSpot(List<Point2D> taken) {
        Inside.Spot best = null;
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.FIELD) {
                Inside.Spot spot = Inside.best(room(s), taken, 0.2);
                if (best == null || spot.room() > best.room()) {
                    best = spot;
                }
            }
        }
        return best == null ? CENTRE : best.point();
    }

    /** The geometry of a tile type, built on first use. */
    public static TileGeometry of(TileType type) {
        return CACHE.computeIfAbsent(type, TileGeometry::new);
    }

    public TileType type() {
        return type;
    }

    /** The area a segment covers (roads: a band wider than the drawn road, for pointing at it). */
    public Shape area(int segment) {
        return areas[segment];
    }

    /** The centre line of a road segment, or null for other segments. */
    public Shape roadLine(int segment) {
        return roadLines[segment];
    }

    /** Where a figure on this segment stands. */
    public Point2D anchor(int segment) {
        return anchors[segment];
    }

    /** Where a city segment's pennant is drawn, or null. */
    public Point2D pennant(int segment) {
        return pennants[segment];
    }

    /** Lines that keep two fields apart where no road or city does. */
    public List<Shape> hedges() {
        return hedges;
    }

    /** Points where a road ends in the open (a village or a dead end). */
    public List<Point2D> roadEnds() {
        return roadEnds;
    }

    /** The monastery building, or null. */
    public Rectangle2D monastery() {
        return monastery;
    }

    /** A free spot in a field for the hill or the vineyard, or null when the tile has neither. */
    public Point2D decoration() {
        return decoration;
    }

    /**
     * The segment at a point of the unit square (tile orientation), or -1 outside the square.
     * Buildings and roads win over what they stand on; a point in no area (a wall sliver) goes to
     * the field whose anchor is nearest.
     */
    public int segmentAt(double x, double y) {
        if (x < 0 || y < 0 || x > 1 || y > 1) {
            return -1;
        }
        if (monastery != null && areas[type.monastery()].contains(x, y)) {
            return type.monastery();
        }
        for (FeatureType t : List.of(FeatureType.ROAD, FeatureType.CITY, FeatureType.FIELD)) {
            for (Segment s : type.segments()) {
                if (s.type() == t && areas[s.index()].contains(x, y)) {
                    return s.index();
                }
            }
        }
        int best = -1;
        double bestDist = Double.MAX_VALUE;
        for (Segment s : type.segments()) {
            double d = anchors[s.index()].distanceSq(x, y);
            if (s.type() == FeatureType.FIELD && d < bestDist) {
                best = s.index();
                bestDist = d;
            }
        }
        return best;
    }

    /** The point on the border at perimeter position t: 0 = NW corner, 1 = NE, 2 = SE, 3 = SW. */
    static Point2D perimeter(double t) {
        double u = ((t % 4) + 4) % 4;
        int side = (int) Math.floor(u);
        double f = u - side;
        return switch (side) {
            case 0 -> new Point2D.Double(f, 0);
            case 1 -> new Point2D.Double(1, f);
            case 2 -> new Point2D.Double(1 - f, 1);
            default -> new Point2D.Double(0, 1 - f);
        };
    }

    /** The middle of edge i (0 = N, clockwise). */
    static Point2D edgeMid(int edge) {
        return perimeter(edge + 0.5);
    }

    private static Rectangle2D monasteryBox(TileType type) {
        double cx = 0.5;
        double cy = 0.5;
        // Step aside from curved roads that pass near the centre (hs/10, hs/11).
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD && Integer.bitCount(s.mask()) == 2 && !opposite(s.mask())) {
                Point2D corner = cornerBetween(s.mask());
                cx -= (corner.getX() - 0.5) * 0.12;
                cy -= (corner.getY() - 0.5) * 0.12;
            }
        }
        double w = 0.24;
        double h = 0.26;
        return new Rectangle2D.Double(cx - w / 2, cy - h / 2, w, h);
    }

    private static boolean opposite(int mask) {
        return mask == 0b0101 || mask == 0b1010;
    }

    /** The corner between two adjacent edges of a mask. */
    private static Point2D cornerBetween(int mask) {
        for (int e = 0; e < 4; e++) {
            int next = (e + 1) & 3;
            if ((mask & (1 << e)) != 0 && (mask & (1 << next)) != 0) {
                return perimeter(e + 1);
            }
        }
        return CENTRE;
    }

    private boolean throughRoad() {
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD && Integer.bitCount(s.mask()) >= 2) {
                return true;
            }
        }
        return false;
    }

    private Shape roadLine(Segment s) {
        List<Integer> edges = new ArrayList<>();
        for (int e = 0; e < 4; e++) {
            if ((s.mask() & (1 << e)) != 0) {
                edges.add(e);
            }
        }
        if (edges.size() == 1) {
            Point2D from = edgeMid(edges.get(0));
            return new Line2D.Double(from, stubEnd(edges.get(0)));
        }
        if (edges.size() == 2) {
            Point2D a = edgeMid(edges.get(0));
            Point2D b = edgeMid(edges.get(1));
            if (opposite(s.mask())) {
                return new Line2D.Double(a, b);
            }
            return new QuadCurve2D.Double(a.getX(), a.getY(), 0.5, 0.5, b.getX(), b.getY());
        }
        Path2D p = new Path2D.Double();
        for (int e : edges) {
            Point2D m = edgeMid(e);
            p.moveTo(m.getX(), m.getY());
            p.lineTo(0.5, 0.5);
        }
        return p;
    }

    /**
     * Where a road that enters at one edge only ends: in the middle, unless another road passes
     * through the middle (hs/16's stub ends in its field without reaching the through road).
     */
    private Point2D stubEnd(int edge) {
        if (!throughRoad()) {
            return CENTRE;
        }
        Point2D m = edgeMid(edge);
        return new Point2D.Double(m.getX() + (0.5 - m.getX()) * 0.56, m.getY() + (0.5 - m.getY()) * 0.56);
    }

    private List<Point2D> stubEnds() {
        List<Point2D> out = new ArrayList<>();
        for (Segment s : type.segments()) {
            if (s.type() == FeatureType.ROAD && Integer.bitCount(s.mask()) == 1) {
                Point2D end = stubEnd(Integer.numberOfTrailingZeros(s.mask()));
                if (!out.contains(end)) {
                    out.add(end);
                }
            }
        }
        return out;
    }

    private Point2D anchorOf(Segment s, List<Point2D> taken) {
        return switch (s.type()) {
            case MONASTERY -> new Point2D.Double(monastery.getMaxX() - 0.01, monastery.getMaxY() - 0.02);
            case ROAD -> roadAnchor(s);
            default -> Inside.farthest(room(s), taken, 0.12);
        };
    }

    /** A segment's area less the buildings and roads on it, so a figure stands clear of them. */
    private Shape room(Segment s) {
        Area room = new Area(areas[s.index()]);
        if (monastery != null) {
            Rectangle2D m = monastery;
            room.subtract(new Area(new Rectangle2D.Double(m.getX() - 0.1, m.getY() - 0.1,
                    m.getWidth() + 0.2, m.getHeight() + 0.2)));
        }
        for (Segment o : type.segments()) {
            if (o.type() == FeatureType.ROAD) {
                room.subtract(new Area(areas[o.index()]));
            }
        }
        return room.isEmpty() ? areas[s.index()] : room;
    }

    /** A point on the road line, halfway along it. */
    private Point2D roadAnchor(Segment s) {
        Shape line = roadLines[s.index()];
        if (line instanceof Line2D l) {
            return new Point2D.Double((l.getX1() + l.getX2()) / 2, (l.getY1() + l.getY2()) / 2);
        }
        if (line instanceof QuadCurve2D q) {
            return new Point2D.Double(0.25 * q.getX1() + 0.5 * q.getCtrlX() + 0.25 * q.getX2(),
                    0.25 * q.getY1() + 0.5 * q.getCtrlY() + 0.25 * q.getY2());
        }
        Point2D m = edgeMid(Integer.numberOfTrailingZeros(s.mask()));
        return new Point2D.Double((m.getX() + 0.5) / 2, (m.getY() + 0.5) / 2);
    }
}

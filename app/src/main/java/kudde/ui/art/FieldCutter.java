package kudde.ui.art;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.PathIterator;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Segment;
import kudde.engine.tile.TileType;

/**
 * Cuts the land left between cities and roads into the tile's field segments. Each piece is
 * claimed by the field whose half-edges it touches; where one piece touches two fields, the
 * catalogue says they are apart although nothing visible divides them, so a hedge is drawn from
 * the border between them to the middle (hs/01, hs/07, hs/08, hs/12).
 */
final class FieldCutter {
    private final TileType type;
    private final Area cities;
    private final Area roads;
    private final List<Shape> hedges = new ArrayList<>();
    private final Area[] fields;

    FieldCutter(TileType type, Area cities, Area roads) {
        this.type = type;
        this.cities = cities;
        this.roads = roads;
        this.fields = new Area[type.segments().size()];
        List<Area> pieces = pieces();
        for (int round = 0; round < 2; round++) {
            List<int[]> clashes = clashes(pieces);
            if (clashes.isEmpty()) {
                break;
            }
            for (int[] pair : clashes) {
                addHedges(pair[0], pair[1]);
            }
            pieces = pieces();
        }
        for (Area piece : pieces) {
            Set<Integer> owners = owners(piece);
            if (owners.size() == 1) {
                int f = owners.iterator().next();
                if (fields[f] == null) {
                    fields[f] = new Area();
                }
                fields[f].add(piece);
            }
        }
    }

    List<Shape> hedges() {
        return List.copyOf(hedges);
    }

    Area area(int field) {
        if (fields[field] != null) {
            return fields[field];
        }
        int h = Integer.numberOfTrailingZeros(type.segment(field).mask());
        Point2D p = sample(h);
        return new Area(new Ellipse2D.Double(p.getX() - 0.05, p.getY() - 0.05, 0.1, 0.1));
    }

    /** A point just inside the tile at the middle of half-edge h (0 = NNW, clockwise). */
    static Point2D sample(int h) {
        Point2D p = TileGeometry.perimeter(h / 2.0 + 0.25);
        return new Point2D.Double(p.getX() + (0.5 - p.getX()) * 0.06, p.getY() + (0.5 - p.getY()) * 0.06);
    }

    private List<Area> pieces() {
        Area land = new Area(new Rectangle2D.Double(0, 0, 1, 1));
        land.subtract(cities);
        land.subtract(roads);
        BasicStroke hedge = new BasicStroke((float) TileGeometry.HEDGE_WIDTH);
        for (Shape h : hedges) {
            land.subtract(new Area(hedge.createStrokedShape(h)));
        }
        List<Area> out = new ArrayList<>();
        Path2D current = null;
        double[] c = new double[6];
        for (PathIterator it = land.getPathIterator(null); !it.isDone(); it.next()) {
            switch (it.currentSegment(c)) {
                case PathIterator.SEG_MOVETO -> {
                    if (current != null) {
                        out.add(new Area(current));
                    }
                    current = new Path2D.Double();
                    current.moveTo(c[0], c[1]);
                }
                case PathIterator.SEG_LINETO -> current.lineTo(c[0], c[1]);
                case PathIterator.SEG_QUADTO -> current.quadTo(c[0], c[1], c[2], c[3]);
                case PathIterator.SEG_CUBICTO -> current.curveTo(c[0], c[1], c[2], c[3], c[4], c[5]);
                default -> current.closePath();
            }
        }
        if (current != null) {
            out.add(new Area(current));
        }
        return out;
    }

    private Set<Integer> owners(Area piece) {
        Set<Integer> owners = new HashSet<>();
        for (Segment s : type.segments()) {
            if (s.type() != FeatureType.FIELD) {
                continue;
            }
            for (int h = 0; h < 8; h++) {
                if ((s.mask() & (1 << h)) != 0 && piece.contains(sample(h))) {
                    owners.add(s.index());
                }
            }
        }
        return owners;
    }

    private List<int[]> clashes(List<Area> pieces) {
        List<int[]> out = new ArrayList<>();
        for (Area piece : pieces) {
            List<Integer> owners = new ArrayList<>(owners(piece));
            for (int i = 0; i < owners.size(); i++) {
                for (int j = i + 1; j < owners.size(); j++) {
                    out.add(new int[] {owners.get(i), owners.get(j)});
                }
            }
        }
        return out;
    }

    /** Hedges from each border point where field a's half-edges give way to b's, to the middle. */
    private void addHedges(int a, int b) {
        int[] owner = new int[8];
        for (int h = 0; h < 8; h++) {
            owner[h] = -1;
            for (Segment s : type.segments()) {
                if (s.type() == FeatureType.FIELD && (s.mask() & (1 << h)) != 0) {
                    owner[h] = s.index();
                }
            }
        }
        for (int h = 0; h < 8; h++) {
            if (owner[h] != a && owner[h] != b) {
                continue;
            }
            int k = 1;
            while (k < 8 && owner[(h + k) & 7] < 0) {
                k++;
            }
            int next = owner[(h + k) & 7];
            if (k < 8 && next != owner[h] && (next == a || next == b)) {
                double endOfH = (h + 1) / 2.0;
                double startOfNext = (h + k) / 2.0;
                Point2D p = TileGeometry.perimeter((endOfH + startOfNext) / 2);
                hedges.add(new Line2D.Double(p.getX(), p.getY(), 0.5, 0.5));
            }
        }
    }
}

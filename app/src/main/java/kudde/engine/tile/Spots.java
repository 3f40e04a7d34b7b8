package kudde.engine.tile;

/**
 * Where a segment lies on its tile, in words a learner can follow on the board: "the field north
 * of the road", "the city in the east of the tile", or just "the field" when the tile shows one.
 * The direction is a compass point in board orientation, worked out from where the segment meets
 * the tile's border; the words are chosen in {@code kudde.explain}'s bundles.
 */
public final class Spots {
    /** How the segment is told apart from the others of its kind on the tile. */
    public enum Relation {
        /** The only segment of its kind on the tile: "the field". */
        ONLY,
        /** A field beside the tile's one road: "the field north of the road". */
        ROAD,
        /** One of several of its kind: "the city in the east of the tile". */
        TILE,
        /** A road straight across the tile, beside another road (hs/16): "the road across the tile". */
        ACROSS
    }

    /** The compass points, counter-clockwise from east (the order of {@link #compass}). */
    private static final String[] POINTS = {"E", "NE", "N", "NW", "W", "SW", "S", "SE"};
    /** Edge middles N E S W, and half-edges NNW … WNW, as x (east) and y (north) on a tile of side 2. */
    private static final double[][] EDGE = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    private static final double[][] HALF = {{-0.5, 1}, {0.5, 1}, {1, 0.5}, {1, -0.5}, {0.5, -1}, {-0.5, -1},
        {-1, -0.5}, {-1, 0.5}};

    /**
     * @param type     the segment's feature
     * @param relation how it is told apart
     * @param compass  N, NE, E, SE, S, SW, W or NW (null for {@link Relation#ONLY} and {@link Relation#ACROSS})
     */
    public record Spot(FeatureType type, Relation relation, String compass) {
    }

    private Spots() {
    }

    public static Spot of(Orientation o, int segment) {
        FeatureType type = o.type().segment(segment).type();
        int sameKind = 0;
        int roads = 0;
        int road = -1;
        for (Segment s : o.type().segments()) {
            if (s.type() == type) {
                sameKind++;
            }
            if (s.type() == FeatureType.ROAD) {
                roads++;
                road = s.index();
            }
        }
        if (type == FeatureType.MONASTERY || sameKind == 1) {
            return new Spot(type, Relation.ONLY, null);
        }
        double[] at = middle(o, segment);
        if (type == FeatureType.FIELD && roads == 1) {
            // Fields apart from the one road: where the field lies as seen from the road. A road
            // that ends on the tile (it meets one edge) runs along its axis: only the side counts.
            double[] r = middle(o, road);
            double dx = at[0] - r[0];
            double dy = at[1] - r[1];
            int roadMask = o.mask(road);
            if (Integer.bitCount(roadMask) == 1) {
                if (r[0] == 0) {
                    dy = 0;
                } else {
                    dx = 0;
                }
            }
            return new Spot(type, Relation.ROAD, compass(dx, dy));
        }
        if (at[0] == 0 && at[1] == 0) {
            return new Spot(type, Relation.ACROSS, null);
        }
        return new Spot(type, Relation.TILE, compass(at[0], at[1]));
    }

    /** The mean of the border points the segment meets. */
    private static double[] middle(Orientation o, int segment) {
        FeatureType type = o.type().segment(segment).type();
        double[][] points = type == FeatureType.FIELD ? HALF : EDGE;
        int mask = o.mask(segment);
        double x = 0;
        double y = 0;
        int n = 0;
        for (int bit = 0; bit < points.length; bit++) {
            if ((mask & (1 << bit)) != 0) {
                x += points[bit][0];
                y += points[bit][1];
                n++;
            }
        }
        return n == 0 ? new double[] {0, 0} : new double[] {x / n, y / n};
    }

    /** The nearest of the eight compass points to the direction (dx, dy); y points north. */
    static String compass(double dx, double dy) {
        double deg = Math.toDegrees(Math.atan2(dy, dx));
        int i = (int) Math.round(deg / 45.0);
        return POINTS[Math.floorMod(i, 8)];
    }
}

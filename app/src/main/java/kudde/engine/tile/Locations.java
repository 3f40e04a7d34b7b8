package kudde.engine.tile;

import java.util.List;

/**
 * Names and bit masks of the places where a feature touches a tile's border.
 *
 * <p>Roads and cities use a 4-bit edge mask (bit 0 = N, clockwise). Fields use an 8-bit
 * half-edge mask (bit 0 = NNW, clockwise), so turning a tile is a rotation of the mask:
 * one bit per quarter turn for edges, two for half-edges.
 */
public final class Locations {
    public static final List<String> EDGES = List.of("N", "E", "S", "W");
    public static final List<String> HALVES = List.of("NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW");

    private Locations() {
    }

    public static int rotateEdges(int mask, int quarterTurns) {
        int r = quarterTurns & 3;
        return ((mask << r) | (mask >>> (4 - r))) & 0xF;
    }

    public static int rotateHalves(int mask, int quarterTurns) {
        int r = (quarterTurns & 3) * 2;
        return ((mask << r) | (mask >>> (8 - r))) & 0xFF;
    }

    /** Rotates a mask of the kind a segment of {@code type} uses. */
    public static int rotate(FeatureType type, int mask, int quarterTurns) {
        return switch (type) {
            case FIELD -> rotateHalves(mask, quarterTurns);
            case MONASTERY -> mask;
            default -> rotateEdges(mask, quarterTurns);
        };
    }

    /** The half-edge bit of the neighbour across the border that meets half-edge {@code half}. */
    public static int facingHalf(int half) {
        int side = half >> 1;
        int k = half & 1;
        int opposite = (side + 2) & 3;
        return opposite * 2 + (1 - k);
    }

    /** Bit index of a location name, or -1. Edges for roads and cities, half-edges for fields. */
    public static int indexOf(FeatureType type, String name) {
        return type == FeatureType.FIELD ? HALVES.indexOf(name) : EDGES.indexOf(name);
    }

    public static List<String> namesFor(FeatureType type) {
        return type == FeatureType.FIELD ? HALVES : EDGES;
    }
}

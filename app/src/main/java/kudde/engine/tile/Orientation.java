package kudde.engine.tile;

import java.util.Arrays;

/**
 * A tile type turned by a number of quarter turns, with everything placement needs precomputed:
 * the edge kinds in board orientation, each segment's mask in board orientation, which road or
 * city segments touch each side and which field segment owns each half-edge.
 */
public final class Orientation {
    private final TileType type;
    private final int quarterTurns;
    private final EdgeKind[] edges = new EdgeKind[4];
    private final int[] masks;
    private final int[][] onSide = new int[4][];
    private final int[] fieldAtHalf = new int[8];

    Orientation(TileType type, int quarterTurns) {
        this.type = type;
        this.quarterTurns = quarterTurns;
        for (Side s : Side.values()) {
            edges[s.turned(quarterTurns).ordinal()] = type.edge(s);
        }
        masks = new int[type.segments().size()];
        Arrays.fill(fieldAtHalf, -1);
        int[][] sideLists = new int[4][masks.length];
        int[] sideCounts = new int[4];
        for (Segment seg : type.segments()) {
            int m = Locations.rotate(seg.type(), seg.mask(), quarterTurns);
            masks[seg.index()] = m;
            if (seg.type() == FeatureType.FIELD) {
                for (int h = 0; h < 8; h++) {
                    if ((m & (1 << h)) != 0) {
                        fieldAtHalf[h] = seg.index();
                    }
                }
            } else if (seg.type() != FeatureType.MONASTERY) {
                for (int s = 0; s < 4; s++) {
                    if ((m & (1 << s)) != 0) {
                        sideLists[s][sideCounts[s]++] = seg.index();
                    }
                }
            }
        }
        for (int s = 0; s < 4; s++) {
            onSide[s] = Arrays.copyOf(sideLists[s], sideCounts[s]);
        }
    }

    public TileType type() {
        return type;
    }

    public int quarterTurns() {
        return quarterTurns;
    }

    public int rotationDegrees() {
        return quarterTurns * 90;
    }

    /** What this tile shows on board side {@code side}. */
    public EdgeKind edge(Side side) {
        return edges[side.ordinal()];
    }

    /** Segment {@code index}'s edges or half-edges in board orientation. */
    public int mask(int index) {
        return masks[index];
    }

    /** Road or city segments that touch board side {@code side} (hs/02 has two on one side). */
    public int[] roadOrCityOnSide(int side) {
        return onSide[side];
    }

    /** The field segment owning half-edge {@code half} in board orientation, or -1. */
    public int fieldAtHalf(int half) {
        return fieldAtHalf[half];
    }

    /** Number of border ports a segment has open before any neighbour is placed. */
    public int ports(int index) {
        return Integer.bitCount(masks[index]);
    }
}

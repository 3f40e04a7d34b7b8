package kudde.engine.tile;

import java.util.List;

/** One printed tile type of the catalogue (docs/tiles.md), e.g. {@code base/D} or {@code hs/02}. */
public final class TileType {
    private final String id;
    private final int count;
    private final EdgeKind[] edges;
    private final boolean hill;
    private final boolean vineyard;
    private final List<Segment> segments;
    private final int monastery;
    private final Orientation[] orientations = new Orientation[4];

    TileType(String id, int count, EdgeKind[] edges, boolean hill, boolean vineyard, List<Segment> segments) {
        this.id = id;
        this.count = count;
        this.edges = edges.clone();
        this.hill = hill;
        this.vineyard = vineyard;
        this.segments = List.copyOf(segments);
        int m = -1;
        for (Segment s : segments) {
            if (s.type() == FeatureType.MONASTERY) {
                m = s.index();
            }
        }
        this.monastery = m;
        for (int r = 0; r < 4; r++) {
            orientations[r] = new Orientation(this, r);
        }
    }

    public String id() {
        return id;
    }

    /** How many copies the game has. */
    public int count() {
        return count;
    }

    /** Edge kind on side {@code side} before rotation. */
    public EdgeKind edge(Side side) {
        return edges[side.ordinal()];
    }

    public boolean hill() {
        return hill;
    }

    public boolean vineyard() {
        return vineyard;
    }

    public boolean expansion() {
        return id.startsWith("hs/");
    }

    public List<Segment> segments() {
        return segments;
    }

    public Segment segment(int index) {
        return segments.get(index);
    }

    /** Index of the monastery segment, or -1. */
    public int monastery() {
        return monastery;
    }

    public boolean hasPennant() {
        return segments.stream().anyMatch(Segment::pennant);
    }

    /** This type turned clockwise by {@code rotation} degrees (0, 90, 180, 270). */
    public Orientation oriented(int rotation) {
        return orientations[(rotation / 90) & 3];
    }

    public Orientation orientation(int quarterTurns) {
        return orientations[quarterTurns & 3];
    }

    @Override
    public String toString() {
        return id;
    }
}

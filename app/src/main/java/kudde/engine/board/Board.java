package kudde.engine.board;

import java.util.Arrays;
import kudde.engine.tile.EdgeKind;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;

/**
 * The placed tiles and the connected features they form.
 *
 * <p>Every feature segment of every placed tile gets a global segment id; connected segments
 * share a union-find root. The root keeps the number of open border ports (a road end, a city
 * wall gap, a field half-edge with no neighbour), so completion (B3, B4) and a closed field (S8)
 * are one look-up, and a merge is a few integer operations however large the features are.
 * Members of a feature form a circular list, so scoring can walk them without a search.
 *
 * <p>Reads never write: paths are compressed only while a tile is placed, and nothing is cached
 * by a read. A board that is no longer placed on (a resolution's final board, a step's board)
 * can therefore be read by any number of threads at once.
 */
public final class Board {
    /** Side.values() copies its array at each call; a placement walks the sides several times. */
    private static final Side[] SIDES = Side.values();
    private Orientation[] tiles;
    // Per tile, side by side (one cache line serves what a neighbour's placement reads): x, y,
    // the id of its first segment, and how many of the 8 tiles around it are placed (B5, kept up
    // to date by place(), so a monastery's completion check reads one int instead of looking up
    // eight positions every turn).
    private static final int X = 0;
    private static final int Y = 1;
    private static final int SEG_BASE = 2;
    private static final int AROUND = 3;
    private int[] tileData;
    private int tileCount;
    private final PosIndex index;

    // Per segment, side by side so that one cache line serves a union-find step: the parent
    // (or -size at a root), the open ports (valid at a root), the next member of the feature's
    // circular list, and the tile. Four separate arrays cost four cache misses on a large board.
    private static final int PARENT = 0;
    private static final int OPEN = 1;
    private static final int NEXT = 2;
    private static final int TILE = 3;
    private int[] segs;
    private int segCount;

    public Board() {
        this(16);
    }

    public Board(int expectedTiles) {
        // Tiles have 3.4 segments on average and at most 8 (base/X); the arrays grow when needed.
        this(expectedTiles, Math.max(4, expectedTiles) * 4);
    }

    /**
     * A board with room for {@code expectedTiles} tiles with {@code expectedSegments} segments in
     * all, e.g. exactly those of a known list of tiles. Sizing it exactly
     * matters for the tutor, which keeps a board per step: at 10,000 tiles a generous guess makes
     * the segment array large enough (over half a megabyte) for the garbage collector to give it
     * a whole heap region of its own, a third of which stays empty.
     */
    public Board(int expectedTiles, int expectedSegments) {
        int n = Math.max(4, expectedTiles);
        tiles = new Orientation[n];
        tileData = new int[n << 2];
        index = new PosIndex(n);
        segs = new int[Math.max(4, expectedSegments) << 2];
    }

    private Board(Board o) {
        tiles = o.tiles.clone();
        tileData = o.tileData.clone();
        tileCount = o.tileCount;
        index = new PosIndex(o.index);
        segs = o.segs.clone();
        segCount = o.segCount;
    }


    /** An independent copy: later placements on either board do not affect the other. */
    public Board copy() {
        return new Board(this);
    }

    public int tileCount() {
        return tileCount;
    }

    /** Tile index at a position, or -1. */
    public int tileAt(int x, int y) {
        return index.get(x, y);
    }

    /**
     * Tile index at the position {@code (dx, dy)} away from {@code (x, y)}, or -1. Coordinates are
     * 32-bit (docs/scenario-format.md): a position past the edge of that range has no tile, rather than wrapping
     * around to the other edge.
     */
    public int tileAt(int x, int y, int dx, int dy) {
        long nx = (long) x + dx;
        long ny = (long) y + dy;
        if (nx != (int) nx || ny != (int) ny) {
            return -1;
        }
        return index.get((int) nx, (int) ny);
    }

    /** As {@link #tileAt(int, int, int, int)}, remembering the index block: for placing only. */
    private int tileNear(int x, int y, int dx, int dy) {
        long nx = (long) x + dx;
        long ny = (long) y + dy;
        if (nx != (int) nx || ny != (int) ny) {
            return -1;
        }
        return index.getNear((int) nx, (int) ny);
    }

    public Orientation tile(int t) {
        return tiles[t];
    }

    public int x(int t) {
        return tileData[(t << 2) + X];
    }

    public int y(int t) {
        return tileData[(t << 2) + Y];
    }

    /** B1: may this tile go here? An empty board takes its first tile anywhere. */
    public Fit fit(Orientation o, int x, int y) {
        if (tileAt(x, y) >= 0) {
            return new Fit(Fit.Problem.OCCUPIED, null, -1);
        }
        boolean anyNeighbour = false;
        for (Side s : SIDES) {
            int n = tileAt(x, y, s.dx(), s.dy());
            if (n < 0) {
                continue;
            }
            anyNeighbour = true;
            EdgeKind theirs = tiles[n].edge(s.opposite());
            if (theirs != o.edge(s)) {
                return new Fit(Fit.Problem.EDGE_MISMATCH, s, n);
            }
        }
        if (!anyNeighbour && tileCount > 0) {
            return new Fit(Fit.Problem.NO_NEIGHBOUR, null, -1);
        }
        return Fit.OK;
    }

    /**
     * Places a tile that {@link #fit fits} (or any tile, for a freely built board whose edges were
     * checked elsewhere) and joins its segments to the features of its neighbours.
     *
     * @return the new tile's index
     */
    public int place(Orientation o, int x, int y) {
        int t = tileCount++;
        ensureTiles(tileCount);
        tiles[t] = o;
        tileData[(t << 2) + X] = x;
        tileData[(t << 2) + Y] = y;
        index.put(x, y, t);
        int segments = o.type().segments().size();
        int base = segCount;
        tileData[(t << 2) + SEG_BASE] = base;
        segCount += segments;
        ensureSegments(segCount);
        for (int i = 0; i < segments; i++) {
            int id = base + i;
            segs[(id << 2) + PARENT] = -1;
            segs[(id << 2) + OPEN] = o.ports(i);
            segs[(id << 2) + NEXT] = id;
            segs[(id << 2) + TILE] = t;
        }
        for (Side s : SIDES) {
            int n = tileNear(x, y, s.dx(), s.dy());
            if (n >= 0) {
                join(t, n, s);
            }
        }
        int count = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int n = (dx != 0 || dy != 0) ? tileNear(x, y, dx, dy) : -1;
                if (n >= 0) {
                    tileData[(n << 2) + AROUND]++;
                    count++;
                }
            }
        }
        tileData[(t << 2) + AROUND] = count;
        return t;
    }

    private void join(int t, int n, Side s) {
        Orientation mine = tiles[t];
        Orientation theirs = tiles[n];
        Side back = s.opposite();
        if (mine.edge(s) == EdgeKind.FIELD || mine.edge(s) == EdgeKind.ROAD) {
            // Fields meet half-edge by half-edge; a road edge still has field on both halves.
            for (int k = 0; k < 2; k++) {
                int half = s.ordinal() * 2 + k;
                int a = mine.fieldAtHalf(half);
                int b = theirs.fieldAtHalf(Locations.facingHalf(half));
                if (a >= 0 && b >= 0) {
                    connect(segBase(t) + a, segBase(n) + b);
                }
            }
        }
        int[] as = mine.roadOrCityOnSide(s.ordinal());
        int[] bs = theirs.roadOrCityOnSide(back.ordinal());
        if (as.length == 0 || bs.length == 0 || mine.edge(s) != theirs.edge(back)) {
            return;
        }
        // Each (segment, edge) port closes once; hs/02 has two city segments on its north edge.
        for (int a : as) {
            segs[(compress(segBase(t) + a) << 2) + OPEN]--;
        }
        for (int b : bs) {
            segs[(compress(segBase(n) + b) << 2) + OPEN]--;
        }
        int first = segBase(n) + bs[0];
        for (int a : as) {
            union(segBase(t) + a, first);
        }
        for (int i = 1; i < bs.length; i++) {
            union(segBase(n) + bs[i], first);
        }
    }

    private void connect(int a, int b) {
        segs[(compress(a) << 2) + OPEN]--;
        segs[(compress(b) << 2) + OPEN]--;
        union(a, b);
    }

    /**
     * The root id of the feature a segment belongs to. A pure read: union by size keeps every path
     * short (at most log2 of the segment count), and placing a tile compresses the paths it walks.
     */
    public int find(int seg) {
        int root = seg;
        while (segs[(root << 2) + PARENT] >= 0) {
            root = segs[(root << 2) + PARENT];
        }
        return root;
    }

    /** As {@link #find}, and points every segment on the way straight at the root: for placing only. */
    private int compress(int seg) {
        int root = find(seg);
        while (segs[(seg << 2) + PARENT] >= 0 && segs[(seg << 2) + PARENT] != root) {
            int up = segs[(seg << 2) + PARENT];
            segs[(seg << 2) + PARENT] = root;
            seg = up;
        }
        return root;
    }

    private void union(int a, int b) {
        int ra = compress(a);
        int rb = compress(b);
        if (ra == rb) {
            return;
        }
        // A root's parent holds -size; the smaller tree goes under the larger.
        if (segs[(ra << 2) + PARENT] > segs[(rb << 2) + PARENT]) {
            int tmp = ra;
            ra = rb;
            rb = tmp;
        }
        segs[(ra << 2) + PARENT] += segs[(rb << 2) + PARENT];
        segs[(rb << 2) + PARENT] = ra;
        segs[(ra << 2) + OPEN] += segs[(rb << 2) + OPEN];
        int na = segs[(ra << 2) + NEXT];
        segs[(ra << 2) + NEXT] = segs[(rb << 2) + NEXT];
        segs[(rb << 2) + NEXT] = na;
    }

    /** Global id of segment {@code local} of tile {@code t}. */
    public int segment(int t, int local) {
        return segBase(t) + local;
    }

    public int segmentCount() {
        return segCount;
    }

    /** The tile a global segment id lies on. */
    public int tileOf(int seg) {
        return segs[(seg << 2) + TILE];
    }

    /** The segment's index within its tile. */
    public int localOf(int seg) {
        return seg - segBase(segs[(seg << 2) + TILE]);
    }

    public FeatureType typeOf(int seg) {
        return tiles[segs[(seg << 2) + TILE]].type().segment(localOf(seg)).type();
    }

    private int segBase(int t) {
        return tileData[(t << 2) + SEG_BASE];
    }

    /** Number of segments on tile {@code t}. */
    public int segmentsOn(int t) {
        return (t + 1 < tileCount ? segBase(t + 1) : segCount) - segBase(t);
    }

    /** Open border ports of the feature with this root; 0 means complete (roads, cities) or closed (fields). */
    public int openPorts(int root) {
        return segs[(find(root) << 2) + OPEN];
    }

    /** The next member in the circular list of the feature's segments. */
    public int nextMember(int seg) {
        return segs[(seg << 2) + NEXT];
    }

    /** How many of the 8 tiles around tile {@code t} are placed (B5). */
    public int neighboursAround(int t) {
        return tileData[(t << 2) + AROUND];
    }

    /** How many of the 8 tiles around tile {@code t} show a vineyard (V1). */
    public int vineyardsAround(int t) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int o = (dx != 0 || dy != 0) ? tileAt(tileData[(t << 2) + X], tileData[(t << 2) + Y], dx, dy) : -1;
                if (o >= 0 && tiles[o].type().vineyard()) {
                    n++;
                }
            }
        }
        return n;
    }

    private void ensureTiles(int n) {
        if (n > tiles.length) {
            int cap = Math.max(n, tiles.length * 2);
            tiles = Arrays.copyOf(tiles, cap);
            tileData = Arrays.copyOf(tileData, cap << 2);
        }
    }

    private void ensureSegments(int n) {
        if (n << 2 > segs.length) {
            int cap = Math.max(n << 2, segs.length * 2);
            segs = Arrays.copyOf(segs, cap);
        }
    }
}

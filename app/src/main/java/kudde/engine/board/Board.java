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
 */
public final class Board {
    private Orientation[] tiles;
    private int[] xs;
    private int[] ys;
    private int[] segBase;
    // Placed tiles among the 8 around each tile (B5), kept up to date by place(): a monastery's
    // completion check then reads one int instead of looking up eight positions every turn.
    private int[] around;
    private int tileCount;
    private final PosIndex index;

    private int[] parent;
    private int[] open;
    private int[] next;
    private int[] segTile;
    private int segCount;

    // Scratch marks for counting distinct tiles or roots without allocating; see mark().
    private int[] stamp = new int[0];
    private int epoch;

    public Board() {
        this(16);
    }

    public Board(int expectedTiles) {
        int n = Math.max(4, expectedTiles);
        tiles = new Orientation[n];
        xs = new int[n];
        ys = new int[n];
        segBase = new int[n + 1];
        around = new int[n];
        index = new PosIndex(n);
        // Tiles have 3.4 segments on average and at most 8 (base/X); the arrays grow when needed.
        int s = n * 4;
        parent = new int[s];
        open = new int[s];
        next = new int[s];
        segTile = new int[s];
    }

    private Board(Board o) {
        tiles = o.tiles.clone();
        xs = o.xs.clone();
        ys = o.ys.clone();
        segBase = o.segBase.clone();
        around = o.around.clone();
        tileCount = o.tileCount;
        index = new PosIndex(o.index);
        parent = o.parent.clone();
        open = o.open.clone();
        next = o.next.clone();
        segTile = o.segTile.clone();
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
     * 32-bit (contract): a position past the edge of that range has no tile, rather than wrapping
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

    public Orientation tile(int t) {
        return tiles[t];
    }

    public int x(int t) {
        return xs[t];
    }

    public int y(int t) {
        return ys[t];
    }

    /** B1: may this tile go here? An empty board takes its first tile anywhere. */
    public Fit fit(Orientation o, int x, int y) {
        if (tileAt(x, y) >= 0) {
            return new Fit(Fit.Problem.OCCUPIED, null, -1);
        }
        boolean anyNeighbour = false;
        for (Side s : Side.values()) {
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
        xs[t] = x;
        ys[t] = y;
        index.put(x, y, t);
        int segs = o.type().segments().size();
        int base = segCount;
        segBase[t] = base;
        segCount += segs;
        segBase[t + 1] = segCount;
        ensureSegments(segCount);
        for (int i = 0; i < segs; i++) {
            int id = base + i;
            parent[id] = -1;
            open[id] = o.ports(i);
            next[id] = id;
            segTile[id] = t;
        }
        for (Side s : Side.values()) {
            int n = tileAt(x, y, s.dx(), s.dy());
            if (n >= 0) {
                join(t, n, s);
            }
        }
        int count = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int n = (dx != 0 || dy != 0) ? tileAt(x, y, dx, dy) : -1;
                if (n >= 0) {
                    around[n]++;
                    count++;
                }
            }
        }
        around[t] = count;
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
                    connect(segBase[t] + a, segBase[n] + b);
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
            open[find(segBase[t] + a)]--;
        }
        for (int b : bs) {
            open[find(segBase[n] + b)]--;
        }
        int first = segBase[n] + bs[0];
        for (int a : as) {
            union(segBase[t] + a, first);
        }
        for (int i = 1; i < bs.length; i++) {
            union(segBase[n] + bs[i], first);
        }
    }

    private void connect(int a, int b) {
        open[find(a)]--;
        open[find(b)]--;
        union(a, b);
    }

    /** The root id of the feature a segment belongs to. */
    public int find(int seg) {
        int root = seg;
        while (parent[root] >= 0) {
            root = parent[root];
        }
        while (parent[seg] >= 0 && parent[seg] != root) {
            int up = parent[seg];
            parent[seg] = root;
            seg = up;
        }
        return root;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        // parent[root] holds -size; the smaller tree goes under the larger.
        if (parent[ra] > parent[rb]) {
            int tmp = ra;
            ra = rb;
            rb = tmp;
        }
        parent[ra] += parent[rb];
        parent[rb] = ra;
        open[ra] += open[rb];
        int na = next[ra];
        next[ra] = next[rb];
        next[rb] = na;
    }

    /** Global id of segment {@code local} of tile {@code t}. */
    public int segment(int t, int local) {
        return segBase[t] + local;
    }

    public int segmentCount() {
        return segCount;
    }

    /** The tile a global segment id lies on. */
    public int tileOf(int seg) {
        return segTile[seg];
    }

    /** The segment's index within its tile. */
    public int localOf(int seg) {
        return seg - segBase[segTile[seg]];
    }

    public FeatureType typeOf(int seg) {
        return tiles[segTile[seg]].type().segment(localOf(seg)).type();
    }

    /** Number of segments on tile {@code t}. */
    public int segmentsOn(int t) {
        return segBase[t + 1] - segBase[t];
    }

    /** Open border ports of the feature with this root; 0 means complete (roads, cities) or closed (fields). */
    public int openPorts(int root) {
        return open[find(root)];
    }

    /** The next member in the circular list of the feature's segments. */
    public int nextMember(int seg) {
        return next[seg];
    }

    /** How many of the 8 tiles around tile {@code t} are placed (B5). */
    public int neighboursAround(int t) {
        return around[t];
    }

    /** How many of the 8 tiles around tile {@code t} show a vineyard (V1). */
    public int vineyardsAround(int t) {
        int n = 0;
        for (int dy = -1; dy <= 1; dy++) {
            for (int dx = -1; dx <= 1; dx++) {
                int o = (dx != 0 || dy != 0) ? tileAt(xs[t], ys[t], dx, dy) : -1;
                if (o >= 0 && tiles[o].type().vineyard()) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * Starts a new round of marks: {@link #mark} then tells, for ids below the segment count,
     * whether an id was seen before in this round. Used to count a tile once per feature (B4).
     */
    public void newMarks() {
        if (stamp.length < segCount) {
            stamp = new int[Math.max(segCount, stamp.length * 2)];
        }
        if (++epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            epoch = 1;
        }
    }

    /** Marks an id (a tile index or a segment id) and returns true if it was not yet marked. */
    public boolean mark(int id) {
        if (stamp[id] == epoch) {
            return false;
        }
        stamp[id] = epoch;
        return true;
    }

    private void ensureTiles(int n) {
        if (n + 1 > segBase.length) {
            int cap = Math.max(n + 1, segBase.length * 2);
            tiles = Arrays.copyOf(tiles, cap);
            xs = Arrays.copyOf(xs, cap);
            ys = Arrays.copyOf(ys, cap);
            segBase = Arrays.copyOf(segBase, cap + 1);
            around = Arrays.copyOf(around, cap);
        }
    }

    private void ensureSegments(int n) {
        if (n > parent.length) {
            int cap = Math.max(n, parent.length * 2);
            parent = Arrays.copyOf(parent, cap);
            open = Arrays.copyOf(open, cap);
            next = Arrays.copyOf(next, cap);
            segTile = Arrays.copyOf(segTile, cap);
        }
    }
}

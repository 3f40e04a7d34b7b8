package kudde.engine.odds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.tile.EdgeKind;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * The rest of this game for one field, played out many times from a fixed seed: the tiles still to
 * be drawn come at random from the box's tiles not yet seen, one a turn, the players in turn, a
 * hill tile hiding the next one (H1). Only what touches the field is laid on a copy of the board:
 * <ul>
 *   <li>the tending player lays a tile on this field whenever the tile they draw could join it (S4),
 *       at one of the places (square and turn) where it joins, chosen at random: a tending turn;</li>
 *   <li>another player lays their tile at a place chosen at random among all the places where it
 *       fits on the board (B1), so on this field only as often as its places here are among them;
 *       such a tile can fill the field's open squares, open new ones, or close the field (S8);</li>
 *   <li>tiles laid anywhere else are left out: the rest of the board stays as it is now.</li>
 * </ul>
 * What is kept of each game played out: the tending player's tending turns, each with the tiles
 * still to be drawn after it, whether that turn's tile closed the field, and whether another
 * player's tile closed it first. {@link TendingAhead} works the grow-or-guide answer out of them.
 */
public final class FieldFuture {
    /** No tending turn and no closing: the game ends with the field open. */
    static final FieldFuture NONE = new FieldFuture(0, 0);

    final int left;
    /** Games played out; 0 where every ending was counted with its exact weight. */
    final int samples;
    /** All the weight counted: the games played out, or 1 for every ending counted exactly. */
    double total;
    /** The first thing that happens from now: an own tending turn with L tiles left (the field still open). */
    final double[] rootTend;
    double rootTendCloses;
    double rootOtherCloses;
    /** After an own tending turn with L tiles left (the field open): how often, and what came next. */
    final double[] visits;
    final double[][] tend;
    final double[] tendCloses;
    final double[] otherCloses;
    /**
     * The games played out in {@link #BATCHES} equal batches, each counted on its own (null where
     * not played out): how far the figures of one batch stray from another's gives the margin of a
     * figure worked out from the whole count, such as growing's worth (batch means).
     */
    FieldFuture[] batches;

    /**
     * No turn of the tending player's own is left: the tiles still to be drawn are all the other
     * players' (fewer than the players), so the player cannot tend this flock again (S4).
     */
    boolean noOwnTurn;

    /** Batches the games played out are split into, for the margins. */
    static final int BATCHES = 20;

    private FieldFuture(int left, int samples) {
        this.left = left;
        this.samples = samples;
        this.total = samples;
        rootTend = new double[left + 1];
        visits = new double[left + 1];
        tend = new double[left + 1][];
        tendCloses = new double[left + 1];
        otherCloses = new double[left + 1];
    }

    /** An empty count for endings weighed exactly (a test's enumeration): {@link #record} each with its chance. */
    static FieldFuture exact(int left) {
        FieldFuture f = new FieldFuture(left, 0);
        f.total = 1;
        return f;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FieldFuture g && left == g.left && samples == g.samples && total == g.total
                && rootTendCloses == g.rootTendCloses && rootOtherCloses == g.rootOtherCloses
                && Arrays.equals(rootTend, g.rootTend) && Arrays.equals(visits, g.visits)
                && Arrays.deepEquals(tend, g.tend) && Arrays.equals(tendCloses, g.tendCloses)
                && Arrays.equals(otherCloses, g.otherCloses);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(rootTend) * 31 + Arrays.hashCode(visits) + samples;
    }

    /** Games played out in which the player tends this field again. */
    double tendingAgain() {
        return Arrays.stream(rootTend).sum() + rootTendCloses;
    }

    /**
     * Plays the rest of the game out {@code samples} times.
     *
     * @param pool    every tile of the box not yet seen, with its count
     * @param left    tiles still to be drawn after this turn
     * @param players players taking turns; the tending player's next turn comes after all the others
     */
    static FieldFuture simulate(Board board, int fieldSeg, Map<TileType, Integer> pool, int left, int players,
                                int samples, long seed) {
        FieldFuture f = new FieldFuture(left, samples);
        f.noOwnTurn = players > 0 && left / players == 0;
        Game game = new Game(board, fieldSeg, pool, players, left);
        SplittableRandom random = new SplittableRandom(seed);
        int parts = Math.min(BATCHES, samples);
        f.batches = new FieldFuture[parts];
        for (int b = 0; b < parts; b++) {
            int n = samples / parts + (b < samples % parts ? 1 : 0);
            FieldFuture part = new FieldFuture(left, n);
            game.playAll(part, n, random.split());
            f.add(part);
            f.batches[b] = part;
        }
        return f;
    }

    private void add(FieldFuture o) {
        rootTendCloses += o.rootTendCloses;
        rootOtherCloses += o.rootOtherCloses;
        for (int l = 0; l <= left; l++) {
            rootTend[l] += o.rootTend[l];
            visits[l] += o.visits[l];
            tendCloses[l] += o.tendCloses[l];
            otherCloses[l] += o.otherCloses[l];
            if (o.tend[l] != null) {
                if (tend[l] == null) {
                    tend[l] = new double[left + 1];
                }
                for (int m = 0; m <= left; m++) {
                    tend[l][m] += o.tend[l][m];
                }
            }
        }
    }

    /**
     * What came after {@code from} (-1: now; else an own tending turn with that many tiles left):
     * {@code event} with {@code at} tiles left, counted with {@code weight}.
     */
    void record(int from, int event, int at, double weight) {
        if (from < 0) {
            switch (event) {
                case TEND -> rootTend[at] += weight;
                case TEND_CLOSES -> rootTendCloses += weight;
                case OTHER_CLOSES -> rootOtherCloses += weight;
                default -> { }
            }
            return;
        }
        visits[from] += weight;
        switch (event) {
            case TEND -> {
                if (tend[from] == null) {
                    tend[from] = new double[left + 1];
                }
                tend[from][at] += weight;
            }
            case TEND_CLOSES -> tendCloses[from] += weight;
            case OTHER_CLOSES -> otherCloses[from] += weight;
            default -> { }
        }
    }

    static final int TEND = 0;
    static final int TEND_CLOSES = 1;
    static final int OTHER_CLOSES = 2;
    static final int END = 3;

    /**
     * The simulation's state, reused from one game played out to the next.
     *
     * <p>Where a tile fits (B1) depends only on the edges of the up to four tiles around an empty
     * square, so each empty square next to a tile is kept as its <em>signature</em>: the kind of
     * edge each neighbour shows it (or none). For every kind of tile and signature the turns that
     * fit are worked out once, and the places a kind of tile has on the whole board and on this
     * field are running sums over those squares: a tile laid changes only its own square and its
     * four neighbours, so the sums follow with a few additions instead of a search of the board.
     * Any empty square a field half of the field faces takes only tiles that join it (the edge
     * kinds match, so the halves meeting it are field halves, S4).
     */
    private static final class Game {
        private static final int SIGNATURES = 256;
        private final Board base;
        private final int fieldSeg;
        private final int players;
        private final int left;
        private FieldFuture out;
        private final TileType[] types;
        private final int[] counts;
        private final int size;
        /** fits[type][signature]: the turns (bit q) of the tile that fit a square with those neighbours. */
        private final int[][] fits;
        /** places[signature][type]: how many turns fit (by signature first: a square's change adds a row). */
        private final int[][] placesAt;
        private final Squares squares;
        private final int baseSquares;
        private final int[] baseSig;
        private final boolean[] baseOpen;
        private final int[] baseOpenList;
        private final int[] baseTotal;
        private final int[] baseHere;
        // This game's state: the squares' signatures (0: filled or no tile next to it), which are open
        // squares of the field, and the running sums per kind of tile.
        private int[] sig;
        private boolean[] open;
        private int[] openList;
        private int[] openAt;
        private int openCount;
        private final int[] total;
        private final int[] here;
        private Board board;
        private final int[] others = new int[8];

        Game(Board base, int fieldSeg, Map<TileType, Integer> pool, int players, int left) {
            this.base = base;
            this.fieldSeg = fieldSeg;
            this.players = players;
            this.left = left;
            List<TileType> ts = new ArrayList<>();
            for (Map.Entry<TileType, Integer> e : pool.entrySet()) {
                if (e.getValue() > 0) {
                    ts.add(e.getKey());
                }
            }
            ts.sort((a, b) -> a.id().compareTo(b.id())); // the same order, the same draws, every time
            types = ts.toArray(new TileType[0]);
            counts = new int[types.length];
            int n = 0;
            for (int i = 0; i < types.length; i++) {
                counts[i] = pool.get(types[i]);
                n += counts[i];
            }
            size = n;
            fits = new int[types.length][SIGNATURES];
            placesAt = new int[SIGNATURES][types.length];
            for (int t = 0; t < types.length; t++) {
                for (int sg = 1; sg < SIGNATURES; sg++) {
                    int mask = 0;
                    for (int q = 0; q < 4; q++) {
                        Orientation o = types[t].orientation(q);
                        boolean ok = true;
                        for (Side s : Side.values()) {
                            int want = (sg >> (2 * s.ordinal())) & 3;
                            ok &= want == 0 || want == code(o.edge(s));
                        }
                        mask |= ok ? 1 << q : 0;
                    }
                    fits[t][sg] = mask;
                    placesAt[sg][t] = Integer.bitCount(mask);
                }
            }
            // The board now: every empty square next to a tile, its signature, and the field's open squares.
            squares = new Squares(base.tileCount() * 4 + Math.min(left, size) * 4 + 16);
            List<Integer> sigs = new ArrayList<>();
            for (int t = 0; t < base.tileCount(); t++) {
                for (Side s : Side.values()) {
                    int x = base.x(t) + s.dx();
                    int y = base.y(t) + s.dy();
                    if (base.tileAt(x, y) < 0 && squares.find(x, y) < 0) {
                        squares.add(x, y);
                        sigs.add(signature(base, x, y));
                    }
                }
            }
            baseSquares = squares.count();
            squares.keepAsBase();
            baseSig = new int[baseSquares];
            for (int i = 0; i < baseSquares; i++) {
                baseSig[i] = sigs.get(i);
            }
            baseOpen = new boolean[baseSquares];
            List<Pos> openNow = NextChance.openSquares(base, base.find(fieldSeg));
            baseOpenList = new int[openNow.size()];
            for (int i = 0; i < baseOpenList.length; i++) {
                int slot = squares.find(openNow.get(i).x(), openNow.get(i).y());
                baseOpen[slot] = true;
                baseOpenList[i] = slot;
            }
            baseTotal = new int[types.length];
            baseHere = new int[types.length];
            for (int t = 0; t < types.length; t++) {
                for (int i = 0; i < baseSquares; i++) {
                    baseTotal[t] += placesAt[baseSig[i]][t];
                    baseHere[t] += baseOpen[i] ? placesAt[baseSig[i]][t] : 0;
                }
            }
            int capacity = squares.capacity();
            sig = new int[capacity];
            open = new boolean[capacity];
            openList = new int[capacity];
            openAt = new int[capacity];
            total = new int[types.length];
            here = new int[types.length];
        }

        /** An edge kind as two bits of a signature; 0 is no tile on that side. */
        private static int code(EdgeKind k) {
            return k.ordinal() + 1;
        }

        private static int signature(Board b, int x, int y) {
            int sg = 0;
            for (Side s : Side.values()) {
                int n = b.tileAt(x, y, s.dx(), s.dy());
                if (n >= 0) {
                    sg |= code(b.tile(n).edge(s.opposite())) << (2 * s.ordinal());
                }
            }
            return sg;
        }

        void playAll(FieldFuture into, int samples, SplittableRandom random) {
            out = into;
            int[] k = new int[counts.length];
            for (int s = 0; s < samples; s++) {
                System.arraycopy(counts, 0, k, 0, k.length);
                board = null;
                squares.reset();
                System.arraycopy(baseSig, 0, sig, 0, baseSquares);
                System.arraycopy(baseOpen, 0, open, 0, baseSquares);
                openCount = baseOpenList.length;
                for (int i = 0; i < openCount; i++) {
                    openList[i] = baseOpenList[i];
                    openAt[baseOpenList[i]] = i;
                }
                System.arraycopy(baseTotal, 0, total, 0, total.length);
                System.arraycopy(baseHere, 0, here, 0, here.length);
                playOne(k, random);
            }
        }

        private void playOne(int[] k, SplittableRandom random) {
            int inPool = size;
            int pile = Math.min(left, size);
            int from = -1;
            for (int turn = 1; pile > 0; turn++) {
                int type = draw(k, inPool--, random);
                pile--;
                boolean own = turn % players == 0;
                int onField = here[type];
                int event = -1;
                if (onField > 0) {
                    boolean lays = own || random.nextInt(Math.max(1, total[type])) < onField;
                    if (lays) {
                        boolean closes = lay(type, random.nextInt(onField));
                        event = own ? (closes ? TEND_CLOSES : TEND) : closes ? OTHER_CLOSES : -1;
                    }
                }
                if (types[type].hill() && pile > 0) {
                    draw(k, inPool--, random); // H1: the hill hides the next tile, out of the game
                    pile--;
                }
                if (event >= 0) {
                    out.record(from, event, pile, 1);
                    if (event != TEND) {
                        return;
                    }
                    from = pile;
                }
            }
            out.record(from, END, 0, 1);
        }

        private int draw(int[] k, int inPool, SplittableRandom random) {
            int r = random.nextInt(inPool);
            int i = 0;
            while (r >= k[i]) {
                r -= k[i];
                i++;
            }
            k[i]--;
            return i;
        }

        /**
         * Lays the tile at its {@code nth} place on the field (the open squares in their order, the
         * turns that fit each); whether the field is closed after it.
         */
        private boolean lay(int type, int nth) {
            int slot = -1;
            int turn = -1;
            for (int i = 0; i < openCount && slot < 0; i++) {
                int at = openList[i];
                int c = placesAt[sig[at]][type];
                if (nth < c) {
                    slot = at;
                    int mask = fits[type][sig[at]];
                    for (int j = 0; j < nth; j++) {
                        mask &= mask - 1;
                    }
                    turn = Integer.numberOfTrailingZeros(mask);
                } else {
                    nth -= c;
                }
            }
            if (board == null) {
                board = base.copy();
            }
            int x = squares.x(slot);
            int y = squares.y(slot);
            Orientation o = types[type].orientation(turn);
            // Fields next to the square that are not this one: laying the tile may join them to it.
            int root = board.find(fieldSeg);
            int nOthers = 0;
            for (Side s : Side.values()) {
                int n = board.tileAt(x, y, s.dx(), s.dy());
                if (n < 0) {
                    continue;
                }
                Orientation theirs = board.tile(n);
                for (int h = 0; h < 2; h++) {
                    int f = theirs.fieldAtHalf(Locations.facingHalf(s.ordinal() * 2 + h));
                    if (f >= 0 && board.find(board.segment(n, f)) != root) {
                        others[nOthers++] = board.segment(n, f);
                    }
                }
            }
            resign(slot, 0);
            if (open[slot]) {
                closeSquare(slot);
            }
            int placed = board.place(o, x, y);
            root = board.find(fieldSeg);
            boolean merged = false;
            for (int i = 0; i < nOthers; i++) {
                merged |= board.find(others[i]) == root;
            }
            for (Side s : Side.values()) {
                int nx = x + s.dx();
                int ny = y + s.dy();
                if (board.tileAt(nx, ny) >= 0) {
                    continue;
                }
                int at = squares.find(nx, ny);
                if (at < 0) {
                    at = squares.add(nx, ny);
                    sig[at] = 0;
                    open[at] = false;
                }
                resign(at, sig[at] | code(o.edge(s)) << (2 * s.opposite().ordinal()));
                if (!merged && !open[at]) {
                    for (int h = 0; h < 2; h++) {
                        int f = o.fieldAtHalf(s.ordinal() * 2 + h);
                        if (f >= 0 && board.find(board.segment(placed, f)) == root && !open[at]) {
                            openSquare(at);
                        }
                    }
                }
            }
            if (merged) {
                // Another field joined this one: its open squares are this field's now.
                for (Pos p : NextChance.openSquares(board, root)) {
                    int at = squares.find(p.x(), p.y());
                    if (!open[at]) {
                        openSquare(at);
                    }
                }
            }
            return board.openPorts(root) == 0;
        }

        /** A square's neighbours changed: the places of every kind of tile follow. */
        private void resign(int at, int now) {
            int was = sig[at];
            if (was == now) {
                return;
            }
            int[] after = placesAt[now];
            int[] before = placesAt[was];
            for (int t = 0; t < after.length; t++) {
                total[t] += after[t] - before[t];
            }
            if (open[at]) {
                for (int t = 0; t < after.length; t++) {
                    here[t] += after[t] - before[t];
                }
            }
            sig[at] = now;
        }

        private void openSquare(int at) {
            open[at] = true;
            openAt[at] = openCount;
            openList[openCount++] = at;
            int[] add = placesAt[sig[at]];
            for (int t = 0; t < add.length; t++) {
                here[t] += add[t];
            }
        }

        private void closeSquare(int at) {
            int[] less = placesAt[sig[at]];
            for (int t = 0; t < less.length; t++) {
                here[t] -= less[t];
            }
            open[at] = false;
            int last = openList[--openCount];
            openList[openAt[at]] = last;
            openAt[last] = openAt[at];
        }
    }

    /**
     * Empty squares by position: those of the board now kept for every game played out, those a
     * game adds forgotten when the next begins (an entry of an earlier game reads as free).
     */
    private static final class Squares {
        private final long[] keys;
        private final int[] slots;
        private final int[] stamps;
        private final int[] xs;
        private final int[] ys;
        private final int mask;
        private int count;
        private int baseCount;
        private int stamp = 1;

        Squares(int expected) {
            int n = Integer.highestOneBit(Math.max(16, expected) * 4 - 1) << 1;
            keys = new long[n];
            slots = new int[n];
            stamps = new int[n];
            xs = new int[n];
            ys = new int[n];
            mask = n - 1;
        }

        int capacity() {
            return xs.length;
        }

        int count() {
            return count;
        }

        void keepAsBase() {
            baseCount = count;
            for (int i = 0; i < stamps.length; i++) {
                if (stamps[i] == stamp) {
                    stamps[i] = -1; // kept for good
                }
            }
            stamp++;
        }

        void reset() {
            count = baseCount;
            stamp++;
        }

        private static long key(int x, int y) {
            return ((long) x << 32) | (y & 0xFFFFFFFFL);
        }

        private int home(long key) {
            return (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
        }

        private boolean live(int i) {
            return stamps[i] == -1 || stamps[i] == stamp;
        }

        int find(int x, int y) {
            long k = key(x, y);
            for (int i = home(k); live(i); i = (i + 1) & mask) {
                if (keys[i] == k) {
                    return slots[i];
                }
            }
            return -1;
        }

        int add(int x, int y) {
            long k = key(x, y);
            int i = home(k);
            while (live(i)) {
                i = (i + 1) & mask;
            }
            keys[i] = k;
            stamps[i] = stamp;
            slots[i] = count;
            xs[count] = x;
            ys[count] = y;
            return count++;
        }

        int x(int slot) {
            return xs[slot];
        }

        int y(int slot) {
            return ys[slot];
        }
    }
}

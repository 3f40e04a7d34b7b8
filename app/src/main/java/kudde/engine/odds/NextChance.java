package kudde.engine.odds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * The chance that a player enlarges their shepherd's field again before the game ends (S4), from
 * the rest of this game played out {@link #SAMPLES} times from a fixed seed ({@link FieldFuture}):
 * the tiles still to be drawn come at random from the tiles of the box not yet seen, the players
 * taking turns, a hill tile hiding the next tile (H1); the player lays a tile on this field whenever
 * the tile they draw could join it, and another player lays theirs at a place chosen at random among
 * all the places where it fits, so now and then on this field, filling its open squares, opening new
 * ones or closing it (S8). The same position and seed always give the same figures;
 * {@link #margin} is the 95 % margin of that count.
 *
 * @param known        whether the lesson says how much of the game is left; when not, every other
 *                     figure but the open squares is 0 and {@link #chance} is NaN
 * @param tilesLeft    tiles still to be drawn after this turn
 * @param poolSize     tiles of the box not yet seen (on the board or named under a hill), which the
 *                     tiles still to be drawn come from
 * @param joiningTiles how many of the tiles not yet seen could join the field now
 * @param openSquares  empty squares next to the field
 * @param turnsLeft    the player's turns still to come if no hill tile hides one (at most this many)
 * @param chance       chance of at least one more turn on which the player enlarges the field
 * @param margin       the 95 % margin of {@link #chance}: half the width of its interval ({@link #margin(double, int)})
 * @param samples      games played out (0 when the chance needed none)
 * @param closedFirst  chance that another player's tile closes the field before the player's next
 *                     tending turn
 * @param seed         the seed the games were played out from
 * @param future       what the games played out found, for {@link TendingAhead}
 */
public record NextChance(boolean known, int tilesLeft, int poolSize, int joiningTiles, int openSquares,
                         int turnsLeft, double chance, double margin, int samples, double closedFirst, long seed,
                         FieldFuture future) {

    /**
     * Games played out for one estimate: a 95 % margin of at most 2.2 percentage points in the
     * chance (at 50 %), shown beside it; enough for the verdict wherever the two choices are further
     * apart than their margin, and quick enough for a whole game to come (docs/performance.md).
     */
    public static final int SAMPLES = 2_000;
    /** The simulation's seed: the same position always gives the same chance. */
    public static final long SEED = 25;

    /** A chance given as it is, with nothing played out (no later tending turn is worked out from it). */
    public NextChance(boolean known, int tilesLeft, int poolSize, int joiningTiles, int openSquares, int turnsLeft,
                      double chance, double margin, int samples) {
        this(known, tilesLeft, poolSize, joiningTiles, openSquares, turnsLeft, chance, margin, samples, 0, SEED, null);
    }

    /** The lesson does not say how much of the game is left. */
    public static NextChance unknown(Board board, int fieldSeg) {
        return new NextChance(false, 0, 0, 0, openSquares(board, board.find(fieldSeg)).size(), 0, Double.NaN, 0, 0);
    }

    /**
     * @param board     the board now
     * @param fieldSeg  any segment of the field
     * @param pool      every tile of the box not yet seen, with its count
     * @param tilesLeft tiles still to be drawn after this turn (at most the pool's tiles count)
     * @param players   players taking turns; the tending player's next turn comes after all the others
     * @param seed      the simulation's seed ({@link #SEED} for the tutor)
     */
    public static NextChance estimate(Board board, int fieldSeg, Map<TileType, Integer> pool, int tilesLeft,
                                      int players, long seed) {
        return estimate(board, fieldSeg, pool, tilesLeft, players, seed, SAMPLES);
    }

    /** As {@link #estimate(Board, int, Map, int, int, long)}, with {@code samples} games played out. */
    public static NextChance estimate(Board board, int fieldSeg, Map<TileType, Integer> pool, int tilesLeft,
                                      int players, long seed, int samples) {
        int root = board.find(fieldSeg);
        List<Pos> open = openSquares(board, root);
        int size = 0;
        int joining = 0;
        for (Map.Entry<TileType, Integer> e : pool.entrySet()) {
            int n = e.getValue();
            if (n > 0) {
                size += n;
                if (couldJoin(board, root, e.getKey(), open)) {
                    joining += n;
                }
            }
        }
        int left = Math.max(0, Math.min(tilesLeft, size));
        int turns = players <= 0 ? 0 : left / players;
        // No tile to come can join the field now: nothing can change it, so it is never tended again.
        if (left == 0 || joining == 0 || players <= 0) {
            return new NextChance(true, left, size, joining, open.size(), turns, 0, 0, 0, 0, seed, FieldFuture.NONE);
        }
        FieldFuture f = FieldFuture.simulate(board, fieldSeg, pool, left, players, samples, seed);
        double p = f.tendingAgain() / samples;
        double margin = margin(p, samples);
        return new NextChance(true, left, size, joining, open.size(), turns, p, margin, samples,
                f.rootOtherCloses / (double) samples, seed, f);
    }

    /**
     * The 95 % margin of a chance counted in {@code n} games played out: half the width of its Wilson
     * score interval, which unlike p ± 1.96·√(p(1−p)/n) does not shrink to nothing when every game
     * or none had the event (a 0 % or 100 % seen in 2,000 games is not a certainty).
     */
    public static double margin(double p, int n) {
        if (n <= 0) {
            return 0;
        }
        double z2 = 1.96 * 1.96;
        return 1.96 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    }

    /** The middle of the interval {@link #margin} gives half the width of. */
    public static double middle(double p, int n) {
        double z2 = 1.96 * 1.96;
        return n <= 0 ? p : (p + z2 / (2.0 * n)) / (1 + z2 / n);
    }

    /**
     * How many of the tiles in {@code pool} could join the field now (S4: a tile laid beside it with a
     * field half meeting it); 0 means no tile still to come can enlarge it, so its flock is never
     * tended again.
     */
    public static int joiningTiles(Board board, int fieldSeg, Map<TileType, Integer> pool) {
        int root = board.find(fieldSeg);
        List<Pos> open = openSquares(board, root);
        int n = 0;
        for (Map.Entry<TileType, Integer> e : pool.entrySet()) {
            if (e.getValue() > 0 && couldJoin(board, root, e.getKey(), open)) {
                n += e.getValue();
            }
        }
        return n;
    }

    /** Empty squares orthogonally next to a tile of the field that a field half of it faces. */
    static List<Pos> openSquares(Board board, int root) {
        List<Pos> out = new ArrayList<>();
        int seg = root;
        do {
            int t = board.tileOf(seg);
            Orientation o = board.tile(t);
            int local = board.localOf(seg);
            for (Side s : Side.values()) {
                int x = board.x(t) + s.dx();
                int y = board.y(t) + s.dy();
                if (board.tileAt(x, y) >= 0) {
                    continue;
                }
                boolean faces = false;
                for (int k = 0; k < 2; k++) {
                    faces |= o.fieldAtHalf(s.ordinal() * 2 + k) == local;
                }
                Pos p = new Pos(x, y);
                if (faces && !out.contains(p)) {
                    out.add(p);
                }
            }
            seg = board.nextMember(seg);
        } while (seg != root);
        return out;
    }

    /** S4 as {@link Board#place} joins fields: one of the tile's field halves meets a half of this field. */
    static boolean couldJoin(Board board, int root, TileType type, List<Pos> open) {
        for (Pos p : open) {
            for (int q = 0; q < 4; q++) {
                Orientation o = type.orientation(q);
                if (board.fit(o, p.x(), p.y()).fits() && joins(board, root, o, p)) {
                    return true;
                }
            }
        }
        return false;
    }

    static boolean joins(Board board, int root, Orientation o, Pos p) {
        for (Side s : Side.values()) {
            int n = board.tileAt(p.x(), p.y(), s.dx(), s.dy());
            if (n < 0) {
                continue;
            }
            Orientation theirs = board.tile(n);
            for (int k = 0; k < 2; k++) {
                int half = s.ordinal() * 2 + k;
                int mine = o.fieldAtHalf(half);
                int other = theirs.fieldAtHalf(Locations.facingHalf(half));
                if (mine >= 0 && other >= 0 && board.find(board.segment(n, other)) == root) {
                    return true;
                }
            }
        }
        return false;
    }
}

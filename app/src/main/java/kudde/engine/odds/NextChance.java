package kudde.engine.odds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * The chance that a player enlarges their shepherd's field again before the game ends (S4), from
 * the rest of this game: the tiles still to be drawn, drawn at random from the tiles of the box not
 * yet seen, the players taking turns, and a hill tile hiding the next tile (H1). The policy counted:
 * the player lays a tile on this field whenever the tile they draw could join it now — it fits (B1)
 * on an empty square next to the field, turned some way, with a field half meeting the field — and
 * the field's open squares stay as they are (the other players' tiles do not change them).
 *
 * <p>The rest of the game is simulated {@link #SAMPLES} times from a fixed seed, so the same
 * position always gives the same figures; {@link #margin} is the 95 % margin of that count.
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
 * @param margin       the 95 % margin of {@link #chance} (half the width of its interval)
 * @param samples      games simulated (0 when the chance needed no simulation)
 */
public record NextChance(boolean known, int tilesLeft, int poolSize, int joiningTiles, int openSquares,
                         int turnsLeft, double chance, double margin, int samples) {

    /** Games simulated for one estimate: a 95 % margin of at most 0.7 percentage points. */
    public static final int SAMPLES = 20_000;
    /** The simulation's seed: the same position always gives the same chance. */
    public static final long SEED = 25;

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
        int root = board.find(fieldSeg);
        List<Pos> open = openSquares(board, root);
        // The four kinds of tile that matter: could join and not a hill, could join and a hill,
        // a hill that cannot join, any other tile.
        int[] kinds = new int[4];
        for (Map.Entry<TileType, Integer> e : pool.entrySet()) {
            int n = e.getValue();
            if (n > 0) {
                boolean joins = couldJoin(board, root, e.getKey(), open);
                kinds[(joins ? 0 : 2) + (e.getKey().hill() ? 1 : 0)] += n;
            }
        }
        int size = kinds[0] + kinds[1] + kinds[2] + kinds[3];
        int joining = kinds[0] + kinds[1];
        int left = Math.max(0, Math.min(tilesLeft, size));
        int turns = players <= 0 ? 0 : left / players;
        if (turns == 0 || joining == 0) {
            return new NextChance(true, left, size, joining, open.size(), turns, 0, 0, 0);
        }
        int hits = 0;
        SplittableRandom random = new SplittableRandom(seed);
        int[] k = new int[4];
        for (int s = 0; s < SAMPLES; s++) {
            System.arraycopy(kinds, 0, k, 0, 4);
            if (joinsOnOwnTurn(k, size, left, players, random)) {
                hits++;
            }
        }
        double p = hits / (double) SAMPLES;
        double margin = 1.96 * Math.sqrt(p * (1 - p) / SAMPLES);
        return new NextChance(true, left, size, joining, open.size(), turns, p, margin, SAMPLES);
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

    /** One rest of the game: whether a tile that can join comes on one of the player's own turns. */
    private static boolean joinsOnOwnTurn(int[] k, int size, int pile, int players, SplittableRandom random) {
        int inPool = size;
        for (int turn = 1; pile > 0; turn++) {
            int kind = draw(k, inPool, random);
            inPool--;
            pile--;
            if (turn % players == 0 && kind < 2) {
                return true;
            }
            if ((kind & 1) == 1 && pile > 0) {
                draw(k, inPool, random); // H1: the hill hides the next tile, out of the game
                inPool--;
                pile--;
            }
        }
        return false;
    }

    private static int draw(int[] k, int inPool, SplittableRandom random) {
        int r = random.nextInt(inPool);
        int kind = 0;
        while (r >= k[kind]) {
            r -= k[kind];
            kind++;
        }
        k[kind]--;
        return kind;
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

    private static boolean joins(Board board, int root, Orientation o, Pos p) {
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

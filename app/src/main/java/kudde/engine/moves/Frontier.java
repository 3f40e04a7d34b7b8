package kudde.engine.moves;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kudde.engine.board.Board;
import kudde.engine.board.PosIndex;
import kudde.engine.model.Pos;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * The open positions of a board: empty squares orthogonally next to a placed tile, each with the
 * edge kinds its placed neighbours demand (B1). Kept up to date one placement at a time, so
 * listing the legal placements of a tile costs one bit test per (position, rotation) instead of
 * a scan of the board.
 *
 * <p>Edge kinds are packed two bits a side (bit 2·side, sides N E S W): 0 no neighbour,
 * otherwise {@code EdgeKind.ordinal() + 1}. A tile fits an open position when its packed edges
 * agree with the position's demands on every side that has a neighbour.
 */
public final class Frontier {
    /** Side.values() copies its array at each call; a placement walks the sides several times. */
    private static final Side[] SIDES = Side.values();
    /** {@link #fitTable} of each tile type, made on first use: the catalogue's types never change. */
    private static final Map<TileType, byte[]> FITS = new ConcurrentHashMap<>();

    private int[] xs = new int[32];
    private int[] ys = new int[32];
    private int[] needs = new int[32];
    private int size;
    private final PosIndex slots = new PosIndex();

    private Frontier() {
    }

    /** The open positions of {@code board}, found by one pass over its tiles. */
    public static Frontier of(Board board) {
        Frontier f = new Frontier();
        for (int t = 0; t < board.tileCount(); t++) {
            f.placed(board, t);
        }
        return f;
    }

    /** Updates the open positions after tile {@code tile} was placed on {@code board}. */
    public void placed(Board board, int tile) {
        int x = board.x(tile);
        int y = board.y(tile);
        int at = slots.getNear(x, y);
        if (at >= 0) {
            remove(at);
        }
        Orientation o = board.tile(tile);
        for (Side s : SIDES) {
            long nx = (long) x + s.dx();
            long ny = (long) y + s.dy();
            if (nx != (int) nx || ny != (int) ny) {
                continue; // no position beyond the 32-bit coordinate range (docs/scenario-format.md: 32-bit integers)
            }
            if (board.tileAt((int) nx, (int) ny) >= 0) {
                continue;
            }
            int i = slots.getNear((int) nx, (int) ny);
            if (i < 0) {
                i = add((int) nx, (int) ny);
            }
            // The open position's side facing the new tile must show what the new tile shows there.
            int facing = s.opposite().ordinal();
            needs[i] |= (o.edge(s).ordinal() + 1) << (2 * facing);
        }
    }

    /** Number of open positions. */
    public int size() {
        return size;
    }

    public int x(int i) {
        return xs[i];
    }

    public int y(int i) {
        return ys[i];
    }

    public Pos pos(int i) {
        return new Pos(xs[i], ys[i]);
    }

    /** B1: does this tile, turned as given, fit open position {@code i}? */
    public boolean fits(int i, Orientation o) {
        return fits(needs[i], edgeCode(o));
    }

    /**
     * Every (open position, rotation) where the tile fits (B1), packed as {@code 4 * i + quarterTurns}
     * into {@code out}, which must have room for {@code 4 * size()} entries.
     *
     * @return how many were written
     */
    public int placements(TileType type, int[] out) {
        byte[] fit = FITS.get(type);
        if (fit == null) {
            fit = FITS.computeIfAbsent(type, Frontier::fitTable);
        }
        int n = 0;
        for (int i = 0; i < size; i++) {
            int turns = fit[needs[i]];
            // Rotations in order 0-270, as a caller picking the k-th placement expects them. Each is
            // written and kept only if it fits: whether a position takes a turn of the tile is a coin
            // toss to the processor, and mispredicted branches cost more than the four writes (the
            // last write of position i lands at most at 4i + 3, inside the caller's 4 * size()).
            int at = i << 2;
            out[n] = at;
            n += turns & 1;
            out[n] = at | 1;
            n += (turns >> 1) & 1;
            out[n] = at | 2;
            n += (turns >> 2) & 1;
            out[n] = at | 3;
            n += (turns >> 3) & 1;
        }
        return n;
    }

    /** Every (position, rotation) where the tile fits (B1), positions in frontier order, rotations 0–270. */
    public List<TileMove> placements(TileType type) {
        int[] buf = new int[4 * size];
        int n = placements(type, buf);
        List<TileMove> out = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            int i = buf[k] >>> 2;
            out.add(new TileMove(new Pos(xs[i], ys[i]), (buf[k] & 3) * 90));
        }
        return out;
    }

    /**
     * For every demand an open position can make (8 bits: two a side), the quarter turns of the tile
     * that meet it (bit q). The legal placements are listed every turn, and most open positions take
     * no turn of the tile drawn: one look-up a position instead of four comparisons.
     */
    private static byte[] fitTable(TileType type) {
        byte[] t = new byte[256];
        for (int q = 0; q < 4; q++) {
            int code = edgeCode(type.orientation(q));
            for (int need = 0; need < 256; need++) {
                if (fits(need, code)) {
                    t[need] |= (byte) (1 << q);
                }
            }
        }
        return t;
    }

    /** The tile's edge kinds in board orientation, two bits a side. */
    static int edgeCode(Orientation o) {
        int c = 0;
        for (Side s : SIDES) {
            c |= (o.edge(s).ordinal() + 1) << (2 * s.ordinal());
        }
        return c;
    }

    static boolean fits(int need, int code) {
        return (code & maskOf(need)) == need;
    }

    /** Both bits of every side that has a demand. */
    private static int maskOf(int need) {
        return ((need | (need >>> 1)) & 0x55) * 3;
    }

    private int add(int x, int y) {
        if (size == xs.length) {
            xs = Arrays.copyOf(xs, size * 2);
            ys = Arrays.copyOf(ys, size * 2);
            needs = Arrays.copyOf(needs, size * 2);
        }
        int i = size++;
        xs[i] = x;
        ys[i] = y;
        needs[i] = 0;
        slots.put(x, y, i);
        return i;
    }

    /** Removes open position {@code i}; the last one takes its place. */
    private void remove(int i) {
        slots.remove(xs[i], ys[i]);
        int last = --size;
        if (i != last) {
            xs[i] = xs[last];
            ys[i] = ys[last];
            needs[i] = needs[last];
            slots.put(xs[i], ys[i], i);
        }
    }
}

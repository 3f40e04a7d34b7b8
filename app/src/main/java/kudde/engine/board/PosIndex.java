package kudde.engine.board;

import java.util.Arrays;

/**
 * Board position to a non-negative int (a tile index, a slot).
 *
 * <p>Positions are kept in blocks of 4 × 4 squares: a hash table maps a block's coordinates to
 * its 16 cells, which lie next to each other in one array (64 bytes, about one cache line). A
 * placement asks for the 4 and then the 8 squares around a tile; with blocks those 12 questions
 * read one to four blocks instead of a dozen scattered hash slots, and the last block asked for
 * is remembered, so most of them skip the hash table altogether. Only the writer remembers
 * ({@link #put}, {@link #getNear}): {@link #get} consults the remembered block but never changes
 * it, so readers on other threads see a consistent index while nobody writes. On a large board, where the
 * table no longer fits in the processor's caches, that locality is what keeps a turn as fast as
 * on a small board (docs/performance.md, target 3: at most 2× growth to 10,000 tiles).
 *
 * <p>Cells hold the value plus one, so a zero (a fresh array) is an empty square; the hash table
 * stores (block key, block number plus one) pairs side by side, zero again marking a free slot:
 * every long is the key of some block, so a key cannot mark it. Removing a position empties its
 * cell and keeps the block, for tables whose positions come and go every turn around the same
 * area, such as the legal-move frontier.
 *
 * <p>Positions near the origin, where a game starts and most of a 90-tile game stays, skip the
 * blocks altogether: a plain grid of {@value #WINDOW} × {@value #WINDOW} cells around [0,0] holds
 * them, so a look-up there is one array read (the random game's look-ups spent a tenth of its
 * time finding blocks). Positions outside it are kept in blocks as before.
 */
public final class PosIndex {
    private static final int SHIFT = 2;
    private static final int SIDE = 1 << SHIFT;
    private static final int CELLS = SIDE * SIDE;
    /**
     * Side of the grid around the origin (4 KB of cells): [-16, 15] in x and y. Of 2,000 random
     * 90-tile games none reached further than 14 squares from the start tile, and a bigger grid
     * costs its zeroing on every new board and its copying on every copied one.
     */
    static final int WINDOW = 32;
    private static final int HALF = WINDOW / 2;

    // The grid around the origin, row by row, value plus one as in the blocks.
    private final int[] window;

    // Pairs: table[2i] is a block key, table[2i + 1] its block number + 1 (0: free slot).
    private long[] table;
    private int[] cells;
    private int blocks;
    private int size;

    // The block of the last look-up: neighbouring questions usually land in it.
    private long lastKey;
    private int lastBase = -1;

    public PosIndex() {
        this(16);
    }

    public PosIndex(int capacity) {
        // A compact board fills most cells of its blocks; a sparse one needs a block per position.
        int expectedBlocks = Math.max(4, capacity / 4);
        table = new long[2 * (Integer.highestOneBit(expectedBlocks * 2 - 1) << 1)];
        cells = new int[CELLS * expectedBlocks];
        window = new int[WINDOW * WINDOW];
    }

    PosIndex(PosIndex other) {
        table = other.table.clone();
        cells = other.cells.clone();
        window = other.window.clone();
        blocks = other.blocks;
        size = other.size;
    }

    private static long blockKey(int x, int y) {
        return ((long) (x >> SHIFT) << 32) | ((y >> SHIFT) & 0xFFFFFFFFL);
    }

    /** The position's cell in the grid around the origin, or -1 outside it. */
    private static int windowCell(int x, int y) {
        int wx = x + HALF;
        int wy = y + HALF;
        return ((wx | wy) & -WINDOW) == 0 ? wy * WINDOW + wx : -1;
    }

    private static int cell(int x, int y) {
        return ((y & (SIDE - 1)) << SHIFT) | (x & (SIDE - 1));
    }

    /** The value at a position, or -1. A pure read: safe beside other readers. */
    public int get(int x, int y) {
        int w = windowCell(x, y);
        if (w >= 0) {
            return window[w] - 1;
        }
        int base = findBlock(blockKey(x, y), false);
        return base < 0 ? -1 : cells[base + cell(x, y)] - 1;
    }

    /**
     * As {@link #get}, and remembers the block for the next look-up nearby: for the one thread
     * that writes this index (a placement's look-ups around its tile).
     */
    public int getNear(int x, int y) {
        int w = windowCell(x, y);
        if (w >= 0) {
            return window[w] - 1;
        }
        int base = findBlock(blockKey(x, y), true);
        return base < 0 ? -1 : cells[base + cell(x, y)] - 1;
    }

    /** Sets the value at a position; {@code value} must not be negative. */
    public void put(int x, int y, int value) {
        int w = windowCell(x, y);
        if (w >= 0) {
            if (window[w] == 0) {
                size++;
            }
            window[w] = value + 1;
            return;
        }
        long k = blockKey(x, y);
        int base = findBlock(k, true);
        if (base < 0) {
            base = addBlock(k);
        }
        int c = base + cell(x, y);
        if (cells[c] == 0) {
            size++;
        }
        cells[c] = value + 1;
    }

    /** Removes a position, if present. */
    public void remove(int x, int y) {
        int w = windowCell(x, y);
        if (w >= 0) {
            if (window[w] != 0) {
                window[w] = 0;
                size--;
            }
            return;
        }
        int base = findBlock(blockKey(x, y), true);
        if (base >= 0 && cells[base + cell(x, y)] != 0) {
            cells[base + cell(x, y)] = 0;
            size--;
        }
    }

    /** The number of positions held. */
    public int size() {
        return size;
    }

    /**
     * Index of the block's first cell, or -1 when the block has no cells yet.
     *
     * @param remember whether to remember the block found (writers only)
     */
    private int findBlock(long k, boolean remember) {
        if (lastBase >= 0 && lastKey == k) {
            return lastBase;
        }
        int mask = (table.length >> 1) - 1;
        int i = mix(k) & mask;
        while (true) {
            long id = table[2 * i + 1];
            if (id == 0) {
                return -1;
            }
            if (table[2 * i] == k) {
                int base = (int) (id - 1) * CELLS;
                if (remember) {
                    lastKey = k;
                    lastBase = base;
                }
                return base;
            }
            i = (i + 1) & mask;
        }
    }

    private int addBlock(long k) {
        if ((blocks + 1) * 2 > table.length >> 1) {
            growTable();
        }
        int b = blocks++;
        if ((b + 1) * CELLS > cells.length) {
            cells = Arrays.copyOf(cells, Math.max(cells.length * 2, (b + 1) * CELLS));
        }
        insert(table, k, b);
        lastKey = k;
        lastBase = b * CELLS;
        return lastBase;
    }

    private static void insert(long[] table, long k, int block) {
        int mask = (table.length >> 1) - 1;
        int i = mix(k) & mask;
        while (table[2 * i + 1] != 0) {
            i = (i + 1) & mask;
        }
        table[2 * i] = k;
        table[2 * i + 1] = block + 1;
    }

    private void growTable() {
        long[] bigger = new long[table.length * 2];
        for (int i = 0; i < table.length; i += 2) {
            if (table[i + 1] != 0) {
                insert(bigger, table[i], (int) table[i + 1] - 1);
            }
        }
        table = bigger;
    }

    private static int mix(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }
}

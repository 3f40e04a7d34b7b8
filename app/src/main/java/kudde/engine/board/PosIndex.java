package kudde.engine.board;

import java.util.Arrays;

/**
 * Board position to a non-negative int (a tile index, a slot), as an open-addressing hash table
 * of packed (x, y) keys with linear probing: placement asks for four neighbours per tile, so this
 * avoids boxing and map entries. Removal shifts later entries back (no tombstones), for tables
 * whose positions come and go every turn, such as the legal-move frontier.
 * A free slot is marked in {@code values} (tile indices are never negative), not by a key:
 * every long is the key of some position, e.g. Long.MIN_VALUE is [-2147483648, 0].
 */
public final class PosIndex {
    private static final int FREE = -1;
    private long[] keys;
    private int[] values;
    private int size;

    public PosIndex() {
        this(16);
    }

    public PosIndex(int capacity) {
        int n = Integer.highestOneBit(Math.max(16, capacity * 2 - 1)) << 1;
        keys = new long[n];
        values = new int[n];
        Arrays.fill(values, FREE);
    }

    PosIndex(PosIndex other) {
        keys = other.keys.clone();
        values = other.values.clone();
        size = other.size;
    }

    static long key(int x, int y) {
        return ((long) x << 32) | (y & 0xFFFFFFFFL);
    }

    /** The value at a position, or -1. */
    public int get(int x, int y) {
        long k = key(x, y);
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (true) {
            if (values[i] == FREE) {
                return -1;
            }
            if (keys[i] == k) {
                return values[i];
            }
            i = (i + 1) & mask;
        }
    }

    /** Sets the value at a position; {@code value} must not be negative. */
    public void put(int x, int y, int value) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        long k = key(x, y);
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (values[i] != FREE && keys[i] != k) {
            i = (i + 1) & mask;
        }
        if (values[i] == FREE) {
            size++;
        }
        keys[i] = k;
        values[i] = value;
    }

    /** Removes a position, if present. */
    public void remove(int x, int y) {
        long k = key(x, y);
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (values[i] == FREE || keys[i] != k) {
            if (values[i] == FREE) {
                return;
            }
            i = (i + 1) & mask;
        }
        size--;
        // Backward shift: pull later entries of the probe run into the gap where their home allows.
        int gap = i;
        for (int j = (gap + 1) & mask; values[j] != FREE; j = (j + 1) & mask) {
            int home = mix(keys[j]) & mask;
            boolean movable = gap <= j ? (home <= gap || home > j) : (home <= gap && home > j);
            if (movable) {
                keys[gap] = keys[j];
                values[gap] = values[j];
                gap = j;
            }
        }
        values[gap] = FREE;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(values, FREE);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != FREE) {
                put((int) (oldKeys[i] >> 32), (int) oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int mix(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }
}

package kudde.engine.moves;

import java.util.Arrays;

/**
 * Position to small int, as an open-addressing table of packed (x, y) keys with linear probing
 * and backward-shift deletion (open positions come and go every turn, so no tombstones pile up).
 */
final class PosSlots {
    private static final long EMPTY = Long.MIN_VALUE;
    private long[] keys = new long[64];
    private int[] values = new int[64];
    private int size;

    PosSlots() {
        Arrays.fill(keys, EMPTY);
    }

    private static long key(int x, int y) {
        return ((long) x << 32) | (y & 0xFFFFFFFFL);
    }

    private static int mix(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29));
    }

    int get(int x, int y) {
        long k = key(x, y);
        int mask = keys.length - 1;
        for (int i = mix(k) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == k) {
                return values[i];
            }
            if (keys[i] == EMPTY) {
                return -1;
            }
        }
    }

    void put(int x, int y, int value) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        long k = key(x, y);
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (keys[i] != EMPTY && keys[i] != k) {
            i = (i + 1) & mask;
        }
        if (keys[i] == EMPTY) {
            size++;
        }
        keys[i] = k;
        values[i] = value;
    }

    void remove(int x, int y) {
        long k = key(x, y);
        int mask = keys.length - 1;
        int i = mix(k) & mask;
        while (keys[i] != k) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        size--;
        // Backward shift: pull later entries of the probe run into the gap where their home allows.
        int gap = i;
        for (int j = (gap + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = mix(keys[j]) & mask;
            boolean movable = gap <= j ? (home <= gap || home > j) : (home <= gap && home > j);
            if (movable) {
                keys[gap] = keys[j];
                values[gap] = values[j];
                gap = j;
            }
        }
        keys[gap] = EMPTY;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        Arrays.fill(keys, EMPTY);
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put((int) (oldKeys[i] >> 32), (int) oldKeys[i], oldValues[i]);
            }
        }
    }
}

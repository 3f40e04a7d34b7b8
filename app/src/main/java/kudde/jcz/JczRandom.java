package kudde.jcz;

import kudde.engine.model.Token;

/**
 * The random number a JCloisterZone game draws its tokens with (facts in the notes on the
 * format, docs/scenario-format.md "Importing a JCloisterZone save"): a double r in [0,1) that starts
 * as the save's {@code initialRandom}, is replaced by every move that carries a {@code random}, and,
 * in games created by JCZ 5.9 or later, moves on after each use as a 48-bit linear congruential
 * generator (the multiplier and increment of {@code java.util.Random}).
 */
final class JczRandom {
    private static final long MULTIPLIER = 0x5DEECE66DL;
    private static final long INCREMENT = 0xBL;
    private static final long MASK = (1L << 48) - 1;

    private final boolean advances;
    private double r;

    JczRandom(double initial, boolean advances) {
        this.r = initial;
        this.advances = advances;
    }

    /** A move's own random number replaces the current one. */
    void replace(double value) {
        r = value;
    }

    /** Uses the current number once (a tile draw whose tile the save records anyway). */
    void skip() {
        use();
    }

    /** The index a draw from {@code size} things takes with the current number, {@code floor(r * size)}, without using it. */
    int index(int size) {
        return Math.min(size - 1, (int) Math.floor(r * size));
    }

    /**
     * S11: the token a draw takes from a bag holding {@code counts} (in {@link Token#ORDER}): the
     * bag laid out 1s, 2s, 3s, 4s, wolves, and the token at {@code floor(r * size)}; null for an
     * empty bag.
     */
    Token token(int[] counts) {
        int size = 0;
        for (int c : counts) {
            size += c;
        }
        double value = use();
        if (size == 0) {
            return null;
        }
        int i = Math.min(size - 1, (int) Math.floor(value * size));
        for (Token t : Token.ORDER) {
            if (i < counts[t.ordinal()]) {
                return t;
            }
            i -= counts[t.ordinal()];
        }
        throw new IllegalStateException("token index out of the bag");
    }

    private double use() {
        double value = r;
        if (advances) {
            long x = Double.doubleToRawLongBits(r) & MASK;
            x = (MULTIPLIER * x + INCREMENT) & MASK;
            r = (double) x / (double) (1L << 48);
        }
        return value;
    }
}

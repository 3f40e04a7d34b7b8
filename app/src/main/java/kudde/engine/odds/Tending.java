package kudde.engine.odds;

import kudde.engine.model.Token;

/**
 * Grow or guide (S5–S7) as optimal stopping. The state is which tokens are left in the bag; the
 * flock is what the player started with plus every sheep token drawn since. Guiding scores the
 * flock (S7). Growing draws one token (S6): a wolf loses the flock, a sheep joins it, and then the
 * player gets another tending turn for this field with chance {@code p} (otherwise the flock is
 * still on the board at the end and scores nothing, S10); on that turn they choose again, as well
 * as possible. Wolves always go back into the bag (S6), so their count never changes on the way.
 *
 * <p>Every state is worked out once, smallest bag first: at most 5 · 6 · 6 · 3 = 540 states.
 */
public final class Tending {
    private static final int BISECTIONS = 40;

    private final int sheep;
    private final int[] bag;
    private final int wolves;
    private final int[] radix = new int[4];
    private final double[] value;

    /**
     * @param sheep the flock now: every sheep token in the field (S9)
     * @param bag   counts per kind in {@link Token#ORDER}
     */
    public Tending(int sheep, int[] bag) {
        if (bag.length != 5) {
            throw new IllegalArgumentException("a bag has five kinds of token");
        }
        this.sheep = sheep;
        this.bag = bag.clone();
        this.wolves = bag[Token.WOLF.ordinal()];
        int n = 1;
        for (int k = 0; k < 4; k++) {
            radix[k] = n;
            n *= bag[k] + 1;
        }
        this.value = new double[n];
    }

    /** No token in the bag: growing is no move (S11). */
    public boolean bagEmpty() {
        return bag[0] + bag[1] + bag[2] + bag[3] + wolves == 0;
    }

    /** Points for guiding now (S7): the whole flock. */
    public int guideNow() {
        return sheep;
    }

    /**
     * Expected points of growing now and then, at each further tending turn (which comes with
     * chance {@code p}), choosing the better of growing again and guiding.
     */
    public double growNow(double p) {
        if (bag[0] + bag[1] + bag[2] + bag[3] + wolves == 0) {
            return Double.NaN; // nothing to draw: growing is no move (S11, an empty bag)
        }
        fill(p);
        return grow(bag[0], bag[1], bag[2], bag[3], p);
    }

    /** Whether growing now has the higher expected value at chance {@code p}. */
    public boolean growPays(double p) {
        double g = growNow(p);
        return !Double.isNaN(g) && g > sheep;
    }

    /**
     * The break-even chance: growing pays exactly when the chance of another tending turn is above
     * it. {@code Double.NaN} when growing does not pay even with a certain next turn (or cannot be
     * done); 0 when the flock is empty.
     */
    public double breakEven() {
        double atOne = growNow(1);
        if (Double.isNaN(atOne) || atOne <= sheep) {
            return Double.NaN;
        }
        if (sheep == 0) {
            return 0;
        }
        // growNow rises with p (every value is a maximum of sums with non-negative weights in p).
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < BISECTIONS; i++) {
            double mid = (lo + hi) / 2;
            if (growNow(mid) > sheep) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    /**
     * Expected points of growing when exactly this tile closes the field and the flock that
     * survives is guided at once ({@code closedField=guide}, S8 [CAR]): one draw, no later choice.
     */
    public double growThenGuided() {
        int size = bag[0] + bag[1] + bag[2] + bag[3] + wolves;
        if (size == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (int k = 0; k < 4; k++) {
            sum += (double) bag[k] * (sheep + k + 1);
        }
        return sum / size;
    }

    /** Value of every state with the choice still open, smallest bag first. */
    private void fill(double p) {
        for (int c4 = 0; c4 <= bag[3]; c4++) {
            for (int c3 = 0; c3 <= bag[2]; c3++) {
                for (int c2 = 0; c2 <= bag[1]; c2++) {
                    for (int c1 = 0; c1 <= bag[0]; c1++) {
                        int flock = sheep + (bag[0] - c1) + 2 * (bag[1] - c2) + 3 * (bag[2] - c3) + 4 * (bag[3] - c4);
                        double g = c1 + c2 + c3 + c4 + wolves == 0 ? Double.NaN : grow(c1, c2, c3, c4, p);
                        value[index(c1, c2, c3, c4)] = Double.isNaN(g) ? flock : Math.max(flock, g);
                    }
                }
            }
        }
    }

    /** Expected points of one grow from this bag, the states with one token fewer being known. */
    private double grow(int c1, int c2, int c3, int c4, double p) {
        int size = c1 + c2 + c3 + c4 + wolves;
        double sum = 0;
        if (c1 > 0) {
            sum += c1 * value[index(c1 - 1, c2, c3, c4)];
        }
        if (c2 > 0) {
            sum += c2 * value[index(c1, c2 - 1, c3, c4)];
        }
        if (c3 > 0) {
            sum += c3 * value[index(c1, c2, c3 - 1, c4)];
        }
        if (c4 > 0) {
            sum += c4 * value[index(c1, c2, c3, c4 - 1)];
        }
        // A wolf scores 0; no further tending turn (chance 1 - p) leaves a flock worth 0 (S10).
        return p * sum / size;
    }

    private int index(int c1, int c2, int c3, int c4) {
        return c1 * radix[0] + c2 * radix[1] + c3 * radix[2] + c4 * radix[3];
    }
}

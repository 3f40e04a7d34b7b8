package kudde.engine.odds;

import kudde.engine.model.Token;

/**
 * Grow or guide (S5–S7) over the rest of this game as {@link FieldFuture} played it out: the same
 * optimal stopping as {@link Tending}, but the chance of another tending turn is not one number. At
 * each later tending turn the player weighs growing against guiding with what comes next as counted
 * in the games played out from a tending turn with as many tiles left, so the chance falls as the
 * tiles run out. A grow on a tile that closes the field is followed by nothing, or under
 * {@code closedField=guide} by the guiding at once (S8); another player's tile that closes the field
 * leaves the flock worth nothing at the end (S10), or under {@code closedField=guide} guides it.
 *
 * <p>The bag's states are worked out exactly, smallest bag first, for each number of tiles left at
 * which a tending turn came up; the only estimate is {@link FieldFuture}'s count.
 */
public final class TendingAhead {
    private final int sheep;
    private final int[] bag;
    private final int wolves;
    private final int[] radix = new int[4];
    private final int states;
    private final FieldFuture f;
    private final boolean closedGuides;
    /** value[L][state]: at a tending turn with L tiles left, the flock open, the better of the two. */
    private final double[][] value;
    private final double[] closing;
    private double growNow = Double.NaN;
    private double tendPart;
    private double closedPart;
    private double margin;

    public TendingAhead(int sheep, int[] bag, FieldFuture f, boolean closedGuides) {
        this(sheep, bag, f, closedGuides, true);
    }

    private TendingAhead(int sheep, int[] bag, FieldFuture f, boolean closedGuides, boolean withMargin) {
        this.sheep = sheep;
        this.bag = bag.clone();
        this.wolves = bag[Token.WOLF.ordinal()];
        this.f = f;
        this.closedGuides = closedGuides;
        int n = 1;
        for (int k = 0; k < 4; k++) {
            radix[k] = n;
            n *= bag[k] + 1;
        }
        states = n;
        value = new double[f.left + 1][];
        closing = new double[n];
        work(withMargin);
    }

    /** Expected points of growing now and then choosing as well as possible; NaN with an empty bag (S11). */
    public double growNow() {
        return growNow;
    }

    /**
     * Expected points of leaving the flock as it is (S5 optional): the bag unchanged, what comes next
     * as played out, each later choice taken as well as possible.
     */
    public double leaveNow() {
        if (f.total == 0) {
            return 0;
        }
        double[] next = continuation(f.rootTend, f.rootTendCloses, f.rootOtherCloses, f.total);
        return next[index(bag[0], bag[1], bag[2], bag[3])];
    }

    /** The 95 % margin of {@link #growNow}, from how far the batches of games played out stray. */
    public double margin() {
        return margin;
    }

    /**
     * The chance of another tending turn above which growing pays, the rest counted as played out
     * (growing's worth rises in proportion to that chance); NaN when it would not pay even then.
     */
    public double breakEven() {
        if (Double.isNaN(growNow) || tendPart <= 0) {
            return Double.NaN;
        }
        double b = (sheep - closedPart) / tendPart;
        return b > 1 ? Double.NaN : Math.max(0, b);
    }

    private int size(int c1, int c2, int c3, int c4) {
        return c1 + c2 + c3 + c4 + wolves;
    }

    private int flock(int c1, int c2, int c3, int c4) {
        return sheep + (bag[0] - c1) + 2 * (bag[1] - c2) + 3 * (bag[2] - c3) + 4 * (bag[3] - c4);
    }

    private int index(int c1, int c2, int c3, int c4) {
        return c1 * radix[0] + c2 * radix[1] + c3 * radix[2] + c4 * radix[3];
    }

    private void work(boolean withMargin) {
        // A tile of the player's own that closes the field: tending once more, then no later turn.
        forEachState((c1, c2, c3, c4) -> {
            int flock = flock(c1, c2, c3, c4);
            double best = flock;
            if (closedGuides && size(c1, c2, c3, c4) > 0) {
                double sum = 0;
                sum += c1 * (flock + 1.0) + c2 * (flock + 2.0) + c3 * (flock + 3.0) + c4 * (flock + 4.0);
                best = Math.max(best, sum / size(c1, c2, c3, c4));
            }
            closing[index(c1, c2, c3, c4)] = best;
        });
        for (int l = 0; l <= f.left; l++) {
            if (f.visits[l] == 0) {
                continue;
            }
            final int at = l;
            double[] next = continuation(f.tend[at], f.tendCloses[at], f.otherCloses[at], f.visits[at]);
            double[] v = new double[states];
            forEachState((c1, c2, c3, c4) -> {
                int i = index(c1, c2, c3, c4);
                v[i] = Math.max(flock(c1, c2, c3, c4), grow(next, c1, c2, c3, c4));
            });
            value[at] = v;
        }
        double n = f.total;
        double[] own = continuation(f.rootTend, f.rootTendCloses, f.rootOtherCloses, 1);
        growNow = n == 0 ? 0 : grow(own, bag[0], bag[1], bag[2], bag[3]) / n;
        // Growing's worth is the part from the player's next tending turn plus the part from another
        // player's tile closing the field; the first grows in proportion to the chance of that turn.
        double[] shut = continuation(null, 0, f.rootOtherCloses, 1);
        closedPart = n == 0 ? 0 : grow(shut, bag[0], bag[1], bag[2], bag[3]) / n;
        double again = f.tendingAgain();
        tendPart = again == 0 ? 0 : (growNow - closedPart) * n / again;
        margin = withMargin && f.batches != null ? batchSpread() : 0;
        if (size(bag[0], bag[1], bag[2], bag[3]) == 0) {
            growNow = Double.NaN; // nothing to draw: growing is no move (S11)
            margin = 0;
        }
    }

    /**
     * The 95 % margin from the batches the games were played out in: growing's worth worked out
     * from each batch on its own, and how far those stray (Student's t for one degree of freedom
     * fewer than the batches). It counts the uncertainty of the later tending turns too, which the
     * games played out also only estimate, not only that of the first.
     */
    private double batchSpread() {
        FieldFuture[] parts = f.batches;
        int k = parts.length;
        if (k < 2 || size(bag[0], bag[1], bag[2], bag[3]) == 0) {
            return 0;
        }
        // Growing's worth is certain where nothing still to come can change it: a bag of wolves only
        // takes the flock at the first draw (S6); with no turn of the player's own left the flock is
        // never tended again, and is lost at the end (S10) unless another player's tile closing the
        // field guides it, which only closedField=guide does (S8). No ending left unseen moves it.
        if (wolves == size(bag[0], bag[1], bag[2], bag[3]) || (f.noOwnTurn && !closedGuides)) {
            return 0;
        }
        double[] each = new double[k];
        double mean = 0;
        for (int b = 0; b < k; b++) {
            each[b] = new TendingAhead(sheep, bag, parts[b], closedGuides, false).growNow;
            mean += each[b] / k;
        }
        double squares = 0;
        for (double g : each) {
            squares += (g - mean) * (g - mean);
        }
        double spread = STUDENT_975[Math.min(k - 1, STUDENT_975.length - 1)] * Math.sqrt(squares / (k - 1) / k);
        // An ending no game played out came to (another player closing the field, say) is no proof it
        // cannot come: its chance may be up to the margin of a chance seen 0 times, and it moves growing's
        // worth by at most what a flock can be worth (every sheep token of the bag added to it).
        int most = flock(0, 0, 0, 0);
        return Math.max(spread, most * NextChance.margin(0, f.samples));
    }

    /** Student's t, 97.5 % quantile, for 0 … 19 degrees of freedom (index 0 unused). */
    private static final double[] STUDENT_975 = {Double.NaN, 12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306,
        2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093};

    /**
     * For every bag state after a grow's sheep token: the worth of what comes next, weighted by how
     * often it came ({@code tend[L]} tending turns with L tiles left, {@code closes} own tiles that
     * closed the field, {@code shut} tiles of others that closed it), over {@code of}.
     */
    private double[] continuation(double[] tend, double closes, double shut, double of) {
        double[] c = new double[states];
        forEachState((c1, c2, c3, c4) -> {
            int i = index(c1, c2, c3, c4);
            double sum = 0;
            if (tend != null) {
                for (int l = 0; l < tend.length; l++) {
                    if (tend[l] > 0) {
                        sum += tend[l] * value[l][i];
                    }
                }
            }
            sum += closes * closing[i];
            sum += shut * (closedGuides ? flock(c1, c2, c3, c4) : 0);
            c[i] = sum / of;
        });
        return c;
    }

    /** Expected points of one grow from this bag: a wolf scores 0 (S6), a sheep goes on as {@code next} says. */
    private double grow(double[] next, int c1, int c2, int c3, int c4) {
        int size = size(c1, c2, c3, c4);
        if (size == 0) {
            return Double.NEGATIVE_INFINITY; // nothing to draw: growing is no move (S11)
        }
        double sum = 0;
        if (c1 > 0) {
            sum += c1 * next[index(c1 - 1, c2, c3, c4)];
        }
        if (c2 > 0) {
            sum += c2 * next[index(c1, c2 - 1, c3, c4)];
        }
        if (c3 > 0) {
            sum += c3 * next[index(c1, c2, c3 - 1, c4)];
        }
        if (c4 > 0) {
            sum += c4 * next[index(c1, c2, c3, c4 - 1)];
        }
        return sum / size;
    }

    private interface State {
        void at(int c1, int c2, int c3, int c4);
    }

    private void forEachState(State s) {
        for (int c4 = 0; c4 <= bag[3]; c4++) {
            for (int c3 = 0; c3 <= bag[2]; c3++) {
                for (int c2 = 0; c2 <= bag[1]; c2++) {
                    for (int c1 = 0; c1 <= bag[0]; c1++) {
                        s.at(c1, c2, c3, c4);
                    }
                }
            }
        }
    }
}

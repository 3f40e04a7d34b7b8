package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleSet;

/**
 * One scenario resolved under two rule sets, its steps side by side: steps of the same turn are
 * aligned by what they are (event and rule), and each pair is marked the same or changed (its text
 * or points differ); a step only one side has stands alone. The notes on other presets are not
 * compared: they differ by design.
 */
public final class VariantDiff {
    private final Resolution left;
    private final Resolution right;
    private final List<Row> rows;

    /** How a row of the two sides compares. */
    public enum Change {
        SAME, CHANGED, ONLY_LEFT, ONLY_RIGHT
    }

    /**
     * One line of the comparison.
     *
     * @param left       the left step, or null
     * @param leftIndex  its index in the left resolution, or -1
     */
    public record Row(int turn, Step left, int leftIndex, Step right, int rightIndex, Change change) {
        public boolean differs() {
            return change != Change.SAME;
        }
    }

    private VariantDiff(Resolution left, Resolution right) {
        this.left = left;
        this.right = right;
        this.rows = align(left.steps(), right.steps());
    }

    /** Resolves {@code s} under both rule sets and aligns the steps. */
    public static VariantDiff of(Scenario s, RuleSet leftRules, RuleSet rightRules) {
        return new VariantDiff(Resolver.resolve(s.withRules(leftRules)), Resolver.resolve(s.withRules(rightRules)));
    }

    public Resolution left() {
        return left;
    }

    public Resolution right() {
        return right;
    }

    public List<Row> rows() {
        return rows;
    }

    /** Rows whose sides differ. */
    public int differences() {
        int n = 0;
        for (Row r : rows) {
            n += r.differs() ? 1 : 0;
        }
        return n;
    }

    /** Whether the final scores, or an error, differ. */
    public boolean outcomeDiffers() {
        return !java.util.Arrays.equals(left.end().scores(), right.end().scores()) || left.ok() != right.ok();
    }

    private static List<Row> align(List<Step> a, List<Step> b) {
        List<Row> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            int turn = Math.min(i < a.size() ? a.get(i).turn() : Integer.MAX_VALUE,
                    j < b.size() ? b.get(j).turn() : Integer.MAX_VALUE);
            int ie = i;
            while (ie < a.size() && a.get(ie).turn() == turn) {
                ie++;
            }
            int je = j;
            while (je < b.size() && b.get(je).turn() == turn) {
                je++;
            }
            alignTurn(turn, a, i, ie, b, j, je, out);
            i = ie;
            j = je;
        }
        return List.copyOf(out);
    }

    /** Longest common subsequence of the two turns' steps by (event, rule), then the pairs in order. */
    private static void alignTurn(int turn, List<Step> a, int a0, int a1, List<Step> b, int b0, int b1, List<Row> out) {
        int n = a1 - a0;
        int m = b1 - b0;
        int[][] lcs = new int[n + 1][m + 1];
        for (int x = n - 1; x >= 0; x--) {
            for (int y = m - 1; y >= 0; y--) {
                lcs[x][y] = sameKind(a.get(a0 + x), b.get(b0 + y)) ? lcs[x + 1][y + 1] + 1
                        : Math.max(lcs[x + 1][y], lcs[x][y + 1]);
            }
        }
        int x = 0;
        int y = 0;
        while (x < n || y < m) {
            if (x < n && y < m && sameKind(a.get(a0 + x), b.get(b0 + y))) {
                Step l = a.get(a0 + x);
                Step r = b.get(b0 + y);
                out.add(new Row(turn, l, a0 + x, r, b0 + y, sameContent(l, r) ? Change.SAME : Change.CHANGED));
                x++;
                y++;
            } else if (y >= m || (x < n && lcs[x + 1][y] >= lcs[x][y + 1])) {
                out.add(new Row(turn, a.get(a0 + x), a0 + x, null, -1, Change.ONLY_LEFT));
                x++;
            } else {
                out.add(new Row(turn, null, -1, b.get(b0 + y), b0 + y, Change.ONLY_RIGHT));
                y++;
            }
        }
    }

    private static boolean sameKind(Step l, Step r) {
        return l.event().equals(r.event()) && l.rule() == r.rule();
    }

    private static boolean sameContent(Step l, Step r) {
        return Objects.equals(l.message(), r.message()) && Objects.equals(l.details(), r.details())
                && java.util.Arrays.equals(l.points(), r.points()) && l.rules().equals(r.rules());
    }
}

package kudde.engine.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** S5–S7 optimal stopping against a brute-force enumeration of every draw sequence on small bags. */
class TendingTest {

    /**
     * Every draw sequence, token by token (each physical token its own branch, no state shared):
     * the expected points of growing now from a flock and the tokens in the bag (0 = wolf), choosing
     * the better of growing and guiding at every later tending turn, which comes with chance p.
     */
    static double bruteGrow(int flock, List<Integer> tokens, double p) {
        double sum = 0;
        for (int i = 0; i < tokens.size(); i++) {
            int v = tokens.get(i);
            if (v == 0) {
                continue; // S6: the wolf scatters the flock; it goes back into the bag, nothing scores
            }
            List<Integer> rest = new ArrayList<>(tokens);
            rest.remove(i);
            int next = flock + v;
            double later = rest.isEmpty() ? next : Math.max(next, bruteGrow(next, rest, p));
            sum += p * later; // no further tending turn (1 - p): the flock scores nothing (S10)
        }
        return sum / tokens.size();
    }

    private static List<Integer> tokens(int[] bag) {
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
            for (int i = 0; i < bag[k]; i++) {
                out.add(k == 4 ? 0 : k + 1);
            }
        }
        return out;
    }

    @Test
    void equalsBruteForceOnEverySmallBag() {
        long seed = kudde.robust.Seeds.base();
        String replay = kudde.robust.Seeds.replay(TendingTest.class, "equalsBruteForceOnEverySmallBag", seed);
        Random r = new Random(seed);
        int cases = 0;
        for (int c1 = 0; c1 <= 2; c1++) {
            for (int c2 = 0; c2 <= 2; c2++) {
                for (int c3 = 0; c3 <= 1; c3++) {
                    for (int c4 = 0; c4 <= 1; c4++) {
                        for (int w = 0; w <= 2; w++) {
                            int[] bag = {c1, c2, c3, c4, w};
                            if (c1 + c2 + c3 + c4 + w == 0) {
                                continue;
                            }
                            int sheep = r.nextInt(16);
                            double p = r.nextDouble();
                            double exact = new Tending(sheep, bag).growNow(p);
                            assertThat(exact).as("seed %d, bag %s, sheep %d, p %f (%s)", seed,
                                    java.util.Arrays.toString(bag), sheep, p, replay).isCloseTo(bruteGrow(sheep, tokens(bag), p), within(1e-9));
                            cases++;
                        }
                    }
                }
            }
        }
        assertThat(cases).isEqualTo(3 * 3 * 2 * 2 * 3 - 1);
    }

    @Test
    void bruteForceAgreesAtCertainAndNoNextTurn() {
        int[] bag = {1, 2, 1, 1, 1};
        for (int sheep = 0; sheep <= 12; sheep++) {
            Tending t = new Tending(sheep, bag);
            assertThat(t.growNow(1)).isCloseTo(bruteGrow(sheep, tokens(bag), 1), within(1e-9));
            assertThat(t.growNow(0)).isZero();
        }
    }

    @Test
    void growingPaysAboveSixtyFourPercent() {
        // Flock 3; bag: two 4-sheep tokens and a wolf. Growing: 2/3 · p · 7 (a second grow would
        // bring 1/2 · p · 11 ≤ 5.5, less than guiding the 7), so it pays above p = 3 / (14/3) = 9/14.
        Tending t = new Tending(3, new int[] {0, 0, 0, 2, 1});
        assertThat(t.growNow(1)).isCloseTo(14.0 / 3, within(1e-12));
        assertThat(t.breakEven()).isCloseTo(9.0 / 14, within(1e-9));
        assertThat(t.growPays(0.65)).isTrue();
        assertThat(t.growPays(0.64)).isFalse();
    }

    @Test
    void breakEvenIsWhereGrowingEqualsGuiding() {
        long seed = kudde.robust.Seeds.base();
        String replay = kudde.robust.Seeds.replay(TendingTest.class, "breakEvenIsWhereGrowingEqualsGuiding", seed);
        Random r = new Random(seed);
        for (int i = 0; i < 200; i++) {
            int[] bag = {r.nextInt(5), r.nextInt(6), r.nextInt(6), r.nextInt(3), r.nextInt(3)};
            int sheep = 1 + r.nextInt(20);
            Tending t = new Tending(sheep, bag);
            double be = t.breakEven();
            if (Double.isNaN(be)) {
                assertThat(t.growPays(1)).as("seed %d case %d (%s)", seed, i, replay).isFalse();
            } else {
                assertThat(t.growNow(be)).as("seed %d case %d (%s)", seed, i, replay).isCloseTo(sheep, within(1e-6));
                assertThat(t.growPays(Math.min(1, be + 1e-6))).as("seed %d case %d (%s)", seed, i, replay).isTrue();
                assertThat(t.growPays(be - 1e-6)).as("seed %d case %d (%s)", seed, i, replay).isFalse();
            }
        }
    }

    @Test
    void aWolfOnlyBagNeverPaysAndAnEmptyBagCannotBeDrawn() {
        assertThat(new Tending(4, new int[] {0, 0, 0, 0, 2}).growNow(1)).isZero();
        assertThat(new Tending(4, new int[] {0, 0, 0, 0, 2}).breakEven()).isNaN();
        assertThat(new Tending(4, new int[] {0, 0, 0, 0, 0}).growNow(1)).isNaN();
        assertThat(new Tending(4, new int[] {0, 0, 0, 0, 0}).growPays(1)).isFalse();
    }

    @Test
    void growThenGuidedIsOneDrawThenThePoints() {
        // S8 under closedField=guide: 1/4 · 0 (wolf) + 3/4 · (5 + 2)
        assertThat(new Tending(5, new int[] {0, 3, 0, 0, 1}).growThenGuided()).isCloseTo(5.25, within(1e-12));
    }

    @Test
    void theOldOneDrawModelOverratesGrowingAtAFullBag() {
        // A full bag, 10 sheep: the old "grow once, then guide" said 0.889 · 10 + 37/18 = 10.94 > 10.
        // With a 60 % chance of another tending turn, growing is worth far less than guiding.
        Tending t = new Tending(10, new int[] {4, 5, 5, 2, 2});
        assertThat(t.growThenGuided()).isGreaterThan(10);
        assertThat(t.growPays(0.6)).isFalse();
        assertThat(t.breakEven()).isBetween(0.6, 1.0);
    }
}

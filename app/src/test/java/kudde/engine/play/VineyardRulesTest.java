package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Vineyards (docs/rules.md V1–V3). The monastery base/B at [0,0] is ringed by base/B, or by hs/01
 * (vineyard, one city edge) turned so its city faces away from the monastery. V2 (one vineyard
 * for two monasteries) and V3 (incomplete) are also in {@link EdgeCasesTest.Vineyards}.
 */
class VineyardRulesTest {
    private static final int[][] RING = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}};

    /** The ring without [1,1], hs/01 where {@code vineyards} says, with red's monk at [0,0]. */
    private static ScenarioBuilder ring(Map<String, Integer> vineyards, boolean monk) {
        ScenarioBuilder b = scenario().players("red", "blue").tile("base/B", 0, 0);
        for (int[] xy : RING) {
            Integer rotation = vineyards.get(xy[0] + "," + xy[1]);
            if (rotation == null) {
                b.tile("base/B", xy[0], xy[1]);
            } else {
                b.tile("hs/01", xy[0], xy[1], rotation);
            }
        }
        return monk ? b.follower("red", 0, 0, "monastery") : b;
    }

    @Nested
    class V1Bonus {
        @Test
        void aCompletedMonasteryScoresThreeMorePerVineyardAround() {
            // Vineyards north, east (city turned outwards) and south: 9 + 3 x 3 = 18.
            Played p = ring(Map.of("0,-1", 0, "1,0", 90, "0,1", 180), true)
                    .play("blue", "base/B", 1, 1)
                    .resolve().legal();
            Step s = p.step("monastery-scored");
            assertThat(s.rules()).contains(RuleId.B5, RuleId.V1).doesNotContain(RuleId.V2);
            assertThat(s.details()).contains(Message.of("detail.vineyards", 3, new Message.Names(List.of(
                    PlaceWords.around("N", "[0,-1]"), PlaceWords.around("E", "[1,0]"), PlaceWords.around("S", "[0,1]")))));
            // V1: the sum is written out, 9 + 3 per vineyard; one monastery, so no V2 step.
            assertThat(s.message()).isEqualTo(Message.of("step.scored-vineyards", Message.of("step.monastery-complete"),
                    new Message.Names(List.of("red")), 3, 18));
            assertThat(p.events()).doesNotContain("vineyard-shared");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 18));
            // The highlight shows the monastery, the placed tile and the vineyards.
            assertThat(s.highlight().tiles()).contains(new kudde.engine.model.Pos(0, -1),
                    new kudde.engine.model.Pos(1, 0), new kudde.engine.model.Pos(0, 1));
        }

        @Test
        void aDiagonalVineyardCounts() {
            // hs/05 (vineyard, city south-east after turning 180) closes the ring in the corner: 9 + 3.
            Played p = ring(Map.of(), true)
                    .play("blue", "hs/05", 1, 1, 180)
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(12);
        }

        @Test
        void theVineyardOnTheTileThatCompletesTheMonasteryCounts() {
            Played p = ring(Map.of("-1,-1", 0), true)
                    .play("blue", "hs/05", 1, 1, 180)
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(15);
        }

        @Test
        void withoutAMonkNobodyScoresTheBonus() {
            Played p = ring(Map.of("0,-1", 0), false)
                    .play("blue", "base/B", 1, 1)
                    .resolve().legal();
            Step s = p.step("monastery-completed");
            assertThat(s.totalPoints()).isZero();
            assertThat(p.score("red")).isZero();
        }

        @Test
        void aMonasteryWithoutVineyardsScoresNine() {
            Played p = ring(Map.of(), true).play("blue", "base/B", 1, 1).resolve().legal();
            Step s = p.step("monastery-scored");
            assertThat(s.rules()).doesNotContain(RuleId.V1);
            assertThat(p.score("red")).isEqualTo(9);
        }
    }

    @Nested
    class V2Shared {
        @Test
        void twoVineyardsBetweenTwoMonasteriesAddToBoth() {
            // Blue's monastery at [1,1] completes both: each has the same 2 vineyards, 9 + 6.
            Played p = sharedVineyardBoard()
                    .play("blue", "base/B", 1, 1).placeFollower("monastery")
                    .resolve().legal();
            assertThat(p.stepsWith("monastery-scored")).hasSize(2);
            for (Step s : p.stepsWith("monastery-scored")) {
                assertThat(s.rules()).contains(RuleId.V1);
                assertThat(s.message().key()).isEqualTo("step.scored-vineyards");
                assertThat(s.message().args()).endsWith(2, 15);
            }
            // V2: after the second monastery, a step of its own names the vineyards counted twice.
            Step shared = p.step("vineyard-shared");
            assertThat(shared.rule()).isEqualTo(RuleId.V2);
            assertThat(shared.message()).isEqualTo(Message.of("step.vineyard-shared",
                    new Message.Names(List.of(PlaceWords.around("N", "[1,0]"), PlaceWords.around("W", "[0,1]")))));
            assertThat(p.events()).containsSubsequence("monastery-scored", "monastery-scored", "vineyard-shared");
            assertThat(p.score("red")).isEqualTo(15);
            assertThat(p.score("blue")).isEqualTo(15);
        }
    }

    /**
     * Monasteries at [0,0] (red's monk) and [1,1] (completed by blue's turn). Their rings share
     * [1,0] and [0,1], both hs/01 with the city turned away: north at [1,0] (capped by base/E turned
     * 180 at [1,-1]) and west at [0,1] (capped by base/E turned 90 at [-1,1]). Everything else base/B.
     */
    private static ScenarioBuilder sharedVineyardBoard() {
        ScenarioBuilder b = scenario().players("red", "blue");
        for (int y = -1; y <= 2; y++) {
            for (int x = -1; x <= 2; x++) {
                if (x == 1 && y == 1) {
                    continue;
                }
                if (x == 1 && y == 0) {
                    b.tile("hs/01", x, y, 0);
                } else if (x == 1 && y == -1) {
                    b.tile("base/E", x, y, 180);
                } else if (x == 0 && y == 1) {
                    b.tile("hs/01", x, y, 270);
                } else if (x == -1 && y == 1) {
                    b.tile("base/E", x, y, 90);
                } else {
                    b.tile("base/B", x, y);
                }
            }
        }
        return b.follower("red", 0, 0, "monastery");
    }
}

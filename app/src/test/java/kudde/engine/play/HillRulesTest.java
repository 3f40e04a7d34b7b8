package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.model.TilePlacement;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Hills (docs/rules.md H1–H6). The tie cases of H4 and H5 are in {@link EdgeCasesTest.Hills}. */
class HillRulesTest {

    /**
     * The 5-tile road of {@link EdgeCasesTest.Hills}: hs/13 [0,0], hs/15 [1,0], hs/09 [1,1] are hills,
     * base/U [0,1] and the closing base/A [-1,1] are not.
     */
    private static ScenarioBuilder roadOfFiveWithoutItsEnd() {
        return scenario().players("red", "blue", "green")
                .tile("hs/13", 0, 0, 90).tile("hs/15", 1, 0).tile("hs/09", 1, 1, 180).tile("base/U", 0, 1);
    }

    @Nested
    class H1HiddenTile {
        @Test
        void aHillTileHidesTheTileSlidUnderIt() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "hs/13", 1, 0, 90).hiding("base/B")
                    .resolve().legal();
            // H1: the second tile goes under the hill before the hill tile is placed, face down, so the
            // step comes first and does not name it; its snapshot has no new tile yet.
            assertThat(p.events()).containsExactly("hill-hides-tile", "tile-placed");
            Step hides = p.step("hill-hides-tile");
            assertThat(hides.rule()).isEqualTo(RuleId.H1);
            assertThat(hides.message()).isEqualTo(Message.of("step.hill-hides-tile", "red"));
            assertThat(hides.after().tileCount()).isEqualTo(1);
            // The hidden tile is out of play: it is not on the board.
            assertThat(p.resolution().placements()).extracting(TilePlacement::tile)
                    .extracting(t -> t.id()).containsExactly("base/U", "hs/13");
        }

        @Test
        void aHillTileWithoutANamedHiddenTileStillHidesOne() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "hs/13", 1, 0, 90)
                    .resolve().legal();
            assertThat(p.step("hill-hides-tile").message()).isEqualTo(Message.of("step.hill-hides-tile", "red"));
        }

        @Test
        void onlyAHillTileHidesATile() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "base/U", 1, 0).hiding("base/B")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.H1);
            assertThat(p.error().reason().key()).isEqualTo("turn.hiddenNotHill");
            assertThat(p.error().reason().args()).containsExactly("base/U", "base/B");
        }

        @Test
        void aNonHillTileHidesNothing() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "base/U", 1, 0)
                    .resolve().legal();
            assertThat(p.stepsWith("hill-hides-tile")).isEmpty();
        }
    }

    @Nested
    class H2Placement {
        @Test
        void theHillBelongsToTheCityOnItsTileToo() {
            // City: hs/15 (hill) [1,0] + base/F turned 90 (pennant) [1,-1] + base/E closing it at [1,-2]:
            // 3 tiles + 1 pennant = 8. Red (on the hill tile) and blue tie 1:1; only red scores (H4).
            Played p = scenario().players("red", "blue")
                    .tile("hs/15", 1, 0).tile("base/F", 1, -1, 90)
                    .follower("red", 1, 0, "city:N").follower("blue", 1, -1, "city:N")
                    .play("blue", "base/E", 1, -2, 180)
                    .resolve().legal();
            Step s = p.step("city-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 8));
            assertThat(s.rules()).contains(RuleId.B4, RuleId.H4);
        }

        @Test
        void aFollowerGoesOnAHillTileAsUsual() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "hs/13", 1, 0, 90).placeFollower("road:W")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("hill-hides-tile", "tile-placed", "follower-placed");
            assertThat(p.figures()).containsExactly("follower red [1,0] road:W");
        }
    }

    @Nested
    class H3NoTieNoEffect {
        @Test
        void withoutATieHillFollowersChangeNothing() {
            // Red: [0,1] and [1,0] (a hill). Blue: [0,0] (a hill). 2 beat 1, as without hills.
            Played p = roadOfFiveWithoutItsEnd()
                    .follower("red", 0, 1, "road:E").follower("red", 1, 0, "road:W")
                    .follower("blue", 0, 0, "road:E")
                    .play("green", "base/A", -1, 1, 270)
                    .resolve().legal();
            Step s = p.step("road-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 5));
            assertThat(s.rules()).contains(RuleId.H3).doesNotContain(RuleId.H4);
            assertThat(s.details()).contains(Message.of("detail.hill-no-tie"));
            // Hill followers return after scoring as usual.
            assertThat(p.supply("blue")).isEqualTo(7);
            assertThat(p.supply("red")).isEqualTo(7);
            assertThat(p.figures()).isEmpty();
        }
    }

    /**
     * Road end base/A [0,0], straights [1,0] [2,0] [3,0], hs/15 (hill curve) [4,0], to be closed by
     * base/A at [4,1]: red 2 followers, blue 1, green 1 on the hill.
     */
    private static ScenarioBuilder roadOfSixEndingOnAHill() {
        return scenario().players("red", "blue", "green")
                .tile("base/A", 0, 0, 270).tile("base/U", 1, 0).tile("base/U", 2, 0).tile("base/U", 3, 0)
                .tile("hs/15", 4, 0)
                .follower("red", 1, 0, "road:W").follower("red", 2, 0, "road:W")
                .follower("blue", 3, 0, "road:W")
                .follower("green", 4, 0, "road:W");
    }

    @Nested
    class H4TieBreak {
        @Test
        void aHillFollowerHelpsOnlyATiedLeader() {
            // Road end base/A [0,0], straights [1,0] [2,0] [3,0], hs/15 (hill curve) [4,0], closed by
            // base/A at [4,1]: 6 tiles. Red 2 and blue 2 (no hills) tie; green's one hill follower
            // is not among the leaders, so red and blue share.
            Played p = roadOfSixEndingOnAHill().follower("blue", 0, 0, "road:E")
                    .play("green", "base/A", 4, 1, 180)
                    .resolve().legal();
            Step s = p.step("road-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 6, "blue", 6));
            assertThat(s.rules()).doesNotContain(RuleId.H4);
            assertThat(s.details()).contains(Message.of("detail.tie-shared", new Message.Names(List.of("red", "blue"))));
            // H4: a step of its own after the scoring says why green's hill follower did not help.
            assertThat(p.events()).containsSubsequence("road-scored", "hill-not-leader");
            Step h = p.step("hill-not-leader");
            assertThat(h.rule()).isEqualTo(RuleId.H4);
            assertThat(h.rules()).contains(RuleId.B6);
            assertThat(h.message()).isEqualTo(Message.of("step.hill-not-leader", new Message.Names(List.of("green")),
                    new Message.Names(List.of("red", "blue"))));
            assertThat(h.highlight().tiles()).containsExactly(new kudde.engine.model.Pos(4, 0));
        }

        @Test
        void withoutATieAHillFollowerOutsideTheLeadIsNotReported() {
            Played p = roadOfSixEndingOnAHill().play("green", "base/A", 4, 1, 180).resolve().legal();
            assertThat(p.points(p.step("road-scored"))).isEqualTo(Map.of("red", 6));
            assertThat(p.events()).doesNotContain("hill-not-leader");
        }

        @Test
        void aThreeWayTieIsWonByEveryTiedPlayerOnAHill() {
            Played p = roadOfFiveWithoutItsEnd()
                    .follower("red", 0, 1, "road:E").follower("blue", 1, 1, "road:N").follower("green", 0, 0, "road:E")
                    .play("red", "base/A", -1, 1, 270)
                    .resolve().legal();
            Step s = p.step("road-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("blue", 5, "green", 5));
            assertThat(s.details()).contains(Message.of("detail.tie-hill",
                    new Message.Names(List.of("red", "blue", "green")), new Message.Names(List.of("blue", "green"))));
        }
    }

    @Nested
    class H5FinalScoring {
        @Test
        void aHillBreaksATieOfAnIncompleteRoadAtTheEnd() {
            // hs/13 (hill, road end) + base/U: 2 tiles, open; red on the hill tile, blue not.
            Played p = scenario().players("red", "blue")
                    .tile("hs/13", 0, 0, 90).tile("base/U", 1, 0)
                    .follower("red", 0, 0, "road:E").follower("blue", 1, 0, "road:W")
                    .endGame().resolve().legal();
            Step s = p.step("final-road");
            assertThat(s.rules()).contains(RuleId.B8, RuleId.H4, RuleId.H5);
            assertThat(p.points(s)).isEqualTo(Map.of("red", 2));
        }
    }

    /** A monastery at [0,0] with seven of its eight neighbours, [1,1] still open. */
    private static ScenarioBuilder monasteryRingOpenInTheSouthEast() {
        ScenarioBuilder b = scenario().players("red", "blue").tile("base/B", 0, 0);
        int[][] around = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}};
        for (int[] xy : around) {
            b.tile("base/B", xy[0], xy[1]);
        }
        return b;
    }

    @Nested
    class H6Monasteries {
        @Test
        void aMonasteryScoresForItsOneMonkWhateverHillsSurroundIt() {
            // base/B ring with hs/03 (hill) closing it in the south-east corner.
            Played p = monasteryRingOpenInTheSouthEast().follower("red", 0, 0, "monastery")
                    .play("blue", "hs/03", 1, 1, 180).placeFollower("city:E")
                    .resolve().legal();
            Step s = p.step("monastery-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 9));
            assertThat(s.rules()).doesNotContain(RuleId.H3, RuleId.H4, RuleId.B6);
            // H6: the step says that hills change nothing at a monastery (one monk, never a tie).
            assertThat(s.rules()).contains(RuleId.H6);
            // One hill tile around it: the sentence says "a hill tile", not "hill tiles".
            assertThat(s.details()).contains(Message.of("detail.monastery-hills", 1));
        }

        @Test
        void withoutHillsAroundTheMonasteryNothingIsSaidOfThem() {
            Played p = monasteryRingOpenInTheSouthEast().follower("red", 0, 0, "monastery").play("blue", "base/B", 1, 1).resolve().legal();
            assertThat(p.step("monastery-scored").rules()).doesNotContain(RuleId.H6);
        }
    }
}

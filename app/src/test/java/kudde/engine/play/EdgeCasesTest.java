package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The edge cases docs/rules.md names, each one test (or a small group) named for it. */
class EdgeCasesTest {
    static final Map<String, Integer> FULL_BAG = ShepherdRulesTest.FULL_BAG;

    /** Straights at [0,0] and [2,0] with a gap: a U at [1,0] joins their north fields (and roads). */
    private static ScenarioBuilder twoStraightsApart() {
        return scenario().players("red", "blue", "green").tile("base/U", 0, 0).tile("base/U", 2, 0);
    }

    /**
     * Three curves of a road loop round a square: base/V at [0,0] turned 270, [1,0] turned 0 and
     * [0,1] turned 180. A fourth curve, base/V turned 90 at [1,1], closes the loop (4 tiles) and the
     * small field inside it ({@code field:ESE} at [0,0], {@code field:NNW} at [1,1]). The field
     * outside the loop ({@code field:NNW} at [1,0]) stays open.
     */
    static ScenarioBuilder loopOfThree(Preset preset) {
        return scenario().preset(preset).players("red", "blue", "green")
                .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180);
    }

    @Nested
    class MergedFieldsWithTwoFlocks {
        @Test
        void guidingTheMergedFlockScoresAllItsSheepForEveryShepherd() {
            Played p = twoStraightsApart()
                    .shepherd("red", 0, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3)
                    .play("red", "base/U", 1, 0).guide()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "fields-merged", "tend", "no-tending", "flock-guide");
            assertThat(p.step("fields-merged").rule()).isEqualTo(RuleId.S9);
            assertThat(p.step("fields-merged").message().args())
                    .containsExactly(2, new Message.Names(List.of("red", "blue")), 5, 2);
            // Both joined fields held a shepherd: "both hold a shepherd", not "2 of them hold shepherds".
            assertThat(p.step("fields-merged").message().key()).isEqualTo("step.fields-merged-all");
            assertThat(kudde.explain.Texts.of("en").stepText(p.step("fields-merged")))
                    .startsWith("The tile joins two fields into one, and both hold a shepherd (red and blue).");
            assertThat(kudde.explain.Texts.of("nl").stepText(p.step("fields-merged")))
                    .startsWith("De tegel verbindt twee weiden tot één weide, en in beide staat een herder");
            Step guide = p.step("flock-guide");
            assertThat(p.points(guide)).isEqualTo(Map.of("red", 5, "blue", 5));
            assertThat(p.score("red")).isEqualTo(5);
            assertThat(p.score("blue")).isEqualTo(5);
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }

        @Test
        void theMergeCountsEveryFieldItJoinsAndHowManyHoldAShepherd() {
            // base/B at [1,0] touches four separate fields: the east one of the north-south straight at
            // [0,0], the west one of the straight at [2,0], and the fields of the city edges north and
            // south of it. Two of them hold shepherds.
            Played p = scenario().players("red", "blue")
                    .tile("base/U", 0, 0, 90).tile("base/U", 2, 0, 90).tile("base/E", 1, -1).tile("base/E", 1, 1, 180)
                    .shepherd("red", 0, 0, "field:ENE", 2).shepherd("blue", 2, 0, "field:WSW", 3)
                    .play("red", "base/B", 1, 0).guide()
                    .resolve().legal();
            assertThat(p.step("fields-merged").message())
                    .isEqualTo(Message.of("step.fields-merged", 4, new Message.Names(List.of("red", "blue")), 5, 2));
            assertThat(kudde.explain.Texts.of("en").stepText(p.step("fields-merged")))
                    .startsWith("The tile joins four fields into one; two of them hold shepherds (red and blue).");
        }

        @Test
        void aGrownSheepLiesNextToTheTendingShepherdButCountsForTheWholeFlock() {
            Played p = twoStraightsApart()
                    .shepherd("red", 0, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3)
                    .draws(1)
                    .play("red", "base/U", 1, 0).grow()
                    .play("blue", "base/U", 3, 0).guide()
                    .resolve().legal();
            assertThat(p.step("flock-grow").message().args()).containsExactly("red", 1, 6);
            // Blue's own tile now enlarges the merged field: blue guides all 6 sheep, red scores 6 too.
            assertThat(p.score("red")).isEqualTo(6);
            assertThat(p.score("blue")).isEqualTo(6);
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }
    }

    @Test
    void wolfInASharedFieldSendsEveryShepherdHomeAndAllTokensBack() {
        Played p = twoStraightsApart()
                .shepherd("red", 0, 0, "field:NNW", 2, 4).shepherd("blue", 2, 0, "field:NNW", 3)
                .draws("wolf")
                .play("red", "base/U", 1, 0).grow()
                .resolve().legal();
        Step wolf = p.step("flock-wolf");
        assertThat(wolf.message().args()).containsExactly("red", 9, new Message.Names(List.of("red", "blue")));
        assertThat(p.figures()).isEmpty();
        assertThat(p.bag()).isEqualTo(FULL_BAG);
        assertThat(p.score("red")).isZero();
        assertThat(p.score("blue")).isZero();
    }

    @Nested
    class OpponentExtendsMyField {
        @Test
        void theOpponentDoesNotTend() {
            Played p = twoStraightsApart().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("blue", "base/U", 1, 0)
                    .resolve().legal();
            assertThat(p.events(0)).containsExactly("tile-placed", "no-tending");
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2]");
        }

        @Test
        void aFlockChoiceOnTheOpponentsTurnIsAnIllegalTurn() {
            Played p = twoStraightsApart().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/B", 0, 1)
                    .play("blue", "base/U", 1, 0).grow()
                    .resolve();
            // Red's turn 0 (south of the straight, not red's field) was fine; blue, who has no shepherd, gives a needless "grow"
            // on turn 1 stops the resolution, and red's flock is untouched.
            assertThat(p.error().turn()).isEqualTo(1);
            assertThat(p.error().rule()).isEqualTo(RuleId.S4);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.noShepherd");
            assertThat(p.error().reason().args()).containsExactly("blue");
            assertThat(p.events(0)).containsExactly("tile-placed");
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2]");
        }

        @Test
        void theOpponentTendsOnlyTheirOwnShepherdsField() {
            // Blue's shepherd is in the south field, red's in the north one: blue's tile enlarges both.
            Played p = twoStraightsApart()
                    .shepherd("red", 0, 0, "field:NNW", 2).shepherd("blue", 0, 0, "field:ESE", 3)
                    .play("blue", "base/U", 1, 0).guide()
                    .resolve().legal();
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.score("red")).isZero();
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2]");
        }
    }

    @Nested
    class ClosedField {
        @Test
        void underIgnoreTheFlockStaysAndIsWorthNothingAtTheEnd() {
            Played p = loopOfThree(Preset.SEED).shepherd("blue", 0, 0, "field:ESE", 2)
                    .play("red", "base/V", 1, 1, 90)
                    .endGame()
                    .resolve().legal();
            // S4 first (red's tile: blue does not tend), then S8: the closed field keeps its flock.
            assertThat(p.events(0)).containsExactly("tile-placed", "no-tending", "field-closed-kept", "road-completed");
            Step kept = p.step("field-closed-kept");
            assertThat(kept.rule()).isEqualTo(RuleId.S8);
            assertThat(kept.message().args()).containsExactly(2, new Message.Names(List.of("blue")));
            assertThat(kept.totalPoints()).isZero();
            assertThat(p.events(1)).containsExactly("flock-unscored");
            assertThat(p.score("blue")).isZero();
            assertThat(p.figures()).containsExactly("shepherd blue [0,0] field:ESE [2]");
        }

        /** The loop of four curves, closed before the first turn, with blue's shepherd inside. */
        private ScenarioBuilder closedAtTheSetUp() {
            return loopOfThree(Preset.SEED).tile("base/V", 1, 1, 90).shepherd("blue", 0, 0, "field:ESE", 2);
        }

        @Test
        void underIgnoreAShepherdInAFieldClosedAtTheSetUpIsToldStuckBeforeTheFirstTile() {
            Played p = closedAtTheSetUp()
                    .play("red", "base/B", 2, 0)
                    .endGame()
                    .resolve().legal();
            // S8: no turn closes this field, so the step comes first, in the first turn, before its tile.
            assertThat(p.events(0)).containsExactly("field-closed-at-setup", "tile-placed");
            Step stuck = p.step("field-closed-at-setup");
            assertThat(stuck.rule()).isEqualTo(RuleId.S8);
            assertThat(stuck.message()).isEqualTo(Message.of("step.field-closed-at-setup", 2,
                    new Message.Names(List.of("blue"))));
            assertThat(stuck.notes()).containsExactly(Message.of("note.closedField.wouldHaveGuided",
                    new Message.Term("preset.rules.second-edition")));
            assertThat(stuck.highlight().tiles()).containsExactly(new Pos(0, 0));
            assertThat(stuck.totalPoints()).isZero();
            assertThat(p.events(1)).containsExactly("flock-unscored");
            assertThat(p.score("blue")).isZero();
            assertThat(p.figures()).containsExactly("shepherd blue [0,0] field:ESE [2]");
        }

        @Test
        void aFileWithNoTurnStillTellsTheShepherdStuckAtTheSetUp() {
            // An exercise's position plays no turn: the set-up step is told where the set-up is shown.
            Scenario noTurns = closedAtTheSetUp().build();
            List<Step> told = Resolver.setUpSteps(noTurns);
            assertThat(told).extracting(Step::event).containsExactly("field-closed-at-setup");
            assertThat(told.get(0).message()).isEqualTo(Message.of("step.field-closed-at-setup", 2,
                    new Message.Names(List.of("blue"))));
            assertThat(Resolver.resolve(noTurns).steps()).isEmpty();
            // With turns the step is the first turn's, not told twice.
            assertThat(Resolver.setUpSteps(closedAtTheSetUp().play("red", "base/B", 2, 0).build())).isEmpty();
        }

        @Test
        void aShepherdInAnOpenFieldAtTheSetUpIsNotToldStuck() {
            Played p = loopOfThree(Preset.SEED).shepherd("blue", 0, 0, "field:ESE", 2)
                    .play("red", "base/B", 2, 0)
                    .resolve().legal();
            assertThat(p.events(0)).doesNotContain("field-closed-at-setup");
            assertThat(p.events(0).get(0)).isEqualTo("tile-placed");
        }

        @Test
        void aClosedFieldAtTheSetUpWithoutAShepherdIsNotTold() {
            Played p = loopOfThree(Preset.SEED).tile("base/V", 1, 1, 90)
                    .play("red", "base/B", 2, 0)
                    .resolve().legal();
            assertThat(p.events(0)).containsExactly("tile-placed");
        }

        @Test
        void underGuideEveryShepherdInTheClosedFieldIsGuidedWhoeverPlacedTheTile() {
            Played p = loopOfThree(Preset.SECOND_EDITION)
                    .shepherd("blue", 0, 0, "field:ESE", 2).shepherd("green", 1, 0, "field:SSW", 3)
                    .play("red", "base/V", 1, 1, 90)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "field-closed-guided", "road-completed");
            Step guided = p.step("field-closed-guided");
            assertThat(guided.rule()).isEqualTo(RuleId.S8);
            assertThat(guided.message().args()).containsExactly(5, new Message.Names(List.of("blue", "green")));
            assertThat(p.points(guided)).isEqualTo(Map.of("blue", 5, "green", 5));
            assertThat(p.score("red")).isZero();
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }

        @Test
        void underGuideAnotherFieldIsGuidedBeforeTheActivePlayerDraws() {
            // Blue's 4 is the only 4 that can be in the bag; red's scripted 4 exists only once blue's is back.
            Played p = loopOfThree(Preset.SECOND_EDITION)
                    .shepherd("blue", 0, 0, "field:ESE", 4).shepherd("red", 1, 0, "field:NNW", 1)
                    .bagContents(0, 0, 0, 0, 2).draws(4)
                    .play("red", "base/V", 1, 1, 90).grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "field-closed-guided", "tend", "flock-grow",
                    "road-completed");
            assertThat(p.score("blue")).isEqualTo(4);
            assertThat(p.figures()).containsExactly("shepherd red [1,0] field:NNW [1, 4]");
            assertThat(p.bag()).isEqualTo(Map.of("1", 0, "2", 0, "3", 0, "4", 0, "wolf", 2));
        }

        @Test
        void underIgnoreTheClosedFieldKeepsItsTokensOutOfTheBag() {
            Played p = loopOfThree(Preset.SEED)
                    .shepherd("blue", 0, 0, "field:ESE", 4).shepherd("red", 1, 0, "field:NNW", 1)
                    .bagContents(0, 0, 0, 0, 2).draws(4)
                    .play("red", "base/V", 1, 1, 90).grow()
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S11);
            assertThat(p.error().reason().key()).isEqualTo("turn.bag.scriptedMissing");
        }

        @Test
        void underGuideTheActivePlayerClosingTheirOwnFieldTendsFirstThenIsGuided() {
            Played p = loopOfThree(Preset.SECOND_EDITION).shepherd("red", 0, 0, "field:ESE", 2).draws(3)
                    .play("red", "base/V", 1, 1, 90).grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-grow", "field-closed-guided",
                    "road-completed");
            assertThat(p.points(p.step("field-closed-guided"))).isEqualTo(Map.of("red", 5));
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }

        @Test
        void underGuideAWolfWhileClosingOnesOwnFieldLeavesNothingToGuide() {
            Played p = loopOfThree(Preset.SECOND_EDITION).shepherd("red", 0, 0, "field:ESE", 2).draws("wolf")
                    .play("red", "base/V", 1, 1, 90).grow()
                    .resolve().legal();
            // S8: the field is closed, but the wolf has left nothing in it; a step says so.
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-wolf", "field-closed-empty",
                    "road-completed");
            assertThat(p.step("field-closed-empty").rule()).isEqualTo(RuleId.S8);
            assertThat(p.score("red")).isZero();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }

        @Test
        void underGuideGuidingOnesOwnClosedFieldIsOneGuide() {
            Played p = loopOfThree(Preset.SECOND_EDITION).shepherd("red", 0, 0, "field:ESE", 2, 2)
                    .play("red", "base/V", 1, 1, 90).guide()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-guide", "road-completed");
            assertThat(p.score("red")).isEqualTo(4);
        }

        @Test
        void underIgnoreTheActivePlayerClosingTheirOwnFieldTendsAndKeepsTheFlock() {
            Played p = loopOfThree(Preset.SEED).shepherd("red", 0, 0, "field:ESE", 2).draws(3)
                    .play("red", "base/V", 1, 1, 90).grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-grow", "field-closed-kept",
                    "road-completed");
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:ESE [2, 3]");
            assertThat(p.score("red")).isZero();
        }

        @Test
        void underGuideAShepherdPlacedOnAnAlreadyClosedFieldDrawsThenIsGuided() {
            Played p = loopOfThree(Preset.SECOND_EDITION).draws(2)
                    .play("red", "base/V", 1, 1, 90).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-sheep",
                    "field-closed-guided", "road-completed");
            assertThat(p.score("red")).isEqualTo(2);
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }

        @Test
        void underIgnoreAShepherdPlacedOnAnAlreadyClosedFieldDrawsAndStays() {
            Played p = loopOfThree(Preset.SEED).draws(2)
                    .play("red", "base/V", 1, 1, 90).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-sheep",
                    "field-closed-kept", "road-completed");
            assertThat(p.figures()).containsExactly("shepherd red [1,1] field:NNW [2]");
        }

        @Test
        void underGuideAndOptionalTendingLeavingTheFlockStillGuidesTheClosedField() {
            Played p = loopOfThree(Preset.SECOND_EDITION).variant(Variant.TENDING, "optional")
                    .shepherd("red", 0, 0, "field:ESE", 2)
                    .play("red", "base/V", 1, 1, 90).leaveFlock()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-left", "field-closed-guided",
                    "road-completed");
            assertThat(p.score("red")).isEqualTo(2);
        }

        @Test
        void underGuideAShepherdPlacedOnAClosedFieldWhoDrawsAWolfLeavesNothingToGuide() {
            Played p = loopOfThree(Preset.SECOND_EDITION).draws("wolf")
                    .play("red", "base/V", 1, 1, 90).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-wolf",
                    "field-closed-empty", "road-completed");
            assertThat(p.figures()).isEmpty();
        }

        @Test
        void aFieldThatIsStillOpenIsNotGuided() {
            Played p = loopOfThree(Preset.SECOND_EDITION).shepherd("blue", 1, 0, "field:NNW", 2)
                    .play("red", "base/V", 1, 1, 90)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "no-tending", "road-completed");
            assertThat(p.figures()).containsExactly("shepherd blue [1,0] field:NNW [2]");
        }
    }

    @Nested
    class Hills {
        /**
         * A road of 5 tiles: hs/13 [0,0] (hill, road end east), hs/15 [1,0] (hill, curve), hs/09 [1,1]
         * (hill, curve), base/U [0,1] and, placed by blue's turn, the monastery road end base/A [-1,1].
         */
        private Played roadOfFive(ScenarioBuilder b) {
            return b.tile("hs/13", 0, 0, 90).tile("hs/15", 1, 0).tile("hs/09", 1, 1, 180).tile("base/U", 0, 1)
                    .play("blue", "base/A", -1, 1, 270)
                    .resolve().legal();
        }

        @Test
        void tieBrokenByAHill() {
            Played p = roadOfFive(scenario().players("red", "blue")
                    .follower("red", 0, 0, "road:E").follower("blue", 0, 1, "road:E"));
            Step s = p.step("road-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 5));
            assertThat(s.rules()).contains(RuleId.B3, RuleId.B6, RuleId.H4);
            assertThat(s.details()).contains(Message.of("detail.tie-hill",
                    new Message.Names(List.of("red", "blue")), new Message.Names(List.of("red"))));
            assertThat(p.supply("blue")).isEqualTo(7);
        }

        @Test
        void tieWithBothPlayersOnHillsEveryoneScores() {
            Played p = roadOfFive(scenario().players("red", "blue")
                    .follower("red", 0, 0, "road:E").follower("blue", 1, 1, "road:N"));
            Step s = p.step("road-scored");
            assertThat(p.points(s)).isEqualTo(Map.of("red", 5, "blue", 5));
            assertThat(s.rules()).contains(RuleId.H4);
            assertThat(s.details()).contains(Message.of("detail.tie-all-on-hills",
                    new Message.Names(List.of("red", "blue"))));
        }

        @Test
        void tieWithBothOnHillsUnderHillTiebreakCountTheMostHillFollowersWin() {
            // Red: 2 followers, both on hills. Blue: 2 followers, one on a hill.
            ScenarioBuilder b = scenario().players("red", "blue")
                    .follower("red", 0, 0, "road:E").follower("red", 1, 0, "road:W")
                    .follower("blue", 1, 1, "road:N").follower("blue", 0, 1, "road:E");
            Played presence = roadOfFive(b);
            assertThat(presence.points(presence.step("road-scored"))).isEqualTo(Map.of("red", 5, "blue", 5));

            Played count = roadOfFive(scenario().players("red", "blue").variant(Variant.HILL_TIEBREAK, "count")
                    .follower("red", 0, 0, "road:E").follower("red", 1, 0, "road:W")
                    .follower("blue", 1, 1, "road:N").follower("blue", 0, 1, "road:E"));
            Step s = count.step("road-scored");
            assertThat(count.points(s)).isEqualTo(Map.of("red", 5));
            assertThat(s.details()).contains(Message.of("detail.tie-hill-count",
                    new Message.Names(List.of("red", "blue")), new Message.Names(List.of("red"))));
        }

        @Test
        void hillInFieldScoringAtFinalScoring() {
            // Complete 2-tile city (base/E [0,0] + [0,-1]); hs/13 (hill) east of base/E shares its field.
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0).tile("base/E", 0, -1, 180).tile("hs/13", 1, 0)
                    .follower("red", 1, 0, "field:WSW").follower("blue", 0, 0, "field:SSE")
                    .endGame().resolve().legal();
            Step s = p.step("final-field");
            assertThat(s.rule()).isEqualTo(RuleId.B9);
            assertThat(s.rules()).contains(RuleId.B9, RuleId.H4, RuleId.H5);
            assertThat(p.points(s)).isEqualTo(Map.of("red", 3));
            assertThat(p.score("blue")).isZero();
        }
    }

    @Nested
    class Vineyards {
        @Test
        void oneVineyardForTwoMonasteries() {
            // 5 x 3 tiles of base/B, but hs/01 (vineyard) at [1,0] between the monasteries [0,0] and
            // [2,0], capped north by base/E. Blue's base/B at [1,1] completes both: 9 + 3 each.
            ScenarioBuilder b = scenario().players("red", "blue");
            for (int y = -1; y <= 1; y++) {
                for (int x = -1; x <= 3; x++) {
                    if (x == 1 && y == -1) {
                        b.tile("base/E", x, y, 180);
                    } else if (x == 1 && y == 0) {
                        b.tile("hs/01", x, y);
                    } else if (!(x == 1 && y == 1)) {
                        b.tile("base/B", x, y);
                    }
                }
            }
            Played p = b.follower("red", 0, 0, "monastery").follower("blue", 2, 0, "monastery")
                    .play("blue", "base/B", 1, 1)
                    .resolve().legal();
            List<Step> scored = p.stepsWith("monastery-scored");
            assertThat(scored).hasSize(2);
            for (Step s : scored) {
                assertThat(s.rules()).contains(RuleId.B5, RuleId.V1).doesNotContain(RuleId.V2);
                assertThat(s.details()).extracting(Message::key).contains("detail.vineyards");
            }
            // V2: the one vineyard counts again for the second monastery, and the step says so.
            assertThat(p.step("vineyard-shared").message())
                    .isEqualTo(Message.of("step.vineyard-shared", new Message.Names(List.of(PlaceWords.around("W", "[1,0]")))));
            assertThat(p.score("red")).isEqualTo(12);
            assertThat(p.score("blue")).isEqualTo(12);
        }

        @Test
        void incompleteMonasteryGetsNoVineyardBonus() {
            Played p = scenario().players("red")
                    .tile("base/B", 0, 0).tile("hs/01", 0, -1).tile("base/B", 1, 0)
                    .follower("red", 0, 0, "monastery")
                    .endGame().resolve().legal();
            Step s = p.step("final-monastery");
            assertThat(s.rules()).contains(RuleId.B8, RuleId.V3);
            assertThat(s.rules()).doesNotContain(RuleId.V1);
            assertThat(s.details()).contains(Message.of("detail.vineyards-incomplete", 1));
            assertThat(p.score("red")).isEqualTo(3);
        }
    }

    @Nested
    class DragonInASharedField {
        /** One north field over three straights; the dragon waits at [0,0]. */
        private ScenarioBuilder sharedField(String dragonSheep) {
            return scenario().players("red", "blue").variant(Variant.DRAGON_SHEEP, dragonSheep)
                    .tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0).dragonAt(0, 0)
                    .shepherd("red", 1, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3);
        }

        @Test
        void underOwnOnlyTheEatenShepherdsSheepGoBack() {
            Played p = sharedField("own")
                    .dragonTurn(1, 0)
                    .play("blue", "base/U", 3, 0).guide()
                    .resolve().legal();
            Step eaten = p.step("dragon-eats-shepherd");
            assertThat(eaten.rule()).isEqualTo(RuleId.D2);
            assertThat(eaten.rules()).contains(RuleId.D2, RuleId.D3);
            assertThat(eaten.message().args()).containsExactly("red", 2, PlaceWords.tileNextToStart("E", "[1,0]"));
            assertThat(eaten.details()).contains(Message.of("detail.dragon-own-sheep", 3, 1));
            assertThat(p.figures(eaten.after())).containsExactlyInAnyOrder("dragon [1,0]",
                    "shepherd blue [2,0] field:NNW [3]");
            assertThat(Played.bag(eaten.after())).containsEntry("2", 5).containsEntry("3", 4);
            // Blue's 3 still count for blue (D3: blue's shepherd elsewhere in the field is not eaten).
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.score("red")).isZero();
        }

        @Test
        void underFieldTheWholeFlockGoesBackButTheOtherShepherdStays() {
            Played p = sharedField("field")
                    .dragonTurn(1, 0)
                    .play("blue", "base/U", 3, 0).guide()
                    .resolve().legal();
            Step eaten = p.step("dragon-eats-shepherd");
            assertThat(eaten.details()).contains(Message.of("detail.dragon-whole-flock", 3, 1));
            assertThat(p.figures(eaten.after())).containsExactlyInAnyOrder("dragon [1,0]",
                    "shepherd blue [2,0] field:NNW []");
            assertThat(Played.bag(eaten.after())).isEqualTo(FULL_BAG);
            assertThat(p.score("blue")).isZero();
        }
    }

    @Nested
    class FairyProtection {
        private ScenarioBuilder fairyAtTwo() {
            return scenario().players("red", "blue")
                    .tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0)
                    .dragonAt(0, 0).fairyAt(2, 0)
                    .shepherd("red", 1, 0, "field:NNW", 2).follower("blue", 2, 0, "road:E");
        }

        @Test
        void aDragonPathIntoTheFairysTileIsAnIllegalTurnAndEveryFigureStays() {
            Played p = fairyAtTwo().dragonTurn(1, 0, 2, 0).resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.fairy");
            assertThat(p.error().reason().args()).containsExactly("[2,0]");
            assertThat(p.steps()).isEmpty();
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [0,0]", "fairy [2,0]",
                    "shepherd red [1,0] field:NNW [2]", "follower blue [2,0] road:E");
        }

        @Test
        void theDragonMayPassNextToTheFairy() {
            Played p = fairyAtTwo().dragonTurn(1, 0).resolve().legal();
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [1,0]", "fairy [2,0]",
                    "follower blue [2,0] road:E");
            // D1: passing her tile is a step of its own, after the dragon has eaten where it stands.
            assertThat(p.events()).containsExactly("dragon-enters", "dragon-eats-shepherd", "fairy-protects");
            assertThat(p.step("fairy-protects").message().args().get(1)).isEqualTo(1);
        }

        /** The lesson's board: the fairy at [1,0] with two of Anna's figures; the path goes around her. */
        private ScenarioBuilder aroundTheFairy() {
            return scenario().players("red", "blue")
                    .tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0)
                    .tile("base/U", 0, 1).tile("base/U", 1, 1).tile("base/U", 2, 1)
                    .dragonAt(0, 0).fairyAt(1, 0)
                    .follower("red", 1, 0, "road:E").shepherd("red", 1, 0, "field:NNW", 2)
                    .follower("blue", 1, 1, "road:W");
        }

        @Test
        void aPathPastTheFairysTileSaysOnceThatSheProtectsTheFiguresOnIt() {
            Played p = aroundTheFairy().dragonTurn(0, 1, 1, 1, 2, 1, 2, 0).resolve().legal();
            // [1,1] is the first tile of the path that touches hers; [2,0] touches it too but adds nothing.
            assertThat(p.events()).containsExactly("dragon-enters", "dragon-enters", "dragon-eats-follower",
                    "fairy-protects", "dragon-enters", "dragon-enters");
            Step told = p.step("fairy-protects");
            assertThat(told.rule()).isEqualTo(RuleId.D1);
            assertThat(told.rules()).containsExactly(RuleId.D1);
            assertThat(told.message()).isEqualTo(Message.of("step.fairy-protects",
                    PlaceWords.tileNextToStart("E", "[1,0]"), 2));
            assertThat(told.highlight().tiles()).containsExactly(new Pos(1, 0), new Pos(1, 1));
            assertThat(p.figures(told.after())).containsExactlyInAnyOrder("dragon [1,1]", "fairy [1,0]",
                    "follower red [1,0] road:E", "shepherd red [1,0] field:NNW [2]");
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [2,0]", "fairy [1,0]",
                    "follower red [1,0] road:E", "shepherd red [1,0] field:NNW [2]");
        }

        @Test
        void aPathThatNeverTouchesTheFairysTileSaysNothingOfHer() {
            Played p = aroundTheFairy().dragonTurn(0, 1).resolve().legal();
            assertThat(p.events()).containsExactly("dragon-enters");
        }
    }
}

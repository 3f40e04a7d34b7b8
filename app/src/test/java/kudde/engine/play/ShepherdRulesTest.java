package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.model.Token;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Shepherds and sheep (docs/rules.md S1–S12). Most boards are a row of straight roads (base/U): each
 * tile's north field is {@code field:NNW}, its south field {@code field:ESE}, and a U placed east
 * of another joins both fields and the road.
 */
class ShepherdRulesTest {
    /** The bag with nothing on the board: 4 x 1, 5 x 2, 5 x 3, 2 x 4, 2 wolves. */
    static final Map<String, Integer> FULL_BAG = Map.of("1", 4, "2", 5, "3", 5, "4", 2, "wolf", 2);

    private static ScenarioBuilder oneStraight() {
        return scenario().players("red", "blue").tile("base/U", 0, 0);
    }

    @Nested
    class S1PlacingTheShepherd {
        @Test
        void theShepherdGoesOnAFieldOfTheTileJustPlacedInsteadOfAFollower() {
            Played p = oneStraight().draws(3)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-sheep");
            Step placed = p.step("shepherd-placed");
            assertThat(placed.rule()).isEqualTo(RuleId.S1);
            assertThat(placed.message().key()).isEqualTo("step.shepherd-placed");
            // Where it stands, as a learner finds it on the tile: the field north of the road.
            assertThat(placed.message().args())
                    .containsExactly("red", Message.of("part.field.road", new Message.Term("compass.N")));
            assertThat(p.figures()).containsExactly("shepherd red [1,0] field:NNW [3]");
            // A shepherd is no follower: the supply stays at 7 (S9).
            assertThat(p.supply("red")).isEqualTo(7);
        }

        @Test
        void theShepherdOnlyGoesOnAField() {
            Played p = oneStraight()
                    .play("red", "base/U", 1, 0).placeShepherd("road:W")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S1);
            assertThat(p.error().reason().key()).isEqualTo("turn.shepherd.notField");
        }

        @Test
        void aShepherdOnAHillTileIsPlacedAsUsual() {
            // H2 as well: hs/13 (hill) east of the straight, shepherd on its west field.
            Played p = oneStraight().draws(1)
                    .play("red", "hs/13", 1, 0, 90).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.figures()).containsExactly("shepherd red [1,0] field:NNW [1]");
        }
    }

    @Nested
    class S2ImmediateDraw {
        @Test
        void aSheepIsLaidNextToTheNewShepherd() {
            Played p = oneStraight().draws(3)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            Step draw = p.step("shepherd-draws-sheep");
            assertThat(draw.rule()).isEqualTo(RuleId.S2);
            assertThat(draw.message().args()).containsExactly("red", 3);
            assertThat(p.bag()).isEqualTo(Map.of("1", 4, "2", 5, "3", 4, "4", 2, "wolf", 2));
            assertThat(draw.totalPoints()).isZero();
        }

        @Test
        void aWolfSendsTheShepherdHomeAndGoesBackIntoTheBag() {
            Played p = oneStraight().draws("wolf")
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-wolf");
            assertThat(p.step("shepherd-draws-wolf").rule()).isEqualTo(RuleId.S2);
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
            // The placement is spent: no follower instead, the supply is untouched.
            assertThat(p.supply("red")).isEqualTo(7);
        }

        @Test
        void afterTheScriptDrawsAreRandomAndReproducible() {
            // docs/scenario-format.md: lay the bag out 1,1,1,1,2…,3…,4,4,wolf,wolf and take index new Random(seed).nextInt(18).
            int index = new Random(7).nextInt(18);
            String[] layout = {"1", "1", "1", "1", "2", "2", "2", "2", "2", "3", "3", "3", "3", "3", "4", "4",
                "wolf", "wolf"};
            String expected = layout[index];
            Played p = oneStraight().seed(7)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            if (expected.equals("wolf")) {
                assertThat(p.figures()).isEmpty();
            } else {
                assertThat(p.figures()).containsExactly("shepherd red [1,0] field:NNW [" + expected + "]");
            }
            assertThat(Played.bag(p.resolution().end()).get(expected))
                    .isEqualTo(FULL_BAG.get(expected) - (expected.equals("wolf") ? 0 : 1));
        }
    }

    @Nested
    class S3Restriction {
        @Test
        void aShepherdMayJoinAFieldHoldingFarmers() {
            Played p = oneStraight().follower("blue", 0, 0, "field:NNW").draws(2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.figures()).containsExactlyInAnyOrder("follower blue [0,0] field:NNW",
                    "shepherd red [1,0] field:NNW [2]");
        }

        @Test
        void aShepherdJoiningAFieldWithFarmersIsToldTheFarmersKeepNoShepherdOut() {
            Played p = oneStraight().follower("blue", 0, 0, "field:NNW").draws(2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            Step placed = p.step("shepherd-placed");
            assertThat(placed.rules()).containsExactly(RuleId.S1, RuleId.S3);
            assertThat(placed.details()).containsExactly(Message.of("detail.shepherd-beside-farmer",
                    new Message.Names(List.of("blue")), 1));
        }

        @Test
        void aShepherdInAFieldWithoutFarmersIsToldNothingOfThem() {
            Played p = oneStraight().follower("blue", 0, 0, "road:E").draws(2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.step("shepherd-placed").details()).isEmpty();
        }

        @Test
        void aFarmerMayJoinAFieldHoldingAShepherd() {
            Played p = oneStraight().shepherd("blue", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).placeFollower("field:NNW")
                    .resolve().legal();
            assertThat(p.figures()).containsExactlyInAnyOrder("shepherd blue [0,0] field:NNW [2]",
                    "follower red [1,0] field:NNW");
        }

        @Test
        void aShepherdMayNotJoinAFieldHoldingAnotherShepherd() {
            Played p = oneStraight().shepherd("blue", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.S3);
            assertThat(p.error().reason().key()).isEqualTo("turn.shepherd.fieldTaken");
            assertThat(p.error().reason().args()).containsExactly(new Message.Names(List.of("blue")));
        }

        @Test
        void aShepherdMayNotJoinAFieldThatItsOwnTileMergesWithAShepherdsField() {
            // Blue's shepherd stands at [0,0]; red's U at [1,0] joins [0,0]'s and [2,0]'s north fields.
            Played p = oneStraight().tile("base/U", 2, 0).shepherd("blue", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S3);
            assertThat(p.error().reason().key()).isEqualTo("turn.shepherd.fieldTaken");
        }

        @Test
        void aShepherdMayJoinTheOtherFieldOfTheSameTile() {
            Played p = oneStraight().shepherd("blue", 0, 0, "field:NNW", 2).draws(4)
                    .play("red", "base/U", 1, 0).placeShepherd("field:ESE")
                    .resolve().legal();
            assertThat(p.figures()).contains("shepherd red [1,0] field:ESE [4]");
        }

    }

    /** S12: each player has one shepherd, so one on the board cannot be placed again (not S3's one per field). */
    @Nested
    class S12OneShepherdPerPlayer {
        @Test
        void aPlayerWhoseShepherdIsOnTheBoardCannotPlaceItAgain() {
            // Two separate straights; red's shepherd stands at [0,0], red's tile goes next to [0,5],
            // into a field that holds no shepherd: only S12 stands in the way.
            Played p = oneStraight().tile("base/U", 0, 5).shepherd("red", 0, 0, "field:NNW", 1)
                    .play("red", "base/U", 1, 5).placeShepherd("field:NNW")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S12);
            assertThat(p.error().reason().key()).isEqualTo("turn.shepherd.onBoard");
        }

        @Test
        void anotherPlayersShepherdOnTheBoardDoesNotStopMine() {
            Played p = oneStraight().tile("base/U", 0, 5).shepherd("blue", 0, 0, "field:NNW", 1).draws(2)
                    .play("red", "base/U", 1, 5).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.figures()).contains("shepherd red [1,5] field:NNW [2]");
        }
    }

    @Nested
    class S4TendingTrigger {
        @Test
        void enlargingTheFieldOfOnesOwnShepherdTendsAfterTheFollowerStep() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2).draws(4)
                    .play("red", "base/U", 1, 0).placeFollower("road:W").grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "follower-placed", "tend", "flock-grow");
            Step tend = p.step("tend");
            assertThat(tend.rule()).isEqualTo(RuleId.S4);
            assertThat(tend.rules()).contains(RuleId.S4, RuleId.S5);
            assertThat(tend.message().args()).containsExactly("red", 2);
            // S5: where "must" comes from is said once, in the lessons that teach it, not at every tending step.
            assertThat(tend.notes()).isEmpty();
        }

        @Test
        void aTileTouchingOnlyTheOtherFieldOfTheTileDoesNotTend() {
            // base/B south of [0,0] joins the south field; red's shepherd stands in the north field.
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/B", 0, 1)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed");
        }

        @Test
        void aFlockChoiceWhenTheTileDoesNotTouchTheFieldIsIllegal() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/B", 0, 1).grow()
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.S4);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.needless");
        }

        @Test
        void anotherPlayersTileEnlargingMyFieldTriggersNothing() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("blue", "base/U", 1, 0)
                    .resolve().legal();
            // S4: the step says so, naming whose shepherd does not tend, and shows that shepherd.
            assertThat(p.events()).containsExactly("tile-placed", "no-tending");
            Step s = p.step("no-tending");
            assertThat(s.rule()).isEqualTo(RuleId.S4);
            assertThat(s.message()).isEqualTo(Message.of("step.no-tending", "blue", new Message.Names(List.of("red"))));
            assertThat(s.highlight().figures()).containsExactly(0);
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2]");
        }

        @Test
        void whenIAlsoTendTheOtherShepherdInTheFieldIsNamedAsNotTending() {
            Played p = oneStraight().tile("base/U", 2, 0)
                    .shepherd("red", 0, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3)
                    .draws(1)
                    .play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "fields-merged", "tend", "no-tending", "flock-grow");
            assertThat(p.step("no-tending").message())
                    .isEqualTo(Message.of("step.no-tending-others", "red", new Message.Names(List.of("blue"))));
        }

        @Test
        void aFlockChoiceOnTheTurnThatPlacesTheShepherdIsIllegal() {
            Played p = oneStraight().draws(1)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW").grow()
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S4);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.needless.placed");
        }
    }

    @Nested
    class S5TendingChoice {
        @Test
        void mandatoryTendingWithoutAChoiceIsIllegal() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0)
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.S5);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.missing");
        }

        @Test
        void mandatoryTendingDoesNotAllowDoingNothing() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).leaveFlock()
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S5);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.noneMandatory");
        }

        @Test
        void optionalTendingAllowsLeavingTheFlockAlone() {
            Played p = oneStraight().variant(Variant.TENDING, "optional").shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).leaveFlock()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-left");
            assertThat(p.step("flock-left").rule()).isEqualTo(RuleId.S5);
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2]");
            assertThat(p.score("red")).isZero();
            assertThat(p.bag()).containsEntry("2", 4);
        }

        @Test
        void optionalTendingStillNeedsTheChoiceWritten() {
            Played p = oneStraight().variant(Variant.TENDING, "optional").shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0)
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S5);
            assertThat(p.error().reason().key()).isEqualTo("turn.flock.missingOptional");
        }

        @Test
        void optionalTendingStillAllowsGrowAndGuide() {
            Played grow = oneStraight().variant(Variant.TENDING, "optional").shepherd("red", 0, 0, "field:NNW", 2)
                    .draws(1).play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            assertThat(grow.figures()).containsExactly("shepherd red [0,0] field:NNW [2, 1]");
            Played guide = oneStraight().variant(Variant.TENDING, "optional").shepherd("red", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).guide()
                    .resolve().legal();
            assertThat(guide.score("red")).isEqualTo(2);
        }
    }

    @Nested
    class S6GrowTheFlock {
        @Test
        void aDrawnSheepJoinsTheFlock() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2).draws(4)
                    .play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            Step grow = p.step("flock-grow");
            assertThat(grow.rule()).isEqualTo(RuleId.S6);
            assertThat(grow.message().args()).containsExactly("red", 4, 6);
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [2, 4]");
            assertThat(p.bag()).isEqualTo(Map.of("1", 4, "2", 4, "3", 5, "4", 1, "wolf", 2));
            assertThat(p.score("red")).isZero();
        }

        @Test
        void aDrawnWolfScattersTheFlockAndSendsTheShepherdHome() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2, 3).draws("wolf")
                    .play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            Step wolf = p.step("flock-wolf");
            assertThat(wolf.rule()).isEqualTo(RuleId.S6);
            assertThat(wolf.message().args()).containsExactly("red", 5, new Message.Names(List.of("red")));
            assertThat(wolf.totalPoints()).isZero();
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
        }
    }

    @Nested
    class S7GuideToTheStable {
        @Test
        void guidingAFlockWithNoSheepLeftScoresNothingAndSaysSo() {
            // S7 with 0 sheep (a flock eaten by the dragon, D2 field): nothing to count, the shepherd goes home.
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW")
                    .play("red", "base/U", 1, 0).guide()
                    .resolve().legal();
            Step s = p.step("flock-guide-empty");
            assertThat(s.rule()).isEqualTo(RuleId.S7);
            assertThat(s.message()).isEqualTo(Message.of("step.flock-guide-empty", "red", 0,
                    new Message.Names(List.of("red"))));
            assertThat(s.totalPoints()).isZero();
            assertThat(p.figures()).isEmpty();
        }

        @Test
        void guidingScoresOnePointPerSheepAndEmptiesTheField() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2, 3)
                    .play("red", "base/U", 1, 0).guide()
                    .resolve().legal();
            Step guide = p.step("flock-guide");
            assertThat(guide.rule()).isEqualTo(RuleId.S7);
            assertThat(p.points(guide)).isEqualTo(Map.of("red", 5));
            assertThat(p.score("red")).isEqualTo(5);
            assertThat(p.figures()).isEmpty();
            assertThat(p.bag()).isEqualTo(FULL_BAG);
            // Guiding draws nothing: the bag is exactly refilled, no token left it.
            assertThat(p.events()).containsExactly("tile-placed", "tend", "flock-guide");
        }

        @Test
        void guidingAnEmptyFlockScoresNothingButSendsTheShepherdHome() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW")
                    .play("red", "base/U", 1, 0).guide()
                    .resolve().legal();
            assertThat(p.score("red")).isZero();
            assertThat(p.figures()).isEmpty();
        }
    }

    @Nested
    class S9NotAFollower {
        @Test
        void theFinalFieldScoringSaysTheShepherdThereIsNoFollowerAndLeavesIt() {
            // Red's farmer and blue's shepherd share the north field of two straights: red scores the
            // field (no completed city: 0 points), and the step says blue's shepherd takes no part (S9).
            Played p = oneStraight().tile("base/U", 1, 0).follower("red", 0, 0, "field:NNW")
                    .shepherd("blue", 1, 0, "field:NNW", 3).endGame().resolve().legal();
            Step field = p.step("final-field");
            assertThat(field.rules()).contains(RuleId.B9, RuleId.S9);
            assertThat(field.details()).contains(Message.of("detail.shepherd-not-follower", new Message.Names(List.of("blue"))));
            assertThat(p.figures()).contains("shepherd blue [1,0] field:NNW [3]");
        }

        @Test
        void aFarmerJoiningAFieldWithAShepherdIsToldTheShepherdKeepsNoFarmerOut() {
            Played p = oneStraight().shepherd("blue", 0, 0, "field:NNW", 2)
                    .play("red", "base/U", 1, 0).placeFollower("field:NNW")
                    .resolve().legal();
            Step placed = p.step("follower-placed");
            assertThat(placed.rules()).containsExactly(RuleId.B2, RuleId.S9);
            assertThat(placed.details()).containsExactly(Message.of("detail.farmer-beside-shepherd",
                    new Message.Names(List.of("blue"))));
            assertThat(p.figures()).contains("follower red [1,0] field:NNW");
        }

        @Test
        void aFieldWithoutShepherdsSaysNothingOfThem() {
            Played p = oneStraight().follower("red", 0, 0, "field:NNW").endGame().resolve().legal();
            assertThat(p.step("final-field").rules()).doesNotContain(RuleId.S9);
        }

        @Test
        void aShepherdNeverCountsForTheFieldMajority() {
            // A completed 2-tile city north of base/E's field; red's shepherd and blue's farmer share the field.
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0).tile("base/E", 0, -1, 180)
                    .shepherd("red", 0, 0, "field:SSE", 4).follower("blue", 0, 0, "field:SSE")
                    .endGame().resolve().legal();
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.score("red")).isZero();
        }

        @Test
        void aShepherdIsNotReturnedWhenABorderingCityScores() {
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0).follower("blue", 0, 0, "city:N").shepherd("red", 0, 0, "field:SSE", 4)
                    .play("blue", "base/E", 0, -1, 180)
                    .resolve().legal();
            assertThat(p.score("blue")).isEqualTo(4);
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:ENE [4]");
        }

        @Test
        void aShepherdAloneGivesNoFieldScore() {
            Played p = scenario().players("red")
                    .tile("base/E", 0, 0).tile("base/E", 0, -1, 180)
                    .shepherd("red", 0, 0, "field:SSE", 4)
                    .endGame().resolve().legal();
            assertThat(p.stepsWith("final-field")).isEmpty();
            assertThat(p.score("red")).isZero();
        }
    }

    @Nested
    class S10GameEnd {
        @Test
        void shepherdsAndSheepLeftOnTheBoardScoreNothing() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 3, 4).player("green", 2, null)
                    .endGame().resolve().legal();
            Step left = p.step("flock-unscored");
            assertThat(left.rule()).isEqualTo(RuleId.S10);
            assertThat(left.message().args()).containsExactly(7, new Message.Names(List.of("red")));
            assertThat(left.totalPoints()).isZero();
            assertThat(p.score("red")).isZero();
            assertThat(p.score("green")).isEqualTo(2);
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [3, 4]");
        }
    }

    @Nested
    class S11TheBag {
        @Test
        void theBagHoldsTheEighteenTokensMinusThoseOnTheBoard() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 1, 4, 4)
                    .shepherd("blue", 0, 0, "field:ESE", 3)
                    .endGame().resolve().legal();
            assertThat(p.bag()).isEqualTo(Map.of("1", 3, "2", 5, "3", 4, "4", 0, "wolf", 2));
        }

        @Test
        void aScriptedTokenThatIsNotInTheBagIsAnIllegalTurn() {
            Played p = oneStraight().shepherd("blue", 0, 0, "field:ESE", 4, 4).draws(4)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.S11);
            assertThat(p.error().reason().key()).isEqualTo("turn.bag.scriptedMissing");
            assertThat(p.error().reason().args()).containsExactly("4");
        }

        @Test
        void aDrawFromAnEmptyBagIsAnIllegalTurn() {
            Played p = oneStraight().bagContents(0, 0, 0, 0, 0)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S11);
            assertThat(p.error().reason().key()).isEqualTo("turn.bag.empty");
        }

        @Test
        void aCertainWolfIsSaidBeforeTheDraw() {
            // S11: only wolves left, so the draw for the grow is certain; a step says so first.
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2).bagContents(0, 0, 0, 0, 2)
                    .play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "tend", "bag-certain", "flock-wolf");
            Step s = p.step("bag-certain");
            assertThat(s.rule()).isEqualTo(RuleId.S11);
            assertThat(s.message()).isEqualTo(Message.of("step.bag-certain-wolf", 2));
            assertThat(s.highlight().figures()).containsExactly(0);
        }

        @Test
        void aCertainSheepIsSaidToo() {
            Played p = oneStraight().bagContents(0, 0, 3, 0, 0)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "shepherd-placed", "bag-certain",
                    "shepherd-draws-sheep");
            assertThat(p.step("bag-certain").message()).isEqualTo(Message.of("step.bag-certain-sheep", 3, 3));
        }

        @Test
        void anUncertainDrawSaysNothingOfTheBag() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW", 2).bagContents(1, 0, 0, 0, 2).draws(1)
                    .play("red", "base/U", 1, 0).grow()
                    .resolve().legal();
            assertThat(p.events()).doesNotContain("bag-certain");
        }

        @Test
        void withEverySheepTokenOnTheBoardADrawIsAWolf() {
            Played p = oneStraight().bagContents(0, 0, 0, 0, 2).seed(99)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .resolve().legal();
            assertThat(p.step("shepherd-draws-wolf")).isNotNull();
            assertThat(p.bag()).containsEntry("wolf", 2);
        }

        @Test
        void randomDrawsAfterTheScriptStartANewRandomWithTheSeed() {
            // Script: 2 for the new shepherd. Then the grow is random: new Random(5).nextInt(17) over the
            // bag laid out 1 x4, 2 x4, 3 x5, 4 x2, wolf x2 (the scripted draw did not use the Random).
            int[] counts = {4, 4, 5, 2, 2};
            Token expected = pick(new Random(5).nextInt(17), counts);
            Played p = oneStraight().draws(2).seed(5)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .play("red", "base/U", 2, 0).grow()
                    .resolve().legal();
            if (expected.wolf()) {
                assertThat(p.figures()).isEmpty();
            } else {
                assertThat(p.figures()).containsExactly("shepherd red [1,0] field:NNW [2, " + expected.sheep() + "]");
            }
        }

        private Token pick(int index, int[] counts) {
            for (Token t : Token.ORDER) {
                if (index < counts[t.ordinal()]) {
                    return t;
                }
                index -= counts[t.ordinal()];
            }
            throw new AssertionError(index);
        }

        @Test
        void scriptedDrawsComeInOrder() {
            Played p = oneStraight().shepherd("red", 0, 0, "field:NNW").draws(1, Token.FOUR.sheep(), 2)
                    .play("red", "base/U", 1, 0).grow()
                    .play("red", "base/U", 2, 0).grow()
                    .play("red", "base/U", 3, 0).grow()
                    .resolve().legal();
            assertThat(p.figures()).containsExactly("shepherd red [0,0] field:NNW [1, 4, 2]");
        }
    }
}

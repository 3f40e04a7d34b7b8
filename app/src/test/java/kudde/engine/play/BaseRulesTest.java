package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;
import kudde.explain.Texts;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The base game that Hills &amp; Sheep builds on (docs/rules.md B1–B9), one small board per case.
 * Expected numbers are worked out from the rules in each comment.
 */
class BaseRulesTest {

    @Nested
    class B1TilePlacement {
        @Test
        void aTurnedTileFitsWhenEverySharedEdgeMatches() {
            // base/E turned 180 shows its city south, against base/E's city north.
            Played p = scenario().players("red")
                    .tile("base/E", 0, 0)
                    .play("red", "base/E", 0, -1, 180)
                    .resolve().legal();
            Step placed = p.step("tile-placed");
            assertThat(placed.rule()).isEqualTo(RuleId.B1);
            assertThat(placed.message().key()).isEqualTo("step.tile-placed");
            assertThat(placed.message().args()).containsExactly("red", PlaceWords.tile("base/E"), PlaceWords.nextToStart("N", "[0,-1]"), 180);
            assertThat(placed.turn()).isZero();
            assertThat(placed.after().tileCount()).isEqualTo(2);
        }

        @Test
        void aTileWhoseEdgeDoesNotMatchIsAnIllegalTurnNamingBothEdges() {
            // The illegal-turn example of docs/scenario-format.md: hs/13 turned 90 has a road west; base/U turned 90 shows a field east.
            Played p = scenario().players("red")
                    .tile("base/U", 2, 0, 90)
                    .play("red", "hs/13", 3, 0, 90)
                    .resolve();
            IllegalTurn e = p.error();
            assertThat(e.turn()).isZero();
            assertThat(e.rule()).isEqualTo(RuleId.B1);
            assertThat(e.reason().key()).isEqualTo("turn.fit.mismatch");
            assertThat(e.reason().args()).containsExactly("hs/13", "[3,0]", new Message.Term("side.W"),
                    new Message.Term("edge.ROAD"), "base/U", "[2,0]", new Message.Term("edge.FIELD"));
        }

        @Test
        void aTileWithNoPlacedNeighbourIsIllegal() {
            Played p = scenario().players("red")
                    .tile("base/D", 0, 0)
                    .play("red", "base/B", 0, 2)
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B1);
            assertThat(p.error().reason().key()).isEqualTo("turn.fit.noNeighbour");
            assertThat(p.error().reason().args()).containsExactly("base/B", "[0,2]");
        }

        @Test
        void aTileOnAnOccupiedPositionIsIllegal() {
            Played p = scenario().players("red")
                    .tile("base/D", 0, 0)
                    .play("red", "base/B", 0, 0)
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B1);
            assertThat(p.error().reason().key()).isEqualTo("turn.fit.occupied");
            assertThat(p.error().reason().args()).containsExactly("base/B", "[0,0]", "base/D");
        }

        @Test
        void theFirstTileOfAnEmptyBoardGoesAnywhere() {
            Played p = scenario().players("red")
                    .play("red", "base/D", 3, 7)
                    .play("red", "base/U", 4, 7)
                    .resolve().legal();
            assertThat(p.resolution().finalBoard().tileAt(3, 7)).isZero();
            assertThat(p.resolution().finalBoard().tileAt(4, 7)).isEqualTo(1);
        }

        @Test
        void theFirstTileMayGoToTheMostNegativeCoordinate() {
            // Coordinates are any 32-bit integers; [-2147483648,0] once read as "occupied" and crashed.
            Played p = scenario().players("red")
                    .play("red", "base/U", Integer.MIN_VALUE, 0)
                    .play("red", "base/U", Integer.MIN_VALUE + 1, 0).placeFollower("road:W")
                    .endGame()
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(2);
            assertThat(p.figures()).containsExactly("follower red [" + (Integer.MIN_VALUE + 1) + ",0] road:E");
        }

        @Test
        void anIllegalTurnKeepsTheStepsBeforeIt() {
            Played p = scenario().players("red")
                    .tile("base/U", 0, 0)
                    .play("red", "base/U", 1, 0)
                    .play("red", "base/U", 2, 0, 90)
                    .resolve();
            assertThat(p.error().turn()).isEqualTo(1);
            assertThat(p.events()).containsExactly("tile-placed");
            assertThat(p.resolution().end().tileCount()).isEqualTo(2);
        }
    }

    @Nested
    class B2FollowerPlacement {
        @Test
        void aFollowerGoesOnAFeatureOfTheTileJustPlaced() {
            Played p = scenario().players("red")
                    .tile("base/U", 0, 0)
                    .play("red", "base/U", 1, 0).placeFollower("road:W")
                    .resolve().legal();
            Step s = p.step("follower-placed");
            assertThat(s.rule()).isEqualTo(RuleId.B2);
            assertThat(s.message().key()).isEqualTo("step.follower-placed");
            assertThat(s.message().args()).containsExactly("red", Message.of("role.at.road", Message.of("part.road")));
            assertThat(p.figures()).containsExactly("follower red [1,0] road:E");
            assertThat(p.supply("red")).isEqualTo(6);
        }

        @Test
        void aFollowerIntoAFeatureThatHoldsOneIsIllegal() {
            Played p = scenario().players("red", "blue")
                    .tile("base/U", 0, 0).follower("blue", 0, 0, "road:E")
                    .play("red", "base/U", 1, 0).placeFollower("road:W")
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.B2);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.occupied");
            assertThat(p.error().reason().args()).containsExactly(new Message.Term("feature.the.road"));
        }

        @Test
        void aFollowerWithNoneInSupplyIsIllegal() {
            Played p = scenario().player("red", 0, 0)
                    .tile("base/U", 0, 0)
                    .play("red", "base/U", 1, 0).placeFollower("road:W")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B2);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.noFollower");
        }

        @Test
        void followersPlacedApartMayJoinOneRoadAndThenTie() {
            // Blue's road at [0,0] and red's at [2,0] are joined by green's tile: 3 tiles, open, B8: 3 each (B6).
            Played p = scenario().players("red", "blue", "green")
                    .tile("base/U", 0, 0).tile("base/U", 2, 0)
                    .follower("blue", 0, 0, "road:E").follower("red", 2, 0, "road:W")
                    .play("green", "base/U", 1, 0)
                    .endGame()
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(3);
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.score("green")).isZero();
            Step road = p.step("final-road");
            assertThat(road.rules()).contains(RuleId.B8, RuleId.B6);
            assertThat(p.points(road)).containsEntry("red", 3).containsEntry("blue", 3).hasSize(2);
        }

        @Test
        void aTileThatJoinsTwoPlayersCitiesSaysWhoNowShareTheCity() {
            // Red's city part at [0,0] and blue's at [2,0] are joined by the pennant tile at [1,0].
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0, 90).tile("base/E", 2, 0, 270)
                    .follower("red", 0, 0, "city:E").follower("blue", 2, 0, "city:W")
                    .play("red", "base/F", 1, 0)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "cities-joined", "city-scored");
            Step joined = p.step("cities-joined");
            assertThat(joined.rule()).isEqualTo(RuleId.B2);
            assertThat(joined.rules()).containsExactly(RuleId.B2, RuleId.B6);
            assertThat(joined.message()).isEqualTo(Message.of("step.cities-joined", 2,
                    new Message.Names(List.of("red", "blue"))));
            assertThat(joined.highlight().figures()).containsExactly(0, 1);
            // The step comes before the scoring: both knights still stand in the city.
            assertThat(p.figures(joined.after())).containsExactlyInAnyOrder("follower red [0,0] city:E",
                    "follower blue [2,0] city:W");
        }

        @Test
        void joiningCityPartsOfOnePlayerOnlyOrRoadsSaysNothingOfSharing() {
            Played own = scenario().players("red", "blue")
                    .tile("base/E", 0, 0, 90).tile("base/E", 2, 0, 270)
                    .follower("red", 0, 0, "city:E").follower("red", 2, 0, "city:W")
                    .play("blue", "base/F", 1, 0)
                    .resolve().legal();
            assertThat(own.events()).containsExactly("tile-placed", "city-scored");
            Played roads = scenario().players("red", "blue")
                    .tile("base/U", 0, 0).tile("base/U", 2, 0)
                    .follower("blue", 0, 0, "road:E").follower("red", 2, 0, "road:W")
                    .play("red", "base/U", 1, 0)
                    .resolve().legal();
            assertThat(roads.events()).containsExactly("tile-placed");
        }

        @Test
        void aCityJoinedFromThreePartsCountsThePartsThatHeldFollowers() {
            // Three city caps around a crossroads-of-cities tile: red at [1,-1] and [0,0], blue at [2,0].
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0, 90).tile("base/E", 2, 0, 270).tile("base/E", 1, -1, 180)
                    .follower("red", 0, 0, "city:E").follower("blue", 2, 0, "city:W")
                    .follower("red", 1, -1, "city:S")
                    .play("blue", "base/R", 1, 0)
                    .resolve().legal();
            Step joined = p.step("cities-joined");
            assertThat(joined.message()).isEqualTo(Message.of("step.cities-joined", 3,
                    new Message.Names(List.of("red", "blue"))));
        }
    }

    @Nested
    class B3Roads {
        @Test
        void aRoadBetweenTwoRoadEndsIsCompleteAndScoresOnePerTile() {
            // Monastery road end [0,0] - straight [1,0] - monastery road end [2,0]: 3 tiles, 3 points.
            Played p = scenario().players("red", "blue")
                    .tile("base/A", 0, 0, 270).tile("base/U", 1, 0)
                    .follower("red", 1, 0, "road:W")
                    .play("blue", "base/A", 2, 0, 90)
                    .resolve().legal();
            Step s = p.step("road-scored");
            assertThat(s.rule()).isEqualTo(RuleId.B3);
            assertThat(s.rules()).contains(RuleId.B3, RuleId.B7);
            assertThat(p.points(s)).containsExactly(java.util.Map.entry("red", 3));
            assertThat(p.score("red")).isEqualTo(3);
            assertThat(p.figures()).isEmpty();
            assertThat(p.supply("red")).isEqualTo(7);
        }

        @Test
        void aRoadThatFormsALoopIsComplete() {
            // Four curves round a square: the loop is 4 tiles, 4 points for red's thief.
            Played p = scenario().players("red", "blue")
                    .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180)
                    .follower("red", 0, 0, "road:E")
                    .play("blue", "base/V", 1, 1, 90)
                    .resolve().legal();
            Step s = p.step("road-scored");
            assertThat(s.rule()).isEqualTo(RuleId.B3);
            assertThat(p.points(s)).containsExactly(java.util.Map.entry("red", 4));
            assertThat(p.score("blue")).isZero();
        }

        @Test
        void anOpenRoadDoesNotScoreDuringTheGame() {
            Played p = scenario().players("red")
                    .tile("base/A", 0, 0, 270).follower("red", 0, 0, "road:E")
                    .play("red", "base/U", 1, 0)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed");
            assertThat(p.score("red")).isZero();
            assertThat(p.figures()).containsExactly("follower red [0,0] road:E");
        }

        @Test
        void aCompletedRoadWithoutFollowersIsReportedButScoresNobody() {
            Played p = scenario().players("red")
                    .tile("base/A", 0, 0, 270)
                    .play("red", "base/A", 1, 0, 90)
                    .resolve().legal();
            Step s = p.step("road-completed");
            assertThat(s.rule()).isEqualTo(RuleId.B3);
            assertThat(s.totalPoints()).isZero();
        }
    }

    @Nested
    class B4Cities {
        @Test
        void aTwoTileCityScoresFourByDefault() {
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0).follower("red", 0, 0, "city:N")
                    .play("blue", "base/E", 0, -1, 180)
                    .resolve().legal();
            Step s = p.step("city-scored");
            assertThat(s.rule()).isEqualTo(RuleId.B4);
            assertThat(p.points(s)).containsExactly(java.util.Map.entry("red", 4));
            assertThat(s.message().key()).isEqualTo("step.scored");
        }

        @Test
        void tinyCityTwoScoresATwoTileCityTwo() {
            Played p = scenario().players("red", "blue").variant(Variant.TINY_CITY, "2")
                    .tile("base/E", 0, 0).follower("red", 0, 0, "city:N")
                    .play("blue", "base/E", 0, -1, 180)
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(2);
        }

        @Test
        void tinyCityTwoLeavesALargerCityAlone() {
            // base/F (pennant) between two city caps: 3 tiles and a pennant = 8 under either tinyCity.
            for (String tiny : new String[] {"4", "2"}) {
                Played p = scenario().players("red", "blue").variant(Variant.TINY_CITY, tiny)
                        .tile("base/E", -1, 0, 90).tile("base/F", 0, 0)
                        .follower("red", 0, 0, "city:W")
                        .play("blue", "base/E", 1, 0, 270)
                        .resolve().legal();
                assertThat(p.score("red")).as("tinyCity " + tiny).isEqualTo(8);
            }
        }

        @Test
        void aTileShowingTwoPartsOfTheCityCountsOnce() {
            // hs/02's two cities become one when base/E closes its north edge; with west and east caps
            // the city is 4 tiles (hs/02 once, though two of its segments are in it): 8, not 10.
            Played p = scenario().players("red", "blue")
                    .tile("hs/02", 0, 0).tile("base/E", 0, -1, 180).tile("base/E", -1, 0, 90)
                    .follower("red", 0, 0, "city:W")
                    .play("blue", "base/E", 1, 0, 270)
                    .resolve().legal();
            Step s = p.step("city-scored");
            assertThat(s.message().args().get(0)).isEqualTo(Message.of("step.city-complete", 4, 0));
            assertThat(p.score("red")).isEqualTo(8);
        }

        @Test
        void aTileWithTwoCitiesNamesTheOneItCompleted() {
            // hills/01: hs/06's south city closes the start tile's city while its north city, with
            // red's new knight, stays open; "the city is complete" would leave the learner guessing.
            Played p = scenario().players("red", "blue")
                    .tile("base/D", 0, 0).follower("blue", 0, 0, "city:N")
                    .play("red", "hs/06", 0, -1).hiding("base/K").placeFollower("city:N")
                    .resolve().legal();
            Step s = p.step("city-scored");
            assertThat(s.message().args().get(0)).isEqualTo(
                    Message.of("step.city-complete.tile", 2, 0, new Message.Term("compass.S")));
            assertThat(Texts.of("en").render(s.message())).startsWith("The city in the south of the tile is complete: 2 tiles");
            assertThat(Texts.of("nl").render(s.message())).startsWith("De stad in het zuiden van de tegel is af: 2 tegels");
            assertThat(p.score("blue")).isEqualTo(4);
        }

        @Test
        void anOpenCityDoesNotScoreDuringTheGame() {
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0).follower("red", 0, 0, "city:N")
                    .play("blue", "base/N", 0, -1, 180)
                    .resolve().legal();
            assertThat(p.stepsWith("city-scored")).isEmpty();
            assertThat(p.figures()).containsExactly("follower red [0,0] city:N");
        }
    }

    @Nested
    class B5Monasteries {
        @Test
        void aMonasteryIsCompleteWhenAllEightNeighboursArePlacedAndScoresNine() {
            ScenarioBuilderRing ring = new ScenarioBuilderRing();
            Played p = ring.monasteryWithSevenNeighbours()
                    .play("blue", "base/B", 1, 1)
                    .resolve().legal();
            Step s = p.step("monastery-scored");
            assertThat(s.rule()).isEqualTo(RuleId.B5);
            assertThat(p.points(s)).containsExactly(java.util.Map.entry("red", 9));
            assertThat(p.supply("red")).isEqualTo(7);
        }

        @Test
        void aMonasteryWithSevenNeighboursDoesNotScore() {
            Played p = new ScenarioBuilderRing().monasteryWithSevenNeighbours()
                    .play("blue", "base/B", 2, 0)
                    .resolve().legal();
            assertThat(p.stepsWith("monastery-scored")).isEmpty();
            assertThat(p.figures()).containsExactly("follower red [0,0] monastery");
        }
    }

    /** A base/B monastery at [0,0] with red's monk and base/B on 7 of its 8 neighbours ([1,1] empty). */
    static final class ScenarioBuilderRing {
        kudde.engine.ScenarioBuilder monasteryWithSevenNeighbours() {
            kudde.engine.ScenarioBuilder b = scenario().players("red", "blue").tile("base/B", 0, 0);
            int[][] around = {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}};
            for (int[] xy : around) {
                b.tile("base/B", xy[0], xy[1]);
            }
            return b.follower("red", 0, 0, "monastery");
        }
    }

    @Nested
    class B6Majority {
        private Played roadOfFive(String... followers) {
            // Road end [0,0], straights [1,0] [2,0] [3,0], the last turn closes it at [4,0]: 5 tiles.
            kudde.engine.ScenarioBuilder b = scenario().players("red", "blue")
                    .tile("base/A", 0, 0, 270).tile("base/U", 1, 0).tile("base/U", 2, 0).tile("base/U", 3, 0);
            for (int i = 0; i < followers.length; i++) {
                b.follower(followers[i], 1 + i, 0, "road:W");
            }
            return b.play("blue", "base/A", 4, 0, 90).resolve().legal();
        }

        @Test
        void theMostFollowersTakeThePointsAndFewerScoreNothing() {
            Played p = roadOfFive("red", "blue", "red");
            Step s = p.step("road-scored");
            assertThat(p.points(s)).containsExactly(java.util.Map.entry("red", 5));
            assertThat(s.rules()).contains(RuleId.B6);
            assertThat(p.score("blue")).isZero();
            // B7: everyone's followers come back, the loser's too.
            assertThat(p.supply("red")).isEqualTo(7);
            assertThat(p.supply("blue")).isEqualTo(7);
        }

        @Test
        void tiedPlayersEachScoreTheFullPoints() {
            Played p = roadOfFive("red", "blue");
            Step s = p.step("road-scored");
            assertThat(p.points(s)).containsEntry("red", 5).containsEntry("blue", 5);
            assertThat(s.details()).contains(Message.of("detail.tie-shared", new Message.Names(java.util.List.of("red", "blue"))));
        }
    }

    @Nested
    class B7Return {
        @Test
        void aFollowerOnAFeatureItsOwnTileCompletesScoresAndReturnsInTheSameTurn() {
            Played p = scenario().players("red")
                    .tile("base/A", 0, 0, 270).tile("base/U", 1, 0)
                    .play("red", "base/A", 2, 0, 90).placeFollower("road:W")
                    .resolve().legal();
            assertThat(p.events()).containsExactly("tile-placed", "follower-placed", "road-scored");
            assertThat(p.step("follower-placed").after().followerSupply()[0]).isEqualTo(6);
            assertThat(p.step("road-scored").after().followerSupply()[0]).isEqualTo(7);
            assertThat(p.step("road-scored").rules()).contains(RuleId.B7);
            assertThat(p.score("red")).isEqualTo(3);
            assertThat(p.figures()).isEmpty();
        }

        @Test
        void farmersStayWhenTheCityTheyBorderIsCompleted() {
            Played p = scenario().players("red", "blue")
                    .tile("base/E", 0, 0)
                    .follower("red", 0, 0, "city:N").follower("blue", 0, 0, "field:SSE")
                    .play("blue", "base/E", 0, -1, 180)
                    .resolve().legal();
            assertThat(p.figures()).containsExactly("follower blue [0,0] field:ENE");
            assertThat(p.supply("blue")).isEqualTo(6);
            assertThat(p.supply("red")).isEqualTo(7);
        }
    }

    @Nested
    class B8FinalScoring {
        @Test
        void incompleteRoadCityAndMonasteryScoreAtTheEnd() {
            // Road [0,0]+[1,0] open: 2. City base/D + base/M (pennant), open east: 2 tiles + 1 pennant = 3.
            // Monastery [0,1] with [0,0] and [1,0] around it: 1 + 2 = 3.
            Played p = scenario().players("red", "blue", "green")
                    .tile("base/D", 0, 0).tile("base/U", 1, 0).tile("base/M", 0, -1, 180).tile("base/B", 0, 1)
                    .follower("red", 1, 0, "road:E").follower("blue", 0, 0, "city:N")
                    .follower("green", 0, 1, "monastery")
                    .endGame()
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(2);
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.score("green")).isEqualTo(3);
            assertThat(p.events()).containsExactly("final-road", "final-city", "final-monastery");
            for (Step s : p.steps()) {
                assertThat(s.rule()).isEqualTo(RuleId.B8);
                assertThat(s.turn()).isZero();
            }
            assertThat(p.step("final-city").message().args().get(0)).isEqualTo(Message.of("final.city", 2, 1));
            assertThat(p.step("final-monastery").message().args().get(0)).isEqualTo(Message.of("final.monastery", 2));
            // Final scoring leaves the figures where they stand.
            assertThat(p.figures()).hasSize(3);
        }

        @Test
        void anIncompleteCityCountsATileShowingTwoOfItsPartsOnce() {
            // hs/02 with base/E on the shared north edge: one city over 2 tiles, open west and east: 2.
            Played p = scenario().players("red")
                    .tile("hs/02", 0, 0).tile("base/E", 0, -1, 180)
                    .follower("red", 0, 0, "city:E")
                    .endGame().resolve().legal();
            assertThat(p.step("final-city").message().args().get(0)).isEqualTo(Message.of("final.city", 2, 0));
            assertThat(p.score("red")).isEqualTo(2);
        }

        @Test
        void finalScoringAddsToTheScoresTheScenarioStartsWith() {
            Played p = scenario().player("red", 10, null)
                    .tile("base/U", 0, 0).follower("red", 0, 0, "road:E")
                    .endGame()
                    .resolve().legal();
            assertThat(p.score("red")).isEqualTo(11);
            assertThat(p.points(p.step("final-road"))).containsExactly(java.util.Map.entry("red", 1));
        }
    }

    @Nested
    class B9Fields {
        /**
         * City base/E [-1,0] + base/F [0,0] + base/E [1,0], complete (3 tiles). Below, base/B at
         * [-1,1] [0,1] [1,1]: the south field runs round both caps and touches the city on 3 tiles.
         * base/F's north field is a field of its own that touches the same city.
         */
        private kudde.engine.ScenarioBuilder cityWithTwoFields() {
            return scenario().players("red", "blue")
                    .tile("base/E", -1, 0, 90).tile("base/F", 0, 0).tile("base/E", 1, 0, 270)
                    .tile("base/B", -1, 1).tile("base/B", 0, 1).tile("base/B", 1, 1);
        }

        @Test
        void aFieldScoresThreePerCompletedCityAndCountsEachCityOnce() {
            Played p = cityWithTwoFields()
                    .follower("red", 0, 1, "field:NNW")
                    .endGame().resolve().legal();
            Step s = p.step("final-field");
            assertThat(s.rule()).isEqualTo(RuleId.B9);
            assertThat(s.message().args().get(0)).isEqualTo(Message.of("final.field", 1));
            assertThat(p.score("red")).isEqualTo(3);
        }

        @Test
        void aCityScoresForEveryFieldThatTouchesIt() {
            Played p = cityWithTwoFields()
                    .follower("red", 0, 1, "field:NNW").follower("blue", 0, 0, "field:NNW")
                    .endGame().resolve().legal();
            assertThat(p.score("red")).isEqualTo(3);
            assertThat(p.score("blue")).isEqualTo(3);
            assertThat(p.stepsWith("final-field")).hasSize(2);
        }

        @Test
        void anIncompleteCityGivesTheFieldNothing() {
            // base/H: one field between two one-tile cities, neither complete.
            Played p = scenario().players("red")
                    .tile("base/H", 0, 0).follower("red", 0, 0, "field:ENE")
                    .endGame().resolve().legal();
            assertThat(p.score("red")).isZero();
            assertThat(p.step("final-field").message().args().get(0)).isEqualTo(Message.of("final.field", 0));
        }

        @Test
        void aFieldTouchingTwoCompletedCitiesScoresSix() {
            // base/H's field touches its north and its south city; caps make both complete.
            Played p = scenario().players("red")
                    .tile("base/H", 0, 0).tile("base/E", 0, -1, 180).tile("base/E", 0, 1)
                    .follower("red", 0, 0, "field:ENE")
                    .endGame().resolve().legal();
            assertThat(p.score("red")).isEqualTo(6);
        }

        @Test
        void hs02sFieldCountsItsTwoCitiesOnceWhenTheyHaveBecomeOne() {
            // The hs/02 ring of B4: its field touches both printed cities, joined into one complete city.
            Played p = scenario().players("red")
                    .tile("hs/02", 0, 0).tile("base/E", 0, -1, 180).tile("base/E", -1, 0, 90).tile("base/E", 1, 0, 270)
                    .follower("red", 0, 0, "field:SSW")
                    .endGame().resolve().legal();
            assertThat(p.step("final-field").message().args().get(0)).isEqualTo(Message.of("final.field", 1));
            assertThat(p.score("red")).isEqualTo(3);
        }

        @Test
        void theMajorityOfFarmersTakesTheField() {
            Played p = cityWithTwoFields()
                    .follower("red", 0, 1, "field:NNW").follower("red", 1, 1, "field:NNW")
                    .follower("blue", -1, 1, "field:NNW")
                    .endGame().resolve().legal();
            assertThat(p.score("red")).isEqualTo(3);
            assertThat(p.score("blue")).isZero();
        }
    }
}

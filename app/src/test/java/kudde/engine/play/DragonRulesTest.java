package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The dragon (docs/rules.md D1–D4). The shared-field variants of D2 and the fairy are in
 * {@link EdgeCasesTest}; the illegal paths in {@link IllegalTurnsTest}.
 */
class DragonRulesTest {
    static final Map<String, Integer> FULL_BAG = ShepherdRulesTest.FULL_BAG;

    /** Straights [0,0] [1,0] [2,0]; the dragon waits at [0,0]. */
    private static ScenarioBuilder straights() {
        return scenario().players("red", "blue").tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0)
                .dragonAt(0, 0);
    }

    @Nested
    class D1DragonEats {
        @Test
        void everyFollowerOnAnEnteredTileGoesHome() {
            Played p = straights()
                    .follower("red", 1, 0, "road:E").follower("blue", 1, 0, "field:NNW")
                    .follower("blue", 2, 0, "field:ESE")
                    .dragonTurn(1, 0)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("dragon-enters", "dragon-eats-follower", "dragon-eats-follower");
            Step enters = p.step("dragon-enters");
            assertThat(enters.rule()).isEqualTo(RuleId.D1);
            assertThat(enters.rules()).containsExactly(RuleId.D1);
            assertThat(enters.message()).isEqualTo(Message.of("step.dragon-enters", PlaceWords.tileNextToStart("E", "[1,0]")));
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [1,0]", "follower blue [2,0] field:ESE");
            assertThat(p.supply("red")).isEqualTo(7);
            assertThat(p.supply("blue")).isEqualTo(6);
        }

        @Test
        void theDragonEatsOnEveryTileOfItsPath() {
            Played p = straights()
                    .follower("red", 1, 0, "road:E").follower("blue", 2, 0, "field:ESE")
                    .dragonTurn(1, 0, 2, 0)
                    .resolve().legal();
            assertThat(p.events()).containsExactly("dragon-enters", "dragon-eats-follower", "dragon-enters",
                    "dragon-eats-follower");
            assertThat(p.figures()).containsExactly("dragon [2,0]");
            // Each step's snapshot shows the dragon where it stands then.
            assertThat(p.figures(p.steps().get(0).after())).contains("dragon [1,0]");
        }

        @Test
        void theDragonMayMoveBack() {
            Played p = straights().dragonTurn(1, 0, 0, 0).resolve().legal();
            assertThat(p.figures()).containsExactly("dragon [0,0]");
        }
    }

    @Nested
    class D2DragonEatsTheShepherd {
        @Test
        void theShepherdGoesHomeAndItsSheepIntoTheBag() {
            Played p = straights().shepherd("red", 1, 0, "field:NNW", 2, 3)
                    .dragonTurn(1, 0)
                    .resolve().legal();
            Step eaten = p.step("dragon-eats-shepherd");
            assertThat(eaten.rule()).isEqualTo(RuleId.D2);
            assertThat(eaten.message()).isEqualTo(Message.of("step.dragon-eats-shepherd", "red", 5, PlaceWords.tileNextToStart("E", "[1,0]")));
            assertThat(eaten.totalPoints()).isZero();
            assertThat(p.figures()).containsExactly("dragon [1,0]");
            assertThat(p.bag()).isEqualTo(FULL_BAG);
            assertThat(p.score("red")).isZero();
        }
    }

    @Nested
    class D3OnlyThatTile {
        @Test
        void followersAndShepherdsOnOtherTilesOfTheSameFeaturesStay() {
            // Red's shepherd at [1,0] and blue's at [2,0] share the north field; red's thief at [2,0]
            // stands on the road through [1,0]. Only [1,0] is entered.
            Played p = straights()
                    .shepherd("red", 1, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 4)
                    .follower("red", 2, 0, "road:W")
                    .dragonTurn(1, 0)
                    .resolve().legal();
            assertThat(p.step("dragon-eats-shepherd").rules()).contains(RuleId.D3);
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [1,0]", "shepherd blue [2,0] field:NNW [4]",
                    "follower red [2,0] road:E");
        }
    }

    @Nested
    class D4Timing {
        /** Road end [0,0], straight [1,0] with red's thief; blue closes the road at [2,0]. */
        private Played closeRoadWithDragonOnThief(Preset preset) {
            return scenario().preset(preset).players("red", "blue")
                    .tile("base/A", 0, 0, 270).tile("base/U", 1, 0).tile("base/B", 1, -1)
                    .dragonAt(1, -1)
                    .follower("red", 1, 0, "road:W")
                    .play("blue", "base/A", 2, 0, 90).dragonPath(1, 0)
                    .resolve().legal();
        }

        @Test
        void afterScoringTheThiefScoresBeforeTheDragonComes() {
            Played p = closeRoadWithDragonOnThief(Preset.SEED);
            assertThat(p.events()).containsExactly("tile-placed", "road-scored", "dragon-enters");
            assertThat(p.score("red")).isEqualTo(3);
            Step enters = p.step("dragon-enters");
            assertThat(enters.rules()).contains(RuleId.D1, RuleId.D4);
            assertThat(enters.message().key()).isEqualTo("step.dragon-enters");
            assertThat(enters.notes()).containsExactly(Message.of("note.dragonTiming.before",
                    new Message.Term("preset.rules.second-edition")));
        }

        @Test
        void beforeScoringTheDragonEatsTheThiefFirst() {
            Played p = closeRoadWithDragonOnThief(Preset.SECOND_EDITION);
            assertThat(p.events()).containsExactly("tile-placed", "dragon-enters", "dragon-eats-follower",
                    "road-completed");
            assertThat(p.score("red")).isZero();
            Step enters = p.step("dragon-enters");
            assertThat(enters.message().key()).isEqualTo("step.dragon-enters-before");
            assertThat(enters.notes()).containsExactly(Message.of("note.dragonTiming.after",
                    new Message.Term("preset.rules.seed")));
            assertThat(p.supply("red")).isEqualTo(7);
        }

        @Test
        void tendingComesBeforeTheDragonUnderEitherTiming() {
            for (Preset preset : Preset.values()) {
                Played p = scenario().preset(preset).players("red", "blue")
                        .tile("base/U", 0, 0).tile("base/U", 1, 0).dragonAt(0, 0)
                        .shepherd("red", 1, 0, "field:NNW", 2).draws(3)
                        .play("red", "base/U", 2, 0).grow().dragonPath(1, 0)
                        .resolve().legal();
                assertThat(p.events()).as(preset.key())
                        .containsExactly("tile-placed", "tend", "flock-grow", "dragon-enters", "dragon-eats-shepherd");
                assertThat(p.step("dragon-eats-shepherd").message().args()).as(preset.key())
                        .containsExactly("red", 5, PlaceWords.tileNextToStart("E", "[1,0]"));
                assertThat(p.bag()).as(preset.key()).isEqualTo(FULL_BAG);
            }
        }

        @Test
        void whenTheDragonMissesEveryScoredFollowerNoTimingNoteIsGiven() {
            for (Preset preset : Preset.values()) {
                Played p = scenario().preset(preset).players("red", "blue")
                        .tile("base/A", 0, 0, 270).tile("base/U", 1, 0).tile("base/B", 1, -1).tile("base/B", 0, -1)
                        .dragonAt(1, -1)
                        .follower("red", 1, 0, "road:W")
                        .play("blue", "base/A", 2, 0, 90).dragonPath(0, -1)
                        .resolve().legal();
                assertThat(p.score("red")).as(preset.key()).isEqualTo(3);
                assertThat(p.step("dragon-enters").notes()).as(preset.key()).isEmpty();
                assertThat(p.step("dragon-enters").rules()).as(preset.key()).contains(RuleId.D4);
            }
        }

        @Test
        void aDragonOnlyTurnIsNoTileTurnAndCitesNoTiming() {
            Played p = straights().dragonTurn(1, 0).resolve().legal();
            assertThat(p.step("dragon-enters").rules()).doesNotContain(RuleId.D4);
            assertThat(p.step("dragon-enters").notes()).isEmpty();
        }
    }

    @Test
    void dragonSheepNeverDiffersBetweenThePresetsSoItGivesNoNote() {
        // Both presets say dragonSheep=own; an explicit variant is the author's choice, not a preset's.
        for (Preset preset : Preset.values()) {
            for (String value : List.of("own", "field")) {
                Played p = scenario().preset(preset).variant(kudde.engine.rules.Variant.DRAGON_SHEEP, value)
                        .players("red", "blue")
                        .tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0).dragonAt(0, 0)
                        .shepherd("red", 1, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3)
                        .dragonTurn(1, 0)
                        .resolve().legal();
                assertThat(p.step("dragon-eats-shepherd").notes()).as(preset.key() + " " + value).isEmpty();
            }
        }
    }
}

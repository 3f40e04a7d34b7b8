package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Illegal turns stop the resolution with the turn's index, the rule and the reason (docs/scenario-format.md,
 * "turns"). B1 and B2 are in {@link BaseRulesTest}, S3–S5 and S11 in {@link ShepherdRulesTest},
 * the fairy in {@link EdgeCasesTest}; here the rest, and how the error names its turn.
 */
class IllegalTurnsTest {

    private static ScenarioBuilder straights() {
        return scenario().players("red", "blue").tile("base/U", 0, 0).tile("base/U", 1, 0).tile("base/U", 2, 0);
    }

    @Test
    void theErrorNamesTheTurnAfterLegalOnes() {
        Played p = straights().draws(2)
                .play("red", "base/U", 3, 0).placeShepherd("field:NNW")
                .play("blue", "base/U", 4, 0)
                .play("blue", "base/U", 5, 0).placeShepherd("field:NNW")
                .play("red", "base/U", 6, 0).grow()
                .resolve();
        // Turn 2: blue's shepherd into the north field, where red's shepherd stands (S3).
        assertThat(p.error().turn()).isEqualTo(2);
        assertThat(p.error().rule()).isEqualTo(RuleId.S3);
        assertThat(p.events(0)).containsExactly("tile-placed", "shepherd-placed", "shepherd-draws-sheep");
        assertThat(p.events(1)).containsExactly("tile-placed", "no-tending");
        assertThat(p.events(3)).isEmpty();
    }

    @Nested
    class Placement {
        @Test
        void aFollowerOnAFeatureTheTileLacks() {
            Played p = straights().play("red", "base/U", 3, 0).placeFollower("city:N").resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B2);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.noSegment");
            assertThat(p.error().reason().args()).startsWith("base/U", "city:N");
        }

        @Test
        void aFollowerOnTheAmbiguousSharedEdgeOfHs02NamesTheAlternatives() {
            Played p = scenario().players("red").tile("base/U", 0, 0)
                    .play("red", "hs/02", 0, -1).placeFollower("city:N")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B2);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.ambiguous");
            assertThat(p.error().reason().args()).containsExactly("hs/02", "city:N", "city:W, city:E");
        }

        @Test
        void aShepherdOnAFieldTheTileLacksIsAnS1Error() {
            Played p = scenario().players("red").tile("base/E", 0, 0)
                    .play("red", "base/C", 0, -1).placeShepherd("field:SSW")
                    .resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.S1);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.noSegment");
        }

        @Test
        void aMalformedLocation() {
            Played p = straights().play("red", "base/U", 3, 0).placeFollower("road").resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.B2);
            assertThat(p.error().reason().key()).isEqualTo("turn.place.noSegment");
        }

        @Test
        void anUnknownPlayerHasNoRuleId() {
            Played p = straights().play("purple", "base/U", 3, 0).resolveUnchecked();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isNull();
            assertThat(p.error().reason().key()).isEqualTo("turn.unknownPlayer");
            assertThat(p.error().reason().args()).containsExactly("purple");
        }
    }

    @Nested
    class DragonPaths {
        @Test
        void aPathWithoutADragon() {
            Played p = straights().dragonTurn(1, 0).resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.none");
        }

        @Test
        void anEmptyPath() {
            Played p = straights().dragonAt(0, 0).dragonTurn().resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.emptyPath");
        }

        @Test
        void aStepThatIsNotNextToTheLastPosition() {
            Played p = straights().dragonAt(0, 0).follower("red", 1, 0, "road:E").dragonTurn(1, 0, 2, 1).resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.notNext");
            assertThat(p.error().reason().args()).containsExactly("[2,1]", "[1,0]");
            // The whole path is checked before the dragon moves: red's thief on [1,0] is not eaten.
            assertThat(p.figures()).contains("follower red [1,0] road:E", "dragon [0,0]");
        }

        @Test
        void aFirstStepThatIsNotNextToTheDragon() {
            Played p = straights().dragonAt(0, 0).dragonTurn(2, 0).resolve();
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.notNext");
            assertThat(p.error().reason().args()).containsExactly("[2,0]", "[0,0]");
        }

        @Test
        void aStepOntoAnEmptyPosition() {
            Played p = straights().dragonAt(0, 0).dragonTurn(0, 1).resolve();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.noTile");
            assertThat(p.error().reason().args()).containsExactly("[0,1]");
        }

        @Test
        void anIllegalPathInATileTurnStopsThatTurn() {
            Played p = straights().dragonAt(0, 0).fairyAt(1, 0)
                    .play("red", "base/U", 3, 0).dragonPath(1, 0)
                    .resolve();
            assertThat(p.error().turn()).isZero();
            assertThat(p.error().rule()).isEqualTo(RuleId.D1);
            assertThat(p.error().reason().key()).isEqualTo("turn.dragon.fairy");
        }
    }
}

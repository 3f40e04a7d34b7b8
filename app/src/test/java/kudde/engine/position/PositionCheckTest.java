package kudde.engine.position;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.ScenarioBuilder;
import kudde.engine.rules.Preset;
import org.junit.jupiter.api.Test;

/** Positions that cannot arise (docs/scenario-format.md, "Impossible positions"), one small board each. */
class PositionCheckTest {

    private static List<String> keys(ScenarioBuilder b) {
        return PositionCheck.problems(b.build()).stream().map(p -> p.reason().key()).toList();
    }

    private static ScenarioBuilder straights() {
        return scenario().players("red", "blue").tile("base/U", 0, 0).tile("base/U", 1, 0);
    }

    @Test
    void featuresJoinedAfterPlacementMayHoldSeveralFollowersAndFieldsSeveralShepherds() {
        assertThat(keys(straights()
                .follower("red", 0, 0, "road:E").follower("blue", 1, 0, "road:E")
                .shepherd("red", 0, 0, "field:NNW", 1).shepherd("blue", 1, 0, "field:NNW", 2)))
                .isEmpty();
    }

    @Test
    void aFollowerOnACompleteFeatureWouldAlreadyHaveScored() {
        assertThat(keys(scenario().players("red").tile("base/E", 0, 0).tile("base/E", 0, -1, 180)
                .follower("red", 0, 0, "city:N"))).containsExactly("problem.figure.completeFeature");
        assertThat(keys(scenario().players("red").tile("base/A", 0, 0, 270).tile("base/A", 1, 0, 90)
                .follower("red", 0, 0, "road:E"))).containsExactly("problem.figure.completeFeature");
    }

    @Test
    void aFarmerInAClosedFieldIsPossible() {
        assertThat(keys(scenario().players("red")
                .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180).tile("base/V", 1, 1, 90)
                .follower("red", 0, 0, "field:ESE"))).isEmpty();
    }

    @Test
    void aShepherdInAClosedFieldIsImpossibleOnlyWhenClosedFieldsAreGuided() {
        ScenarioBuilder seed = scenario().players("red")
                .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180).tile("base/V", 1, 1, 90)
                .shepherd("red", 0, 0, "field:ESE", 2);
        assertThat(keys(seed)).isEmpty();
        ScenarioBuilder second = scenario().preset(Preset.SECOND_EDITION).players("red")
                .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180).tile("base/V", 1, 1, 90)
                .shepherd("red", 0, 0, "field:ESE", 2);
        assertThat(keys(second)).containsExactly("problem.figure.closedFieldShepherd");
    }

    @Test
    void twoMonksOnOneMonastery() {
        assertThat(keys(scenario().players("red", "blue").tile("base/B", 0, 0)
                .follower("red", 0, 0, "monastery").follower("blue", 0, 0, "monastery")))
                .contains("problem.figure.twoMonks");
    }

    @Test
    void moreFiguresThanAPlayerOwns() {
        ScenarioBuilder b = scenario().players("red");
        for (int x = 0; x < 8; x++) {
            b.tile("base/U", x, 0).follower("red", x, 0, "field:NNW");
        }
        assertThat(keys(b)).contains("problem.players.tooManyFollowers");
        assertThat(keys(straights().shepherd("red", 0, 0, "field:NNW").shepherd("red", 1, 0, "field:ESE")))
                .contains("problem.players.twoShepherds");
    }

    @Test
    void moreTokensOfAValueThanTheGameHas() {
        assertThat(keys(straights().shepherd("red", 0, 0, "field:NNW", 4, 4).shepherd("blue", 0, 0, "field:ESE", 4)))
                .containsExactly("problem.tokens.tooMany");
        assertThat(keys(straights().shepherd("red", 0, 0, "field:NNW", 5))).containsExactly("problem.figure.sheepValue");
    }

    @Test
    void aBagThatHoldsTokensLyingOnTheBoard() {
        assertThat(keys(straights().shepherd("red", 0, 0, "field:NNW", 4).bagContents(4, 5, 5, 2, 2)))
                .containsExactly("problem.bag.tooMany");
        assertThat(keys(straights().shepherd("red", 0, 0, "field:NNW", 4).bagContents(4, 5, 5, 1, 2))).isEmpty();
    }

    @Test
    void figuresWhereTheyCannotStand() {
        assertThat(keys(straights().follower("red", 5, 5, "road:E"))).containsExactly("problem.figure.noTile");
        assertThat(keys(straights().follower("red", 0, 0, "city:N"))).containsExactly("problem.figure.noSegment");
        assertThat(keys(straights().shepherd("red", 0, 0, "road:E"))).containsExactly("problem.figure.shepherdNotField");
        assertThat(keys(scenario().players("red").tile("hs/02", 0, 0).follower("red", 0, 0, "city:N")))
                .containsExactly("problem.figure.ambiguous");
    }

    @Test
    void theDragonsTileHoldsNoOtherFigureAndNeverTheFairy() {
        assertThat(keys(straights().dragonAt(0, 0).follower("red", 0, 0, "road:E")))
                .containsExactly("problem.figure.onDragon");
        assertThat(keys(straights().dragonAt(0, 0).shepherd("red", 0, 0, "field:NNW")))
                .containsExactly("problem.figure.onDragon");
        assertThat(keys(straights().dragonAt(0, 0).fairyAt(0, 0))).containsExactly("problem.figure.dragonFairy");
        assertThat(keys(straights().dragonAt(0, 0).dragonAt(1, 0))).containsExactly("problem.figure.twoDragons");
    }

    @Test
    void tilesThatDoNotMatchOrShareAPosition() {
        assertThat(keys(scenario().players("red").tile("base/U", 0, 0).tile("base/U", 1, 0, 90)))
                .containsExactly("problem.board.mismatch");
        assertThat(keys(scenario().players("red").tile("base/U", 0, 0).tile("base/B", 0, 0)))
                .containsExactly("problem.board.twoTiles");
    }

    @Test
    void endGameMustBeLast() {
        assertThat(keys(straights().endGame().play("red", "base/U", 2, 0))).containsExactly("problem.turns.endNotLast");
    }
}

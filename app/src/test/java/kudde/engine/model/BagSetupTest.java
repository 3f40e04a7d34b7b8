package kudde.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** S11: what the bag holds before the first turn (the inspector shows this, the resolver draws from it). */
class BagSetupTest {
    private static final Pos AT = new Pos(0, 0);

    @Test
    void theGameHasEighteenTokens() {
        assertThat(BagSetup.full()).containsExactly(4, 5, 5, 2, 2);
    }

    @Test
    void theSheepNextToShepherdsOnTheBoardAreNotInTheBag() {
        List<FigureSetup> figures = List.of(FigureSetup.shepherd("red", AT, "field:NNW", List.of(4, 4, 1)),
                FigureSetup.shepherd("blue", AT, "field:SSE", List.of(4)),
                FigureSetup.follower("red", AT, "city:N"));
        // Three 4s on the board but the game has two: the bag holds none, never a negative count.
        assertThat(BagSetup.standard().atStart(figures)).containsExactly(3, 5, 5, 0, 2);
    }

    @Test
    void contentsTheScenarioSetsAreTheBagWhateverLiesOnTheBoard() {
        BagSetup set = new BagSetup(Map.of(Token.ONE, 1, Token.WOLF, 2), List.of(), 7);
        List<FigureSetup> figures = List.of(FigureSetup.shepherd("red", AT, "field:NNW", List.of(1)));
        assertThat(set.atStart(figures)).containsExactly(1, 0, 0, 0, 2);
    }
}

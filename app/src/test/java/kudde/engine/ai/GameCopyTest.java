package kudde.engine.ai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Bag;
import kudde.engine.play.Game;
import kudde.engine.rules.RuleSet;
import org.junit.jupiter.api.Test;

/** A copy of a game in progress (what the computer players look ahead on): the same position, independent. */
class GameCopyTest {

    @Test
    void aCopyScoresAsTheGameAndPlayingOnItLeavesTheGameAsItWas() {
        for (long seed = 1; seed <= 20; seed++) {
            RandomGame r = RandomGame.start(RuleSet.seed(), seed, false, false).playTurns(40);
            Game g = r.game();
            int tiles = g.board().tileCount();
            int[] scores = g.scores();
            int figures = g.figures().size();
            Game copy = g.copy(new Bag(g.bag().counts(), List.of(), seed));
            // Playing on the copy: the rest of a random game from the same position.
            RandomGame.continueFrom(copy, RandomGame.standardSupply().subList(0, 30), seed, false).playAll();
            copy.endGame();
            assertThat(copy.board().tileCount()).isGreaterThan(tiles);
            assertThat(g.board().tileCount()).as("seed %d", seed).isEqualTo(tiles);
            assertThat(g.scores()).isEqualTo(scores);
            assertThat(g.figures()).hasSize(figures);
            // Final scoring draws nothing: a fresh copy ended now scores exactly as the game ended now.
            Game again = g.copy(new Bag(g.bag().counts(), List.of(), 0));
            again.endGame();
            g.endGame();
            assertThat(again.scores()).as("seed %d", seed).isEqualTo(g.scores());
        }
    }
}

package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.bench.ScaleBoards;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.position.PositionCheck;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;

/** The boards of the scale benchmark are what it claims: legal, and the turn joins one board-wide field. */
class ScaleBoardsTest {

    @Test
    void theMeasuredTurnJoinsAFieldSpanningTheWholeBoard() {
        for (int tiles : new int[] {100, 1000}) {
            Scenario s = ScaleBoards.position(tiles);
            assertThat(s.board()).hasSize(tiles);
            assertThat(PositionCheck.problems(s)).isEmpty();
            Resolution r = Resolver.resolve(s.withTurns(List.of(ScaleBoards.joiningTurn(tiles))));
            assertThat(r.error()).isNull();
            assertThat(r.steps()).extracting(Step::rule).contains(RuleId.S4, RuleId.S6);
            Board b = r.finalBoard();
            int placed = b.tileCount() - 1;
            int fieldOfNewTile = b.segment(placed, 2); // base/A: monastery, road S, field
            assertThat(new FeatureView(b, fieldOfNewTile).tileCount()).isEqualTo(tiles + 1);
            // Before the turn, the road column kept two fields apart.
            Board before = r.boardAt(tiles);
            assertThat(before.find(before.segment(0, 1))).isNotEqualTo(before.find(before.segment(tiles - 1, 1)));
        }
    }

    @Test
    void everyBorderTurnOfAGameInProgressJoinsTheBoardWideFieldAndCompletesNothing() {
        int tiles = 100;
        List<kudde.engine.model.Turn> turns = new java.util.ArrayList<>();
        turns.add(ScaleBoards.joiningTurn(tiles));
        turns.addAll(ScaleBoards.borderTurns(tiles));
        // Every other square of each side of the 10 x 10 grid, but for the road column's (x = 5, odd).
        assertThat(turns).hasSize(1 + 2 * 5 + 2 * 5);
        Resolution r = Resolver.resolve(ScaleBoards.position(tiles).withTurns(turns));
        assertThat(r.error()).isNull();
        Board b = r.finalBoard();
        assertThat(new FeatureView(b, b.segment(0, 1)).tileCount()).isEqualTo(b.tileCount());
        // The same work every turn, on every board size: no monastery completed (B5) on the way.
        assertThat(r.steps()).extracting(Step::rule).doesNotContain(RuleId.B5);
    }
}

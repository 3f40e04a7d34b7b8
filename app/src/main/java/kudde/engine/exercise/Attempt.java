package kudde.engine.exercise;

import java.util.List;
import kudde.engine.model.Turn;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;

/**
 * One try at an exercise: the learner's turns, their resolution (step by step, for the
 * explanation), and whether the goal is met.
 *
 * @param moves      the learner's turns
 * @param resolution the position's turns, then the learner's (and final scoring for an end goal)
 * @param met        the goal is met (never when the move is illegal)
 * @param value      what the goal measured: points, sheep, or 1/0
 */
public record Attempt(List<Turn.TileTurn> moves, Resolution resolution, boolean met, int value) {
    public Attempt {
        moves = List.copyOf(moves);
    }

    /** Why the move is not allowed, or null when it is legal. */
    public IllegalTurn illegal() {
        return resolution.error();
    }
}

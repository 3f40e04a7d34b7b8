package kudde.engine.position;

import kudde.engine.model.Pos;
import kudde.engine.play.Message;

/**
 * Why a position is impossible, and where: {@code path} names the place in scenario terms
 * ({@code board[3]}, {@code figures[0].on}); {@code at} is the board position to select, or null.
 */
public record Problem(String path, Pos at, Message reason) {
}

package kudde.tutor.game;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import kudde.engine.ai.Move;
import kudde.engine.ai.View;
import kudde.engine.model.Turn;
import kudde.engine.play.Game;
import kudde.engine.play.IllegalTurn;

/**
 * "Where can this go?": every legal move for the drawn tile, with what it scores at
 * once for the player and for the others. Each move is played by the engine on a copy of the
 * position whose bag draws from a seed of its own (a draw's outcome is a chance, never the real
 * bag's next token: the hint may not know more than the player), so the points are those of
 * completed features and of a flock guided now; growing a flock scores nothing at once.
 */
public final class WhereCanItGo {
    /**
     * One move and what it scores now.
     *
     * @param mine   the points the player to move gets at once
     * @param others the points the other players get at once, together
     */
    public record Option(Move move, int mine, int others) {
    }

    private WhereCanItGo() {
    }

    /** Every legal move of {@code game}'s player to move, the best for them first (then fewest for the others). */
    public static List<Option> of(TableGame game) {
        return of(game.view(), game.legalMoves());
    }

    /**
     * The same from what the player sees and their legal moves, taken beforehand: the view holds a
     * copy of the position, so this may run on another thread while the game goes on.
     */
    public static List<Option> of(View view, List<Move> legal) {
        List<Option> out = new ArrayList<>();
        long seed = 1;
        for (Move m : legal) {
            Game copy = view.copy(seed++);
            int[] before = copy.scores();
            try {
                copy.playTile(m.turn(copy.playerId(view.me()), view.tile(), null));
            } catch (IllegalTurn e) {
                continue; // a legal move: not reached, but a hint is no place to stop the game
            }
            int[] after = copy.scores();
            int mine = after[view.me()] - before[view.me()];
            int others = 0;
            for (int p = 0; p < after.length; p++) {
                if (p != view.me()) {
                    others += after[p] - before[p];
                }
            }
            out.add(new Option(m, mine, others));
        }
        out.sort(Comparator.comparingInt((Option o) -> -o.mine()).thenComparingInt(Option::others));
        return out;
    }

    /** Whether a move makes a tending choice (S5): the odds panel's question. */
    public static boolean tends(Move m) {
        return m.flock() != null && m.flock() != Turn.Flock.NONE;
    }
}

package kudde.engine.model;

import java.util.List;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.TileType;

/**
 * A lesson step where the learner plays: after the first {@code after} turns of the file, the
 * player places the given tile (two tiles: two turns in a row) as they like, and the engine judges
 * the outcome against the goal. The solutions are never written in the file: the engine finds
 * them by searching the legal moves ({@code kudde.engine.exercise}). The task's words and hints are
 * the lesson's ({@code kudde.lesson.LessonExercise}), not the engine's.
 *
 * @param after  how many of the file's turns are played first (0 … the turns before any endGame)
 * @param player the learner's player id
 * @param tiles  the tile of each of the learner's turns (one, or two where the goal needs it)
 * @param goal   what the learner's turns must bring about
 */
public record Exercise(int after, String player, List<TileType> tiles, Goal goal) {
    public Exercise {
        tiles = List.copyOf(tiles);
    }

    /**
     * The condition on the resolution of the learner's turns.
     *
     * @param kind    what is judged
     * @param player  whose points, figure or flock (scorers: unused)
     * @param atLeast lower bound of points or sheep, or null
     * @param atMost  upper bound of points or sheep, or null
     * @param atEnd   points: counted through final scoring (the game ends after the learner's turns)
     * @param rule    scorers: the rule of the scoring step (B3, B4, B5, S7 …), or null for any scoring
     * @param players scorers: exactly these players score it
     * @param figure  returns, stays: a follower or the shepherd
     */
    public record Goal(Kind kind, String player, Integer atLeast, Integer atMost, boolean atEnd, RuleId rule,
                       List<String> players, FigureKind figure) {
        public Goal {
            players = players == null ? List.of() : List.copyOf(players);
        }
    }

    /** The goals a lesson can set; the file names them in kebab case. */
    public enum Kind {
        /** {@code player} scores between atLeast and atMost points in the learner's turns (or through the end). */
        POINTS,
        /** A figure of {@code player} of kind {@code figure} goes back to supply in the learner's turns. */
        RETURNS,
        /** {@code player}'s figure of kind {@code figure} is on the board before and after. */
        STAYS,
        /** Fields with shepherds merge into one flock (S9). */
        FIELDS_MERGE,
        /** A scoring step (of {@code rule}) gives points to exactly {@code players}. */
        SCORERS,
        /** {@code player}'s shepherd ends the turn with a flock of atLeast … atMost sheep. */
        FLOCK;

        public String word() {
            return FileWords.of(this);
        }

        public static Kind ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }
}

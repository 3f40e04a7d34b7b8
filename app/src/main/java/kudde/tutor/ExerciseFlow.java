package kudde.tutor;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.exercise.Attempt;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;

/**
 * The learner's side of an exercise, without Swing: each try is judged by the engine;
 * after a wrong try the next hint is due (the first, then the second, then the third, which stays);
 * "Show me" plays a solution the engine found. The hint's title and Dutch sentence come from the
 * explanation texts ({@code Texts.ruleTitle}, {@code Texts.source}); the file gives what to look at.
 */
public final class ExerciseFlow {
    private final Scenario scenario;
    private final Exercise exercise;
    private int wrongTries;
    private boolean solved;
    private boolean shown;
    private Exercises.Search search;
    private ExerciseLight light;

    /**
     * What a try brought.
     *
     * @param attempt    the try, resolved step by step (for the explanation of why)
     * @param hint       the hint now due, or null when the goal is met (or the exercise has no hints)
     * @param wrongTries wrong tries so far
     */
    public record Feedback(Attempt attempt, Exercise.Hint hint, int wrongTries) {
        public boolean met() {
            return attempt.met();
        }
    }

    public ExerciseFlow(Scenario scenario, Exercise exercise) {
        this.scenario = scenario;
        this.exercise = exercise;
    }

    public Exercise exercise() {
        return exercise;
    }

    /** The position the learner plays from. */
    public Scenario position() {
        return Exercises.position(scenario, exercise);
    }

    /** Judges a try (one turn per tile of the exercise); an illegal move counts as a wrong try. */
    public Feedback play(List<Turn.TileTurn> moves) {
        Attempt a = Exercises.judge(scenario, exercise, moves);
        if (a.met()) {
            solved = true;
        } else {
            wrongTries++;
        }
        return new Feedback(a, a.met() ? null : hint(), wrongTries);
    }

    /** The hint due after the wrong tries so far, or null before the first wrong try. */
    public Exercise.Hint hint() {
        List<Exercise.Hint> hints = exercise.hints();
        if (wrongTries == 0 || hints.isEmpty()) {
            return null;
        }
        return hints.get(Math.min(wrongTries, hints.size()) - 1);
    }

    /**
     * What the hint due now lights on a board {@code board} with {@code standing} on it (the
     * position, the move being put together, or a try's outcome): nothing before the second hint,
     * then what the goal is about, from the third also the squares where the engine's solutions lay
     * the tile ({@link ExerciseLight}).
     */
    public Highlight light(Board board, List<Figure> standing) {
        return light(board, standing, List.of());
    }

    /** The same while the next tile is placed after the learner's turns {@code sofar} (its squares lit). */
    public Highlight light(Board board, List<Figure> standing, List<Turn.TileTurn> sofar) {
        if (hint() == null || wrongTries < ExerciseLight.SUBJECT) {
            return Highlight.NONE;
        }
        if (light == null) {
            light = new ExerciseLight(scenario, exercise, search());
        }
        return light.at(wrongTries, board, standing, sofar);
    }

    /** "Show me": the first solution the engine found, played; null when there is none. */
    public Attempt showMe() {
        List<List<Turn.TileTurn>> solutions = search().solutions();
        if (solutions.isEmpty()) {
            return null;
        }
        shown = true;
        return Exercises.judge(scenario, exercise, solutions.get(0));
    }

    /**
     * What each player scored in the learner's turns of {@code a} (through final scoring for an end
     * goal), in turn order: the steps of the turns from {@code after} on. Nothing for a refused try.
     */
    public int[] points(Attempt a) {
        int[] out = new int[scenario.players().size()];
        if (a.illegal() != null) {
            return out;
        }
        for (kudde.engine.play.Step s : a.resolution().steps()) {
            if (s.turn() >= exercise.after()) {
                for (int p = 0; p < out.length && p < s.points().length; p++) {
                    out[p] += s.points()[p];
                }
            }
        }
        return out;
    }

    /**
     * Why a legal try missed its goal, beyond "not yet": which of the goal's conditions the move left
     * unmet, and what it measured.
     *
     * @param kind   the condition missed
     * @param player whose figure, flock or points the goal is about (index into the players)
     * @param value  what the goal measured: the sheep of the flock, or the points
     */
    public record Miss(MissKind kind, int player, int value) {
    }

    /** The conditions a try can miss that the tutor names. */
    public enum MissKind {
        /** A flock goal, and the move put a follower in a field: a farmer, not the shepherd (S1). */
        FARMER_NOT_SHEPHERD,
        /** A flock goal, and the player has no shepherd on the board after the move (none placed, or a wolf, S2). */
        NO_SHEPHERD,
        /** A flock goal: the flock is there, but of too few (or too many) sheep. */
        FLOCK_SIZE,
        /** A points goal: the move scored too few (or too many) points. */
        POINTS
    }

    /**
     * Why the legal try {@code a} missed the goal, or null when it met the goal, was refused, or missed
     * a goal the tutor has no more to say about than "not yet".
     */
    public Miss miss(Attempt a) {
        if (a.met() || a.illegal() != null) {
            return null;
        }
        Exercise.Goal g = exercise.goal();
        int p = g.player() == null ? -1 : scenario.playerIndex(g.player());
        if (p < 0) {
            return null;
        }
        return switch (g.kind()) {
            case FLOCK -> a.value() >= 0 ? new Miss(MissKind.FLOCK_SIZE, p, a.value())
                    : new Miss(farmer(a, p) ? MissKind.FARMER_NOT_SHEPHERD : MissKind.NO_SHEPHERD, p, 0);
            case POINTS -> new Miss(MissKind.POINTS, p, a.value());
            default -> null;
        };
    }

    /** Whether the learner's turns put one of player {@code p}'s followers in a field: a farmer. */
    private boolean farmer(Attempt a, int p) {
        Board b = a.resolution().finalBoard();
        for (Figure f : a.resolution().end().figures()) {
            if (f.kind() == kudde.engine.model.FigureKind.FOLLOWER && f.player() == p && f.tile() >= 0
                    && b.typeOf(b.segment(f.tile(), f.segment())) == kudde.engine.tile.FeatureType.FIELD
                    && placedByLearner(a, b, f)) {
                return true;
            }
        }
        return false;
    }

    private static boolean placedByLearner(Attempt a, Board b, Figure f) {
        for (Turn.TileTurn t : a.moves()) {
            if (t.place() != null && b.tileAt(t.at().x(), t.at().y()) == f.tile()) {
                return true;
            }
        }
        return false;
    }

    /** How many legal moves meet the goal. */
    public int solutions() {
        return search().solutions().size();
    }

    /** Met by the learner's own try (not by "Show me"). */
    public boolean solved() {
        return solved;
    }

    /** The solution was shown. */
    public boolean shown() {
        return shown;
    }

    public int wrongTries() {
        return wrongTries;
    }

    /**
     * Searches the legal moves for the solutions now, if that has not been done yet. The search of
     * a two-turn exercise takes a fifth of a second: the window starts it on another thread as soon
     * as the exercise is shown, so that a hint's lighting or "Show me" finds it done. Any thread.
     */
    public void searchAhead() {
        search();
    }

    private synchronized Exercises.Search search() {
        if (search == null) {
            search = Exercises.solve(scenario, exercise);
        }
        return search;
    }
}

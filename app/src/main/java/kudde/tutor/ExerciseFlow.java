package kudde.tutor;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.exercise.Attempt;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.lesson.LessonExercise;

/**
 * The learner's side of an exercise, without Swing: each try is judged by the engine;
 * after a wrong try the next hint is due (the first, then the second, then the third, which stays);
 * "Show me" plays a solution the engine found. The hint's title and Dutch sentence come from the
 * explanation texts ({@code Texts.ruleTitle}, {@code Texts.source}); the file gives what to look at.
 */
public final class ExerciseFlow {
    private final Scenario scenario;
    private final LessonExercise exercise;
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
    public record Feedback(Attempt attempt, LessonExercise.Hint hint, int wrongTries) {
        public boolean met() {
            return attempt.met();
        }
    }

    /** Exercise {@code exercise} of a lesson about {@code scenario}. */
    public ExerciseFlow(Scenario scenario, LessonExercise exercise) {
        this.scenario = scenario;
        this.exercise = exercise;
    }

    public LessonExercise exercise() {
        return exercise;
    }

    /** The position the learner plays from. */
    public Scenario position() {
        return Exercises.position(scenario, exercise.exercise());
    }

    /** Judges a try (one turn per tile of the exercise); an illegal move counts as a wrong try. */
    public Feedback play(List<Turn.TileTurn> moves) {
        Attempt a = Exercises.judge(scenario, exercise.exercise(), moves);
        if (a.met()) {
            solved = true;
        } else {
            wrongTries++;
        }
        return new Feedback(a, a.met() ? null : hint(), wrongTries);
    }

    /** The hint due after the wrong tries so far, or null before the first wrong try. */
    public LessonExercise.Hint hint() {
        List<LessonExercise.Hint> hints = exercise.hints();
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
            light = new ExerciseLight(scenario, exercise.exercise(), search());
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
        return Exercises.judge(scenario, exercise.exercise(), solutions.get(0));
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
     * @param kind    the condition missed
     * @param player  whose figure, flock or points the goal is about (index into the players), or -1
     *                for a goal about no one player (fields-merge, scorers)
     * @param value   what the goal measured: the sheep of the flock, the points, or the figures that
     *                left the board
     * @param scorers for a scorers goal, the players the first step of its rule gave points to (player
     *                indices, in turn order; empty when no such step gave points); else empty
     * @param rule    the rule of the step that took a figure away (stays), or the scorers goal's rule;
     *                else null
     */
    public record Miss(MissKind kind, int player, int value, List<Integer> scorers, kudde.engine.rules.RuleId rule) {
        public Miss {
            scorers = List.copyOf(scorers);
        }

        public Miss(MissKind kind, int player, int value) {
            this(kind, player, value, List.of(), null);
        }
    }

    /** The conditions a try can miss that the tutor names: one at least for every kind of goal. */
    public enum MissKind {
        /** A flock goal, and the move put a follower in a field: a farmer, not the shepherd (S1). */
        FARMER_NOT_SHEPHERD,
        /** A flock goal, and the player has no shepherd on the board after the move (none placed, or a wolf, S2). */
        NO_SHEPHERD,
        /** A flock goal: the flock is there, but of too few (or too many) sheep. */
        FLOCK_SIZE,
        /** A points goal: the move scored too few (or too many) points. */
        POINTS,
        /** A returns goal: no figure of that kind of the player went back to supply. */
        NOT_RETURNED,
        /** A stays goal: a figure of that kind of the player left the board (value: how many; rule: the step's). */
        LEFT_THE_BOARD,
        /** A fields-merge goal: no two fields with shepherds became one (S9). */
        NO_MERGE,
        /** A scorers goal: no step of its rule gave points (scorers empty), or gave them to other players. */
        OTHER_SCORERS
    }

    /**
     * Why the legal try {@code a} missed the goal, or null when it met the goal or was refused.
     */
    public Miss miss(Attempt a) {
        if (a.met() || a.illegal() != null) {
            return null;
        }
        kudde.engine.model.Exercise.Goal g = exercise.goal();
        int p = g.player() == null ? -1 : scenario.playerIndex(g.player());
        return switch (g.kind()) {
            case FLOCK -> p < 0 ? null : a.value() >= 0 ? new Miss(MissKind.FLOCK_SIZE, p, a.value())
                    : new Miss(farmer(a, p) ? MissKind.FARMER_NOT_SHEPHERD : MissKind.NO_SHEPHERD, p, 0);
            case POINTS -> p < 0 ? null : new Miss(MissKind.POINTS, p, a.value());
            case RETURNS -> p < 0 ? null : new Miss(MissKind.NOT_RETURNED, p, 0);
            case STAYS -> p < 0 ? null : left(a, p, g.figure());
            case FIELDS_MERGE -> new Miss(MissKind.NO_MERGE, -1, 0);
            case SCORERS -> new Miss(MissKind.OTHER_SCORERS, -1, 0, scorers(a, g.rule()), g.rule());
        };
    }

    /**
     * A stays goal missed: how many of player {@code p}'s figures of kind {@code k} that stood before
     * the learner's turns stand there no more, and the rule of the first learner's step that took
     * one away (the wolf, S2; a scoring, B7; the stable, S7 …).
     */
    private Miss left(Attempt a, int p, kudde.engine.model.FigureKind k) {
        // As the goal is judged: the figures at the exercise's position, before the learner's turns.
        List<Figure> had = figures(kudde.engine.play.Resolver.resolve(position(), false).end().figures(), p, k);
        kudde.engine.rules.RuleId rule = null;
        List<Figure> prev = had;
        for (kudde.engine.play.Step s : a.resolution().steps()) {
            if (s.turn() < exercise.after()) {
                continue;
            }
            List<Figure> now = figures(s.after().figures(), p, k);
            if (rule == null && now.size() < prev.size()) {
                rule = s.rule();
            }
            prev = now;
        }
        List<Figure> end = figures(a.resolution().end().figures(), p, k);
        int gone = 0;
        for (Figure f : had) {
            boolean there = false;
            for (Figure e : end) {
                there |= e.tile() == f.tile() && e.segment() == f.segment();
            }
            gone += there ? 0 : 1;
        }
        return gone == 0 ? null : new Miss(MissKind.LEFT_THE_BOARD, p, gone, List.of(), rule);
    }

    private static List<Figure> figures(List<Figure> all, int p, kudde.engine.model.FigureKind k) {
        return all.stream().filter(f -> f.player() == p && f.kind() == k && f.tile() >= 0).toList();
    }

    /** The players the first of the learner's steps of {@code rule} (any rule: null) that gives points gave them to. */
    private List<Integer> scorers(Attempt a, kudde.engine.rules.RuleId rule) {
        for (kudde.engine.play.Step s : a.resolution().steps()) {
            if (s.turn() < exercise.after() || s.totalPoints() <= 0
                    || (rule != null && s.rule() != rule && !s.rules().contains(rule))) {
                continue;
            }
            List<Integer> got = new java.util.ArrayList<>();
            for (int q = 0; q < s.points().length; q++) {
                if (s.points()[q] > 0) {
                    got.add(q);
                }
            }
            return got;
        }
        return List.of();
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
            search = Exercises.solve(scenario, exercise.exercise());
        }
        return search;
    }
}

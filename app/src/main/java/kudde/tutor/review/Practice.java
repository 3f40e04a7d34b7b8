package kudde.tutor.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Message;
import kudde.engine.play.Odds;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;

/**
 * "Practise this": a moment with a better move as an exercise (docs/scenario-format.md,
 * {@code exercises}). The position is the game before the turn; the learner plays the turn's tile;
 * the goal is taken from the better move, and the engine checks it ({@link Exercises#solve}): the
 * exercise is offered only when some move reaches the goal and the move made does not.
 *
 * <ul>
 *   <li>A tending choice (S5) that was not the better one: guiding scores the flock for its
 *       shepherds (S7), growing leaves a bigger flock (S6). A grow draws the game's own next
 *       token, so when that was a wolf no move grows the flock.</li>
 *   <li>A shepherd placed into a likely wolf (S2), a tie on a hill lost at the player's own turn
 *       (H4), a shepherd's field or a monastery left with no way to finish (S4, B5) by the
 *       player's own tile: the better move is the legal move of that tile that gives the player
 *       the most points counted through final scoring, as if the game ended after the turn (a
 *       figure on the board is worth what final scoring pays for it; a flock, nothing, S10). The
 *       goal is those points; it is set only when the move made scored fewer.</li>
 * </ul>
 */
public final class Practice {
    private Practice() {
    }

    /**
     * Whether a moment can become an exercise at all: a tending choice that was not the better
     * one, or a moment of the kinds above at the turn of the player it is about. Whether a better
     * move exists the engine says ({@link #of}).
     */
    public static boolean offered(Review review, Moment m) {
        return switch (m.kind()) {
            case TENDING -> !m.tending().right();
            case WOLF_RISK, HILL_TIE, FIELD_STUCK, MONASTERY_STUCK -> moverIs(review.resolution().scenario(), m);
            default -> false;
        };
    }

    private static boolean moverIs(Scenario game, Moment m) {
        return m.player() >= 0 && game.turns().get(m.turn()) instanceof Turn.TileTurn tt && tt.refused() == null
                && tt.player().equals(game.players().get(m.player()).id());
    }

    /**
     * The exercise scenario of a moment, or null when no legal move reaches a better goal than the
     * move made (the engine's search says so).
     */
    public static Lesson of(Review review, Moment m) {
        if (!offered(review, m)) {
            return null;
        }
        return m.kind() == Moment.Kind.TENDING ? tending(review, m) : betterMove(review, m);
    }

    private static Lesson tending(Review review, Moment m) {
        Scenario game = review.resolution().scenario();
        Turn.TileTurn tt = (Turn.TileTurn) game.turns().get(m.turn());
        Moment.Tending t = m.tending();
        String player = game.players().get(m.player()).id();
        Exercise.Goal goal;
        if (t.better() == Turn.Flock.GUIDE) {
            // S7, S9: guiding pays every shepherd in the field the whole flock.
            List<String> paid = new ArrayList<>();
            paid.add(player);
            for (GrowOrGuide.Rival r : t.odds().rivals()) {
                if (r.shares()) {
                    paid.add(game.players().get(r.player()).id());
                }
            }
            goal = new Exercise.Goal(Exercise.Kind.SCORERS, null, null, null, false, RuleId.S7, paid, null);
        } else {
            goal = new Exercise.Goal(Exercise.Kind.FLOCK, player, t.sheep() + 1, null, false, null, null, null);
        }
        String ask = "review.practise.ask." + t.better().word();
        Exercise e = new Exercise(m.turn(), player, List.of(tt.tile()), goal);
        Scenario s = position(game, m.turn());
        if (Exercises.solve(s, e).solutions().isEmpty()) {
            return null;
        }
        return Lesson.of(s).withTitle(both("review.practise.title", m.turn() + 1))
                .withExercises(List.of(new LessonExercise(e, both(ask),
                        List.of(new LessonExercise.Hint(RuleId.S5, both("review.practise.look"))))));
    }

    /**
     * The better move by the points it gives the player through final scoring (the game ended
     * after the turn); its points are the goal when the move made gave fewer.
     */
    private static Lesson betterMove(Review review, Moment m) {
        Scenario game = review.resolution().scenario();
        Turn.TileTurn made = (Turn.TileTurn) game.turns().get(m.turn());
        String player = made.player();
        Scenario position = position(game, m.turn());
        Exercise.Goal any = new Exercise.Goal(Exercise.Kind.POINTS, player, 0, null, true, null, null, null);
        Exercise probe = new Exercise(m.turn(), player, List.of(made.tile()), any);
        Scenario probing = position;
        int best = Integer.MIN_VALUE;
        for (Turn.TileTurn t : Exercises.legalTurns(probing, probe, List.of())) {
            best = Math.max(best, Exercises.judge(probing, probe, List.of(t)).value());
        }
        int scored = Exercises.judge(probing, probe, List.of(made)).value();
        if (best == Integer.MIN_VALUE || best <= scored) {
            return null;
        }
        Exercise.Goal goal = new Exercise.Goal(Exercise.Kind.POINTS, player, best, null, true, null, null, null);
        RuleId rule = m.rules().get(0);
        Exercise e = new Exercise(m.turn(), player, List.of(made.tile()), goal);
        if (Exercises.solve(position, e).solutions().isEmpty()) {
            return null;
        }
        return Lesson.of(position).withTitle(both("review.practise.title.better", m.turn() + 1))
                .withExercises(List.of(new LessonExercise(e, both("review.practise.ask.better", best),
                        List.of(new LessonExercise.Hint(rule, both("review.practise.look." + m.kind().word()))))));
    }

    /**
     * The game before turn {@code turn}: its set-up, rules, players and bag with the turns before,
     * nothing a lesson adds (expectations, questions, comments), and how many tiles were left to
     * draw, so the odds at the exercise count the game's own rest.
     */
    static Scenario position(Scenario game, int turn) {
        Integer left = game.tilesLeft() != null ? game.tilesLeft() : (Integer) Odds.tilesAfter(game, -1);
        return Scenario.blank().withRules(game.rules()).withPlayers(game.players()).withBoard(game.board())
                .withFigures(game.figures()).withBag(game.bag())
                .withTurns(game.turns().subList(0, turn))
                .withTilesLeft(left < 0 ? null : left);
    }

    private static Map<String, String> both(String key, Object... args) {
        return Texts.inEveryLanguage(Message.of(key, args));
    }
}

package kudde.tutor.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Message;
import kudde.engine.play.Odds;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;

/**
 * "Practise this": a tending moment as an exercise (docs/scenario-format.md, {@code exercises}).
 * The position is the game before the turn; the learner plays the turn's tile; the goal is the
 * better choice's outcome — guiding scores the flock for its shepherds (S7), growing leaves a
 * bigger flock (S6). The engine searches the legal moves ({@link Exercises#solve}) and the
 * exercise is offered only when some move reaches the goal: a grow draws the game's own next
 * token, and when that was a wolf no move grows the flock.
 */
public final class Practice {
    private Practice() {
    }

    /** Whether a moment can become an exercise at all: a tending choice that was not the better one. */
    public static boolean offered(Moment m) {
        return m.kind() == Moment.Kind.TENDING && !m.tending().right();
    }

    /**
     * The exercise scenario of a moment, or null when no legal move reaches the goal (the engine's
     * search says so).
     */
    public static Scenario of(Review review, Moment m) {
        if (!offered(m)) {
            return null;
        }
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
        Exercise e = new Exercise(m.turn(), player, List.of(tt.tile()), goal, both(ask),
                List.of(new Exercise.Hint(RuleId.S5, both("review.practise.look"))));
        Scenario s = position(game, m.turn())
                .withTitle(both("review.practise.title", m.turn() + 1))
                .withExercises(List.of(e));
        return Exercises.solve(s, e).solutions().isEmpty() ? null : s;
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

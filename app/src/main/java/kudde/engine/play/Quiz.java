package kudde.engine.play;

import java.util.Set;
import java.util.TreeSet;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;

/** Answers a lesson's quiz questions from the resolution itself (tutor quiz mode). */
public final class Quiz {
    private Quiz() {
    }

    /** Index of the step a question pauses before, or -1 if the resolution has no such step. */
    public static int stepOf(Resolution r, Question q) {
        return r.stepOf(new kudde.engine.model.StepRef(q.turn(), q.rule()));
    }

    /**
     * The right answer: for SCORERS a sorted {@code Set<String>} of player ids, for POINTS an
     * {@code Integer}, for SHEPHERD_RETURNS a {@code Boolean}, for GROW_OR_GUIDE a {@link Turn.Flock}.
     * Null when the question does not fit the resolution.
     */
    public static Object answer(Resolution r, Question q) {
        int i = stepOf(r, q);
        if (i < 0) {
            return null;
        }
        Scenario sc = r.scenario();
        Step step = r.steps().get(i);
        int player = q.player() == null ? -1 : sc.playerIndex(q.player());
        switch (q.kind()) {
            case SCORERS -> {
                Set<String> ids = new TreeSet<>();
                for (int p = 0; p < step.points().length; p++) {
                    if (step.points()[p] > 0) {
                        ids.add(sc.players().get(p).id());
                    }
                }
                return ids;
            }
            case POINTS -> {
                return player < 0 ? null : step.points()[player];
            }
            case SHEPHERD_RETURNS -> {
                if (player < 0) {
                    return null;
                }
                boolean before = i > 0 && hasShepherd(r.steps().get(i - 1).after(), player);
                return before && !hasShepherd(step.after(), player);
            }
            default -> {
                // At the player's tending choice of that turn (S5), whatever earlier step of the turn the
                // question waits before (an S8 guide of another field reports S7 too). The exact model:
                // growing pays over the rest of the game, not just for one more draw.
                int tend = tendingStep(r, q.turn());
                int tender = tend < 0 ? -1 : tendingPlayer(r, r.steps().get(tend));
                GrowOrGuide odds = tender < 0 ? null : Odds.at(r, tend, tender);
                return odds == null ? null : odds.verdict();
            }
        }
    }

    /** Whether {@code given} is the right answer (sets of ids compare in any order). */
    public static boolean check(Resolution r, Question q, Object given) {
        return matches(answer(r, q), given);
    }

    /** Whether {@code given} is the answer {@code right} ({@link #answer}; sets of ids compare in any order). */
    public static boolean matches(Object right, Object given) {
        if (right instanceof Set<?> set && given instanceof java.util.Collection<?> c) {
            return set.equals(new TreeSet<>(c));
        }
        return right != null && right.equals(given);
    }

    private static boolean hasShepherd(Snapshot s, int player) {
        for (Figure f : s.figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == player) {
                return true;
            }
        }
        return false;
    }

    /** The index of the tending choice (event {@code tend}) of turn {@code turn}, or -1 when it has none. */
    public static int tendingStep(Resolution r, int turn) {
        for (int i = 0; i < r.steps().size(); i++) {
            Step s = r.steps().get(i);
            if (s.turn() == turn && "tend".equals(s.event())) {
                return i;
            }
        }
        return -1;
    }

    private static int tendingPlayer(Resolution r, Step step) {
        Turn t = r.scenario().turns().get(step.turn());
        return t instanceof Turn.TileTurn tt ? r.scenario().playerIndex(tt.player()) : -1;
    }
}

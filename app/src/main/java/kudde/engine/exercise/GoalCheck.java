package kudde.engine.exercise;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Resolution;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;

/**
 * Judges an exercise's goal on the resolution of the learner's turns: the steps of the turns from
 * {@code after} on, against the state before them.
 */
final class GoalCheck {
    private GoalCheck() {
    }

    /**
     * @param r      the position's turns, then the learner's (and final scoring for an end goal)
     * @param before the state before the learner's first turn
     * @param after  index of the learner's first turn
     * @return the measured quantity (points, sheep; 1 or 0 for yes/no goals) and whether it meets the goal
     */
    static Judgement judge(Exercise.Goal goal, Resolution r, Snapshot before, int after) {
        Scenario s = r.scenario();
        int p = goal.player() == null ? -1 : s.playerIndex(goal.player());
        List<Step> steps = r.steps();
        int first = 0;
        while (first < steps.size() && steps.get(first).turn() < after) {
            first++;
        }
        switch (goal.kind()) {
            case POINTS -> {
                int points = 0;
                for (int i = first; i < steps.size(); i++) {
                    points += steps.get(i).points()[p];
                }
                return new Judgement(within(goal, points), points);
            }
            case RETURNS -> {
                Snapshot prev = before;
                for (int i = first; i < steps.size(); i++) {
                    Snapshot now = steps.get(i).after();
                    if (count(now, p, goal.figure()) < count(prev, p, goal.figure())) {
                        return new Judgement(true, 1);
                    }
                    prev = now;
                }
                return new Judgement(false, 0);
            }
            case STAYS -> {
                List<Figure> had = figures(before, p, goal.figure());
                Snapshot end = r.end();
                boolean all = !had.isEmpty();
                for (Figure f : had) {
                    boolean there = false;
                    for (Figure g : figures(end, p, goal.figure())) {
                        there |= g.tile() == f.tile() && g.segment() == f.segment();
                    }
                    all &= there;
                }
                return new Judgement(all, all ? 1 : 0);
            }
            case FIELDS_MERGE -> {
                for (int i = first; i < steps.size(); i++) {
                    if ("fields-merged".equals(steps.get(i).event())) {
                        return new Judgement(true, 1);
                    }
                }
                return new Judgement(false, 0);
            }
            case SCORERS -> {
                Set<Integer> want = new HashSet<>();
                for (String id : goal.players()) {
                    want.add(s.playerIndex(id));
                }
                for (int i = first; i < steps.size(); i++) {
                    Step st = steps.get(i);
                    boolean rule = goal.rule() == null ? st.totalPoints() > 0
                            : st.rule() == goal.rule() || st.rules().contains(goal.rule());
                    if (!rule) {
                        continue;
                    }
                    Set<Integer> got = new HashSet<>();
                    for (int q = 0; q < st.points().length; q++) {
                        if (st.points()[q] > 0) {
                            got.add(q);
                        }
                    }
                    if (got.equals(want)) {
                        return new Judgement(true, 1);
                    }
                }
                return new Judgement(false, 0);
            }
            default -> {
                int sheep = flock(r, p);
                return new Judgement(sheep >= 0 && within(goal, sheep), sheep);
            }
        }
    }

    /** What the goal measured, and whether it was met. */
    record Judgement(boolean met, int value) {
    }

    private static boolean within(Exercise.Goal g, int v) {
        return (g.atLeast() == null || v >= g.atLeast()) && (g.atMost() == null || v <= g.atMost());
    }

    private static int count(Snapshot s, int p, FigureKind k) {
        return figures(s, p, k).size();
    }

    private static List<Figure> figures(Snapshot s, int p, FigureKind k) {
        return s.figures().stream().filter(f -> f.player() == p && f.kind() == k).toList();
    }

    /** S9: all sheep in the field of {@code p}'s shepherd at the end, or -1 without a shepherd. */
    private static int flock(Resolution r, int p) {
        Board b = r.finalBoard();
        Figure own = null;
        for (Figure f : r.end().figures()) {
            if (f.kind() == FigureKind.SHEPHERD && f.player() == p) {
                own = f;
            }
        }
        if (own == null) {
            return -1;
        }
        int root = b.find(b.segment(own.tile(), own.segment()));
        int sheep = 0;
        for (Figure f : r.end().figures()) {
            if (f.kind() == FigureKind.SHEPHERD && b.find(b.segment(f.tile(), f.segment())) == root) {
                sheep += f.sheepTotal();
            }
        }
        return sheep;
    }
}

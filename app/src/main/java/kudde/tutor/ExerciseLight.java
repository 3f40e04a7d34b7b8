package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import kudde.engine.board.Board;
import kudde.engine.board.FeatureView;
import kudde.engine.exercise.Attempt;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.play.Highlight;
import kudde.engine.play.Step;

/**
 * What a hint of an exercise lights on the board, as "what to look at". The first
 * hint lights nothing: it gives the rule. From the second on, the board lights what the goal is
 * about, in the position the learner plays from: the learner's shepherd and its field for a flock
 * goal, the figures of a stays or returns goal and their features, every shepherd and its field for
 * fields that must merge, and for points and scorers the features (and the figures in them) that
 * the engine's first solution scores. From the third on, also the squares where the engine's
 * solutions lay the tile to place now (the second of two, after a first turn some solution begins with). Nothing here decides a rule: the engine's position and its
 * solutions say it all.
 */
final class ExerciseLight {
    /** The hint from which the board lights the goal's subject, and the one from which the squares too. */
    static final int SUBJECT = 2;
    static final int SQUARES = 3;

    /** The goal's subject by where it stands (so any later board can show it), and the squares. */
    private final List<Highlight.SegmentRef> features = new ArrayList<>();
    private final List<Figure> figures = new ArrayList<>();
    private final List<List<Turn.TileTurn>> solutions;

    ExerciseLight(Scenario s, Exercise e, Exercises.Search search) {
        Game before = Exercises.game(s, e, List.of());
        if (before != null) {
            subject(s, e, search, before, features, figures);
        }
        solutions = search.solutions();
    }

    /**
     * The squares where the engine's solutions lay the next tile after the learner's turns
     * {@code sofar}: those that begin with these turns; none when no solution does (the first
     * turn already misses the goal, and a try again starts from the first tile).
     */
    private List<Pos> squares(List<Turn.TileTurn> sofar) {
        Set<Pos> at = new LinkedHashSet<>();
        for (List<Turn.TileTurn> m : solutions) {
            if (m.size() > sofar.size() && m.subList(0, sofar.size()).equals(sofar)) {
                at.add(m.get(sofar.size()).at());
            }
        }
        return List.copyOf(at);
    }

    /**
     * What the board lights with {@code hint} (1, 2, 3 …; 0: no hint yet) on a board {@code board}
     * with {@code standing} on it: the position, the move being put together after the learner's
     * turns {@code sofar} (the squares are then those of the next tile), or a try's outcome.
     */
    Highlight at(int hint, Board board, List<Figure> standing, List<Turn.TileTurn> sofar) {
        if (hint < SUBJECT) {
            return Highlight.NONE;
        }
        List<Integer> lit = new ArrayList<>();
        for (Figure f : figures) {
            for (int i = 0; i < standing.size(); i++) {
                Figure g = standing.get(i);
                if (g.kind() == f.kind() && g.player() == f.player() && g.x() == f.x() && g.y() == f.y()
                        && g.segment() == f.segment()) {
                    lit.add(i);
                }
            }
        }
        List<Highlight.SegmentRef> on = new ArrayList<>();
        for (Highlight.SegmentRef r : features) {
            if (board.tileAt(r.at().x(), r.at().y()) >= 0) {
                on.add(r);
            }
        }
        return new Highlight(hint >= SQUARES ? squares(sofar) : List.of(), lit, on);
    }

    private static void subject(Scenario s, Exercise e, Exercises.Search search, Game before,
                                List<Highlight.SegmentRef> features, List<Figure> figures) {
        Exercise.Goal goal = e.goal();
        int player = goal.player() == null ? -1 : s.playerIndex(goal.player());
        Board board = before.board();
        switch (goal.kind()) {
            case FLOCK, STAYS, RETURNS -> {
                FigureKind kind = goal.kind() == Exercise.Kind.FLOCK ? FigureKind.SHEPHERD : goal.figure();
                List<Figure> own = of(before.figures(), kind, player);
                // No such figure of the learner's yet (a shepherd still to be placed): the others' show where not.
                standing(board, own.isEmpty() ? of(before.figures(), kind, -1) : own, features, figures);
                if (goal.kind() == Exercise.Kind.FLOCK && !own.isEmpty() && !search.solutions().isEmpty()) {
                    // The flock the solution ends with may take in a field the move joins on (S9).
                    Attempt a = Exercises.judge(s, e, search.solutions().get(0));
                    Set<Integer> roots = roots(board, features);
                    for (Figure f : of(a.resolution().end().figures(), FigureKind.SHEPHERD, player)) {
                        back(a.resolution().finalBoard(), f.x(), f.y(), f.segment(), board, roots, features);
                    }
                    standingIn(board, before.figures(), roots, figures);
                }
            }
            case FIELDS_MERGE -> standing(board, of(before.figures(), FigureKind.SHEPHERD, -1), features, figures);
            default -> scored(s, e, search, before, player, features, figures);
        }
    }

    /** The figures of {@code kind} of {@code player} (-1: anyone's). */
    private static List<Figure> of(List<Figure> all, FigureKind kind, int player) {
        return all.stream().filter(f -> f.kind() == kind && (player < 0 || f.player() == player)).toList();
    }

    private static void standing(Board board, List<Figure> these, List<Highlight.SegmentRef> features,
                                 List<Figure> figures) {
        Set<Integer> roots = new LinkedHashSet<>();
        for (Figure f : these) {
            figures.add(f);
            if (f.tile() >= 0 && f.segment() >= 0 && roots.add(board.find(board.segment(f.tile(), f.segment())))) {
                features.add(new Highlight.SegmentRef(new Pos(f.x(), f.y()), f.segment()));
            }
        }
    }

    /**
     * Points and scorers: the features the engine's first solution scores for the goal, as they lie
     * before the move (a feature the move joins up may be two there: both are lit), and the figures
     * standing in them.
     */
    private static void scored(Scenario s, Exercise e, Exercises.Search search, Game before, int player,
                               List<Highlight.SegmentRef> features, List<Figure> figures) {
        if (search.solutions().isEmpty()) {
            return;
        }
        Attempt a = Exercises.judge(s, e, search.solutions().get(0));
        Board after = a.resolution().finalBoard();
        Board board = before.board();
        Set<Integer> roots = new LinkedHashSet<>();
        for (Step st : a.resolution().steps()) {
            if (st.turn() < e.after() || !counts(e.goal(), st, player)) {
                continue;
            }
            for (Highlight.SegmentRef r : st.highlight().features()) {
                back(after, r.at().x(), r.at().y(), r.segment(), board, roots, features);
            }
        }
        standingIn(board, before.figures(), roots, figures);
    }

    /**
     * The feature of segment {@code segment} of the tile at (x, y) of the board after the move, as
     * it lies on {@code board} before it: a segment of each part, on the tiles that were there.
     */
    private static void back(Board after, int x, int y, int segment, Board board, Set<Integer> roots,
                             List<Highlight.SegmentRef> features) {
        int t = after.tileAt(x, y);
        if (t < 0 || segment < 0 || segment >= after.segmentsOn(t)) {
            return;
        }
        for (int seg : new FeatureView(after, after.segment(t, segment)).segments()) {
            int sx = after.x(after.tileOf(seg));
            int sy = after.y(after.tileOf(seg));
            int was = board.tileAt(sx, sy);
            if (was >= 0 && roots.add(board.find(board.segment(was, after.localOf(seg))))) {
                features.add(new Highlight.SegmentRef(new Pos(sx, sy), after.localOf(seg)));
            }
        }
    }

    private static Set<Integer> roots(Board board, List<Highlight.SegmentRef> features) {
        Set<Integer> roots = new LinkedHashSet<>();
        for (Highlight.SegmentRef r : features) {
            roots.add(board.find(board.segment(board.tileAt(r.at().x(), r.at().y()), r.segment())));
        }
        return roots;
    }

    /** Adds the figures standing in the features {@code roots} that are not lit yet. */
    private static void standingIn(Board board, List<Figure> all, Set<Integer> roots, List<Figure> figures) {
        for (Figure f : all) {
            if (f.kind().owned() && f.tile() >= 0 && f.segment() >= 0 && !figures.contains(f)
                    && roots.contains(board.find(board.segment(f.tile(), f.segment())))) {
                figures.add(f);
            }
        }
    }

    /** Whether a step of the solution is one the goal counts: points for the player, or the scorers' rule. */
    private static boolean counts(Exercise.Goal goal, Step st, int player) {
        if (goal.kind() == Exercise.Kind.POINTS) {
            return player >= 0 && player < st.points().length && st.points()[player] > 0;
        }
        boolean rule = goal.rule() == null || st.rule() == goal.rule() || st.rules().contains(goal.rule());
        return rule && st.totalPoints() > 0;
    }
}

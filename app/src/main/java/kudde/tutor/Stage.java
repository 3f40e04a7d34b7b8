package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;

/**
 * What the board shows for a timeline position: the board and the figures exactly as the engine
 * left them after the step, what the step is about, and the figures and tokens that left in this
 * very step as ghosts (where they stood, with where they went). The ghosts are not figures on the
 * board: at the next step they are gone. In the before view the board is as it was before the step.
 *
 * @param figures the figures standing on the board (indices match the shown snapshot)
 * @param ghosts  what the step took off the board; empty in the before view
 * @param before  whether this is the position before the step rather than after it
 */
public record Stage(Board board, List<Figure> figures, Highlight highlight, List<Ghost> ghosts, boolean before) {
    public Stage {
        figures = List.copyOf(figures);
        ghosts = List.copyOf(ghosts);
    }

    /** The position after step {@code position} ({@link Timeline#START}: the set-up), lighting {@code highlight}. */
    public static Stage of(Timeline t, int position, Highlight highlight) {
        Snapshot after = t.snapshotAt(position);
        if (position == Timeline.START) {
            return new Stage(t.boardAt(position), after.figures(), highlight, List.of(), false);
        }
        return new Stage(t.boardAt(position), after.figures(), highlight, ghosts(t, position), false);
    }

    /**
     * The position before step {@code position}, with the figures the step is about lit: those it
     * sends away and those it lights after it, found again among the figures standing before.
     */
    public static Stage before(Timeline t, int position) {
        if (position == Timeline.START) {
            return of(t, position, Highlight.NONE);
        }
        Step step = t.steps().get(position);
        Snapshot before = t.snapshotAt(position - 1);
        Snapshot after = step.after();
        List<FigureKey> lit = new ArrayList<>();
        for (int i : step.highlight().figures()) {
            lit.add(FigureKey.of(after.figures().get(i)));
        }
        List<Integer> figures = new ArrayList<>();
        for (int i = 0; i < before.figures().size(); i++) {
            Figure f = before.figures().get(i);
            FigureKey k = FigureKey.of(f);
            if (lit.contains(k) || f.kind().owned() && k.in(after) == null) {
                figures.add(i);
            }
        }
        Board board = t.boardAt(position - 1);
        List<Highlight.SegmentRef> features = new ArrayList<>();
        for (Highlight.SegmentRef r : step.highlight().features()) {
            if (board.tileAt(r.at().x(), r.at().y()) >= 0) {
                features.add(r);
            }
        }
        // The tiles stay lit (an empty square shows where the tile will go); marks and numbers are
        // the step's outcome, so they belong to the after view only.
        Highlight h = new Highlight(step.highlight().tiles(), figures, features);
        return new Stage(board, before.figures(), h, List.of(), true);
    }

    /** The figures and tokens step {@code i} took off the board. */
    static List<Ghost> ghosts(Timeline t, int i) {
        Step step = t.steps().get(i);
        Snapshot before = t.snapshotAt(i - 1);
        Snapshot after = step.after();
        Ghost.Destination to = step.rule() == RuleId.D1 || step.rule() == RuleId.D2
                ? Ghost.Destination.DRAGON : Ghost.Destination.SUPPLY;
        List<Ghost> out = new ArrayList<>();
        for (Figure f : before.figures()) {
            if (!f.kind().owned()) {
                continue;  // the dragon and the fairy move; they never leave
            }
            Figure now = FigureKey.of(f).in(after);
            if (now == null) {
                out.add(new Ghost(f, true, to, f.sheep()));
            } else {
                List<Integer> lost = new ArrayList<>(f.sheep());
                for (Integer v : now.sheep()) {
                    lost.remove(v);
                }
                if (!lost.isEmpty()) {
                    out.add(new Ghost(f, false, null, lost));
                }
            }
        }
        return out;
    }
}

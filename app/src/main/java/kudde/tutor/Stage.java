package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMoves;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Orientation;

/**
 * What the board shows for a timeline position: the board and the figures exactly as the engine
 * left them after the step, what the step is about, and the figures and tokens that left in this
 * very step as ghosts (where they stood, with where they went). The ghosts are not figures on the
 * board: at the next step they are gone. In the before view the board is as it was before the step.
 *
 * @param figures the figures standing on the board (indices match the shown snapshot)
 * @param ghosts  what the step took off the board; empty in the before view
 * @param before  whether this is the position before the step rather than after it
 * @param refused at a refused turn (a refused-move lesson): the square of the attempted tile, which
 *                the board shows put down with its figure (the figure last in {@code figures}),
 *                although the game goes on without it; else null
 */
public record Stage(Board board, List<Figure> figures, Highlight highlight, List<Ghost> ghosts, boolean before,
                    Pos refused) {
    public Stage {
        figures = List.copyOf(figures);
        ghosts = List.copyOf(ghosts);
    }

    public Stage(Board board, List<Figure> figures, Highlight highlight, List<Ghost> ghosts, boolean before) {
        this(board, figures, highlight, ghosts, before, null);
    }

    /** The position after step {@code position} ({@link Timeline#START}: the set-up), lighting {@code highlight}. */
    public static Stage of(Timeline t, int position, Highlight highlight) {
        Snapshot after = t.snapshotAt(position);
        if (position == Timeline.START) {
            return new Stage(t.boardAt(position), after.figures(), highlight, List.of(), false);
        }
        Stage attempt = attempt(t, position, highlight);
        if (attempt != null) {
            return attempt;
        }
        return new Stage(t.boardAt(position), after.figures(), highlight, ghosts(t, position), false);
    }

    /**
     * A refused tile turn: the move as it was tried, the tile put down on its square
     * and the figure on it, so the learner sees what the rules refuse; the game's own board is
     * unchanged by it. Null for any other step, or when the square is taken.
     */
    private static Stage attempt(Timeline t, int position, Highlight highlight) {
        Step step = t.steps().get(position);
        if (!"turn-refused".equals(step.event())
                || !(t.resolution().scenario().turns().get(step.turn()) instanceof Turn.TileTurn tt)) {
            return null;
        }
        Board shown = t.boardAt(position);
        if (shown.tileAt(tt.at().x(), tt.at().y()) >= 0) {
            return null;
        }
        Board b = shown.copy();
        Orientation o = tt.tile().oriented(tt.rotation());
        int tile = b.place(o, tt.at().x(), tt.at().y());
        List<Figure> figures = new ArrayList<>(step.after().figures());
        int player = t.resolution().scenario().playerIndex(tt.player());
        if (tt.place() != null && player >= 0) {
            for (int seg = 0; seg < o.type().segments().size(); seg++) {
                if (FigureMoves.name(o, seg).equals(tt.place().on())) {
                    figures.add(new Figure(tt.place().kind(), player, tt.at().x(), tt.at().y(), tile, seg, List.of()));
                    break;
                }
            }
        }
        return new Stage(b, figures, highlight, List.of(), false, tt.at());
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

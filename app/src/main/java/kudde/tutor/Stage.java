package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;

/**
 * What the board shows for a timeline position: the board and figures after the step, plus the
 * figures this very step sent home (the followers that scored, the shepherd the wolf chased), drawn
 * where they stood and lit up, so the user sees who the step was about. They come last in
 * {@code figures}; the score table and supply already count them as returned.
 *
 * @param leaving how many figures at the end of {@code figures} this step took off the board
 */
public record Stage(Board board, List<Figure> figures, Highlight highlight, int leaving) {
    public Stage {
        figures = List.copyOf(figures);
    }

    /** The stage of position {@code position} ({@link Timeline#START} or a step) of {@code t}, lighting {@code highlight}. */
    public static Stage of(Timeline t, int position, Highlight highlight) {
        Snapshot after = t.snapshotAt(position);
        if (position == Timeline.START) {
            return new Stage(t.boardAt(position), after.figures(), highlight, 0);
        }
        Step step = t.steps().get(position);
        List<Figure> figures = new ArrayList<>(after.figures());
        List<Integer> lit = new ArrayList<>(highlight.figures());
        int leaving = 0;
        if (highlight.equals(step.highlight())) {
            for (Figure f : t.snapshotAt(position - 1).figures()) {
                if (f.kind().owned() && FigureKey.of(f).in(after) == null) {
                    lit.add(figures.size());
                    figures.add(f);
                    leaving++;
                }
            }
        }
        return new Stage(t.boardAt(position), figures, new Highlight(highlight.tiles(), lit, highlight.features()), leaving);
    }
}

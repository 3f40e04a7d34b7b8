package kudde.ui.tutor;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.tutor.Timeline;

/**
 * Where the tutor shows a position: the main window's board view, through a small adapter. The tutor
 * says what to show; the board decides how to draw it.
 */
@FunctionalInterface
public interface TutorBoard {
    /**
     * Shows the board of {@code timeline} at {@code position} ({@link Timeline#START} or a step index)
     * with {@code highlight} lit up.
     *
     * @param emphasised the user points at the explanation (or a why-link): draw the highlight strongly
     */
    void show(Timeline timeline, int position, Highlight highlight, boolean emphasised);

    /**
     * Shows a position that is no step of a timeline: the learner's move in an exercise being put
     * together (the tile put down, the figure chosen), with {@code highlight} lit up.
     */
    default void show(Scenario scenario, Board board,
                      List<Figure> figures, Highlight highlight) {
    }

    /** A board that shows nothing, for the tutor on its own. */
    TutorBoard NONE = (t, p, h, e) -> { };
}

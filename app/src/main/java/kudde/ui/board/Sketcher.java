package kudde.ui.board;

import kudde.engine.model.FigureName;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing;

/**
 * Who takes the board's drawing gesture, when someone does (the tutor, for its step): Ctrl+drag from
 * one square to another is an arrow, Ctrl+click a ring (round the figure clicked, else round the
 * square), Ctrl+Shift+click a square. Ctrl is used by
 * no other gesture of the board (a drag pans or moves a figure, Shift+click takes a sheep token away,
 * a right-click turns a tile or asks why), so drawing never edits the position by mistake.
 */
@FunctionalInterface
public interface Sketcher {
    /**
     * @param at     an arrow's start, or the square ringed or coloured
     * @param to     an arrow's end; null for a ring or a square
     * @param figure for a ring drawn with the click on a figure: that figure, as a file names it; null
     *               for a ring round the square (the click elsewhere on it), an arrow or a square
     */
    void drawn(StepDrawing.Kind kind, Pos at, Pos to, FigureName figure);

    /** The colour a mark would be drawn in now: the arrow being dragged shows it. */
    default StepDrawing.Colour colour() {
        return StepDrawing.Colour.GREEN;
    }
}

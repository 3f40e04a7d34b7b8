package kudde.ui.board;

import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;

/**
 * What the board is used for now: editing the position or tutoring. The board has one controller
 * at a time ({@link BoardView#setController}); only that one hears its clicks, drags and wheel turns
 * and paints over it, and it decides what the board shows.
 */
public interface BoardController {
    /** The board is now this controller's: show what it should show, take the keys it needs. */
    void taken(BoardView view);

    /** The board goes to another controller: give back what {@link #taken} took. */
    default void released(BoardView view) {
    }

    /**
     * A click on a feature segment, a figure or an empty cell.
     *
     * @param e the mouse event, or null for Enter at the keyboard cursor
     */
    void clicked(BoardHit hit, MouseEvent e);

    /** A figure was dragged (pressed on it, released at {@code to}). */
    default void figureDragged(int figure, BoardHit to, MouseEvent e) {
    }

    /** A wheel turn with a modifier held (a plain wheel zooms). */
    default void wheel(MouseWheelEvent e) {
    }

    /**
     * Paints over the board.
     *
     * @param g graphics whose transform maps board units (one per tile) to the screen
     */
    default void paintOver(Graphics2D g, BoardView view) {
    }

    /**
     * Paints what belongs to a picture of the position (PNG export, a handout): the tutor's ghosts
     * and marks, say; never a hint about input (where the armed tile fits, what the mouse points at).
     *
     * @param g             graphics whose transform maps board units to the picture's pixels
     * @param pixelsPerTile the picture's scale, for line widths and text sizes
     */
    default void paintInPicture(Graphics2D g, BoardView view, double pixelsPerTile) {
    }
}

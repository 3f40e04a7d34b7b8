package kudde.ui.board;

import java.awt.Graphics2D;

/** Something painted over the board in board coordinates, e.g. the editor's tile preview. */
@FunctionalInterface
public interface BoardOverlay {
    /**
     * @param g graphics whose transform maps board units (one per tile) to the screen
     */
    void paint(Graphics2D g, BoardView view);
}

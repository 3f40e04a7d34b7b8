package kudde.ui.board;

import java.awt.event.MouseEvent;

/** Told about clicks on the board: a feature segment, a figure or an empty cell. */
@FunctionalInterface
public interface BoardListener {
    void clicked(BoardHit hit, MouseEvent e);
}

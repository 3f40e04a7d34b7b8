package kudde.ui.board;

import kudde.engine.model.Pos;

/**
 * What lies under a point of the board view.
 *
 * @param cell    the board position under the point
 * @param tile    tile index on the shown board, or -1 for an empty cell
 * @param segment segment index on that tile, or -1
 * @param figure  index into the shown figures of a figure drawn there, or -1
 */
public record BoardHit(Pos cell, int tile, int segment, int figure) {
    public boolean onTile() {
        return tile >= 0;
    }

    public boolean onFigure() {
        return figure >= 0;
    }
}

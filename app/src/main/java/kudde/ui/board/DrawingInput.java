package kudde.ui.board;

import java.awt.event.MouseEvent;
import javax.swing.SwingUtilities;
import kudde.engine.model.FigureName;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing;

/**
 * The drawing gesture on the board, taken before any other while a {@link Sketcher} listens: a left
 * press with Ctrl held starts it; released on another square it is an arrow, on the same square a
 * ring (with Shift too, a square). A ring pressed on a figure goes round that figure (where the
 * board paints it, {@link BoardGeometry}), pressed elsewhere on the square round the square. While it lasts the arrow so far is shown, and nothing pans, moves
 * or is clicked.
 */
final class DrawingInput {
    private final BoardView view;
    private Pos from;
    private Pos to;
    /** The figure under the press, as the board's figures number them; -1 when none. */
    private int figure = -1;

    DrawingInput(BoardView view) {
        this.view = view;
    }

    /** A press: true when it starts a drawing (so the board's other gestures leave it alone). */
    boolean pressed(MouseEvent e) {
        from = null;
        to = null;
        if (view.sketcher() == null || !e.isControlDown() || !SwingUtilities.isLeftMouseButton(e)) {
            return false;
        }
        from = cell(e);
        to = from;
        figure = view.hitAt(e.getPoint()).figure();
        return true;
    }

    /** True while a drawing is under way (the drag is its). */
    boolean dragged(MouseEvent e) {
        if (from == null) {
            return false;
        }
        Pos now = cell(e);
        if (!now.equals(to)) {
            to = now;
            view.repaint();
        }
        return true;
    }

    /** True when the release ends a drawing; the sketcher is told what was drawn. */
    boolean released(MouseEvent e) {
        if (from == null) {
            return false;
        }
        Pos start = from;
        Pos end = cell(e);
        from = null;
        to = null;
        view.repaint();
        Sketcher s = view.sketcher();
        if (s != null) {
            if (!end.equals(start)) {
                s.drawn(StepDrawing.Kind.ARROW, start, end, null);
            } else if (e.isShiftDown()) {
                s.drawn(StepDrawing.Kind.SQUARE, start, null, null);
            } else {
                s.drawn(StepDrawing.Kind.RING, start, null, ringed(start));
            }
        }
        return true;
    }

    /** The arrow being drawn, from and to, or null when none (or it has not left its square yet). */
    Pos[] preview() {
        return from == null || from.equals(to) ? null : new Pos[] {from, to};
    }

    /** The figure pressed on, when it stands on the ringed square (a figure's art may reach over its edge). */
    private FigureName ringed(Pos square) {
        if (figure < 0 || figure >= view.figures().size()) {
            return null;
        }
        kudde.engine.play.Figure f = view.figures().get(figure);
        if (f.x() != square.x() || f.y() != square.y() || f.kind().owned() && (f.player() < 0
                || f.player() >= view.players().size() || f.tile() < 0 || f.tile() >= view.board().tileCount())) {
            return null;
        }
        return f.name(view.board(), view.players());
    }

    private Pos cell(MouseEvent e) {
        java.awt.geom.Point2D b = view.camera().toBoard(e.getX(), e.getY());
        return new Pos((int) Math.floor(b.getX()), (int) Math.floor(b.getY()));
    }
}

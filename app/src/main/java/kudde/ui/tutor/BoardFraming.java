package kudde.ui.tutor;

import java.awt.Point;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.LinkedHashSet;
import java.util.List;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.ui.board.BoardView;
import kudde.ui.board.Camera;

/**
 * Every step shows what it is about (docs/learning.md): the board pans or fits so the shown step's
 * squares and the learner's move are in view. Once per step and its squares, once per move, so a
 * learner who pans away afterwards is left alone until the next one.
 */
final class BoardFraming {
    private final BoardView board;
    private final TutorView tutor;
    /** The squares of the learner's move the board last made sure to show (keepMoveInView). */
    private List<Pos> fittedFor = List.of();
    /** The squares of the shown step the board last made sure to show (keepStepInView). */
    private List<Pos> inViewFor = List.of();

    BoardFraming(BoardView board, TutorView tutor) {
        this.board = board;
        this.tutor = tutor;
    }

    /** The board's size changed: the shown step's squares are to be brought into view again. */
    void forget() {
        inViewFor = List.of();
    }

    /**
     * The squares the shown step is about: its tiles, the tiles of its lit features, figures and
     * marks, a refused move's square, the exercise's move and the squares where its tile fits.
     */
    private List<Pos> stepCells(List<Figure> figures, Highlight h, Pos refused) {
        LinkedHashSet<Pos> cells = new LinkedHashSet<>();
        if (h != null) {
            cells.addAll(h.tiles());
            for (Highlight.SegmentRef f : h.features()) {
                cells.add(f.at());
            }
            for (int i : h.figures()) {
                if (i >= 0 && i < figures.size()) {
                    cells.add(new Pos(figures.get(i).x(), figures.get(i).y()));
                }
            }
            for (Highlight.Mark m : h.marks()) {
                cells.add(m.at());
            }
        }
        if (refused != null) {
            cells.add(refused);
        }
        cells.addAll(tutor.exerciseMoveCells());
        cells.addAll(tutor.exerciseSquares());
        return List.copyOf(cells);
    }

    /**
     * When a square of {@link #stepCells} lies outside the visible board, the board pans just
     * enough at the same zoom; when they cannot all show at this zoom, it fits them with the whole
     * board, or, on a board too large for that, them alone.
     */
    void keepStepInView(List<Figure> figures, Highlight h, Pos refused) {
        List<Pos> cells = stepCells(figures, h, refused);
        if (cells.isEmpty() || cells.equals(inViewFor) || board.getWidth() <= 0 || board.getHeight() <= 0) {
            return;
        }
        inViewFor = cells;
        double margin = 0.15;
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Pos c : cells) {
            minX = Math.min(minX, c.x() - margin);
            minY = Math.min(minY, c.y() - margin);
            maxX = Math.max(maxX, c.x() + 1 + margin);
            maxY = Math.max(maxY, c.y() + 1 + margin);
        }
        int w = board.getWidth();
        int ht = board.getHeight();
        Camera cam = board.camera();
        Point2D a = cam.toScreen(minX, minY);
        Point2D b = cam.toScreen(maxX, maxY);
        if (a.getX() >= 0 && a.getY() >= 0 && b.getX() <= w && b.getY() <= ht) {
            return;
        }
        if (b.getX() - a.getX() <= w && b.getY() - a.getY() <= ht) {
            cam.pan(a.getX() < 0 ? -a.getX() : Math.min(0, w - b.getX()),
                    a.getY() < 0 ? -a.getY() : Math.min(0, ht - b.getY()));
        } else {
            Rectangle2D around = new Rectangle2D.Double(minX - 1, minY - 1, maxX - minX + 2, maxY - minY + 2);
            Rectangle2D all = board.boardBounds().createUnion(around);
            boolean readable = Math.min(w / all.getWidth(), ht / all.getHeight()) >= 2 * Camera.MIN_SCALE;
            cam.fit(readable ? all : around, w, ht);
        }
        board.repaint();
    }

    /**
     * The learner's tile landed at the board's edge, partly or wholly out of view (or the try's
     * outcome puts it there): the board fits again so the whole move shows; a move well inside
     * the view moves nothing.
     */
    void keepMoveInView() {
        List<Pos> cells = tutor.exerciseMoveCells();
        if (cells.equals(fittedFor)) {
            return;
        }
        fittedFor = cells;
        for (Pos c : cells) {
            Point a = board.toScreen(c.x(), c.y());
            Point b = board.toScreen(c.x() + 1, c.y() + 1);
            if (a.x < 0 || a.y < 0 || b.x > board.getWidth() || b.y > board.getHeight()) {
                // The board and the squares round the move's tiles (the board's own margin would
                // leave a new tile touching the edge of the view).
                Rectangle2D all = board.boardBounds();
                for (Pos m : cells) {
                    all = all.createUnion(new Rectangle2D.Double(m.x() - 1, m.y() - 1, 3, 3));
                }
                board.camera().fit(all, board.getWidth(), board.getHeight());
                board.repaint();
                return;
            }
        }
    }
}

package kudde.ui.tutor;

import java.awt.geom.Rectangle2D;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardView;
import kudde.ui.kit.Theme;

/**
 * Learn mode's framing of a lesson (docs/learning.md): when a lesson opens, and whenever the board
 * changes size, the board is fitted so the lesson's whole play — every tile its last step lays, and
 * the squares of its exercise — shows as large as the view allows, with the set-up's tiles, what
 * the learner sees first, in the middle ({@link #centredOn}). Framed once for the
 * whole lesson rather than step by step, so the tiles do not jump at every step; a step whose
 * squares still fall outside is brought in by the tutor's keepStepInView.
 */
final class LessonFrame {
    /** Room round the tiles, in tiles: a figure's caption and the start badge at the edge still show. */
    static final double MARGIN = 0.3;

    private Timeline framed;
    private int openedFramed = -1;

    /** Forgets the last framing: the next {@link #frame} fits again (the view changed size). */
    void again() {
        framed = null;
    }

    /**
     * Fits {@code board} to the lesson of {@code t} unless that lesson (the document's open count
     * {@code opened}) is framed already. {@code extra}: squares the step shows beyond the tiles (an
     * exercise's squares). False when the board has no size yet: it frames at its next call.
     */
    boolean frame(BoardView board, Timeline t, int opened, List<Pos> extra) {
        if (t == null || board.getWidth() <= 0 || board.getHeight() <= 0
                || (t == framed && opened == openedFramed)) {
            return false;
        }
        framed = t;
        openedFramed = opened;
        board.showArea(area(board, t, extra));
        return true;
    }

    /**
     * What learn mode fits the board to for the lesson of {@code t}: its {@link #extent}, no tile
     * larger than the theme allows, centred on the set-up's tiles as far as {@link #centredOn} can.
     */
    static Rectangle2D area(BoardView board, Timeline t, List<Pos> extra) {
        Rectangle2D whole = extent(t, extra);
        Rectangle2D fitted = atMost(whole, board.getWidth(), board.getHeight(), Theme.number("Kudde.learn.largestTileWidth"));
        Rectangle2D setUp = tiles(t.boardAt(Timeline.START), List.of());
        return setUp == null ? fitted : centredOn(fitted, whole, setUp.getCenterX(), setUp.getCenterY());
    }

    /** How much larger than the lesson's fit the frame may grow to centre the set-up: a quarter at most. */
    static final double MOST_GROWTH = 1.25;
    /** The least part of a grown frame the lesson's tiles fill, so they still show large. */
    static final double FILL = 0.71;

    /**
     * {@code r}, which holds {@code whole}, moved and grown so that (cx, cy) is its middle: what the
     * learner sees first, the set-up's tiles, stands in the middle of the board, and the squares the
     * lesson's turns fill later lie to one side, in view. It grows by {@link #MOST_GROWTH} at most,
     * and only while the tiles still fill {@link #FILL} of it (or keep the largest size the theme
     * allows); beyond that it comes as near the middle as it can.
     */
    static Rectangle2D centredOn(Rectangle2D r, Rectangle2D whole, double cx, double cy) {
        double[] x = axis(r.getWidth(), whole.getMinX(), whole.getMaxX(), cx);
        double[] y = axis(r.getHeight(), whole.getMinY(), whole.getMaxY(), cy);
        return new Rectangle2D.Double(x[0] - x[1] / 2, y[0] - y[1] / 2, x[1], y[1]);
    }

    /** On one axis: the middle and the length of a frame of {@code length} (holding min … max) grown to put c in the middle. */
    private static double[] axis(double length, double min, double max, double c) {
        double needed = Math.max(length, 2 * Math.max(c - min, max - c));
        // The limit: the tiles still fill FILL of the frame (margins aside), or keep the largest size.
        double limit = Math.max(length, Math.min(MOST_GROWTH * (max - min), (max - min - 2 * MARGIN) / FILL));
        double len = Math.min(needed, limit);
        // The middle nearest c at which min … max still lies inside the frame.
        double mid = Math.max(max - len / 2, Math.min(min + len / 2, c));
        return new double[] {mid, len};
    }

    /**
     * {@code r} grown round its middle so that, fitted to a view of w × h pixels, a tile is at most
     * {@code largest} pixels: a lesson of one or two tiles is shown large, with room left to zoom in.
     */
    static Rectangle2D atMost(Rectangle2D r, int w, int h, int largest) {
        double rw = Math.max(r.getWidth(), (double) w / largest);
        double rh = Math.max(r.getHeight(), (double) h / largest);
        return new Rectangle2D.Double(r.getCenterX() - rw / 2, r.getCenterY() - rh / 2, rw, rh);
    }

    /** The lesson's tiles at its last step and the {@code extra} squares, with {@link #MARGIN} round them. */
    static Rectangle2D extent(Timeline t, List<Pos> extra) {
        Rectangle2D r = tiles(t.size() == 0 ? t.boardAt(Timeline.START) : t.boardAt(t.size() - 1), extra);
        return r != null ? r : new Rectangle2D.Double(-1, -1, 3, 3);
    }

    /** The tiles of {@code b} and the {@code extra} squares with {@link #MARGIN} round them; null for none. */
    private static Rectangle2D tiles(Board b, List<Pos> extra) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (int i = 0; i < b.tileCount(); i++) {
            minX = Math.min(minX, b.x(i));
            minY = Math.min(minY, b.y(i));
            maxX = Math.max(maxX, b.x(i) + 1);
            maxY = Math.max(maxY, b.y(i) + 1);
        }
        for (Pos p : extra) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x() + 1);
            maxY = Math.max(maxY, p.y() + 1);
        }
        if (minX > maxX) {
            return null;
        }
        return new Rectangle2D.Double(minX - MARGIN, minY - MARGIN, maxX - minX + 2 * MARGIN, maxY - minY + 2 * MARGIN);
    }
}

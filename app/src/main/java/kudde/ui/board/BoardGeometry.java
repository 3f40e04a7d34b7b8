package kudde.ui.board;

import java.awt.Point;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.NoninvertibleTransformException;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.tile.Orientation;
import kudde.ui.art.TileArt;
import kudde.ui.art.TileGeometry;

/**
 * Where things are on the shown board, in board units (one per tile, x east, y south): the
 * figures' places, the segments' shapes and what lies under a point. Screen points go through the
 * view's {@link Camera} and its inverse, so painting and hit-testing agree at every zoom.
 */
final class BoardGeometry {
    private static final double FIGURE_SIZE = 0.27;
    private static final double[][] DRAGON_CORNERS = {{0.78, 0.22}, {0.22, 0.8}, {0.78, 0.8}, {0.22, 0.22}};
    private static final double[][] FAIRY_CORNERS = {{0.22, 0.8}, {0.78, 0.22}, {0.22, 0.22}, {0.78, 0.8}};

    private final BoardView view;

    BoardGeometry(BoardView view) {
        this.view = view;
    }

    /** The board's tiles as a rectangle in tile units, with a one-tile margin. */
    Rectangle2D bounds() {
        Board board = view.board();
        if (board.tileCount() == 0) {
            return new Rectangle2D.Double(-2, -2, 5, 5);
        }
        return tiles(1);
    }

    /** The rectangle of the board's tiles and {@code margin} tiles round it; one empty cell for an empty board. */
    Rectangle2D tiles(double margin) {
        Board board = view.board();
        if (board.tileCount() == 0) {
            return new Rectangle2D.Double(-margin, -margin, 1 + 2 * margin, 1 + 2 * margin);
        }
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int t = 0; t < board.tileCount(); t++) {
            minX = Math.min(minX, board.x(t));
            minY = Math.min(minY, board.y(t));
            maxX = Math.max(maxX, board.x(t));
            maxY = Math.max(maxY, board.y(t));
        }
        return new Rectangle2D.Double(minX - margin, minY - margin, maxX - minX + 1 + 2 * margin,
                maxY - minY + 1 + 2 * margin);
    }

    /** Screen point of a board point. */
    Point toScreen(double bx, double by) {
        Point2D p = view.camera().toScreen(bx, by);
        return new Point((int) Math.round(p.getX()), (int) Math.round(p.getY()));
    }

    /** Board position where a figure on segment {@code segment} of the tile at {@code at} stands. */
    Point2D segmentAnchor(Pos at, int segment) {
        Board board = view.board();
        Point2D a = anchor(board.tile(board.tileAt(at.x(), at.y())), segment);
        return new Point2D.Double(at.x() + a.getX(), at.y() + a.getY());
    }

    /** Board position of figure {@code i}'s centre; figures on one segment stand a little apart. */
    Point2D figureCentre(int i) {
        List<Figure> figures = view.figures();
        Board board = view.board();
        Figure f = figures.get(i);
        if (!f.kind().owned() || f.tile() < 0 || f.segment() < 0 || f.tile() >= board.tileCount()) {
            return freeSpot(i);
        }
        Point2D a = anchor(board.tile(f.tile()), f.segment());
        int same = 0;
        for (int j = 0; j < i; j++) {
            Figure o = figures.get(j);
            same += o.kind().owned() && o.tile() == f.tile() && o.segment() == f.segment() ? 1 : 0;
        }
        return new Point2D.Double(f.x() + a.getX() + same * 0.1, f.y() + a.getY() + same * 0.05);
    }

    /**
     * Where the dragon or the fairy stands on its tile: the corner farthest from the followers
     * and shepherds there, so none hides another.
     */
    private Point2D freeSpot(int i) {
        List<Figure> figures = view.figures();
        Figure f = figures.get(i);
        Point2D best = null;
        double bestRoom = -1;
        for (double[] c : f.kind() == FigureKind.FAIRY ? FAIRY_CORNERS : DRAGON_CORNERS) {
            Point2D p = new Point2D.Double(f.x() + c[0], f.y() + c[1]);
            double room = 9;
            for (int j = 0; j < figures.size(); j++) {
                Figure o = figures.get(j);
                if (j != i && o.x() == f.x() && o.y() == f.y() && (o.kind().owned() || j < i)) {
                    room = Math.min(room, p.distance(figureCentre(j)));
                }
            }
            if (room > bestRoom + 1e-9) {
                bestRoom = room;
                best = p;
            }
        }
        return best;
    }

    static Point2D anchor(Orientation o, int segment) {
        Point2D local = TileGeometry.of(o.type()).anchor(segment);
        return TileArt.orientation(o.quarterTurns()).transform(local, null);
    }

    /** Figure size in tile units: a fixed share of a tile, but never below 12 pixels. */
    double figureSize() {
        return Math.max(FIGURE_SIZE, 12 / view.camera().scale());
    }

    /** What lies under a screen point, figures included. */
    BoardHit hitAt(Point p) {
        Point2D b = view.camera().toBoard(p.x, p.y);
        return hitAt(b.getX(), b.getY(), true);
    }

    /** What lies under a board point; with {@code figures} false, only the cell, tile and segment. */
    BoardHit hitAt(double bx, double by, boolean figures) {
        Board board = view.board();
        Pos cell = new Pos((int) Math.floor(bx), (int) Math.floor(by));
        int figure = figures ? figureAt(bx, by) : -1;
        int t = board.tileAt(cell.x(), cell.y());
        if (t < 0) {
            return new BoardHit(cell, -1, -1, figure);
        }
        return new BoardHit(cell, t, segmentAt(board.tile(t), cell, bx, by), figure);
    }

    /** The segment of tile {@code o}, lying (or to be laid) at {@code cell}, under a board point. */
    static int segmentAt(Orientation o, Pos cell, double bx, double by) {
        Point2D local;
        try {
            local = TileArt.orientation(o.quarterTurns()).inverseTransform(
                    new Point2D.Double(bx - cell.x(), by - cell.y()), null);
        } catch (NoninvertibleTransformException e) {
            throw new IllegalStateException(e);
        }
        return TileGeometry.of(o.type()).segmentAt(local.getX(), local.getY());
    }

    private int figureAt(double bx, double by) {
        double r = figureSize() / 2;
        for (int i = view.figures().size() - 1; i >= 0; i--) {
            if (figureCentre(i).distance(bx, by) <= r) {
                return i;
            }
        }
        return -1;
    }

    /** The monastery building on a placed tile, in board units, or null when it has none. */
    Shape monastery(int tile) {
        Board board = view.board();
        Orientation o = board.tile(tile);
        Rectangle2D m = TileGeometry.of(o.type()).monastery();
        if (m == null) {
            return null;
        }
        AffineTransform at = AffineTransform.getTranslateInstance(board.x(tile), board.y(tile));
        at.concatenate(TileArt.orientation(o.quarterTurns()));
        return at.createTransformedShape(m);
    }

    /** The shape of one segment of a placed tile, in board units. */
    Shape segmentShape(int tile, int segment) {
        Board board = view.board();
        return segmentShape(board.tile(tile), new Pos(board.x(tile), board.y(tile)), segment);
    }

    /** The shape of one segment of tile {@code o} lying (or to be laid) at {@code cell}, in board units. */
    static Shape segmentShape(Orientation o, Pos cell, int segment) {
        AffineTransform at = AffineTransform.getTranslateInstance(cell.x(), cell.y());
        at.concatenate(TileArt.orientation(o.quarterTurns()));
        return at.createTransformedShape(TileGeometry.of(o.type()).area(segment));
    }
}

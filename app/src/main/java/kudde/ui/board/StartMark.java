package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.play.Figure;
import kudde.ui.kit.Theme;

/**
 * The badge "start" in a corner of the start tile, the tile at [0,0] from which every sentence of
 * the tutor counts places (docs/authoring.md, "Places in a learner's words"). A board without a
 * tile at [0,0] names places from neighbouring tiles instead, so it has no badge. The badge goes in
 * the first corner that no figure or sheep token reaches, and is painted under the figures, so it
 * never covers one.
 */
final class StartMark {
    /** Corners as fractions of the tile: north-west, north-east, south-east, south-west. */
    private static final double[][] CORNERS = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};

    private StartMark() {
    }

    /**
     * The badge's font at {@code px} pixels a tile: the theme's size at the text size shown, smaller
     * on a small tile (it stays in its corner; zooming the board in lets it grow to its size).
     */
    private static Font font(BoardView view, double px) {
        float points = (float) Math.min(view.points("Kudde.board.startPoints"), px * 0.16);
        return view.getFont().deriveFont(Font.BOLD, Math.max(1f, points));
    }

    /** Where the badge lies on the board (tile units) at {@code px} pixels a tile; null without a start tile. */
    static Rectangle2D place(BoardView view, BoardGeometry geometry, double px) {
        Board board = view.board();
        if (board == null || board.tileAt(0, 0) < 0) {
            return null;
        }
        FontMetrics fm = view.getFontMetrics(font(view, px));
        double pad = view.points("Kudde.board.startPadding") / px;
        double w = fm.stringWidth(view.texts().get("board.start")) / px + 2 * pad;
        double h = fm.getAscent() / px + 2 * pad;
        double inset = 3 / px;
        Rectangle2D first = null;
        for (double[] c : CORNERS) {
            double x = c[0] == 0 ? inset : 1 - inset - w;
            double y = c[1] == 0 ? inset : 1 - inset - h;
            Rectangle2D r = new Rectangle2D.Double(x, y, w, h);
            if (first == null) {
                first = r;
            }
            if (clear(view, geometry, r, px)) {
                return r;
            }
        }
        return first;
    }

    /** Whether no figure on or near the start tile, nor a shepherd's sheep tokens, reaches {@code r}. */
    private static boolean clear(BoardView view, BoardGeometry geometry, Rectangle2D r, double px) {
        List<Figure> figures = view.figures();
        double size = geometry.figureSize();
        for (int i = 0; i < figures.size(); i++) {
            Point2D c = geometry.figureCentre(i);
            double reach = size * 0.7;
            if (r.intersects(c.getX() - reach, c.getY() - reach, 2 * reach, 2 * reach)) {
                return false;
            }
        }
        // The shepherds' sheep tokens, where the painter lays them out (BoardPainter.flocks).
        for (kudde.ui.art.FlockLayout.Layout flock : view.flocksAt(px).values()) {
            for (kudde.ui.art.FlockLayout.Item item : flock.items()) {
                if (r.intersects(item.box())) {
                    return false;
                }
            }
        }
        return true;
    }

    static void paint(Graphics2D g0, BoardView view, BoardGeometry geometry, double px) {
        Rectangle2D r = place(view, geometry, px);
        if (r == null) {
            return;
        }
        Graphics2D g = (Graphics2D) g0.create();
        double arc = 4 / px;
        RoundRectangle2D badge = new RoundRectangle2D.Double(r.getX(), r.getY(), r.getWidth(), r.getHeight(), arc, arc);
        g.setColor(Theme.colour("Kudde.board.startFill"));
        g.fill(badge);
        g.setColor(Theme.colour("Kudde.board.startLine"));
        g.setStroke(new BasicStroke((float) (1 / px)));
        g.draw(badge);
        // The text in device pixels, so it stays crisp at every zoom.
        Font font = font(view, px);
        if (font.getSize2D() >= 6) {
            double pad = view.points("Kudde.board.startPadding") / px;
            FontMetrics fm = view.getFontMetrics(font);
            g.translate(r.getX() + pad, r.getY() + pad + fm.getAscent() / px);
            g.scale(1 / px, 1 / px);
            g.setFont(font);
            g.setColor(Theme.colour("Kudde.board.startInk"));
            g.drawString(view.texts().get("board.start"), 0, 0);
            view.painted(view.texts().get("board.start"), font.getSize2D());
        }
        g.dispose();
    }
}

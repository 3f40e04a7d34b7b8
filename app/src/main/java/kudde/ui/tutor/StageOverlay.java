package kudde.ui.tutor;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Composite;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.tile.Orientation;
import kudde.tutor.Ghost;
import kudde.tutor.Stage;
import kudde.ui.art.FigureArt;
import kudde.ui.art.TileArt;
import kudde.ui.art.TileGeometry;
import kudde.ui.board.BoardView;
import kudde.ui.kit.Theme;

/**
 * What the tutor adds to the board for the step shown: the figures and tokens the step took away as
 * ghosts (faded, with a dashed outline and where they went), and the step's marks (the token drawn,
 * "+3" on each counted vineyard, the hill that broke a tie). Only the shown step's; the next step
 * brings its own or none.
 */
final class StageOverlay {
    private static final double FIGURE_SIZE = 0.27;
    private static final double TOKEN_SIZE = 0.13;

    private Stage stage;
    private TutorTexts texts;
    /** The captions and badges painted so far in this paint, so the next one does not cover them. */
    private final List<Rectangle2D> taken = new ArrayList<>();
    /** The board being painted on, told each text written on it (BoardView.paintedTexts). */
    private BoardView painting;

    /** What to draw from now on; null draws nothing (the board is not the tutor's). */
    void show(Stage s, TutorTexts tx) {
        stage = s;
        texts = tx;
    }

    Stage stage() {
        return stage;
    }

    /** Where the last paint put its captions and badges, in board units; null when it put none. */
    Rectangle2D extent() {
        Rectangle2D all = null;
        for (Rectangle2D r : taken) {
            all = all == null ? (Rectangle2D) r.clone() : all.createUnion(r);
        }
        return all;
    }

    /** Paints over the board, in board units (one per tile), at {@code px} pixels a tile. */
    void paint(Graphics2D g, BoardView view, double px) {
        if (stage == null || stage.board() != view.board()) {
            return;  // the board shows something else now (the editor, another position)
        }
        double size = Math.max(FIGURE_SIZE, 12 / px);
        taken.clear();
        painting = view;
        for (Ghost ghost : stage.ghosts()) {
            paintGhost(g, view, ghost, px, size);
        }
        for (Highlight.Mark m : stage.highlight().marks()) {
            paintMark(g, m, px, size);
        }
    }

    private void paintGhost(Graphics2D g, BoardView view, Ghost ghost, double px, double size) {
        Figure f = ghost.figure();
        Point2D c = spot(stage.board(), f);
        if (c == null) {
            return;
        }
        Color line = Theme.colour("Kudde.ghost.line");
        BasicStroke dashed = new BasicStroke((float) (1.6 / px), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
                new float[] {(float) (5 / px), (float) (3 / px)}, 0);
        Composite keep = g.getComposite();
        double ts = Math.max(TOKEN_SIZE, 11 / px);
        if (ghost.figureLeft()) {
            Graphics2D fg = (Graphics2D) g.create();
            fg.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.35f));
            fg.translate(c.getX(), c.getY());
            fg.scale(size, size);
            double lw = 1.3 / (px * size);
            switch (f.kind()) {
                case SHEPHERD -> FigureArt.shepherd(fg, view.playerLook(f.player()), lw);
                default -> FigureArt.follower(fg, view.playerLook(f.player()), lw);
            }
            fg.dispose();
            g.setColor(line);
            g.setStroke(dashed);
            double r = size * 0.72;
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            label(g, texts.get(ghost.figureTo() == Ghost.Destination.DRAGON ? "ghost.dragon" : "ghost.supply"),
                    c.getX(), c.getY() + r + 2 / px, px, line);
        }
        if (!ghost.tokens().isEmpty()) {
            int n = ghost.tokens().size();
            double x0 = c.getX() + size * 0.55 + ts / 2;
            double y0 = c.getY() - size * 0.3;
            Graphics2D tg = (Graphics2D) g.create();
            tg.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.35f));
            tg.translate(x0, y0);
            tg.scale(ts, ts);
            FigureArt.sheepRow(tg, ghost.tokens(), 1.0 / (px * ts));
            tg.dispose();
            int cols = Math.min(4, n);
            int rows = (n + 3) / 4;
            Rectangle2D box = new Rectangle2D.Double(x0 - ts * 0.65, y0 - ts * 0.65, ts * (1.1 * cols + 0.2),
                    ts * (1.1 * rows + 0.2));
            g.setComposite(keep);
            g.setColor(line);
            g.setStroke(dashed);
            g.draw(box);
            // Under the tokens: above them is where the badge of the token drawn goes ("drawn: wolf").
            label(g, texts.get("ghost.bag"), box.getCenterX(), box.getMaxY() + 2 / px, px, line);
        }
        g.setComposite(keep);
    }

    private void paintMark(Graphics2D g, Highlight.Mark m, double px, double size) {
        Color accent = Theme.colour("Kudde.mark.line");
        switch (m.kind()) {
            case VINEYARD_BONUS -> {
                Point2D at = decoration(stage.board(), m.at().x(), m.at().y());
                badge(g, texts.format("mark.bonus", m.value()), at.getX(), at.getY(), px, accent, Theme.colour("Kudde.mark.paper"),
                        "Kudde.mark.bonusPoints");
            }
            case HILL -> {
                // A ring round the hill the tile shows, with the rule that made it count.
                Point2D at = decoration(stage.board(), m.at().x(), m.at().y());
                g.setColor(accent);
                g.setStroke(new BasicStroke((float) (3 / px)));
                g.draw(new Ellipse2D.Double(at.getX() - 0.3, at.getY() - 0.2, 0.6, 0.38));
                badge(g, texts.get("mark.hill"), at.getX(), at.getY() - 0.26, px, accent, Theme.colour("Kudde.mark.paper"),
                        "Kudde.mark.captionPoints");
            }
            case DRAWN_SHEEP, DRAWN_WOLF -> {
                Point2D c = spot(stage.board(), m.at().x(), m.at().y(), m.segment());
                if (c == null) {
                    return;
                }
                String text = m.kind() == Highlight.Mark.Kind.DRAWN_WOLF ? texts.get("mark.wolf")
                        : texts.format("mark.sheep", m.value());
                boolean wolf = m.kind() == Highlight.Mark.Kind.DRAWN_WOLF;
                Color fill = Theme.colour(wolf ? "Kudde.mark.wolf" : "Kudde.mark.paper");
                Color ink = Theme.colour(wolf ? "Kudde.mark.paper" : "Kudde.mark.ink");
                badge(g, text, c.getX(), c.getY() - size * 0.95, px, accent, fill, ink, "Kudde.mark.tokenPoints");
            }
            default -> { }
        }
    }

    private void badge(Graphics2D g, String text, double x, double y, double px, Color line, Color fill, String points) {
        badge(g, text, x, y, px, line, line, fill, points);
    }

    private void badge(Graphics2D g, String text, double x, double y0, double px, Color line, Color fill,
                       Color ink, String points) {
        Font font = font(points);
        FontMetrics fm = g.getFontMetrics(font);
        double w = (fm.stringWidth(text) + 10) / px;
        double h = (fm.getAscent() + fm.getDescent() + 4) / px;
        double y = free(x - w / 2, y0 - h / 2, w, h, -1) + h / 2;
        RoundRectangle2D box = new RoundRectangle2D.Double(x - w / 2, y - h / 2, w, h, h * 0.6, h * 0.6);
        g.setColor(fill);
        g.fill(box);
        g.setColor(line);
        g.setStroke(new BasicStroke((float) (1.5 / px)));
        g.draw(box);
        text(g, text, font, x, y, px, ink);
    }

    /** A small caption centred under (x, y), on a pale band so it reads on any tile. */
    private void label(Graphics2D g, String text, double x, double y0, double px, Color ink) {
        Font font = font("Kudde.mark.captionPoints");
        FontMetrics fm = g.getFontMetrics(font);
        double w = (fm.stringWidth(text) + 6) / px;
        double h = (fm.getAscent() + fm.getDescent() + 2) / px;
        double y = free(x - w / 2, y0, w, h, 1);
        g.setColor(Theme.colour("Kudde.ghost.band"));
        g.fill(new RoundRectangle2D.Double(x - w / 2, y, w, h, h * 0.5, h * 0.5));
        text(g, text, font, x, y + h / 2, px, ink);
    }

    /**
     * The top of a w × h box at (x, y) moved a box height at a time ({@code direction} 1 down, -1 up)
     * until it covers no caption or badge painted before it (a few tries at most), and taken.
     */
    private double free(double x, double y, double w, double h, int direction) {
        Rectangle2D r = new Rectangle2D.Double(x, y, w, h);
        for (int tries = 0; tries < 4 && taken.stream().anyMatch(r::intersects); tries++) {
            r.setRect(x, r.getY() + direction * h * 1.1, w, h);
        }
        taken.add(r);
        return r.getY();
    }

    /**
     * The board's words in the theme's size {@code points} at the text size shown, in screen pixels:
     * they grow with the window's text (View ▸ Text size), not with the board's zoom (BoardView.points).
     */
    private Font font(String points) {
        return painting.getFont().deriveFont(Font.BOLD, painting.points(points));
    }

    /** Text of {@code font} (in screen points) centred on board point (x, y). */
    private void text(Graphics2D g, String text, Font font, double x, double y, double px, Color ink) {
        painting.painted(text, font.getSize2D());
        Graphics2D tg = (Graphics2D) g.create();
        tg.translate(x, y);
        tg.scale(1 / px, 1 / px);
        tg.setFont(font);
        FontMetrics fm = tg.getFontMetrics();
        tg.setColor(ink);
        tg.drawString(text, -fm.stringWidth(text) / 2f, (fm.getAscent() - fm.getDescent()) / 2f);
        tg.dispose();
    }

    /** Where figure {@code f} stood, in board units. */
    private static Point2D spot(Board b, Figure f) {
        return spot(b, f.x(), f.y(), f.segment());
    }

    private static Point2D spot(Board b, int x, int y, int segment) {
        int t = b.tileAt(x, y);
        if (t < 0) {
            return null;
        }
        if (segment < 0 || segment >= b.segmentsOn(t)) {
            return new Point2D.Double(x + 0.5, y + 0.5);
        }
        Orientation o = b.tile(t);
        Point2D a = TileArt.orientation(o.quarterTurns()).transform(TileGeometry.of(o.type()).anchor(segment), null);
        return new Point2D.Double(x + a.getX(), y + a.getY());
    }

    /** Where the tile at (x, y) shows its hill or vineyard, in board units (its middle if neither). */
    private static Point2D decoration(Board b, int x, int y) {
        int t = b.tileAt(x, y);
        Point2D local = t < 0 ? null : TileGeometry.of(b.tile(t).type()).decoration();
        if (local == null) {
            return new Point2D.Double(x + 0.5, y + 0.5);
        }
        Point2D a = TileArt.orientation(b.tile(t).quarterTurns()).transform(local, null);
        return new Point2D.Double(x + a.getX(), y + a.getY());
    }

    /** The ghosts shown now (for tests): figures and token lists. */
    List<Ghost> ghosts() {
        return stage == null ? List.of() : stage.ghosts();
    }
}

package kudde.ui.board;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.Locale;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Kind;
import kudde.lesson.StepDrawing.Mark;
import kudde.ui.kit.Theme;

/**
 * Paints the author's marks over the board, in board units: coloured squares under the
 * rest, rings round a square or tight round one figure on it (where {@link BoardGeometry} puts that
 * figure, so the ring follows the figure the board paints), arrows from the middle of one square to
 * the middle of another, as a chess study draws them. Sizes are parts of a tile, so a picture
 * shows them as the screen does at any scale.
 */
final class DrawingLayer {
    /** The ring's and the arrow's line width, in tiles. */
    static final double LINE = 0.09;
    private static final double HEAD = 0.26;
    /** A coloured square's edge: half a ring's line, so a square and a ring stay apart. */
    private static final double SQUARE_LINE = LINE / 2;
    /** How much wider a line's casing is than the line, in lines (Lines.cased). */
    private static final double CASING = 0.5;
    /** A ring round a figure: its radius in figure sizes, outside the figure's own highlight ring (0.7). */
    private static final double FIGURE_RING = 0.85;

    private DrawingLayer() {
    }

    /** The theme's shade of a mark colour. */
    static Color colour(Colour c) {
        return Theme.colour("Kudde.drawing." + c.word().toLowerCase(Locale.ROOT));
    }

    /**
     * The rings round single figures, painted before the figures: the figure and the sheep tokens
     * beside it stay whole over the ring (a token reaches past a ring tight round its shepherd).
     */
    static void paintUnderFigures(Graphics2D g, List<Mark> marks, BoardView view, BoardGeometry geometry) {
        for (Mark m : marks) {
            if (m.kind() == Kind.RING && m.figure() != null) {
                figureRing(g, m, view, geometry);
            }
        }
    }

    /** Squares first (they lie on the tile), then rings round squares and arrows over the figures' places. */
    static void paint(Graphics2D g, List<Mark> marks) {
        for (Mark m : marks) {
            if (m.kind() == Kind.SQUARE) {
                square(g, m);
            }
        }
        for (Mark m : marks) {
            if (m.kind() == Kind.RING && m.figure() == null) {
                ring(g, m.at(), colour(m.colour()));
            } else if (m.kind() == Kind.ARROW) {
                arrow(g, m.at(), m.to(), colour(m.colour()));
            }
        }
    }

    private static void square(Graphics2D g, Mark m) {
        // A third as strong as the line colour, so the tile's art stays readable under it.
        Graphics2D half = (Graphics2D) g.create();
        half.setComposite(java.awt.AlphaComposite.SrcOver.derive(0.35f));
        half.setColor(colour(m.colour()));
        half.fill(new Rectangle2D.Double(m.at().x(), m.at().y(), 1, 1));
        half.dispose();
        // Its edge a cased line, half as wide as a ring's: the tint alone stood 1.03 to 1 from a
        // field (a green square); the line over a casing as wide round it as a ring's stands 3 to 1
        // from any art, as a ring does (SquareMarkTest, BoardMarksVisionTest).
        double inset = (SQUARE_LINE + LINE * CASING) / 2;
        Graphics2D edge = (Graphics2D) g.create();
        Lines.casedWider(edge, new Rectangle2D.Double(m.at().x() + inset, m.at().y() + inset, 1 - 2 * inset, 1 - 2 * inset),
                new BasicStroke((float) SQUARE_LINE), colour(m.colour()), LINE * CASING);
        edge.dispose();
    }

    /**
     * A ring tight round the figure the mark names, where the board stands it; none when the board
     * shows no such figure (the position before the step, where it may not stand yet).
     */
    private static void figureRing(Graphics2D g, Mark m, BoardView view, BoardGeometry geometry) {
        int i = kudde.engine.play.Figure.indexOf(view.figures(), view.board(), view.players(), m.at(), m.figure());
        if (i < 0) {
            return;
        }
        java.awt.geom.Point2D c = geometry.figureCentre(i);
        double r = geometry.figureSize() * FIGURE_RING;
        double width = Math.min(LINE, r * 0.3);
        Lines.casedWider(g, new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r), new BasicStroke((float) width),
                colour(m.colour()), width * CASING);
    }

    static void ring(Graphics2D g, Pos at, Color c) {
        double inset = 0.08 + LINE / 2;
        Lines.casedWider(g, new Ellipse2D.Double(at.x() + inset, at.y() + inset, 1 - 2 * inset, 1 - 2 * inset),
                new BasicStroke((float) LINE), c, LINE * CASING);
    }

    static void arrow(Graphics2D g, Pos from, Pos to, Color c) {
        double x1 = from.x() + 0.5;
        double y1 = from.y() + 0.5;
        double x2 = to.x() + 0.5;
        double y2 = to.y() + 0.5;
        double len = Math.hypot(x2 - x1, y2 - y1);
        double ux = (x2 - x1) / len;
        double uy = (y2 - y1) / len;
        // The shaft stops where the head begins, so the translucent colour is not doubled there.
        double bx = x2 - ux * HEAD;
        double by = y2 - uy * HEAD;
        Path2D head = new Path2D.Double();
        head.moveTo(x2, y2);
        head.lineTo(bx - uy * HEAD * 0.6, by + ux * HEAD * 0.6);
        head.lineTo(bx + uy * HEAD * 0.6, by - ux * HEAD * 0.6);
        head.closePath();
        // The head's casing first and its fill last: neither the shaft's casing nor its line shows
        // across the head.
        g.setColor(Lines.casingFor(c));
        g.setStroke(new BasicStroke((float) (LINE * CASING), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(head);
        Lines.casedWider(g, new Line2D.Double(x1, y1, bx, by), new BasicStroke((float) LINE, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER), c, LINE * CASING);
        g.setColor(c);
        g.fill(head);
    }
}

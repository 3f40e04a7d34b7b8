package kudde.ui.art;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.List;

/**
 * Figures as vector shapes centred on (0, 0) in a box of size 1 (the caller scales): the
 * follower, the shepherd with his crook, the dragon, the fairy, and sheep tokens.
 */
public final class FigureArt {
    private static final Shape FOLLOWER = follower();
    private static final Shape SHEPHERD = shepherd();
    /** The player's mark on a figure, in figure sizes: large enough to tell a circle from a square at a glance. */
    private static final double MARK_SIZE = 0.36;

    private FigureArt() {
    }

    /**
     * A follower (meeple) in the player's colour with the player's mark on its body. {@code lw} is
     * the outline width in box units.
     */
    public static void follower(Graphics2D g, PlayerLook look, double lw) {
        fillOutlined(g, FOLLOWER, look.colour(), lw);
        mark(g, look, 0, 0.14, MARK_SIZE);
    }

    /** A shepherd: a robed figure with a crook, so it never passes for a follower; his player's mark on the robe. */
    public static void shepherd(Graphics2D g, PlayerLook look, double lw) {
        Color colour = look.colour();
        g.setColor(ArtColours.STAKE);
        g.setStroke(new BasicStroke((float) Math.max(0.07, lw * 1.5), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        Path2D crook = new Path2D.Double();
        crook.moveTo(0.36, 0.5);
        crook.lineTo(0.36, -0.32);
        crook.quadTo(0.36, -0.5, 0.22, -0.46);
        crook.quadTo(0.12, -0.42, 0.16, -0.32);
        g.draw(crook);
        fillOutlined(g, SHEPHERD, colour, lw);
        mark(g, look, 0, 0.17, MARK_SIZE);
    }

    /**
     * A player's mark alone, centred on ({@code x}, {@code y}) in a box of {@code size}: in the
     * ink that stands out on the player's colour (light on a dark colour, dark on a light one).
     */
    public static void mark(Graphics2D g, PlayerLook look, double x, double y, double size) {
        Graphics2D m = (Graphics2D) g.create();
        m.translate(x, y);
        m.scale(size, size);
        m.setColor(inkOn(look.colour()));
        m.fill(look.mark().shape());
        m.dispose();
    }

    /** The mark's ink on a colour: WCAG's relative luminance decides light or dark. */
    static Color inkOn(Color c) {
        return luminance(c) < 0.3 ? ArtColours.MARK_ON_DARK : ArtColours.MARK_ON_LIGHT;
    }

    /** WCAG 2.1's relative luminance of an sRGB colour, 0 to 1 (also the board marks' casing, board.Lines). */
    public static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(int v) {
        double s = v / 255.0;
        return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
    }

    /** The dragon: a dark red beast with spread wings. */
    public static void dragon(Graphics2D g, double lw) {
        Path2D wings = new Path2D.Double();
        wings.moveTo(-0.05, -0.05);
        wings.lineTo(-0.5, -0.42);
        wings.lineTo(-0.38, -0.05);
        wings.lineTo(-0.48, 0.08);
        wings.closePath();
        wings.moveTo(0.05, -0.05);
        wings.lineTo(0.5, -0.42);
        wings.lineTo(0.38, -0.05);
        wings.lineTo(0.48, 0.08);
        wings.closePath();
        fillOutlined(g, wings, ArtColours.DRAGON_WINGS, lw);
        Area body = new Area(new Ellipse2D.Double(-0.2, -0.15, 0.4, 0.55));
        body.add(new Area(new Ellipse2D.Double(-0.13, -0.48, 0.26, 0.3)));
        Path2D tail = new Path2D.Double();
        tail.moveTo(-0.05, 0.35);
        tail.quadTo(0.3, 0.55, 0.45, 0.35);
        tail.lineTo(0.42, 0.45);
        tail.quadTo(0.2, 0.62, -0.1, 0.4);
        tail.closePath();
        body.add(new Area(tail));
        fillOutlined(g, body, ArtColours.DRAGON, lw);
        g.setColor(ArtColours.DRAGON_EYE);
        g.fill(new Ellipse2D.Double(-0.08, -0.4, 0.06, 0.06));
        g.fill(new Ellipse2D.Double(0.02, -0.4, 0.06, 0.06));
    }

    /** The fairy: a small figure with pale wings. */
    public static void fairy(Graphics2D g, double lw) {
        Color wing = ArtColours.FAIRY_WING;
        Area wings = new Area(new Ellipse2D.Double(-0.48, -0.35, 0.42, 0.3));
        wings.add(new Area(new Ellipse2D.Double(0.06, -0.35, 0.42, 0.3)));
        wings.add(new Area(new Ellipse2D.Double(-0.4, -0.08, 0.32, 0.24)));
        wings.add(new Area(new Ellipse2D.Double(0.08, -0.08, 0.32, 0.24)));
        fillOutlined(g, wings, wing, lw);
        Path2D dress = new Path2D.Double();
        dress.moveTo(-0.08, -0.18);
        dress.lineTo(0.08, -0.18);
        dress.lineTo(0.2, 0.45);
        dress.lineTo(-0.2, 0.45);
        dress.closePath();
        Area body = new Area(dress);
        body.add(new Area(new Ellipse2D.Double(-0.11, -0.45, 0.22, 0.22)));
        fillOutlined(g, body, ArtColours.FAIRY, lw);
    }

    /**
     * A sheep token: a white rounded square with its value, centred on (0, 0) in a box of 1.
     */
    public static void sheepToken(Graphics2D g, int value, double lw) {
        Shape token = new RoundRectangle2D.Double(-0.5, -0.5, 1, 1, 0.4, 0.4);
        fillOutlined(g, token, ArtColours.TOKEN, lw);
        g.setColor(ArtColours.TOKEN_TEXT);
        Font f = new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont(0.8f);
        g.setFont(f);
        FontMetrics fm = g.getFontMetrics();
        String s = Integer.toString(value);
        float w = (float) fm.getStringBounds(s, g).getWidth();
        g.drawString(s, -w / 2, 0.28f);
    }

    /**
     * A flock summed on one token: a stack of tokens (two edges behind) with the flock's size in
     * words ({@code label}, "40 sheep", from the window's pattern), in a box of
     * {@link FlockLayout#SUM_WIDTH} × {@link FlockLayout#SUM_HEIGHT} centred on (0, 0): its first
     * word large, the rest on a line under it, as large as the token's width allows.
     */
    public static void summedFlock(Graphics2D g, String label, double lw) {
        double w = FlockLayout.SUM_WIDTH - 0.15;
        double h = FlockLayout.SUM_HEIGHT - 0.15;
        double x = -FlockLayout.SUM_WIDTH / 2;
        double y = -FlockLayout.SUM_HEIGHT / 2;
        for (int k = 2; k >= 1; k--) {
            fillOutlined(g, new RoundRectangle2D.Double(x + k * 0.075, y + (2 - k) * 0.075, w, h, 0.4, 0.4),
                    ArtColours.TOKEN, lw);
        }
        fillOutlined(g, new RoundRectangle2D.Double(x, y + 0.15, w, h, 0.4, 0.4), ArtColours.TOKEN, lw);
        g.setColor(ArtColours.TOKEN_TEXT);
        String text = label.strip();
        int space = text.indexOf(' ');
        String first = space < 0 ? text : text.substring(0, space);
        String rest = space < 0 ? "" : text.substring(space + 1);
        double mid = x + w / 2;
        double room = w - 0.2;
        Font big = fitted(g, first, rest.isEmpty() ? 0.8f : 0.6f, room);
        g.setFont(big);
        float fw = (float) g.getFontMetrics().getStringBounds(first, g).getWidth();
        if (rest.isEmpty()) {
            g.drawString(first, (float) mid - fw / 2, (float) (y + 0.15 + h / 2) + 0.28f);
            return;
        }
        g.drawString(first, (float) mid - fw / 2, (float) (y + 0.15 + h * 0.47));
        Font small = fitted(g, rest, 0.34f, room);
        g.setFont(small);
        float rw = (float) g.getFontMetrics().getStringBounds(rest, g).getWidth();
        g.drawString(rest, (float) mid - rw / 2, (float) (y + 0.15 + h * 0.47) + small.getSize2D() * 1.05f);
    }

    /** A bold font of at most {@code size} in which {@code s} is no wider than {@code room}. */
    private static Font fitted(Graphics2D g, String s, float size, double room) {
        Font f = new Font(Font.SANS_SERIF, Font.BOLD, 1).deriveFont(size);
        double width = f.getStringBounds(s, g.getFontRenderContext()).getWidth();
        return width <= room ? f : f.deriveFont((float) (size * room / width));
    }

    /** Lays sheep tokens out in a row (wrapping every four) starting at (0, 0), token size 1. */
    public static void sheepRow(Graphics2D g, List<Integer> values, double lw) {
        for (int i = 0; i < values.size(); i++) {
            Graphics2D t = (Graphics2D) g.create();
            t.translate((i % 4) * 1.1, (i / 4) * 1.1);
            sheepToken(t, values.get(i), lw);
            t.dispose();
        }
    }

    private static void fillOutlined(Graphics2D g, Shape s, Color fill, double lw) {
        g.setColor(fill);
        g.fill(s);
        g.setColor(fill.getRed() + fill.getGreen() + fill.getBlue() < 200 ? ArtColours.OUTLINE_ON_DARK : ArtColours.OUTLINE);
        g.setStroke(new BasicStroke((float) lw, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(s);
    }

    private static Shape follower() {
        Path2D body = new Path2D.Double();
        double[][] pts = {
            {-0.14, -0.2}, {-0.48, -0.08}, {-0.46, 0.08}, {-0.2, 0.06}, {-0.4, 0.48}, {-0.08, 0.48}, {0, 0.3},
            {0.08, 0.48}, {0.4, 0.48}, {0.2, 0.06}, {0.46, 0.08}, {0.48, -0.08}, {0.14, -0.2},
        };
        body.moveTo(pts[0][0], pts[0][1]);
        for (int i = 1; i < pts.length; i++) {
            body.lineTo(pts[i][0], pts[i][1]);
        }
        body.closePath();
        Area a = new Area(body);
        a.add(new Area(new Ellipse2D.Double(-0.17, -0.5, 0.34, 0.34)));
        return a;
    }

    private static Shape shepherd() {
        Path2D robe = new Path2D.Double();
        robe.moveTo(-0.14, -0.2);
        robe.lineTo(0.14, -0.2);
        robe.lineTo(0.3, -0.05);
        robe.lineTo(0.24, 0.0);
        robe.lineTo(0.3, 0.48);
        robe.lineTo(-0.3, 0.48);
        robe.lineTo(-0.24, 0.0);
        robe.lineTo(-0.3, -0.05);
        robe.closePath();
        Area a = new Area(robe);
        a.add(new Area(new Ellipse2D.Double(-0.15, -0.5, 0.3, 0.3)));
        return a;
    }
}

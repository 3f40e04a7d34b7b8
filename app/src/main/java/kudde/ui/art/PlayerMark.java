package kudde.ui.art;

import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/**
 * The mark each player's figures and score rows carry besides their colour, so that colour is
 * never the only sign of whose a figure is (docs/accessibility.md): a learner who sees red and
 * green alike still tells the red player's follower, with its circle, from the green one's, with
 * its diamond. A shape, not a letter, because a colour's initial differs between the languages
 * (yellow / geel, green / groen). Each shape is centred on (0, 0) in a box of size 1.
 */
public enum PlayerMark {
    CIRCLE, SQUARE, TRIANGLE, DIAMOND, STAR, CROSS, TRIANGLE_DOWN, BARS, SALTIRE, RING;

    /** The mark's outline, centred on (0, 0) in a box of size 1; filled in the mark's ink. */
    public Shape shape() {
        return switch (this) {
            case CIRCLE -> new Ellipse2D.Double(-0.42, -0.42, 0.84, 0.84);
            case SQUARE -> new Rectangle2D.Double(-0.36, -0.36, 0.72, 0.72);
            case TRIANGLE -> polygon(0, -0.46, 0.46, 0.38, -0.46, 0.38);
            case DIAMOND -> polygon(0, -0.5, 0.4, 0, 0, 0.5, -0.4, 0);
            case STAR -> star();
            case CROSS -> cross(0);
            case TRIANGLE_DOWN -> polygon(-0.46, -0.38, 0.46, -0.38, 0, 0.46);
            case BARS -> bars();
            case SALTIRE -> cross(Math.PI / 4);
            case RING -> ring();
        };
    }

    private static Shape polygon(double... xy) {
        Path2D p = new Path2D.Double();
        p.moveTo(xy[0], xy[1]);
        for (int i = 2; i < xy.length; i += 2) {
            p.lineTo(xy[i], xy[i + 1]);
        }
        p.closePath();
        return p;
    }

    private static Shape star() {
        Path2D p = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 0.5 : 0.21;
            double a = -Math.PI / 2 + i * Math.PI / 5;
            if (i == 0) {
                p.moveTo(r * Math.cos(a), r * Math.sin(a) + 0.05);
            } else {
                p.lineTo(r * Math.cos(a), r * Math.sin(a) + 0.05);
            }
        }
        p.closePath();
        return p;
    }

    private static Shape cross(double turn) {
        Area a = new Area(new Rectangle2D.Double(-0.45, -0.14, 0.9, 0.28));
        a.add(new Area(new Rectangle2D.Double(-0.14, -0.45, 0.28, 0.9)));
        return a.createTransformedArea(java.awt.geom.AffineTransform.getRotateInstance(turn));
    }

    private static Shape bars() {
        Area a = new Area(new Rectangle2D.Double(-0.45, -0.36, 0.9, 0.26));
        a.add(new Area(new Rectangle2D.Double(-0.45, 0.1, 0.9, 0.26)));
        return a;
    }

    private static Shape ring() {
        Area a = new Area(new Ellipse2D.Double(-0.45, -0.45, 0.9, 0.9));
        a.subtract(new Area(new Ellipse2D.Double(-0.24, -0.24, 0.48, 0.48)));
        return a;
    }
}

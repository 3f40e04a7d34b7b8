package kudde.ui.board;

import java.awt.geom.AffineTransform;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;

/**
 * Maps board coordinates (one unit per tile, x east, y south) to screen pixels: one scale and
 * one offset, so painting uses {@link #transform()} and hit-testing its inverse.
 */
public final class Camera {
    public static final double MIN_SCALE = 12;
    public static final double MAX_SCALE = 400;

    private double scale = 96;
    private double offsetX;
    private double offsetY;

    /** Pixels per tile. */
    public double scale() {
        return scale;
    }

    public AffineTransform transform() {
        AffineTransform t = AffineTransform.getTranslateInstance(offsetX, offsetY);
        t.scale(scale, scale);
        return t;
    }

    public Point2D toScreen(double bx, double by) {
        return new Point2D.Double(offsetX + bx * scale, offsetY + by * scale);
    }

    public Point2D toBoard(double sx, double sy) {
        return new Point2D.Double((sx - offsetX) / scale, (sy - offsetY) / scale);
    }

    public void pan(double dx, double dy) {
        offsetX += dx;
        offsetY += dy;
    }

    /** Zooms by {@code factor}, keeping the board point under the screen point where it is. */
    public void zoomAt(double sx, double sy, double factor) {
        double next = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale * factor));
        Point2D b = toBoard(sx, sy);
        scale = next;
        offsetX = sx - b.getX() * scale;
        offsetY = sy - b.getY() * scale;
    }

    /** Shows the board rectangle {@code r} (tile units) whole and centred in a view of w × h pixels. */
    public void fit(Rectangle2D r, int w, int h) {
        if (w <= 0 || h <= 0) {
            return;
        }
        double s = Math.min(w / r.getWidth(), h / r.getHeight());
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));
        offsetX = w / 2.0 - r.getCenterX() * scale;
        offsetY = h / 2.0 - r.getCenterY() * scale;
    }

    /** Puts board point (bx, by) at the middle of a view of w × h pixels. */
    public void centreOn(double bx, double by, int w, int h) {
        offsetX = w / 2.0 - bx * scale;
        offsetY = h / 2.0 - by * scale;
    }
}

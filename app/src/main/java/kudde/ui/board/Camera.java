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
    /** The board rectangle last shown whole, until the view is panned or zoomed by other means; or null. */
    private Rectangle2D fitted;

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
        fitted = null;
    }

    /** Zooms by {@code factor}, keeping the board point under the screen point where it is. */
    public void zoomAt(double sx, double sy, double factor) {
        double next = Math.max(MIN_SCALE, Math.min(MAX_SCALE, scale * factor));
        Point2D b = toBoard(sx, sy);
        fitted = null;
        scale = next;
        offsetX = sx - b.getX() * scale;
        offsetY = sy - b.getY() * scale;
    }

    /** Shows the board rectangle {@code r} (tile units) whole and centred in a view of w × h pixels. */
    public void fit(Rectangle2D r, int w, int h) {
        if (w <= 0 || h <= 0) {
            return;
        }
        fitted = (Rectangle2D) r.clone();
        double s = Math.min(w / r.getWidth(), h / r.getHeight());
        scale = Math.max(MIN_SCALE, Math.min(MAX_SCALE, s));
        offsetX = w / 2.0 - r.getCenterX() * scale;
        offsetY = h / 2.0 - r.getCenterY() * scale;
    }

    /** Puts board point (bx, by) at the middle of a view of w × h pixels. */
    public void centreOn(double bx, double by, int w, int h) {
        offsetX = w / 2.0 - bx * scale;
        offsetY = h / 2.0 - by * scale;
        fitted = null;
    }

    /**
     * The view went from {@code w0} × {@code h0} to {@code w} × {@code h} pixels: a rectangle shown
     * whole is shown whole again, as large as the new view allows; else the board point in the
     * middle stays in the middle, at the same zoom. Kept where it was, the board's top left
     * corner stayed put and a view that lost width on the left (the palette widening at a larger
     * text size) cut the tiles on the right.
     */
    public void resized(int w0, int h0, int w, int h) {
        if (fitted != null) {
            fit(fitted, w, h);
        } else {
            offsetX += (w - w0) / 2.0;
            offsetY += (h - h0) / 2.0;
        }
    }
}

package kudde.ui.board;

import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * The whole board as an image (PNG export), painted a strip at a time, each strip a separate call
 * on the event thread: a large board at 96 px a tile takes a tenth of a second or more to paint,
 * and the window stays responsive (and can show progress) between strips. The image shows the
 * position, not what the mouse points at. Event thread only.
 */
public final class BoardRendering {
    /** Pixels a tile a picture is laid out at: as the window shows a board at its usual zoom. */
    public static final double LAYOUT_PIXELS = 96;
    private final BoardPainter painter;
    private final BufferedImage img;
    private final AffineTransform t;
    private final double density;
    private final int strip;
    // Its own tile images: the window may repaint the board at its zoom between two strips.
    private final TileImages tileImages = new TileImages();
    private int done;

    BoardRendering(BoardPainter painter, Rectangle2D bounds, double pixelsPerTile, int stripPixels) {
        this(painter, bounds, pixelsPerTile, 1, stripPixels);
    }

    /**
     * @param density image pixels per layout pixel: the board is laid out at {@code pixelsPerTile}
     *        (badges, lines and figures their usual size beside a tile) and drawn {@code density}
     *        times as fine, so a picture for print is sharp and reads as it does on the screen
     */
    BoardRendering(BoardPainter painter, Rectangle2D bounds, double pixelsPerTile, double density, int stripPixels) {
        this.painter = painter;
        this.density = density;
        // Less a hair before rounding up: a width asked for in pixels is not made one wider by a rounding error.
        int w = Math.max(1, (int) Math.ceil(bounds.getWidth() * pixelsPerTile * density - 1e-6));
        int h = Math.max(1, (int) Math.ceil(bounds.getHeight() * pixelsPerTile * density - 1e-6));
        img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        t = AffineTransform.getScaleInstance(pixelsPerTile, pixelsPerTile);
        t.translate(-bounds.getX(), -bounds.getY());
        strip = Math.max(1, stripPixels);
    }

    /**
     * How much finer than its layout a picture {@code width} pixels wide of {@code tilesWide} tiles
     * is drawn: laid out at {@link #LAYOUT_PIXELS} a tile, or at less (density 1) when that is too wide.
     */
    public static double densityFor(double tilesWide, int width) {
        return Math.max(1, width / (tilesWide * LAYOUT_PIXELS));
    }

    /** Paints the next strip; false when the image is complete. */
    public boolean paintNext() {
        if (done >= img.getHeight()) {
            return false;
        }
        Rectangle clip = new Rectangle(0, done, img.getWidth(), Math.min(strip, img.getHeight() - done));
        Graphics2D g = img.createGraphics();
        g.setClip(clip);
        g.scale(density, density);
        try {
            // Tiles just outside the strip are painted too (clipped): their antialiased grid
            // lines reach half a pixel into it, as they do when the image is painted in one go.
            Rectangle around = new Rectangle((int) Math.floor(clip.x / density), (int) Math.floor(clip.y / density) - 2,
                    (int) Math.ceil(clip.width / density) + 1, (int) Math.ceil(clip.height / density) + 5);
            painter.paint(g, t, around, tileImages, true);
        } finally {
            g.dispose();
        }
        done += clip.height;
        return done < img.getHeight();
    }

    /** How much of the image is painted, 0 to 1. */
    public double progress() {
        return Math.min(1, done / (double) img.getHeight());
    }

    public BufferedImage image() {
        return img;
    }
}

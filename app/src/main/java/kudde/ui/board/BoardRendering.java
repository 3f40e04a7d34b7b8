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
    private final BoardPainter painter;
    private final BufferedImage img;
    private final AffineTransform t;
    private final int strip;
    // Its own tile images: the window may repaint the board at its zoom between two strips.
    private final TileImages tileImages = new TileImages();
    private int done;

    BoardRendering(BoardPainter painter, Rectangle2D bounds, double pixelsPerTile, int stripPixels) {
        this.painter = painter;
        int w = Math.max(1, (int) Math.ceil(bounds.getWidth() * pixelsPerTile));
        int h = Math.max(1, (int) Math.ceil(bounds.getHeight() * pixelsPerTile));
        img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        t = AffineTransform.getScaleInstance(pixelsPerTile, pixelsPerTile);
        t.translate(-bounds.getX(), -bounds.getY());
        strip = Math.max(1, stripPixels);
    }

    /** Paints the next strip; false when the image is complete. */
    public boolean paintNext() {
        if (done >= img.getHeight()) {
            return false;
        }
        Rectangle clip = new Rectangle(0, done, img.getWidth(), Math.min(strip, img.getHeight() - done));
        Graphics2D g = img.createGraphics();
        g.setClip(clip);
        try {
            // Tiles just outside the strip are painted too (clipped): their antialiased grid
            // lines reach half a pixel into it, as they do when the image is painted in one go.
            Rectangle around = new Rectangle(clip.x, clip.y - 2, clip.width, clip.height + 4);
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

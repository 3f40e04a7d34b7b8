package kudde.ui.art;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import javax.swing.Icon;
import kudde.engine.tile.TileType;

/** A tile drawn as an icon: the editor's palette, the tile an exercise asks the learner to place. */
public final class TileIcon implements Icon {
    private final TileType type;
    private final int size;
    private int rotation;
    private final BufferedImage[] images = new BufferedImage[4];

    public TileIcon(TileType type, int size) {
        this.type = type;
        this.size = size;
    }

    public TileType type() {
        return type;
    }

    /** Turns the tile clockwise by {@code degrees} (0, 90, 180 or 270). */
    public void setRotation(int degrees) {
        rotation = degrees;
    }

    /**
     * Paints from an image rendered once per rotation at the screen's pixel scale, so the
     * palette's 34 tiles repaint cheaply after every edit.
     */
    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        double scale = Math.max(1, g.getTransform().getScaleX());
        int q = (rotation / 90) & 3;
        int px = (int) Math.round(size * scale);
        if (images[q] == null || images[q].getWidth() != px) {
            images[q] = image(type, q, px);
        }
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(images[q], x, y, size, size, null);
        g.dispose();
    }

    /**
     * Renders the pictures of {@code types} unturned at {@code size} on the screen's scale, ahead of
     * the palette that shows them (the warm-up thread, docs/performance.md, start-up). The art's
     * colours are the same in both looks (ArtColours), so a switch of the look keeps them.
     */
    public static void renderAhead(Iterable<TileType> types, int size, double scale) {
        int px = (int) Math.round(size * Math.max(1, scale));
        for (TileType t : types) {
            image(t, 0, px);
        }
    }

    private static BufferedImage image(TileType type, int q, int px) {
        return RENDERED.computeIfAbsent(type.id() + "/" + q + "/" + px, k -> render(type, q, px));
    }

    // Shared by every icon of a tile (the palette's, an exercise's) and by the warm-up thread.
    private static final java.util.Map<String, BufferedImage> RENDERED = new java.util.concurrent.ConcurrentHashMap<>();

    private static BufferedImage render(TileType type, int q, int px) {
        BufferedImage img = new BufferedImage(px, px, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.scale(px, px);
        TileArt.paint(g, type.orientation(q), px);
        g.setColor(ArtColours.ICON_FRAME);
        g.setStroke(new java.awt.BasicStroke(1f / px));
        g.draw(new Rectangle2D.Double(0, 0, 1, 1));
        g.dispose();
        return img;
    }

    @Override
    public int getIconWidth() {
        return size;
    }

    @Override
    public int getIconHeight() {
        return size;
    }
}

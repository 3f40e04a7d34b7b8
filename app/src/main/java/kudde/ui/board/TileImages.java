package kudde.ui.board;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.IdentityHashMap;
import java.util.Map;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;
import kudde.ui.art.TileArt;

/**
 * Tile art rendered once per type and rotation at the current pixel size, so panning a full
 * board only copies images. A new zoom level starts a new set (the old one is dropped).
 */
final class TileImages {
    /** Above this many pixels a tile is painted as vectors (few tiles are visible then). */
    static final int MAX_SIZE = 220;

    private final Map<TileType, BufferedImage[]> cache = new IdentityHashMap<>();
    private int size;

    BufferedImage get(Orientation o, int px) {
        if (px != size) {
            cache.clear();
            size = px;
        }
        BufferedImage[] turns = cache.computeIfAbsent(o.type(), t -> new BufferedImage[4]);
        BufferedImage img = turns[o.quarterTurns()];
        if (img == null) {
            img = new BufferedImage(px, px, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = img.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(px, px);
            TileArt.paint(g, o, px);
            g.dispose();
            turns[o.quarterTurns()] = img;
        }
        return img;
    }
}

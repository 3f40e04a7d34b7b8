package kudde.ui.board;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.LinkedHashMap;
import java.util.Map;
import kudde.engine.tile.Orientation;
import kudde.ui.art.TileArt;

/**
 * Tile art rendered once per type, rotation and pixel size, so panning a full board only copies
 * images. Least recently used images are dropped beyond a few hundred.
 */
final class TileImages {
    /** Above this many pixels a tile is painted as vectors (few tiles are visible then). */
    static final int MAX_SIZE = 220;
    private static final int MAX_ENTRIES = 400;

    private final Map<String, BufferedImage> cache = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, BufferedImage> eldest) {
            return size() > MAX_ENTRIES;
        }
    };

    BufferedImage get(Orientation o, int size) {
        String key = o.type().id() + "/" + o.quarterTurns() + "/" + size;
        BufferedImage img = cache.get(key);
        if (img == null) {
            img = new BufferedImage(size, size, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = img.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.scale(size, size);
            TileArt.paint(g, o, size);
            g.dispose();
            cache.put(key, img);
        }
        return img;
    }
}

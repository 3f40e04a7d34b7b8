package kudde.ui.editor;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import javax.swing.Icon;
import kudde.engine.tile.TileType;
import kudde.ui.art.TileArt;

/** A tile drawn as an icon, e.g. in the palette. */
public final class TileIcon implements Icon {
    private final TileType type;
    private final int size;
    private int rotation;

    public TileIcon(TileType type, int size) {
        this.type = type;
        this.size = size;
    }

    public void setRotation(int degrees) {
        rotation = degrees;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.translate(x, y);
        g.scale(size, size);
        TileArt.paint(g, type.oriented(rotation), size);
        g.setColor(new Color(0, 0, 0, 110));
        g.setStroke(new java.awt.BasicStroke(1f / size));
        g.draw(new Rectangle2D.Double(0, 0, 1, 1));
        g.dispose();
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

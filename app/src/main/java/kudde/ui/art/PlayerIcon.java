package kudde.ui.art;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;

/**
 * A player's follower as a small icon, in the player's colour and with the player's mark: what
 * stands before a player's name in a list or a table, so a row is known by its shape as well.
 */
public final class PlayerIcon implements Icon {
    private final PlayerLook look;
    private final int size;

    public PlayerIcon(PlayerLook look, int size) {
        this.look = look;
        this.size = size;
    }

    public PlayerLook look() {
        return look;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.translate(x + size / 2.0, y + size / 2.0);
        double s = size * 0.95;
        g.scale(s, s);
        FigureArt.follower(g, look, 1.2 / s);
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

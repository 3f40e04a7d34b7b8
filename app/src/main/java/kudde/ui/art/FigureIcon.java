package kudde.ui.art;

import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;
import kudde.engine.model.FigureKind;

/**
 * A figure or a sheep token drawn as a small icon: the editor's palette, and the follower in a
 * player's colour and with the player's mark that stands before their name in a list or a table,
 * so a row is known by its shape as well.
 */
public final class FigureIcon implements Icon {
    private final FigureKind kind;
    private final PlayerLook look;
    private final int sheep;
    private final int size;

    private FigureIcon(FigureKind kind, PlayerLook look, int sheep, int size) {
        this.kind = kind;
        this.look = look;
        this.sheep = sheep;
        this.size = size;
    }

    /** A figure; {@code look} is the player's colour and mark (null for the dragon and the fairy). */
    public static FigureIcon of(FigureKind kind, PlayerLook look, int size) {
        return new FigureIcon(kind, look, 0, size);
    }

    public static FigureIcon token(int sheep, int size) {
        return new FigureIcon(null, null, sheep, size);
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.translate(x + size / 2.0, y + size / 2.0);
        double s = size * (kind == null ? 0.8 : 0.95);
        g.scale(s, s);
        double lw = 1.2 / s;
        if (kind == null) {
            FigureArt.sheepToken(g, sheep, lw);
        } else {
            switch (kind) {
                case FOLLOWER -> FigureArt.follower(g, look, lw);
                case SHEPHERD -> FigureArt.shepherd(g, look, lw);
                case DRAGON -> FigureArt.dragon(g, lw);
                case FAIRY -> FigureArt.fairy(g, lw);
            }
        }
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

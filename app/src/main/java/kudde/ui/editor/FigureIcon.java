package kudde.ui.editor;

import java.awt.Color;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import javax.swing.Icon;
import kudde.engine.model.FigureKind;
import kudde.ui.art.FigureArt;

/** A figure or a sheep token drawn as an icon for the palette. */
public final class FigureIcon implements Icon {
    private final FigureKind kind;
    private final Color colour;
    private final int sheep;
    private final int size;

    private FigureIcon(FigureKind kind, Color colour, int sheep, int size) {
        this.kind = kind;
        this.colour = colour;
        this.sheep = sheep;
        this.size = size;
    }

    public static FigureIcon of(FigureKind kind, Color colour, int size) {
        return new FigureIcon(kind, colour, 0, size);
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
                case FOLLOWER -> FigureArt.follower(g, colour, lw);
                case SHEPHERD -> FigureArt.shepherd(g, colour, lw);
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

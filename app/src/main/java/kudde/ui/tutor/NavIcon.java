package kudde.ui.tutor;

import com.formdev.flatlaf.util.UIScale;
import java.awt.Component;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import javax.swing.Icon;
import kudde.ui.kit.Theme;

/**
 * The ⏮ ◀ ▶ ⏭ signs of the step buttons, drawn as shapes so they look the same whatever fonts the
 * machine has, in the button's text colour (light and dark themes).
 */
final class NavIcon implements Icon {
    enum Kind { FIRST, PREVIOUS, NEXT, LAST }

    private static final int SIZE = 14;
    private final Kind kind;

    NavIcon(Kind kind) {
        this.kind = kind;
    }

    @Override
    public void paintIcon(Component c, Graphics g0, int x, int y) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(c.isEnabled() ? c.getForeground() : Theme.colour("Label.disabledForeground"));
        g.translate(x, y);
        // Drawn in unscaled pixels, scaled as the look's icons are (the desktop's scale and View ▸ Text size).
        float scale = UIScale.getUserScaleFactor();
        g.scale(scale, scale);
        boolean right = kind == Kind.NEXT || kind == Kind.LAST;
        boolean bar = kind == Kind.FIRST || kind == Kind.LAST;
        int top = 2;
        int bottom = SIZE - 2;
        int tipX = right ? SIZE - (bar ? 4 : 2) : (bar ? 4 : 2);
        int baseX = right ? (bar ? 2 : 3) : SIZE - (bar ? 2 : 3);
        g.fillPolygon(new Polygon(new int[] {baseX, tipX, baseX}, new int[] {top, SIZE / 2, bottom}, 3));
        if (bar) {
            int bx = right ? SIZE - 3 : 1;
            g.fillRect(bx, top, 2, bottom - top);
        }
        g.dispose();
    }

    @Override
    public int getIconWidth() {
        return UIScale.scale(SIZE);
    }

    @Override
    public int getIconHeight() {
        return UIScale.scale(SIZE);
    }
}

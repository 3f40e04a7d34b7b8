package kudde.ui.kit;

import com.formdev.flatlaf.ui.FlatTabbedPaneUI;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.plaf.ComponentUI;

/**
 * FlatLaf's tabbed pane, with its content separator painted without antialiasing where that
 * changes no pixel. FlatLaf paints the thin line under the tabs as an even-odd path round the
 * whole content area, and with antialiasing on, the rasteriser works through every pixel of that
 * area: for the window's two docks a twentieth of the event thread's time before the first paint
 * (docs/performance.md, start-up). On a whole-number scale the path's edges fall on pixel borders,
 * so without antialiasing the same pixels are painted; on a fractional scale nothing changes.
 */
public final class DockTabs extends FlatTabbedPaneUI {
    /** Makes every tabbed pane from now on one of these, in both looks (developer defaults outlive a switch). */
    static void install() {
        UIManager.put("TabbedPaneUI", DockTabs.class.getName());
    }

    public static ComponentUI createUI(JComponent c) {
        return new DockTabs();
    }

    @Override
    protected void paintContentBorder(Graphics g, int tabPlacement, int selectedIndex) {
        if (!(g instanceof Graphics2D g2) || !wholeScale(g2.getTransform())) {
            super.paintContentBorder(g, tabPlacement, selectedIndex);
            return;
        }
        Graphics2D plain = (Graphics2D) g2.create();
        try {
            plain.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
            super.paintContentBorder(plain, tabPlacement, selectedIndex);
        } finally {
            plain.dispose();
        }
    }

    private static boolean wholeScale(AffineTransform t) {
        return t.getShearX() == 0 && t.getShearY() == 0 && whole(t.getScaleX()) && whole(t.getScaleY())
                && whole(t.getTranslateX()) && whole(t.getTranslateY());
    }

    private static boolean whole(double d) {
        return d == Math.rint(d);
    }
}

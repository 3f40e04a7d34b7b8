package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Font;
import java.awt.Toolkit;
import java.lang.reflect.Method;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;

/**
 * The window follows the desktop's text while it is open (docs/accessibility.md): GNOME's font and
 * text scaling reach Java as the desktop properties gnome.Gtk/FontName and gnome.Xft/DPI (XSETTINGS),
 * set here as the toolkit sets them when the user moves GNOME's text scaling factor. The look's
 * fonts follow, a font a component was given of its own (a bold title) grows in the same proportion,
 * and View ▸ Text size then scales the new size.
 */
@GuiTest
class DesktopTextGuiTest extends WindowTest {
    private static final String FONT = "gnome.Gtk/FontName";
    private static final String DPI = "gnome.Xft/DPI";

    /**
     * No font pinned by an earlier test of this JVM (every other test pins 13 points, and Swing keeps
     * the pin for the whole JVM): behind it the look would never take the desktop's font, and in the
     * whole suite this test waited for it in vain. Cleared at 100 %, before this test's window: cleared
     * at a larger text size, FlatLaf measures its scale again from the enlarged font and doubles it, as
     * a window that cleared it itself at start-up showed under Xvfb at 200 %.
     */
    @org.junit.jupiter.api.BeforeAll
    static void noPinLeftByAnEarlierTest() {
        org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            kudde.ui.kit.Theme.setTextSize(100);
            UIManager.put("defaultFont", null);
        });
    }

    /** The desktop's font, not a pinned one: what this test changes. */
    @Override
    protected Options options() {
        return Options.in(home);
    }

    @Test
    void theWindowFollowsGnomesTextScalingWhileItIsOpen() throws Exception {
        Object fontWas = Toolkit.getDefaultToolkit().getDesktopProperty(FONT);
        Object dpiWas = Toolkit.getDefaultToolkit().getDesktopProperty(DPI);
        try {
            // GNOME's own default: Sans 10 at 96 dpi (1024ths of a dot an inch), 13 px.
            desktop(FONT, "Sans 10");
            desktop(DPI, 96 * 1024);
            waitUntil("the look has the desktop's font at 96 dpi", () -> lookSize() == 13f);
            JLabel own = edt(() -> {
                JLabel l = new JLabel("own");
                l.setFont(l.getFont().deriveFont(Font.BOLD));
                main.getContentPane().add(l, 0);
                return l;
            });
            float ownBefore = edt(() -> own.getFont().getSize2D());
            float menuBefore = edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D());

            // The text scaling factor at 2: 192 dpi.
            desktop(DPI, 192 * 1024);
            waitUntil("the look follows the desktop's 192 dpi", () -> lookSize() > 13f);
            float ratio = lookSize() / 13f;
            System.out.println("the look's text at 192 dpi: " + lookSize() + " px, " + ratio + " times 96 dpi's");
            assertThat(ratio).as("the look's text grew with the desktop's").isGreaterThan(1.9f);
            assertThat(edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D())).as("the menu's text")
                    .isCloseTo(menuBefore * ratio, within(0.6f));
            assertThat(edt(() -> own.getFont().getSize2D())).as("a font of its own").isCloseTo(ownBefore * ratio, within(0.01f));
            assertThat(edt(() -> own.getFont().isBold())).isTrue();

            // View ▸ Text size on top of it: 200 % of the desktop's new size, and back.
            AbstractButton large = window.menuItem("menu.view.textSize.200").target();
            AbstractButton normal = window.menuItem("menu.view.textSize.100").target();
            edt(() -> {
                large.doClick();
                return null;
            });
            assertThat(edt(() -> own.getFont().getSize2D())).as("a font of its own at 200 %")
                    .isCloseTo(ownBefore * ratio * 2, within(0.01f));
            edt(() -> {
                normal.doClick();
                return null;
            });
            assertThat(edt(() -> own.getFont().getSize2D())).as("back at 100 %").isCloseTo(ownBefore * ratio, within(0.01f));

            // The desktop's scaling back at 1: the first sizes again.
            desktop(DPI, 96 * 1024);
            waitUntil("the look follows the desktop back to 96 dpi", () -> lookSize() == 13f);
            assertThat(edt(() -> own.getFont().getSize2D())).as("a font of its own, back").isCloseTo(ownBefore, within(0.01f));
            assertThat(edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D())).isEqualTo(menuBefore);
        } finally {
            desktop(FONT, fontWas);
            desktop(DPI, dpiWas);
        }
    }

    private float lookSize() {
        return edt(() -> UIManager.getFont("Label.font").getSize2D());
    }

    /** Sets a desktop property as the toolkit does when the desktop tells it of a change (Toolkit's own, protected, method). */
    private static void desktop(String name, Object value) throws Exception {
        Method set = Toolkit.class.getDeclaredMethod("setDesktopProperty", String.class, Object.class);
        set.setAccessible(true);
        set.invoke(Toolkit.getDefaultToolkit(), name, value);
    }
}

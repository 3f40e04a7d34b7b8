package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.KeyEvent;
import java.util.function.Predicate;
import javax.swing.JMenuItem;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;

/**
 * What the tests of a learner without a mouse share: a key goes to whatever has the focus, as a
 * learner's key goes (the window's fixture would focus the frame first), Tab is pressed until the
 * wanted control has the focus, and an open menu tells which item is armed. No mouse event is sent.
 */
public abstract class KeyStrokesTest extends WindowTest {

    /** A key to whatever has the focus. */
    protected void press(int code) {
        window.robot().pressAndReleaseKey(code);
        settle();
    }

    /** A key with modifiers (the old masks, which AssertJ Swing needs: docs/testing.md). */
    @SuppressWarnings("deprecation")
    protected void press(int code, int oldMask) {
        window.robot().pressAndReleaseKey(code, oldMask);
        settle();
    }

    protected Component focused() {
        return edt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    /** Tab until {@code wanted} holds of the focus owner, as often as there are parts of the window to pass. */
    protected void tabTo(String what, Predicate<Component> wanted) {
        for (int i = 0; i < 120 && !edt(() -> wanted.test(focused())); i++) {
            Component was = focused();
            press(KeyEvent.VK_TAB);
            waitUntil("Tab moves the focus on from " + name(was), () -> focused() != was);
        }
        assertThat(edt(() -> wanted.test(focused()))).as("Tab reaches " + what + "; the focus is on " + name(focused()))
                .isTrue();
    }

    /** Tab until the control of that name has the focus. */
    protected void tabTo(String name) {
        tabTo(name, c -> c != null && name.equals(c.getName()));
    }

    protected static String name(Component c) {
        return c == null ? "nothing" : c.getClass().getSimpleName() + " " + c.getName();
    }

    /** The name of the menu item armed now, or of the menu selected last, or null while no menu is open. */
    protected String armed() {
        return edt(() -> {
            // The path ends in a menu's popup while the menu is open and none of its items armed yet (F10).
            MenuElement[] path = MenuSelectionManager.defaultManager().getSelectedPath();
            for (int i = path.length - 1; i >= 0; i--) {
                if (path[i] instanceof JMenuItem item) {
                    return item.getName();
                }
            }
            return null;
        });
    }

    /** Whether the part of the window named so shows now. */
    protected boolean showing(String name) {
        return edt(() -> !window.robot().finder().findAll(main, c -> name.equals(c.getName()) && c.isShowing()).isEmpty());
    }

    /** The board shows it has the focus: a frame round it in the theme's focus colour. */
    protected void requireBoardFocusFrame() {
        java.awt.Color focus = edt(() -> kudde.ui.kit.Theme.colour("Kudde.board.focus"));
        java.awt.image.BufferedImage painted = edt(() -> {
            kudde.ui.board.BoardView b = main.boardView();
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(b.getWidth(), b.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D gr = img.createGraphics();
            b.paint(gr);
            gr.dispose();
            return img;
        });
        assertThat(new java.awt.Color(painted.getRGB(painted.getWidth() / 2, 1))).as("the focus frame, top edge").isEqualTo(focus);
        assertThat(new java.awt.Color(painted.getRGB(1, painted.getHeight() / 2))).as("the focus frame, left edge").isEqualTo(focus);
    }
}

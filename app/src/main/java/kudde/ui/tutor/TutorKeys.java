package kudde.ui.tutor;

import java.awt.Component;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.awt.event.KeyEvent;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Keys;

/**
 * Home, Left, Right and End step the tutor, and B flips between before and after the step,
 * wherever the focus is in the window (a button just clicked, the score table, the tabs), except
 * while the user is typing ({@link Keys#typing()}) and while a menu is open. Only while the tutor can be
 * seen: in a hidden dock tab the keys keep their usual meaning.
 */
final class TutorKeys implements KeyEventDispatcher {
    private final Window window;
    private final TutorView tutor;

    private TutorKeys(Window window, TutorView tutor) {
        this.window = window;
        this.tutor = tutor;
    }

    /** Listens to every key of {@code window}; returns what {@link #uninstall} takes. */
    static KeyEventDispatcher install(Window window, TutorView tutor) {
        TutorKeys k = new TutorKeys(window, tutor);
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(k);
        return k;
    }

    static void uninstall(KeyEventDispatcher k) {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(k);
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        String action = action(e);
        if (action == null || !applies(e)) {
            return false;
        }
        if (e.getID() == KeyEvent.KEY_PRESSED) {
            tutor.step(action);
        }
        return true;  // the released key too, so no component acts on half a key stroke
    }

    /** The tutor action of a plain key, or null. */
    static String action(KeyEvent e) {
        if (e.getModifiersEx() != 0 || e.getID() == KeyEvent.KEY_TYPED) {
            return null;
        }
        return switch (e.getKeyCode()) {
            case KeyEvent.VK_HOME -> "tutor.first";
            case KeyEvent.VK_LEFT -> "tutor.previous";
            case KeyEvent.VK_RIGHT -> "tutor.next";
            case KeyEvent.VK_END -> "tutor.last";
            case KeyEvent.VK_B -> "tutor.before";
            default -> null;
        };
    }

    private boolean applies(KeyEvent e) {
        Component c = e.getComponent();
        if (c == null || SwingUtilities.getWindowAncestor(c) != window && c != window) {
            return false;  // a dialog's keys are its own
        }
        if (!tutor.isShowing() || tutor.timeline() == null) {
            return false;
        }
        if (MenuSelectionManager.defaultManager().getSelectedPath().length > 0) {
            return false;
        }
        return !Keys.typing();
    }
}

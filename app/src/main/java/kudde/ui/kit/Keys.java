package kudde.ui.kit;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.InputMap;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JSpinner;
import javax.swing.KeyStroke;
import javax.swing.text.JTextComponent;

/**
 * Every key binding of the window is made here. A key bound to the whole window stands aside
 * while the user is typing (a text field, a spinner or an editable list has the focus), so an
 * "r" typed in a player's name stays a letter and does not turn the armed tile.
 */
public final class Keys {
    private Keys() {
    }

    /** Binds {@code stroke} (as {@link KeyStroke#getKeyStroke(String)} reads it) in the window of {@code c}. */
    public static void inWindow(JComponent c, String stroke, Runnable r) {
        inWindow(c, KeyStroke.getKeyStroke(stroke), stroke, r);
    }

    /**
     * Binds {@code key} in the window of {@code c} under {@code name}, while {@code c} is showing
     * and nobody is typing.
     */
    public static void inWindow(JComponent c, KeyStroke key, String name, Runnable r) {
        c.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(key, name);
        c.getActionMap().put(name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                if (c.isShowing() && !typing()) {
                    r.run();
                }
            }
        });
    }

    /** Binds {@code stroke} while {@code c} has the focus. */
    public static void whenFocused(JComponent c, String stroke, String name, Runnable r) {
        whenFocused(c, KeyStroke.getKeyStroke(stroke), name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        });
    }

    /** Binds {@code key} to {@code action} while {@code c} has the focus. */
    public static void whenFocused(JComponent c, KeyStroke key, String name, Action action) {
        c.getInputMap(JComponent.WHEN_FOCUSED).put(key, name);
        c.getActionMap().put(name, action);
    }

    /** The action bound under {@code name} to {@code c}, for lending it to another component. */
    public static Action action(JComponent c, String name) {
        return c.getActionMap().get(name);
    }

    /**
     * Lends keys to {@code c} while it has the focus (by name, with their actions) until
     * {@link Loan#giveBack()}; then the keys mean there what they meant before.
     */
    public static Loan lend(JComponent c, Map<KeyStroke, Map.Entry<String, Action>> keys) {
        InputMap in = c.getInputMap(JComponent.WHEN_FOCUSED);
        Map<KeyStroke, Object> before = new LinkedHashMap<>();
        for (Map.Entry<KeyStroke, Map.Entry<String, Action>> k : keys.entrySet()) {
            before.put(k.getKey(), in.get(k.getKey()));
            in.put(k.getKey(), k.getValue().getKey());
            c.getActionMap().put(k.getValue().getKey(), k.getValue().getValue());
        }
        return () -> {
            for (Map.Entry<KeyStroke, Object> k : before.entrySet()) {
                if (k.getValue() == null) {
                    in.remove(k.getKey());
                } else {
                    in.put(k.getKey(), k.getValue());
                }
            }
        };
    }

    /** Keys lent to a component. */
    @FunctionalInterface
    public interface Loan {
        /** The keys get their old meaning back. */
        void giveBack();
    }

    /** Whether the user is typing: the focus is in a text field, a spinner or a list box. */
    public static boolean typing() {
        Component focus = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        return focus instanceof JTextComponent || focus instanceof JSpinner || focus instanceof JComboBox;
    }
}

package kudde.ui.kit;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
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
    /** The modifiers in the order a keyboard shortcut names them, by their {@code key.*} word. */
    private static final List<Modifier> MODIFIERS = List.of(new Modifier(InputEvent.CTRL_DOWN_MASK, "ctrl"),
            new Modifier(InputEvent.META_DOWN_MASK, "meta"), new Modifier(InputEvent.ALT_DOWN_MASK, "alt"),
            new Modifier(InputEvent.ALT_GRAPH_DOWN_MASK, "altGraph"), new Modifier(InputEvent.SHIFT_DOWN_MASK, "shift"));

    /** The keys the window binds that have a name rather than a letter, by the {@code key.*} word for it. */
    private static final Map<Integer, String> NAMED = Map.ofEntries(
            Map.entry(KeyEvent.VK_EQUALS, "equals"), Map.entry(KeyEvent.VK_MINUS, "minus"),
            Map.entry(KeyEvent.VK_PLUS, "plus"), Map.entry(KeyEvent.VK_ADD, "plus"),
            Map.entry(KeyEvent.VK_SUBTRACT, "minus"), Map.entry(KeyEvent.VK_LEFT, "left"),
            Map.entry(KeyEvent.VK_RIGHT, "right"), Map.entry(KeyEvent.VK_UP, "up"),
            Map.entry(KeyEvent.VK_DOWN, "down"), Map.entry(KeyEvent.VK_HOME, "home"),
            Map.entry(KeyEvent.VK_END, "end"), Map.entry(KeyEvent.VK_PAGE_UP, "pageUp"),
            Map.entry(KeyEvent.VK_PAGE_DOWN, "pageDown"), Map.entry(KeyEvent.VK_ESCAPE, "escape"),
            Map.entry(KeyEvent.VK_DELETE, "delete"), Map.entry(KeyEvent.VK_BACK_SPACE, "backSpace"),
            Map.entry(KeyEvent.VK_ENTER, "enter"), Map.entry(KeyEvent.VK_SPACE, "space"),
            Map.entry(KeyEvent.VK_TAB, "tab"), Map.entry(KeyEvent.VK_INSERT, "insert"));

    private Keys() {
    }

    /** Binds {@code stroke} (as {@link KeyStroke#getKeyStroke(String)} reads it) in the window of {@code c}. */
    public static void inWindow(JComponent c, String stroke, Runnable r) {
        inWindow(c, KeyStroke.getKeyStroke(stroke), stroke, r);
    }

    /**
     * Binds {@code stroke} in the window of {@code c} under {@code name}, which gives the key its
     * words in Help ▸ Keys ({@code keys.<name>}, the name up to a '#').
     */
    public static void inWindow(JComponent c, String stroke, String name, Runnable r) {
        inWindow(c, KeyStroke.getKeyStroke(stroke), name, r);
    }

    /**
     * Binds {@code key} in the window of {@code c} under {@code name}, while {@code c} is showing
     * and nobody is typing.
     */
    public static void inWindow(JComponent c, KeyStroke key, String name, Runnable r) {
        own(c, name);
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
        own(c, name);
        c.getInputMap(JComponent.WHEN_FOCUSED).put(key, name);
        c.getActionMap().put(name, action);
    }

    /**
     * Marks {@code name} as a binding of Kudde's on {@code c} (every binding made here is), so Help ▸
     * Keys lists it, and not the bindings Swing or the look make themselves (a toggle button's arrows).
     */
    public static void own(JComponent c, String name) {
        Object set = c.getClientProperty(OWN);
        java.util.Set<String> names;
        if (set instanceof java.util.Set<?>) {
            @SuppressWarnings("unchecked")
            java.util.Set<String> s = (java.util.Set<String>) set;
            names = s;
        } else {
            names = new java.util.HashSet<>();
            c.putClientProperty(OWN, names);
        }
        names.add(name);
    }

    /** Whether {@code name} is a binding of Kudde's on {@code c} ({@link #own}). */
    public static boolean owns(JComponent c, Object name) {
        return name instanceof String && c.getClientProperty(OWN) instanceof java.util.Set<?> s && s.contains(name);
    }

    private static final String OWN = "kudde.keys.own";

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
            own(c, k.getValue().getKey());
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

    /**
     * A key with its modifiers as a keyboard shows them, in the reader's language ("Ctrl+=",
     * "Ctrl+Shift+Z", "Spatie"): the window's words for the modifiers and for the keys that have a
     * name ({@code key.*}); letters, digits and F-keys as printed on them.
     */
    public static String name(KeyStroke k, Strings texts) {
        List<String> parts = new ArrayList<>();
        int m = k.getModifiers();
        for (Modifier mod : MODIFIERS) {
            if ((m & mod.mask()) != 0) {
                parts.add(texts.get("key." + mod.word()));
            }
        }
        parts.add(name(k.getKeyCode(), k.getKeyChar(), texts));
        return String.join("+", parts);
    }

    private static String name(int code, char typed, Strings texts) {
        if (code == KeyEvent.VK_UNDEFINED) {
            return String.valueOf(typed);
        }
        if (code >= KeyEvent.VK_0 && code <= KeyEvent.VK_9 || code >= KeyEvent.VK_A && code <= KeyEvent.VK_Z) {
            return String.valueOf((char) code);
        }
        if (code >= KeyEvent.VK_F1 && code <= KeyEvent.VK_F12) {
            return "F" + (code - KeyEvent.VK_F1 + 1);
        }
        String word = NAMED.get(code);
        // A key without a word of ours: the JDK's (English) name, still better than none.
        return word != null ? texts.get("key." + word) : KeyEvent.getKeyText(code);
    }

    private record Modifier(int mask, String word) {
    }

    private static boolean tablesLetTabGo;

    /**
     * Tab and Shift+Tab leave a table for the next and previous part of the window, as everywhere
     * else (a table keeps them for moving between its cells by default, and a keyboard user got
     * stuck in it); Ctrl+Tab still works too. Once for the whole application: each table is set
     * when it first takes the focus, so tables made later are covered.
     */
    public static void tablesLetTabGo() {
        if (tablesLetTabGo) {
            return;
        }
        tablesLetTabGo = true;
        java.util.Set<java.awt.AWTKeyStroke> forward = java.util.Set.of(KeyStroke.getKeyStroke("TAB"),
                KeyStroke.getKeyStroke("ctrl TAB"));
        java.util.Set<java.awt.AWTKeyStroke> backward = java.util.Set.of(KeyStroke.getKeyStroke("shift TAB"),
                KeyStroke.getKeyStroke("ctrl shift TAB"));
        java.awt.Toolkit.getDefaultToolkit().addAWTEventListener(e -> {
            if (e.getID() == java.awt.event.FocusEvent.FOCUS_GAINED && e.getSource() instanceof javax.swing.JTable t
                    && !t.isEditing()) {
                t.setFocusTraversalKeys(java.awt.KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, forward);
                t.setFocusTraversalKeys(java.awt.KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, backward);
            }
        }, java.awt.AWTEvent.FOCUS_EVENT_MASK);
    }
}

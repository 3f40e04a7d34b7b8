package kudde.ui;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.InputMap;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import javax.swing.KeyStroke;
import kudde.ui.kit.Keys;
import kudde.ui.kit.Strings;

/**
 * Help ▸ Keys (F1): the list of keys made from the window's own bindings, so it is never typed
 * twice: each menu item's shortcut with the item's name, then every key the window's parts bind
 * ({@link Keys}), with the words the bundle keeps for the binding's name ({@code keys.<name>};
 * a name {@code rotate#back} reads {@code keys.rotate}), keys of the same words on one line; then
 * the mouse's gestures, which no key binding holds. Each key is named in the reader's language
 * ({@link Keys#name}).
 */
final class KeyList {
    /** The mouse's gestures, by the word of their {@code keys.mouse.*} texts, in the list's order. */
    private static final List<String> GESTURES = List.of("wheel", "shiftWheel", "rightClick", "click", "shiftClick",
            "drawing", "doubleClick");

    private KeyList() {
    }

    /** Every bound key of {@code root}'s window (its menu bar and parts), each with its words, in order. */
    static Map<String, List<KeyStroke>> bindings(JRootPane root, Strings texts) {
        Map<String, List<KeyStroke>> out = new LinkedHashMap<>();
        JMenuBar bar = root.getJMenuBar();
        if (bar != null) {
            for (int i = 0; i < bar.getMenuCount(); i++) {
                menu(bar.getMenu(i), out, texts);
            }
        }
        parts(root, out, texts);
        return out;
    }

    /** The list as the F1 dialog shows it: a table of keys and what they do. */
    static String html(JRootPane root, Strings texts) {
        return html(root, texts, 0);
    }

    /**
     * As {@link #html(JRootPane, Strings)}, the table {@code width} pixels wide, its words wrapping
     * within it (0: as wide as its lines): at 200 % text the list was wider than the screen's
     * four fifths, what the keys do out of sight to the right.
     */
    static String html(JRootPane root, Strings texts, int width) {
        StringBuilder rows = new StringBuilder();
        for (Map.Entry<String, List<KeyStroke>> e : bindings(root, texts).entrySet()) {
            List<String> names = new ArrayList<>();
            for (KeyStroke k : e.getValue()) {
                String n = Keys.name(k, texts);
                if (!names.contains(n)) {
                    names.add(n);
                }
            }
            row(rows, String.join(", ", names), e.getKey());
        }
        for (String g : GESTURES) {
            row(rows, texts.get("keys.mouse." + g + ".gesture"), texts.get("keys.mouse." + g));
        }
        // Markup only: every word in it comes from the bundle.
        return "<html><table cellpadding=2" + (width > 0 ? " width=" + width : "") + ">" + rows + "</table></html>";
    }

    private static void row(StringBuilder rows, String keys, String words) {
        rows.append("<tr valign=top><td><b>").append(esc(keys)).append("</b></td><td>").append(esc(words)).append("</td></tr>");
    }

    private static void menu(JMenu m, Map<String, List<KeyStroke>> out, Strings texts) {
        for (Component c : m.getMenuComponents()) {
            if (c instanceof JMenu sub) {
                menu(sub, out, texts);
            } else if (c instanceof JMenuItem item && item.getAccelerator() != null) {
                // The item's own name, not what it says now ("Undo placing a tile").
                String key = item.getName();
                String words = key != null && texts.has(key) ? texts.get(key) : item.getText();
                out.computeIfAbsent(words, w -> new ArrayList<>()).add(item.getAccelerator());
            }
        }
    }

    private static void parts(Component c, Map<String, List<KeyStroke>> out, Strings texts) {
        if (c instanceof JComponent j) {
            for (int when : new int[] {JComponent.WHEN_IN_FOCUSED_WINDOW, JComponent.WHEN_FOCUSED,
                JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT}) {
                InputMap in = j.getInputMap(when);
                KeyStroke[] keys = in == null ? null : in.keys();
                if (keys == null) {
                    continue;
                }
                for (KeyStroke k : keys) {
                    if (fromTheLook(j, in, k)) {
                        continue;
                    }
                    String words = words(in.get(k), texts);
                    if (words != null) {
                        List<KeyStroke> list = out.computeIfAbsent(words, w -> new ArrayList<>());
                        if (!list.contains(k)) {
                            list.add(k);
                        }
                    }
                }
            }
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                parts(child, out, texts);
            }
        }
    }

    /**
     * Whether a binding is Swing's or the look and feel's, not Kudde's (a toggle button's arrows to
     * the next of its group): Kudde's are the ones made through {@link Keys}, which marks them.
     */
    static boolean fromTheLook(JComponent c, InputMap in, KeyStroke k) {
        return !Keys.owns(c, in.get(k));
    }

    /**
     * The words for a binding's name: {@code keys.<name>} (the name up to a '#'), else those of the
     * name less its last part ("tutor.next" reads {@code keys.tutor}, the steps' words, as
     * "tutor.drawIn.red" reads {@code keys.tutor.drawIn}), else the menu item's of that name; null if none.
     */
    static String words(Object bindingName, Strings texts) {
        if (!(bindingName instanceof String name)) {
            return null;
        }
        int hash = name.indexOf('#');
        String base = hash < 0 ? name : name.substring(0, hash);
        if (base.startsWith("menu.")) {
            return texts.has(base) ? texts.get(base) : null;
        }
        for (String n = base; !n.isEmpty(); n = n.lastIndexOf('.') < 0 ? "" : n.substring(0, n.lastIndexOf('.'))) {
            if (texts.has("keys." + n)) {
                return texts.get("keys." + n);
            }
        }
        return null;
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}

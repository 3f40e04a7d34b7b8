package kudde.ui.kit;

import java.awt.Dimension;
import javax.swing.JComponent;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;

/**
 * A label or button whose words wrap onto more lines where its form is narrower than its text: at
 * 200 % text a form's label ("Heuvel bij gelijke stand") or button ("Uitkomst vastleggen") may be as
 * wide as a dock in a 1024 px window (docs/accessibility.md). Its text is plain words, so its
 * accessible name, a label's {@code setLabelFor} and the window's tests see the words and no markup;
 * each time the look makes its view of the text (the client property {@link BasicHTML#propertyKey}),
 * it is given Swing's HTML view of the same words instead, which wraps and which the look paints. Its
 * least width is its longest word, its preferred width its words on one line, and its preferred
 * height follows the width it is given. The kit's wrapping label, button and check box implement it,
 * so a test that finds a component narrower than it asks knows it wraps.
 */
public interface Wrapping {

    /**
     * A wrapping component's baseline: none. MigLayout asks for a button's baseline at 8,192 px wide
     * to learn whether it has one; the look finds it by sizing the view it paints, which then asked
     * for a layout, and painted at its own width again the view asked once more, without end. For a
     * label in HTML MigLayout asks nothing and takes none; a layout centres each beside its field.
     */
    int BASELINE = -1;

    /** The changes after which the look makes its view of the text again, from the text as it is. */
    java.util.Set<String> REMADE = java.util.Set.of("text", "font", "foreground", "ancestor", "graphicsConfiguration", "UI");

    /**
     * After the change {@code name} to {@code c}, which shows {@code text}: where the look has just
     * made its view of the text (none, for plain words), the HTML view of the same words instead.
     */
    static void changed(JComponent c, String name, String text) {
        if (REMADE.contains(name) && text != null && !text.isEmpty()) {
            BasicHTML.updateRenderer(c, markup(text, centred(c)));
        }
    }

    /** Whether {@code c}'s lines are centred: a button's, as its one line is. */
    private static boolean centred(JComponent c) {
        return c instanceof javax.swing.AbstractButton b && b.getHorizontalAlignment() == javax.swing.SwingConstants.CENTER;
    }

    /** {@code plain} as the markup that Swing wraps, every character that means something in it escaped. */
    static String markup(String plain, boolean centred) {
        StringBuilder b = new StringBuilder(centred ? "<html><center>" : "<html>");
        for (char ch : plain.toCharArray()) {
            switch (ch) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '\n' -> b.append("<br>");
                default -> b.append(ch);
            }
        }
        return b.append(centred ? "</center></html>" : "</html>").toString();
    }

    /**
     * Readies {@code c} for MigLayout, which then lays out its height after its width: it shrinks the
     * width from the one line's to the room there is, down to the longest word, and lays out again
     * at once where that changed the height (MigLayout's "dynamic aspect ratio", as for a text area).
     */
    static void install(JComponent c) {
        c.putClientProperty("migLayout.dynamicAspectRatio", Boolean.TRUE);
    }

    /**
     * {@code c}'s preferred size, from the look's {@code looks}: as wide as its words on one line, so
     * a layout gives it that where there is room (asking for its present width instead, once wrapped
     * it was never given more), and as high as its words wrap to at its present width where that is
     * less. Its sizes come from a view of its own ({@link Measure}): the look measures the view it
     * paints, whose lines are where it was last painted, and sizes taken from that changed with each
     * paint (a form laid out again after every paint, without end).
     */
    static Dimension preferred(JComponent c, Dimension looks) {
        Text t = Text.of(c, looks);
        if (t == null) {
            return looks;
        }
        int width = c.getWidth();
        int room = width <= 0 || width >= t.oneLine() ? t.m().lineWidth : width - t.aside();
        return new Dimension(t.oneLine(), t.above() + t.m().heightAt(Math.max(1, room)));
    }

    /** {@code c}'s least size: its longest word wide (as the look has it), one line high. */
    static Dimension minimum(JComponent c, Dimension looks) {
        Text t = Text.of(c, looks);
        return t == null || c.isMinimumSizeSet() ? looks : new Dimension(looks.width, t.above() + t.m().lineHeight);
    }

    /** {@code c}'s greatest size: at least its preferred one, which the look's (its painted lines) may be less than. */
    static Dimension maximum(JComponent c, Dimension looks) {
        if (c.isMaximumSizeSet()) {
            return looks;
        }
        Dimension p = c.getPreferredSize();
        return new Dimension(Math.max(looks.width, p.width), Math.max(looks.height, p.height));
    }

    /**
     * {@code c}'s words beside what is not the text in the look's size {@code looks} (insets,
     * margins, an icon, a check box's box): {@code aside} it, {@code above} and below it.
     */
    record Text(Measure m, int aside, int above) {
        static Text of(JComponent c, Dimension looks) {
            View shown = (View) c.getClientProperty(BasicHTML.propertyKey);
            if (shown == null) {
                return null;
            }
            return new Text(Measure.of(c, shown), looks.width - Math.round(shown.getPreferredSpan(View.X_AXIS)),
                    looks.height - Math.round(shown.getPreferredSpan(View.Y_AXIS)));
        }

        int oneLine() {
            return aside + m.lineWidth;
        }
    }

    /**
     * A second view of a component's words, sized only to measure them: the view the look paints is
     * sized to where it is painted, and sized here as well it laid itself out again at each paint and
     * asked for a layout each time, without end (the window's event thread never idle).
     */
    final class Measure {
        private static final String KEY = "kudde.wrapping.measure";
        private final View shown;
        private final View view;
        /** How wide and how high the words are on one line. */
        private final int lineWidth;
        private final int lineHeight;
        private float width = -1;

        private Measure(JComponent c, View shown) {
            this.shown = shown;
            String words = c instanceof javax.swing.JLabel l ? l.getText() : ((javax.swing.AbstractButton) c).getText();
            // Made for a label outside the window with c's font: a view asks its component for a new
            // layout each time its lines change, and each measure at a new width did so for c.
            javax.swing.JLabel host = new javax.swing.JLabel();
            host.setFont(c.getFont());
            host.setForeground(c.getForeground());
            this.view = BasicHTML.createHTMLView(host, markup(words, centred(c)));
            this.lineWidth = Math.round(view.getPreferredSpan(View.X_AXIS));
            this.lineHeight = Math.round(view.getPreferredSpan(View.Y_AXIS));
        }

        /** {@code c}'s measure of the view {@code shown}, made again when the look made a new view. */
        static Measure of(JComponent c, View shown) {
            if (c.getClientProperty(KEY) instanceof Measure m && m.shown == shown) {
                return m;
            }
            Measure m = new Measure(c, shown);
            c.putClientProperty(KEY, m);
            return m;
        }

        /** How high the words are at {@code room} pixels wide. */
        int heightAt(float room) {
            if (room != width) {
                width = room;
                view.setSize(room, 0);
            }
            return Math.round(view.getPreferredSpan(View.Y_AXIS));
        }
    }

    /**
     * After {@code c} was given a new width in place of {@code before}: a layout again, once, if that
     * changed how many lines it needs, so the panels around it give it the height (MigLayout lays out
     * again within its own panel, but a panel's own height was already given by the one around it).
     * Asked for later: asked for within a layout, a layout is taken as done when that one ends.
     */
    static void resized(JComponent c, int before, int height) {
        if (c.getWidth() != before && c.getPreferredSize().height != height) {
            javax.swing.SwingUtilities.invokeLater(c::revalidate);
        }
    }
}

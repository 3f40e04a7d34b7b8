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
 * least width is its longest word, and its preferred height follows the width it is given.
 */
public interface Wrapping {

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
    private static String markup(String plain, boolean centred) {
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
     * {@code c}'s preferred size {@code onOneLine} made as high as its words wrap to at its present
     * width, where that is less than the one line's; before it has a width, the one line's.
     */
    static Dimension preferred(JComponent c, Dimension onOneLine) {
        View shown = (View) c.getClientProperty(BasicHTML.propertyKey);
        int width = c.getWidth();
        if (shown == null || width <= 0 || width >= onOneLine.width) {
            return onOneLine;
        }
        Measure m = Measure.of(c, shown);
        // What is not the text (insets, margins, an icon, a check box's box) stays as it is. The look
        // measured the painted view, as high as its lines where it was last painted.
        int aside = onOneLine.width - m.lineWidth;
        int above = onOneLine.height - Math.round(shown.getPreferredSpan(View.Y_AXIS));
        return new Dimension(width, above + m.heightAt(Math.max(1, width - aside)));
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
        /** How wide the words are on one line. */
        private final int lineWidth;
        private float width = -1;

        private Measure(JComponent c, View shown) {
            this.shown = shown;
            String words = c instanceof javax.swing.JLabel l ? l.getText() : ((javax.swing.AbstractButton) c).getText();
            this.view = BasicHTML.createHTMLView(c, markup(words, centred(c)));
            this.lineWidth = Math.round(view.getPreferredSpan(View.X_AXIS));
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
     * After {@code c} was given {@code width} in place of {@code before}: a layout again if that
     * changed how many lines it needs, so its height follows (as a text area's does).
     */
    static void resized(JComponent c, int before, int height) {
        if (c.getWidth() != before && c.getPreferredSize().height != height) {
            c.revalidate();
        }
    }
}

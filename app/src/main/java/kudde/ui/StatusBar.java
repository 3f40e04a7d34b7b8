package kudde.ui;

import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextPane;
import kudde.lang.LessonText;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * The status line: the last message (why a tile did not fit, what was placed), problems, cell and
 * zoom. The message wraps onto a second line rather than being cut (a long lesson name in Dutch at
 * 200 % text), between words or after a hyphen, as the language's rules say: a text area breaks a
 * word it cannot fit anywhere, and a lesson's file name is one long word ("05-three-shepherds-one-fiel"
 * over "d.json geopend" at 200 % in a 1024 px window).
 */
public final class StatusBar extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;

    private final JTextPane message = new JTextPane() {
        private static final long serialVersionUID = 1L;

        @Override
        public void updateUI() {
            super.updateUI();
            // A label's font and no border of a text field's, in each look and text size.
            setFont(javax.swing.UIManager.getFont("Label.font"));
            setBorder(BorderFactory.createEmptyBorder());
        }
    };
    /** The warning sign before a refused move's message. */
    private final JLabel sign = new JLabel();
    private final JLabel problems = new JLabel();
    private final JLabel cell = new JLabel();
    private final JLabel zoom = new JLabel();
    private String sayKey;
    private Object[] sayArgs;

    public StatusBar(Strings texts) {
        // Hidden parts take no room (hidemode 3): learn mode hides the problems and the cell, and at
        // 200 % text the lesson's name needs their width (docs/accessibility.md).
        super(new MigLayout("insets 2 8 2 8, gap " + GAP + ", hidemode 3", "[grow, fill][][][]"));
        this.texts = texts;
        setName("status");
        message.setName("status.message");
        message.setEditable(false);
        message.setFocusable(false);
        message.setOpaque(false);
        // Swing's text views break lines by the language's rules (after a hyphen too) only in a
        // document that has held a character past Latin-1 (AbstractDocument's "multiByte" flag);
        // otherwise only at spaces, and a file name too wide for the line runs out of it, its end
        // hidden. The flag is set here for every message, not only one with a "▸" or "…" in it.
        message.getDocument().putProperty("multiByte", Boolean.TRUE);
        message.setText(" ");
        sign.setName("status.sign");
        sign.setVisible(false);
        problems.setName("status.problems");
        add(sign, row.beside(sign));
        // As wide as the line leaves it (a preferred width of its own would be the whole text on
        // one line), as high as its lines at that width.
        add(message, row.beside(message));
        add(problems);
        // At least as wide as the longest usual text, so the line keeps still; wider when a larger
        // text size needs it.
        add(cell, "wmin " + CELL_LEAST);
        add(zoom, "wmin " + ZOOM_LEAST);
    }

    /**
     * The message beside the problems, the square and the zoom, or on a line of its own above them
     * where beside them it would have room for fewer than {@link #LEAST_LETTERS} letters: in an
     * 800 px window at 200 % text it had 200 px, its words eight lines high and the last letters of
     * "eigenschappen" and "problemen" cut at its edge, the status line a third of the window.
     */
    private final kudde.ui.kit.BesideOrUnder row = new kudde.ui.kit.BesideOrUnder()
            .part(sign, "split 2, aligny top, gapright 4", "split 2, aligny top, gapright 4, spanx")
            .part(message, "width 100:100:, growx", "width 100:100:, growx, spanx, wrap 2");
    private static final int LEAST_LETTERS = 24;
    /** The square's and the zoom's least widths, at 100 % text. */
    private static final int CELL_LEAST = 70;
    private static final int ZOOM_LEAST = 60;

    @Override
    public void doLayout() {
        if (getWidth() > 0) {
            java.awt.Insets in = getInsets();
            int others = width(sign, 0) + width(problems, 0) + width(cell, CELL_LEAST) + width(zoom, ZOOM_LEAST);
            int beside = getWidth() - in.left - in.right - others;
            row.choose(this, beside < LEAST_LETTERS * message.getFontMetrics(message.getFont()).charWidth('n'));
        }
        super.doLayout();
    }

    /** The width {@code c} takes beside the message, with the gap before it: none where it is hidden. */
    private static int width(javax.swing.JComponent c, int least) {
        return c.isVisible() ? Math.max(c.getPreferredSize().width, com.formdev.flatlaf.util.UIScale.scale(least)) + gap() : 0;
    }

    /** The gap between the parts, at 100 % text. */
    private static final int GAP = 14;

    /** MigLayout's gap between the parts, in pixels at the text size. */
    private static int gap() {
        return com.formdev.flatlaf.util.UIScale.scale(GAP);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // Made again in each look, so the line follows a switch between light and dark.
        setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, Theme.colour("Separator.foreground")));
    }

    /**
     * A message from the window's words, said again in the new language after a switch. An argument
     * that is a text in every language (a map from language tag to text, as a lesson's title) is
     * said in the window's language too.
     */
    public void say(String key, Object... args) {
        Object[] shown = args.clone();
        for (int i = 0; i < shown.length; i++) {
            if (shown[i] instanceof Map<?, ?> m) {
                shown[i] = LessonText.pick(texts(m), texts.locale()).text();
            }
        }
        message(texts.format(key, shown));
        sayKey = key;
        sayArgs = args.clone();
    }

    private static Map<String, String> texts(Map<?, ?> m) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        m.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
        return out;
    }

    /** What the line says now, to say again later ({@link #sayAgain}): what a message said in passing hides. */
    public Said said() {
        return new Said(message.getText(), sayKey, sayArgs == null ? null : sayArgs.clone());
    }

    /** Says again what the line said ({@link #said}), in the window's language now if it came from its words. */
    public void sayAgain(Said s) {
        if (s.key() != null) {
            say(s.key(), s.args());
        } else {
            message(s.text());
        }
    }

    /** A line of the status bar as it was said: its text, and its message and arguments when it came from the window's words. */
    public record Said(String text, String key, Object[] args) {
    }

    /** The language changed: a message from {@link #say} is said again in it. */
    public void relabel() {
        if (sayKey != null) {
            say(sayKey, sayArgs);
        }
    }

    public void message(String text) {
        sayKey = null;
        Theme.foreground(message, "Label.foreground");
        sign.setIcon(null);
        sign.setVisible(false);
        message.setText(text == null || text.isEmpty() ? " " : text);
        message.setToolTipText(text);
    }

    /** A message about something refused (a tile that does not fit): in red, with a warning sign. */
    public void warn(String text) {
        message(text);
        Theme.foreground(message, "Kudde.error");
        sign.setIcon(new com.formdev.flatlaf.extras.FlatSVGIcon("kudde/ui/icons/warning.svg",
                Theme.number("Kudde.status.iconWidth"), Theme.number("Kudde.status.iconWidth")));
        sign.setVisible(true);
        java.awt.Toolkit.getDefaultToolkit().beep();
    }

    public String message() {
        return message.getText();
    }

    public void problems(int n) {
        problems.setText(n == 0 ? texts.get("status.noProblems") : texts.format("status.problems", n));
        Theme.foreground(problems, n == 0 ? "Label.foreground" : "Kudde.error");
    }

    /**
     * Learn mode shows the learner no problems count and no cell coordinates: a learner has no
     * problems panel to look in, and a square's coordinates are the author's words for it.
     */
    public void learning(boolean on) {
        problems.setVisible(!on);
        cell.setVisible(!on);
    }

    public void cell(String text) {
        cell.setText(text == null ? "" : text);
    }

    public void zoom(double pixelsPerTile) {
        zoom.setText(Math.round(pixelsPerTile / 96 * 100) + " %");
    }
}

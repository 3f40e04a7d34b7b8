package kudde.ui.tutor;

import javax.swing.JTextArea;
import javax.swing.UIManager;
import javax.swing.text.DefaultCaret;

/** A wrapped, read-only paragraph that looks like a label but can be selected and copied. */
final class Paragraph extends JTextArea {
    private static final long serialVersionUID = 1L;

    private int style;
    private String fontKey = "Label.font";
    /** A size of the theme's (Kudde.learn.textPoints, say), or 0: the font key's own size. */
    private int points;

    Paragraph(String name) {
        setName(name);
        setEditable(false);
        setLineWrap(true);
        setWrapStyleWord(true);
        setOpaque(false);
        setBorder(null);
        setFocusable(false);
        getAccessibleContext().setAccessibleName(name);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // Null while JTextArea's constructor calls this, before the fields are set.
        java.awt.Font f = fontKey == null ? null : UIManager.getFont(fontKey);
        java.awt.Font base = (f != null ? f : UIManager.getFont("Label.font")).deriveFont(style);
        setFont(points > 0 ? base.deriveFont(com.formdev.flatlaf.util.UIScale.scale((float) points)) : base);
        // A theme switch installs the look's border and margin again; a paragraph has neither.
        setBorder(null);
        setMargin(new java.awt.Insets(0, 0, 0, 0));
        setOpaque(false);
        // A new text must not scroll the enclosing panel to its caret (a look and feel change
        // installs a new caret, so this lives here).
        if (getCaret() instanceof DefaultCaret c) {
            c.setUpdatePolicy(DefaultCaret.NEVER_UPDATE);
        }
    }

    /** A heading's font of the look (say FlatLaf's {@code h3.font}), kept across theme switches. */
    Paragraph font(String key) {
        this.fontKey = key;
        updateUI();
        return this;
    }

    /** A size in points (unscaled), kept across theme switches; 0: the font's own size. */
    Paragraph points(int size) {
        this.points = size;
        updateUI();
        return this;
    }

    /** Bold or italic, kept across theme switches. */
    Paragraph style(int style) {
        this.style = style;
        setFont(getFont().deriveFont(style));
        return this;
    }
}

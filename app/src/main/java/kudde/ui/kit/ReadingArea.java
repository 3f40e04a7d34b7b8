package kudde.ui.kit;

import javax.swing.JTextArea;
import javax.swing.text.DefaultCaret;

/**
 * A text area of words to read, set by the program: new words leave its caret where it is. Swing's
 * caret moves to the end of new words and scrolls whatever holds the area to show it: a wrapped
 * heading scrolled the palette 33 px at 200 % text, its first section out of sight, and a game's
 * words scrolled its panel to their end. A change of look installs a new caret, so the policy is
 * set again at each {@link #updateUI}.
 */
public final class ReadingArea extends JTextArea {
    private static final long serialVersionUID = 1L;

    public ReadingArea(String text) {
        super(text);
    }

    // JTextArea's constructor calls this before its words are set, so they leave the caret at 0.
    @Override
    public void updateUI() {
        super.updateUI();
        if (getCaret() instanceof DefaultCaret c) {
            c.setUpdatePolicy(DefaultCaret.NEVER_UPDATE);
        }
    }
}

package kudde.ui.kit;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import javax.swing.JComponent;

/**
 * A text the user is still typing, not yet an edit of the document: a field commits its text when
 * the focus leaves it, but Ctrl+S or closing the window takes no focus from it. Saving and asking
 * about unsaved work first commit the text in the field that has the focus, so a takeaway typed and
 * saved at once is in the file (and a window closed over it asks first). Event thread only.
 */
public final class Pending {
    private static final String KEY = "kudde.pendingCommit";

    private Pending() {
    }

    /** {@code commit} writes {@code c}'s text to the document when it was changed (and does nothing else). */
    public static void mark(JComponent c, Runnable commit) {
        c.putClientProperty(KEY, commit);
    }

    /** Commits the text of the field that has the focus, if it is one that {@link #mark}ed. */
    public static void commitFocused() {
        Component owner = KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        if (owner instanceof JComponent c && c.getClientProperty(KEY) instanceof Runnable commit) {
            commit.run();
        }
    }
}

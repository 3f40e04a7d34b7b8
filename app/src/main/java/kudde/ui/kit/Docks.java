package kudde.ui.kit;

import javax.swing.JComponent;

/** The window's docks, where panels go as tabs: one on the right, one below the board. */
public interface Docks {
    /** Where a docked panel goes. */
    enum Side { RIGHT, BOTTOM }

    /**
     * Docks a panel as a tab. {@code titleKey} is a key of the window's words ({@link Strings});
     * the tab is relabelled when the language changes.
     */
    void add(Side side, String titleKey, JComponent panel);

    /** Brings a docked panel to the front of its dock. */
    void show(JComponent panel);
}

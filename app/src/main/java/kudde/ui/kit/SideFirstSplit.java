package kudde.ui.kit;

import java.awt.Component;
import javax.swing.JSplitPane;

/**
 * A side-by-side split that gives each side at least its least width where the width allows, and
 * the side named first where it does not: at a large text size the dock right of the board needs
 * more than it had, and the palette and then the board give way (View ▸ Text size,
 * docs/accessibility.md). Swing's own split keeps the divider where it was put, even where that cuts
 * a side. Checked at every layout of the split, so a side that needs more (or less) after a change
 * of words or text size gets it then.
 */
public final class SideFirstSplit extends JSplitPane {
    private static final long serialVersionUID = 1L;

    /** Which side keeps its least width where the split is too narrow for both. */
    public enum First { LEFT, RIGHT }

    private final First first;

    public SideFirstSplit(Component left, Component right, First first) {
        super(HORIZONTAL_SPLIT, left, right);
        this.first = first;
    }

    @Override
    public void doLayout() {
        int fitted = fitted();
        if (fitted != getDividerLocation()) {
            setDividerLocation(fitted);
        }
        super.doLayout();
    }

    /** Where the divider belongs: the place it was put, moved as far as each side's least width asks. */
    private int fitted() {
        int width = getWidth() - getInsets().left - getInsets().right;
        Component left = getLeftComponent();
        Component right = getRightComponent();
        int at = getDividerLocation();
        if (width <= 0 || left == null || right == null || at < 0) {
            return at;
        }
        int least = left.getMinimumSize().width;
        int most = width - getDividerSize() - right.getMinimumSize().width;
        if (most < least) {
            // Too narrow for both: the right side gets its least width, or the left keeps the
            // width it has (no less than its least), as Swing's own split would.
            return first == First.RIGHT ? Math.max(0, most) : Math.max(least, at);
        }
        return Math.max(least, Math.min(most, at));
    }
}

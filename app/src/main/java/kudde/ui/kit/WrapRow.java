package kudde.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;

/**
 * Parts side by side at the widths they ask, left to right, going on on a new line where the width
 * runs out: a row of buttons in a narrow side at a large text size (a game's "No figure", "Turn",
 * "Pick up" at 200 % were wider than learn mode's side, which cut them and every text above them).
 * Its least width is its widest part's; its height follows its width, so it is readied for
 * MigLayout's dynamic aspect ratio ({@link #in}), as {@link WrapGrid}.
 */
public final class WrapRow implements LayoutManager {
    private final int gap;

    private WrapRow(int gap) {
        this.gap = gap;
    }

    /** A panel of parts laid out so, {@code gap} px apart across and down. */
    public static javax.swing.JPanel in(int gap) {
        return WrapGrid.heightForWidth(new WrapRow(gap));
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
        // No constraints: the parts keep their order.
    }

    @Override
    public void removeLayoutComponent(Component comp) {
        // Nothing kept per part.
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        // As wide as all on one line; as high as the lines at the width it has now.
        Insets in = parent.getInsets();
        int wide = 0;
        for (Component c : parent.getComponents()) {
            if (c.isVisible()) {
                wide += (wide > 0 ? gap : 0) + c.getPreferredSize().width;
            }
        }
        int width = parent.getWidth() > 0 ? parent.getWidth() - in.left - in.right : wide;
        return new Dimension(in.left + in.right + wide, in.top + in.bottom + place(parent, width, false));
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        Insets in = parent.getInsets();
        int widest = 0;
        for (Component c : parent.getComponents()) {
            if (c.isVisible()) {
                widest = Math.max(widest, c.getPreferredSize().width);
            }
        }
        int width = parent.getWidth() > 0 ? parent.getWidth() - in.left - in.right : widest;
        return new Dimension(in.left + in.right + widest, in.top + in.bottom + place(parent, width, false));
    }

    @Override
    public void layoutContainer(Container parent) {
        Insets in = parent.getInsets();
        place(parent, parent.getWidth() - in.left - in.right, true);
    }

    /**
     * The height the parts take in {@code width}, each line as high as its highest part; with
     * {@code set}, put there. A part wider than the width has a line of its own, no wider than it.
     */
    private int place(Container parent, int width, boolean set) {
        Insets in = parent.getInsets();
        int x = 0;
        int y = 0;
        int line = 0;
        for (Component c : parent.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            Dimension d = c.getPreferredSize();
            if (x > 0 && x + d.width > width) {
                y += line + gap;
                x = 0;
                line = 0;
            }
            if (set) {
                c.setBounds(in.left + x, in.top + y, Math.min(d.width, Math.max(0, width)), d.height);
            }
            x += d.width + gap;
            line = Math.max(line, d.height);
        }
        return y + line;
    }
}

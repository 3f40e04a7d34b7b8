package kudde.ui.kit;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;

/**
 * Equal cells, as many a row as the width holds, from {@code least} to {@code most}, each as wide as
 * the widest of them asks and the row filled: the palette's tiles, three a row in a wide palette,
 * two or one where it is narrower (at 200 % text "hs/01  0/1" is 140 px; a fixed two a row lay over
 * each other in the palette's least width, and asked to hold three in a turn's "left" counts the
 * palette left the board 11 px).
 * Its least width holds {@code least} a row, as many as it has; its height follows its width, so
 * it is readied for MigLayout's dynamic aspect ratio ({@link #in}).
 */
public final class WrapGrid implements LayoutManager {
    private final int least;
    private final int most;
    private final int gap;

    private WrapGrid(int least, int most, int gap) {
        this.least = least;
        this.most = most;
        this.gap = gap;
    }

    /** A panel of cells laid out so, {@code least} to {@code most} a row, {@code gap} px apart. */
    public static javax.swing.JPanel in(int least, int most, int gap) {
        return heightForWidth(new WrapGrid(least, Math.max(least, most), gap));
    }

    /** A panel laid out by {@code layout}, whose height follows its width: MigLayout asks it again at the width it gives. */
    static javax.swing.JPanel heightForWidth(LayoutManager layout) {
        javax.swing.JPanel p = new javax.swing.JPanel(layout);
        p.putClientProperty("migLayout.dynamicAspectRatio", Boolean.TRUE);
        return p;
    }

    @Override
    public void addLayoutComponent(String name, Component comp) {
        // Every cell is alike: no constraints.
    }

    @Override
    public void removeLayoutComponent(Component comp) {
        // Nothing kept per cell.
    }

    @Override
    public Dimension preferredLayoutSize(Container parent) {
        // As wide as the most cells a row; as high as the rows at the width it has now.
        Dimension cell = cell(parent);
        return size(parent, cell, parent.getWidth() > 0 ? across(parent, cell) : most, most);
    }

    @Override
    public Dimension minimumLayoutSize(Container parent) {
        Dimension cell = cell(parent);
        int fewest = Math.max(1, Math.min(least, count(parent)));
        return size(parent, cell, parent.getWidth() > 0 ? across(parent, cell) : fewest, fewest);
    }

    /** The size of {@code across} cells a row, as wide as {@code wide} cells. */
    private Dimension size(Container parent, Dimension cell, int across, int wide) {
        Insets in = parent.getInsets();
        int rows = (count(parent) + across - 1) / across;
        return new Dimension(in.left + in.right + wide * cell.width + (wide - 1) * gap,
                in.top + in.bottom + rows * cell.height + Math.max(0, rows - 1) * gap);
    }

    @Override
    public void layoutContainer(Container parent) {
        Dimension cell = cell(parent);
        int across = across(parent, cell);
        Insets in = parent.getInsets();
        int room = parent.getWidth() - in.left - in.right - (across - 1) * gap;
        int i = 0;
        for (Component c : parent.getComponents()) {
            if (!c.isVisible()) {
                continue;
            }
            int col = i % across;
            int row = i / across;
            // The row filled: the cells share the width, the last ones taking what division leaves.
            int x = in.left + col * (room / across + gap) + Math.min(col, room % across);
            int w = room / across + (col < room % across ? 1 : 0);
            c.setBounds(x, in.top + row * (cell.height + gap), w, cell.height);
            i++;
        }
    }

    /** How many cells a row at {@code parent}'s width: from {@code least} to {@code most}. */
    private int across(Container parent, Dimension cell) {
        Insets in = parent.getInsets();
        int room = parent.getWidth() - in.left - in.right;
        return Math.max(1, Math.max(least, Math.min(most, (room + gap) / (cell.width + gap))));
    }

    private static Dimension cell(Container parent) {
        int w = 0;
        int h = 0;
        for (Component c : parent.getComponents()) {
            if (c.isVisible()) {
                Dimension d = c.getPreferredSize();
                w = Math.max(w, d.width);
                h = Math.max(h, d.height);
            }
        }
        return new Dimension(Math.max(1, w), h);
    }

    private static int count(Container parent) {
        int n = 0;
        for (Component c : parent.getComponents()) {
            n += c.isVisible() ? 1 : 0;
        }
        return n;
    }
}

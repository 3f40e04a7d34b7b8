package kudde.ui;

import java.awt.BorderLayout;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Docks;

/**
 * The workbench's columns: the palette, the board with the dock under it, and the dock right of the
 * board. In a window narrower than the three at their least widths the palette is the first tab of
 * the dock right of the board instead of a column of its own, and it comes back to its column once
 * the window is wide enough. In an 800 px window at 200 % text the palette (300 px) and that dock
 * (377 px) left the board's column about 100 px, and the tab under it said "…"
 * (docs/accessibility.md). Checked at every layout, so a change of text size or language that
 * widens a part moves the palette too.
 */
final class WorkbenchColumns extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The dock's tab the palette is in, in the window's words. */
    private static final String TAB = "dock.palette";

    private final JSplitPane split;
    private final JComponent palette;
    /** The board's column and the dock beside it, in a split of their own. */
    private final JSplitPane rest;
    private final JComponent board;
    private final JComponent dockBeside;
    private final transient DockPanes docks;
    private final transient Runnable backInItsColumn;
    /** Whether the palette is a tab of the dock right of the board. */
    private boolean docked;
    /** A move asked for at a layout and made after it. */
    private boolean moveAsked;

    /**
     * The palette left of {@code split}'s divider, the rest right of it: {@code board}'s column and
     * the dock beside it, in a split of their own; {@code backInItsColumn} runs when the palette is
     * back in its column (its width is fitted again).
     */
    WorkbenchColumns(JSplitPane split, JComponent board, DockPanes docks, Runnable backInItsColumn) {
        super(new BorderLayout());
        this.split = split;
        this.palette = (JComponent) split.getLeftComponent();
        this.rest = (JSplitPane) split.getRightComponent();
        this.board = board;
        this.dockBeside = docks.pane(Docks.Side.RIGHT);
        this.docks = docks;
        this.backInItsColumn = backInItsColumn;
        setName("workbench");
        add(split, BorderLayout.CENTER);
    }

    @Override
    public void doLayout() {
        // Not in the middle of a layout: the parts move after it, and are laid out again then.
        if (getWidth() > 0 && fits() == docked && !moveAsked) {
            moveAsked = true;
            SwingUtilities.invokeLater(this::move);
        }
        super.doLayout();
    }

    /**
     * Whether the window holds the palette's column beside the board's and the dock's, each at its
     * least width. The board's own least width counts, not its column's: a panel under it may ask
     * for more (playing a turn's, 550 px) and is squeezed to the board's width as before. The
     * palette's least width counts wherever it is, so the answer does not change with the move (the
     * dock it joins is wider than it).
     */
    private boolean fits() {
        int dividers = split.getDividerSize() + rest.getDividerSize();
        return getWidth() >= palette.getMinimumSize().width + board.getMinimumSize().width
                + dockBeside.getMinimumSize().width + dividers;
    }

    private void move() {
        moveAsked = false;
        if (getWidth() <= 0 || fits() != docked) {
            return;
        }
        if (docked) {
            docks.remove(palette);
            remove(rest);
            split.setLeftComponent(palette);
            split.setRightComponent(rest);
            add(split, BorderLayout.CENTER);
            docked = false;
            SwingUtilities.invokeLater(backInItsColumn);
        } else {
            remove(split);
            add(rest, BorderLayout.CENTER);
            docks.addFirst(Docks.Side.RIGHT, TAB, palette);
            docked = true;
        }
        revalidate();
        repaint();
    }
}

package kudde.ui.kit;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import javax.swing.Icon;
import javax.swing.JTree;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.plaf.basic.BasicTreeUI;
import javax.swing.text.View;
import javax.swing.tree.DefaultTreeCellRenderer;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreeNode;

/**
 * A tree's row whose words wrap at the tree's width instead of running out of it: at 200 % text a
 * lesson's title in the dock beside the board ("Draai de tegel tot hij past") was cut at the dock's
 * edge, the rest of it only a sideways scroll away. The row's text stays its plain words, which a
 * screen reader and the window's tests read; where they are wider than the room, the look is given
 * Swing's HTML view of the same words to paint ({@link Wrapping}), and the row is as high as its lines.
 * {@link #install} readies the tree: it tracks its viewport's width, its rows are as high as their
 * renderer asks, and every row is measured again when its width changes.
 */
public class WrappingTreeCell extends DefaultTreeCellRenderer {
    private static final long serialVersionUID = 1L;
    /** Narrower than this the words are not wrapped, so a tree not yet laid out measures its rows on one line. */
    private static final int LEAST_ROOM = 60;
    /** The size of the row now shown where its words wrap; null where they stay on one line. */
    private transient Dimension wrapped;
    /** The width the words of the row now shown have, where they wrap. */
    private int room;

    /** A tree of {@code model} as wide as its scroll pane shows, never scrolling sideways: its rows wrap instead. */
    public static JTree tree(javax.swing.tree.TreeModel model) {
        return new JTree(model) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean getScrollableTracksViewportWidth() {
                return true;
            }
        };
    }

    /**
     * {@code tree} with {@code cell} as its rows' renderer: rows as high as their words wrap to, the
     * tree as wide as its scroll pane shows, every row measured again when that width changes.
     */
    public static JTree install(JTree tree, WrappingTreeCell cell) {
        tree.setCellRenderer(cell);
        tree.setRowHeight(0);
        tree.addComponentListener(new ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(ComponentEvent e) {
                if (tree.getWidth() != width) {
                    width = tree.getWidth();
                    remeasure(tree);
                }
            }
        });
        return tree;
    }

    /**
     * Makes {@code tree} measure every row again: it keeps a row's size once measured, so after a new
     * width, a new language or a new mark a longer text was cut ("Grow the fl…").
     */
    public static void remeasure(JTree tree) {
        if (tree.getModel() instanceof DefaultTreeModel model && model.getRoot() instanceof TreeNode root) {
            for (java.util.Enumeration<? extends TreeNode> e = depthFirst(root); e.hasMoreElements();) {
                TreeNode n = e.nextElement();
                if (n != root) {
                    model.nodeChanged(n);
                }
            }
        }
        tree.revalidate();
        tree.repaint();
    }

    private static java.util.Enumeration<? extends TreeNode> depthFirst(TreeNode root) {
        return root instanceof javax.swing.tree.DefaultMutableTreeNode d ? d.depthFirstEnumeration()
                : java.util.Collections.enumeration(java.util.List.of(root));
    }

    /** The row showing {@code text}: as the look's renderer makes it, its words wrapped where the tree is too narrow for them. */
    protected Component row(JTree tree, Object value, String text, boolean selected, boolean expanded, boolean leaf,
                            int row, boolean focus) {
        wrapped = null;
        super.getTreeCellRendererComponent(tree, text, selected, expanded, leaf, row, focus);
        // The renderer does not tell the look of plain text set after wrapped: the last row's view goes.
        BasicHTML.updateRenderer(this, "");
        setVerticalAlignment(TOP);
        setVerticalTextPosition(TOP);
        int space = roomFor(tree, value);
        if (text == null || text.isEmpty() || space < LEAST_ROOM
                || getFontMetrics(getFont()).stringWidth(text) <= space) {
            return this;
        }
        room = space;
        int height = wrap();
        Insets in = getInsets();
        Icon icon = getIcon();
        int beside = icon == null ? 0 : icon.getIconWidth() + getIconTextGap();
        wrapped = new Dimension(room + beside + in.left + in.right,
                Math.max(height, icon == null ? 0 : icon.getIconHeight()) + in.top + in.bottom);
        return this;
    }

    /** Gives the look the HTML view of the row's words, laid out at the room; how high its lines are. */
    private int wrap() {
        BasicHTML.updateRenderer(this, Wrapping.markup(getText(), false));
        if (getClientProperty(BasicHTML.propertyKey) instanceof View view) {
            // Laid out at the room before the look asks its height, so the look places every line.
            view.setSize(room, 0);
            return Math.round(view.getPreferredSpan(View.Y_AXIS));
        }
        return getFontMetrics(getFont()).getHeight();
    }

    /**
     * The look makes its view of the text again from the plain words after a new foreground or font
     * (a selected row's colours): a wrapped row is given the wrapping view again, or it painted its
     * words on one line, cut, in a row two lines high.
     */
    @Override
    protected void firePropertyChange(String name, Object before, Object after) {
        super.firePropertyChange(name, before, after);
        if (wrapped != null && Wrapping.REMADE.contains(name) && !"text".equals(name)) {
            wrap();
        }
    }

    @Override
    public Component getTreeCellRendererComponent(JTree tree, Object value, boolean selected, boolean expanded,
                                                  boolean leaf, int row, boolean focus) {
        return row(tree, value, tree.convertValueToText(value, selected, expanded, leaf, row, focus), selected,
                expanded, leaf, row, focus);
    }

    @Override
    public Dimension getPreferredSize() {
        return wrapped != null ? new Dimension(wrapped) : super.getPreferredSize();
    }

    /**
     * The width the words of {@code value}'s row have: the tree's, less the row's indent (as the tree
     * places a row of its depth), the renderer's insets and icon, and a little to spare.
     */
    private int roomFor(JTree tree, Object value) {
        int width = tree.getWidth();
        if (width <= 0 || !(tree.getUI() instanceof BasicTreeUI ui) || !(value instanceof TreeNode node)) {
            return Integer.MAX_VALUE;
        }
        int depth = 0;
        for (TreeNode n = node.getParent(); n != null; n = n.getParent()) {
            depth++;
        }
        // As BasicTreeUI places a row: its depth, one less where the root is hidden, one more for the root's handles.
        int steps = depth - (tree.isRootVisible() ? 0 : 1) + (tree.getShowsRootHandles() ? 1 : 0);
        int indent = (ui.getLeftChildIndent() + ui.getRightChildIndent()) * Math.max(0, steps);
        Insets tin = tree.getInsets();
        Insets in = getInsets();
        Icon icon = getIcon();
        int beside = icon == null ? 0 : icon.getIconWidth() + getIconTextGap();
        return width - tin.left - tin.right - indent - in.left - in.right - beside - 4;
    }
}

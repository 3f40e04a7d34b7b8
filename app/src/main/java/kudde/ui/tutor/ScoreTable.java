package kudde.ui.tutor;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.Icon;
import javax.swing.JScrollBar;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.ListSelectionModel;
import javax.swing.table.DefaultTableColumnModel;
import javax.swing.table.TableCellRenderer;
import javax.swing.table.TableColumn;
import javax.swing.table.TableColumnModel;
import kudde.engine.model.FigureKind;
import kudde.tutor.Standing;
import kudde.ui.art.FigureIcon;
import kudde.ui.art.PlayerColours;
import kudde.ui.kit.Keys;

/**
 * The score table at the selected position (in an exercise, of the learner's try): each player's
 * score (with what this step, or the try, added),
 * followers in supply and shepherd with its sheep. Right-click or double-click a row, or press W,
 * to ask why the score is what it is. Where its four columns do not fit (a large text size in a
 * narrow dock) each player's row becomes a card ({@link ScoreCard}) with a line for each column, so
 * the table reads downwards and never has to be scrolled sideways (WCAG 1.4.10, docs/accessibility.md).
 */
final class ScoreTable extends JTable implements ScoreCard.Source {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final ScoreModel model;
    private final ScoreCard card = new ScoreCard(this);
    /** The four columns, and the cards' one: the table shows one of the two (fit). */
    private final TableColumnModel wide = new DefaultTableColumnModel();
    private final TableColumnModel cards = new DefaultTableColumnModel();
    private boolean carded;
    /** The narrowest the four columns can be with every header and cell whole (fit). */
    private int wideLeast;
    private boolean followsViewport;

    ScoreTable(TutorView view) {
        this.view = view;
        this.model = new ScoreModel(view);
        setName("scores");
        setAutoCreateColumnsFromModel(false);
        setModel(model);
        for (int c = 0; c < model.getColumnCount(); c++) {
            wide.addColumn(new TableColumn(c));
        }
        wide.getColumn(0).setCellRenderer(new Named());
        wide.getColumn(3).setCellRenderer(new Wrapping());
        TableColumn players = new TableColumn(0);
        players.setCellRenderer(card);
        cards.addColumn(players);
        setColumnModel(wide);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setFillsViewportHeight(false);
        getTableHeader().setReorderingAllowed(false);
        named();
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                int row = rowAtPoint(e.getPoint());
                if (row >= 0 && (e.isPopupTrigger() || javax.swing.SwingUtilities.isRightMouseButton(e) || e.getClickCount() == 2)) {
                    setRowSelectionInterval(row, row);
                    view.whyScore(row);
                }
            }
        });
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                fit();
            }
        });
        Keys.whenFocused(this, "W", "why", () -> {
            if (getSelectedRow() >= 0) {
                view.whyScore(getSelectedRow());
            }
        });
    }

    /** A new look or text size: the headers' widths change with the font, so the columns are sized again. */
    @Override
    public void updateUI() {
        super.updateUI();
        // Called by JTable's constructor too, before this table's own parts exist.
        javax.swing.SwingUtilities.invokeLater(this::fit);
    }

    /**
     * In its scroll pane: the table follows the view's width (cards or columns), and shows its
     * header only with its columns (each card names its lines).
     */
    @Override
    public void addNotify() {
        super.addNotify();
        header();
        if (!followsViewport && getParent() instanceof JViewport vp) {
            followsViewport = true;
            vp.addComponentListener(new java.awt.event.ComponentAdapter() {
                @Override
                public void componentResized(java.awt.event.ComponentEvent e) {
                    fit();
                }
            });
        }
    }

    /**
     * The narrowest the table can be with its four columns, every header and cell whole: the name,
     * score and followers columns as wide as their widest header or cell, the shepherd column as wide
     * as its header. Learn mode's side is at least as wide where the window has room.
     */
    int leastWidth() {
        return wideLeast;
    }

    /**
     * Fills the width it is given: with its columns while that holds every column whole, else with
     * its cards; narrower than a card's longest word the table keeps its width and scrolls sideways,
     * so no word is cut where the learner cannot reach it.
     */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        if (!(getParent() instanceof JViewport vp)) {
            return true;
        }
        return vp.getWidth() >= (carded ? cardLeast() : wideLeast);
    }

    void reload() {
        model.fireTableStructureChanged();
        named();
        fit();
    }

    /** The headers and the names a screen reader says, in the language shown. */
    private void named() {
        String title = view.texts().get("scores.title");
        getAccessibleContext().setAccessibleName(title);
        cards.getColumn(0).setHeaderValue(title);
        for (int c = 0; c < wide.getColumnCount(); c++) {
            wide.getColumn(c).setHeaderValue(model.getColumnName(c));
        }
        getTableHeader().repaint();
    }

    /**
     * Sizes the table to what it shows, so no header or cell is cut: its columns where they fit
     * whole, else its cards (ScoreCard), each row as high as it needs.
     */
    void fit() {
        if (view == null || getColumnCount() == 0) {
            return;
        }
        int[] widths = new int[3];
        int fixed = 0;
        for (int c = 0; c < 3; c++) {
            int w = headerWidth(c);
            TableCellRenderer r = c == 0 ? wide.getColumn(0).getCellRenderer() : getDefaultRenderer(Object.class);
            for (int row = 0; row < getRowCount(); row++) {
                w = Math.max(w, r.getTableCellRendererComponent(this, model.getValueAt(row, c), false, false, row, 0)
                        .getPreferredSize().width + 8);
            }
            widths[c] = w;
            fixed += w;
        }
        // The shepherd wraps between words, never inside one: no narrower than its longest word ("voorraad").
        int shepherdLeast = Math.max(headerWidth(3), longestWord(3) + 8);
        wideLeast = fixed + shepherdLeast;
        JViewport vp = getParent() instanceof JViewport p && p.getWidth() > 0 ? p : null;
        boolean asCards = carded;
        if (vp != null) {
            JScrollBar bar = vp.getParent() instanceof JScrollPane sp ? sp.getVerticalScrollBar() : null;
            int barWidth = bar == null ? 0 : bar.getPreferredSize().width;
            boolean barShows = bar != null && bar.isVisible();
            int room = vp.getWidth() + (barShows ? barWidth : 0);
            // Back to the columns only where they would fit beside a scroll bar too: cards and
            // columns need different heights, and the bar must not send the table to and fro.
            asCards = carded ? room < wideLeast + barWidth : room < wideLeast + (barShows ? barWidth : 0);
        }
        if (asCards != carded || getColumnModel() != (asCards ? cards : wide)) {
            carded = asCards;
            setColumnModel(asCards ? cards : wide);
            header();
        }
        java.awt.Dimension before = getPreferredScrollableViewportSize();
        if (carded) {
            fitCards(vp);
        } else {
            fitColumns(widths, shepherdLeast, vp);
        }
        revalidate();
        if (getParent() instanceof JViewport v && v.getParent() instanceof JScrollPane sp) {
            boolean changed = !getPreferredScrollableViewportSize().equals(before) | keepOneRow(sp);
            // The scroll pane is a validate root: what holds it lays it out again only when told, and
            // cards are higher than the columns' rows.
            if (changed && sp.getParent() instanceof javax.swing.JComponent holder) {
                holder.revalidate();
            }
        }
    }

    /**
     * However short the dock, the scroll pane keeps room for its header and its highest row: a
     * player's card whole (at 200 % three cards in a short dock showed not one whole), the rest a
     * scroll away. Whether that changed its least size.
     */
    private boolean keepOneRow(JScrollPane sp) {
        int row = 0;
        for (int r = 0; r < getRowCount(); r++) {
            row = Math.max(row, getRowHeight(r));
        }
        java.awt.Insets in = sp.getInsets();
        int header = carded ? 0 : getTableHeader().getPreferredSize().height;
        java.awt.Dimension least = new java.awt.Dimension(sp.getLayout().minimumLayoutSize(sp).width,
                in.top + header + Math.max(row, getRowHeight()) + in.bottom);
        if (sp.isMinimumSizeSet() && sp.getMinimumSize().equals(least)) {
            return false;
        }
        sp.setMinimumSize(least);
        return true;
    }

    private void fitColumns(int[] widths, int shepherdLeast, JViewport vp) {
        int fixed = 0;
        for (int c = 0; c < 3; c++) {
            TableColumn col = wide.getColumn(c);
            col.setMinWidth(widths[c]);
            col.setMaxWidth(widths[c]);
            col.setPreferredWidth(widths[c]);
            fixed += widths[c];
        }
        TableColumn shepherd = wide.getColumn(3);
        shepherd.setMinWidth(shepherdLeast);
        shepherd.setMaxWidth(Integer.MAX_VALUE);
        int available = vp != null ? vp.getWidth() : fixed + 170;
        int width = Math.max(shepherdLeast, available - fixed);
        int height = 0;
        for (int r = 0; r < getRowCount(); r++) {
            java.awt.Component cell = prepareRenderer(getCellRenderer(r, 3), r, 3);
            cell.setSize(width, Short.MAX_VALUE);
            height += rowHeight(r, Math.max(getRowHeight(), cell.getPreferredSize().height));
        }
        setPreferredScrollableViewportSize(new java.awt.Dimension(fixed + width, height));
    }

    private void fitCards(JViewport vp) {
        int least = cardLeast();
        int width = Math.max(least, vp != null ? vp.getWidth() : least);
        TableColumn players = cards.getColumn(0);
        players.setMinWidth(least);
        players.setMaxWidth(Integer.MAX_VALUE);
        players.setPreferredWidth(width);
        int height = 0;
        for (int r = 0; r < getRowCount(); r++) {
            card.show(this, r, model.getValueAt(r, 0), false);
            height += rowHeight(r, Math.max(getRowHeight(), card.heightAt(width)));
        }
        setPreferredScrollableViewportSize(new java.awt.Dimension(width, height));
    }

    private int rowHeight(int r, int h) {
        if (getRowHeight(r) != h) {
            setRowHeight(r, h);
        }
        return h;
    }

    /** The narrowest card: each name whole, and each card's longest word. */
    private int cardLeast() {
        int w = 0;
        for (int r = 0; r < getRowCount(); r++) {
            card.show(this, r, model.getValueAt(r, 0), false);
            w = Math.max(w, card.leastWidth());
        }
        return w;
    }

    /** The scroll pane shows the header with the columns, none with the cards. */
    private void header() {
        if (getParent() instanceof JViewport vp && vp.getParent() instanceof JScrollPane sp) {
            javax.swing.JComponent want = carded ? null : getTableHeader();
            if (sp.getColumnHeader() == null || sp.getColumnHeader().getView() != want) {
                sp.setColumnHeaderView(want);
            }
        }
    }

    /** The width of the longest word in column {@code c}'s cells, in the table's font. */
    private int longestWord(int c) {
        java.awt.FontMetrics fm = getFontMetrics(getFont());
        int w = 0;
        for (int r = 0; r < getRowCount(); r++) {
            Object v = model.getValueAt(r, c);
            for (String word : String.valueOf(v == null ? "" : v).split("\\s+")) {
                w = Math.max(w, fm.stringWidth(word));
            }
        }
        return w;
    }

    private int headerWidth(int c) {
        TableCellRenderer r = getTableHeader().getDefaultRenderer();
        return r.getTableCellRendererComponent(this, model.getColumnName(c), false, false, -1, 0).getPreferredSize().width + 12;
    }

    /** The player's follower, in their colour and with their mark: a row is known by its shape as well as its colour. */
    @Override
    public Icon figure(int row) {
        List<Standing> all = view.standings();
        int size = Math.max(12, getFontMetrics(getFont()).getHeight());
        return row < all.size() ? FigureIcon.of(FigureKind.FOLLOWER, PlayerColours.look(all.get(row).id(), row), size) : null;
    }

    /** A card's lines: the score, the followers and the shepherd, each named. */
    @Override
    public String lines(int row) {
        return view.texts().format("scores.card", model.getValueAt(row, 1), model.getValueAt(row, 2), model.getValueAt(row, 3));
    }

    /** The name column's cells: the player's figure before the name (figure). */
    private final class Named extends javax.swing.table.DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Component getTableCellRendererComponent(JTable table, Object value, boolean selected,
                                                                boolean focused, int row, int column) {
            super.getTableCellRendererComponent(table, value, selected, focused, row, column);
            setIcon(figure(row));
            return this;
        }
    }

    /** The shepherd column's cells: wrapped text. */
    private static final class Wrapping extends javax.swing.JTextArea implements javax.swing.table.TableCellRenderer {
        private static final long serialVersionUID = 1L;

        Wrapping() {
            setLineWrap(true);
            setWrapStyleWord(true);
            setEditable(false);
            setBorder(javax.swing.BorderFactory.createEmptyBorder(1, 2, 1, 2));
        }

        @Override
        public java.awt.Component getTableCellRendererComponent(JTable table, Object value, boolean selected,
                                                                boolean focused, int row, int column) {
            setText(value == null ? "" : value.toString());
            setFont(table.getFont());
            setBackground(selected ? table.getSelectionBackground() : table.getBackground());
            setForeground(selected ? table.getSelectionForeground() : table.getForeground());
            setSize(table.getColumnModel().getColumn(column).getWidth(), Short.MAX_VALUE);
            return this;
        }
    }
}

package kudde.ui.tutor;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import kudde.engine.model.FigureKind;
import kudde.tutor.Standing;
import kudde.ui.art.FigureIcon;
import kudde.ui.art.PlayerColours;
import kudde.ui.kit.Keys;

/**
 * The score table at the selected position (in an exercise, of the learner's try): each player's
 * score (with what this step, or the try, added),
 * followers in supply and shepherd with its sheep. Right-click or double-click a row, or press W,
 * to ask why the score is what it is.
 */
final class ScoreTable extends JTable {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final Model model = new Model();

    ScoreTable(TutorView view) {
        this.view = view;
        setName("scores");
        setModel(model);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setFillsViewportHeight(false);
        getTableHeader().setReorderingAllowed(false);
        getAccessibleContext().setAccessibleName("scores");
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
     * The narrowest the table can be with every header and cell whole: the name, score and followers
     * columns as wide as their widest header or cell, the shepherd column as wide as its header.
     */
    int leastWidth() {
        int w = 0;
        for (int c = 0; c < getColumnCount(); c++) {
            w += getColumnModel().getColumn(c).getMinWidth();
        }
        return w;
    }

    /**
     * Fills the width it is given while that holds every column whole; narrower than that (a very
     * large text size in a small window) the table keeps its width and scrolls sideways, so no header
     * is cut where the learner cannot reach it.
     */
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return !(getParent() instanceof javax.swing.JViewport vp) || vp.getWidth() >= leastWidth();
    }

    void reload() {
        model.fireTableStructureChanged();
        getColumnModel().getColumn(0).setCellRenderer(new Named());
        getColumnModel().getColumn(3).setCellRenderer(new Wrapping());
        fit();
    }

    /**
     * Sizes the table to what it shows, so no header or cell is cut: the name, score and
     * followers columns as wide as their widest header or cell, the shepherd column the rest,
     * its text wrapped (a shared flock names the other shepherds), each row as high as it needs.
     */
    void fit() {
        if (view == null || getColumnCount() < 4) {
            return;
        }
        int fixed = 0;
        for (int c = 0; c < 3; c++) {
            int w = headerWidth(c);
            for (int r = 0; r < getRowCount(); r++) {
                w = Math.max(w, prepareRenderer(getCellRenderer(r, c), r, c).getPreferredSize().width + 8);
            }
            javax.swing.table.TableColumn col = getColumnModel().getColumn(c);
            col.setMinWidth(w);
            col.setMaxWidth(w);
            col.setPreferredWidth(w);
            fixed += w;
        }
        javax.swing.table.TableColumn shepherd = getColumnModel().getColumn(3);
        // It wraps between words, never inside one: no narrower than its longest word ("voorraad").
        int least = Math.max(headerWidth(3), longestWord(3) + 8);
        shepherd.setMinWidth(least);
        int available = getParent() instanceof javax.swing.JViewport vp && vp.getWidth() > 0 ? vp.getWidth() : fixed + 170;
        int width = Math.max(least, available - fixed);
        int height = 0;
        for (int r = 0; r < getRowCount(); r++) {
            java.awt.Component cell = prepareRenderer(getCellRenderer(r, 3), r, 3);
            cell.setSize(width, Short.MAX_VALUE);
            int h = Math.max(getRowHeight(), cell.getPreferredSize().height);
            if (getRowHeight(r) != h) {
                setRowHeight(r, h);
            }
            height += h;
        }
        setPreferredScrollableViewportSize(new java.awt.Dimension(fixed + width, height));
        revalidate();
    }

    /** The width of the longest word in column {@code c}'s cells, in the table's font. */
    private int longestWord(int c) {
        java.awt.FontMetrics fm = getFontMetrics(getFont());
        int w = 0;
        for (int r = 0; r < getRowCount(); r++) {
            Object v = getValueAt(r, c);
            for (String word : String.valueOf(v == null ? "" : v).split("\\s+")) {
                w = Math.max(w, fm.stringWidth(word));
            }
        }
        return w;
    }

    private int headerWidth(int c) {
        javax.swing.table.TableCellRenderer r = getTableHeader().getDefaultRenderer();
        return r.getTableCellRendererComponent(this, getColumnName(c), false, false, -1, c).getPreferredSize().width + 12;
    }

    /**
     * The name column's cells: the player's follower, in their colour and with their mark, before
     * the name, so the row is known by its shape as well as its colour.
     */
    private final class Named extends javax.swing.table.DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public java.awt.Component getTableCellRendererComponent(JTable table, Object value, boolean selected,
                                                                boolean focused, int row, int column) {
            super.getTableCellRendererComponent(table, value, selected, focused, row, column);
            List<Standing> all = view.standings();
            int size = Math.max(12, table.getFontMetrics(table.getFont()).getHeight());
            setIcon(row < all.size() ? FigureIcon.of(FigureKind.FOLLOWER, PlayerColours.look(all.get(row).id(), row), size) : null);
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

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        private static final String[] KEYS = {"scores.player", "scores.score", "scores.followers", "scores.shepherd"};

        @Override
        public int getRowCount() {
            return view.timeline() == null ? 0 : view.standings().size();
        }

        @Override
        public int getColumnCount() {
            return KEYS.length;
        }

        @Override
        public String getColumnName(int c) {
            return view.texts().get(KEYS[c]);
        }

        @Override
        public Object getValueAt(int row, int col) {
            TutorTexts tx = view.texts();
            List<Standing> all = view.standings();
            Standing s = all.get(row);
            return switch (col) {
                case 0 -> s.name();
                case 1 -> score(tx, s, row);
                case 2 -> Integer.toString(s.followers());
                default -> shepherd(tx, s, all);
            };
        }

        /** S9: one flock per field, so shepherds sharing a field give its size once, on the first line. */
        private String shepherd(TutorTexts tx, Standing s, List<Standing> all) {
            if (!s.shepherdOnBoard()) {
                return tx.get("scores.inSupply");
            }
            if (s.sharedWith().isEmpty()) {
                return tx.format("scores.onBoard", s.flock());
            }
            if (s.showsFlock()) {
                return tx.format("scores.flockShared", s.flock(), tx.explain().join(s.sharedWith()));
            }
            for (Standing o : all) {
                if (o.showsFlock() && s.sharedWith().contains(o.name())) {
                    return tx.format("scores.inFlockOf", o.name());
                }
            }
            return tx.format("scores.onBoard", s.flock());
        }

        private String score(TutorTexts tx, Standing s, int player) {
            int delta = view.added(player);
            if (delta == 0) {
                return Integer.toString(s.score());
            }
            return tx.format(delta > 0 ? "scores.delta" : "scores.deltaMinus", Integer.toString(s.score()), Integer.toString(delta));
        }
    }
}

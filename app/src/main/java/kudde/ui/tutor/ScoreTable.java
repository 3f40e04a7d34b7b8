package kudde.ui.tutor;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import kudde.engine.play.Step;
import kudde.tutor.Standing;
import kudde.ui.kit.Keys;

/**
 * The score table at the selected position: each player's score (with what this step added),
 * followers in supply and shepherd with its sheep. Right-click or double-click a row, or press W,
 * to ask why the score is what it is.
 */
final class ScoreTable extends JTable {
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
        Keys.whenFocused(this, "W", "why", () -> {
            if (getSelectedRow() >= 0) {
                view.whyScore(getSelectedRow());
            }
        });
    }

    void reload() {
        model.fireTableStructureChanged();
        getColumnModel().getColumn(0).setPreferredWidth(90);
        getColumnModel().getColumn(1).setPreferredWidth(60);
        getColumnModel().getColumn(2).setPreferredWidth(60);
        getColumnModel().getColumn(3).setPreferredWidth(170);
    }

    private final class Model extends AbstractTableModel {
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
            Step step = view.timeline().step();
            int delta = step == null ? 0 : step.points()[player];
            if (delta == 0) {
                return Integer.toString(s.score());
            }
            return tx.format(delta > 0 ? "scores.delta" : "scores.deltaMinus", Integer.toString(s.score()), Integer.toString(delta));
        }
    }
}

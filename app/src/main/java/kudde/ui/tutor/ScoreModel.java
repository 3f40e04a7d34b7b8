package kudde.ui.tutor;

import java.util.List;
import javax.swing.table.AbstractTableModel;
import kudde.tutor.Standing;

/**
 * The score table's words at the shown position: per player the name, the score (with what the
 * step or the try added), the followers in supply and the shepherd with its flock.
 */
final class ScoreModel extends AbstractTableModel {
    private static final long serialVersionUID = 1L;

    private static final String[] KEYS = {"scores.player", "scores.score", "scores.followers", "scores.shepherd"};

    private final transient TutorView view;

    ScoreModel(TutorView view) {
        this.view = view;
    }

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

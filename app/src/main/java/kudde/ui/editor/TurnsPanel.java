package kudde.ui.editor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.model.Turn;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.tutor.TurnEdits;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * The scenario's turns, one a row, the first the engine refuses marked with its reason: select one
 * to replace it (turn mode starts with its tile laid where it was), to insert a turn before it, or
 * to delete it with the later turns that can no longer be played without it. Each change is one
 * undoable edit, and the tutor resolves it at once.
 */
public final class TurnsPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;

    private final Document doc;
    private final TurnMode turns;
    private final Consumer<String> status;
    private final DefaultListModel<Turn> model = new DefaultListModel<>();
    private final JList<Turn> list = new JList<>(model);
    private final JButton play = new JButton();
    private final JButton replace = new JButton();
    private final JButton insert = new JButton();
    private final JButton delete = new JButton();
    private IllegalTurn illegal;

    public TurnsPanel(Document doc, TurnMode turns, Strings texts, Consumer<String> status) {
        super(new BorderLayout());
        this.texts = texts;
        this.doc = doc;
        this.turns = turns;
        this.status = status;
        setName("turns");
        list.setName("turns.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean sel,
                                                          boolean focus) {
                super.getListCellRendererComponent(l, row(index, (Turn) value), index, sel, focus);
                if (illegal != null && index >= illegal.turn() && !sel) {
                    Theme.foreground(this, index == illegal.turn() ? "Kudde.error" : "Label.disabledForeground");
                }
                return this;
            }
        });
        list.addListSelectionListener(e -> enableButtons());
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && replace.isEnabled()) {
                    replaceSelected();
                }
            }
        });
        play.setName("turns.play");
        replace.setName("turns.replace");
        insert.setName("turns.insert");
        delete.setName("turns.delete");
        play.addActionListener(e -> turns.start());
        replace.addActionListener(e -> replaceSelected());
        insert.addActionListener(e -> {
            if (list.getSelectedIndex() >= 0) {
                turns.start(list.getSelectedIndex(), TurnMode.Kind.INSERT);
            }
        });
        delete.addActionListener(e -> deleteSelected());
        JPanel buttons = new JPanel(new MigLayout("insets 4, wrap 1", "[fill]"));
        buttons.add(play);
        buttons.add(replace);
        buttons.add(insert);
        buttons.add(delete);
        add(new JScrollPane(list), BorderLayout.CENTER);
        add(buttons, BorderLayout.EAST);
        doc.addListener(this::refresh);
        relabel();
        refresh();
    }

    /** The turns list follows the document, keeping the selected row where it still exists. */
    public void refresh() {
        Scenario s = doc.scenario();
        int keep = list.getSelectedIndex();
        Resolution r = doc.derived(s).resolution();
        illegal = r == null || r.ok() ? null : r.error();
        model.clear();
        for (Turn t : s.turns()) {
            model.addElement(t);
        }
        if (keep >= 0 && keep < model.size()) {
            list.setSelectedIndex(keep);
        }
        enableButtons();
    }

    /** After a language switch. */
    public void relabel() {
        list.getAccessibleContext().setAccessibleName(texts.get("dock.turns"));
        play.setText(texts.get("turns.play"));
        replace.setText(texts.get("turns.replace"));
        insert.setText(texts.get("turns.insert"));
        delete.setText(texts.get("turns.delete"));
        list.repaint();
    }

    private void enableButtons() {
        int i = list.getSelectedIndex();
        replace.setEnabled(i >= 0 && model.get(i) instanceof Turn.TileTurn);
        insert.setEnabled(i >= 0);
        delete.setEnabled(i >= 0);
    }

    private void replaceSelected() {
        int i = list.getSelectedIndex();
        if (i >= 0) {
            turns.start(i, TurnMode.Kind.REPLACE);
        }
    }

    private void deleteSelected() {
        int i = list.getSelectedIndex();
        if (i < 0) {
            return;
        }
        TurnEdits.Deleted d = TurnEdits.delete(doc.lesson(), i);
        Lesson after = d.lesson();
        doc.apply(new Edit("edit.deleteTurn", s -> after));
        status.accept(texts.format("turns.deleted", i + 1, d.removed().size() - 1));
    }

    /** One row: the turn's number and what it does, and the engine's reason on the turn it refuses. */
    private String row(int index, Turn t) {
        String text;
        if (t instanceof Turn.TileTurn tt) {
            text = texts.format("turns.row.tile", index + 1, playerName(tt.player()), tt.tile().id(), tt.at().toString(),
                    tt.rotation());
            if (tt.place() != null) {
                text += texts.format("turns.row.figure", texts.get("figure." + tt.place().kind().word()),
                        tt.place().on());
            }
            if (tt.flock() != null) {
                text += texts.format("turns.row.flock", texts.get("picker.flock." + tt.flock().word()));
            }
            if (tt.hidden() != null) {
                text += texts.format("turns.row.hidden", tt.hidden().id());
            }
            if (tt.dragon() != null) {
                text += texts.format("turns.row.dragonToo", tt.dragon().toString());
            }
        } else if (t instanceof Turn.DragonTurn dt) {
            text = texts.format("turns.row.dragon", index + 1, dt.path().toString());
        } else {
            text = texts.format("turns.row.end", index + 1);
        }
        if (illegal != null && index == illegal.turn()) {
            text += texts.format("turns.row.illegal", TurnMode.reason(illegal, texts));
        }
        return text;
    }

    private String playerName(String id) {
        Scenario s = doc.scenario();
        int i = s.playerIndex(id);
        PlayerSetup p = i < 0 ? null : s.players().get(i);
        return p == null || p.name() == null || p.name().isBlank() ? id : p.name();
    }

    public int selected() {
        return list.getSelectedIndex();
    }
}

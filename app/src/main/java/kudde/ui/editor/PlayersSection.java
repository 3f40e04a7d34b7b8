package kudde.ui.editor;

import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.plaf.basic.BasicComboBoxEditor;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.position.PositionCheck;
import kudde.explain.Texts;
import kudde.ui.art.FigureIcon;
import kudde.ui.art.PlayerColours;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WrappingButton;
import net.miginfocom.swing.MigLayout;

/** The inspector's players: add and remove up to six, their ids (colours), names, scores and supply. */
final class PlayersSection {
    /** The window's texts. */
    private final Strings texts;
    private final InspectorForm form;

    PlayersSection(InspectorForm form) {
        this.texts = form.texts;
        this.form = form;
    }

    void fill(Scenario s) {
        form.section("inspector.players");
        // A player's colour, name, score and supply each on a line of its own, its words before it:
        // side by side (a heading over each column) the colour and the name made the form wider than
        // the dock at 200 % text, and the score and supply in a language a third longer than English.
        // From 150 % text on each word over its field, as in the rest of the form (InspectorForm.row):
        // beside "Kleur / id" the colour's field was too narrow for "Blauw" at 200 %.
        JPanel rows = new JPanel(InspectorForm.stacked() ? new MigLayout("insets 0, gap 3 2", "[grow, fill][]")
                : new MigLayout("insets 0, gap 3 2, wrap 4", "[][right][grow, fill, 40:pref][]"));
        for (int i = 0; i < s.players().size(); i++) {
            playerRow(rows, s, i);
        }
        form.content.add(rows, "span 2, growx, wmin 0");
        JButton add = new WrappingButton(texts.get("inspector.player.add"));
        add.setName("player.add");
        add.setEnabled(s.players().size() < PositionCheck.MAX_PLAYERS);
        add.addActionListener(e -> {
            form.apply(Edits.addPlayer(new PlayerSetup(freeId(form.doc.scenario()), "", 0, null)));
            form.rebuild();
        });
        form.content.add(add, "span 2, left");
    }

    private void playerRow(JPanel rows, Scenario s, int i) {
        PlayerSetup p = s.players().get(i);
        JLabel swatch = new JLabel(FigureIcon.of(FigureKind.FOLLOWER, PlayerColours.look(p.id(), i), 18));
        boolean stacked = InspectorForm.stacked();
        if (stacked) {
            // The player's figure before the word, over the colour's field.
            JLabel word = form.small("inspector.player.id");
            word.setIcon(swatch.getIcon());
            rows.add(word, "span 2, gaptop 4, wrap");
        } else {
            rows.add(swatch);
            rows.add(form.small("inspector.player.id"));
        }
        JComboBox<String> id = new JComboBox<>(PlayerColours.IDS.toArray(new String[0]));
        id.setEditable(true);
        // The file's id stays the item; the list and the field show a colour in the reader's words.
        Texts words = Texts.of(texts.locale());
        id.setRenderer(InspectorForm.words(words::player));
        id.setEditor(new ColourEditor(words));
        id.setPrototypeDisplayValue("yellow");
        id.setSelectedItem(p.id());
        id.setName("player." + i + ".id");
        id.addActionListener(e -> {
            Object v = id.getSelectedItem();
            String next = v == null ? "" : v.toString().trim();
            PlayerSetup cur = form.doc.scenario().players().get(i);
            if (!next.isEmpty() && !next.equals(cur.id())) {
                form.apply(Edits.setPlayer(i, new PlayerSetup(next, cur.name(), cur.score(), cur.followers())));
                form.rebuild();
            }
        });
        // Named by the column's heading, for a screen reader; the colour it says names the player.
        id.getAccessibleContext().setAccessibleName(texts.get("inspector.player.id"));
        id.getEditor().getEditorComponent().getAccessibleContext().setAccessibleName(texts.get("inspector.player.id"));
        rows.add(id);
        JTextField name = new JTextField(p.name() == null ? "" : p.name(), 5);
        name.setName("player." + i + ".name");
        InspectorForm.onCommit(name, text -> {
            PlayerSetup cur = form.doc.scenario().players().get(i);
            form.apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), text.trim(), cur.score(), cur.followers())));
        });
        name.getAccessibleContext().setAccessibleName(texts.get("inspector.player.name"));
        JSpinner score = new JSpinner(new SpinnerNumberModel(p.score(), 0, 9999, 1));
        score.setName("player." + i + ".score");
        InspectorForm.narrow(score);
        score.addChangeListener(e -> {
            PlayerSetup cur = form.doc.scenario().players().get(i);
            form.apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), cur.name(), (Integer) score.getValue(), cur.followers())));
        });
        int onBoard = 0;
        for (FigureSetup f : s.figures()) {
            onBoard += f.kind() == FigureKind.FOLLOWER && p.id() != null && p.id().equals(f.player()) ? 1 : 0;
        }
        int supplyNow = p.followers() != null ? p.followers() : Math.max(0, PlayerSetup.FOLLOWERS - onBoard);
        JSpinner supply = new JSpinner(new SpinnerNumberModel(supplyNow, 0, PlayerSetup.FOLLOWERS, 1));
        supply.setName("player." + i + ".supply");
        InspectorForm.narrow(supply);
        supply.setToolTipText(texts.get(p.followers() == null ? "inspector.player.supplyAuto" : "inspector.player.supplySet"));
        supply.addChangeListener(e -> {
            PlayerSetup cur = form.doc.scenario().players().get(i);
            form.apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), cur.name(), cur.score(), (Integer) supply.getValue())));
        });
        JButton remove = new JButton("✕");
        remove.setMargin(new java.awt.Insets(1, 4, 1, 4));
        remove.setName("player." + i + ".remove");
        remove.setToolTipText(texts.get("inspector.player.remove"));
        remove.setEnabled(s.players().size() > 1);
        remove.addActionListener(e -> {
            form.apply(Edits.removePlayer(i));
            form.rebuild();
        });
        rows.add(remove, stacked ? "wrap" : "");
        // Beside its word, or over it (span 2, a line of its own).
        String word = stacked ? "span 2, wrap" : "skip 1";
        String field = stacked ? "span 2, " : "";
        rows.add(form.small("inspector.player.name"), word);
        rows.add(name, field + "wrap");
        rows.add(form.small("inspector.player.score"), word);
        rows.add(score, field + "w 60!, growx 0, wrap");
        rows.add(form.small("inspector.player.supply"), word);
        rows.add(supply, field + "w 60!, growx 0, gapbottom 4, wrap");
    }

    private static String freeId(Scenario s) {
        for (String id : PlayerColours.IDS) {
            if (s.playerIndex(id) < 0) {
                return id;
            }
        }
        return "p" + (s.players().size() + 1);
    }

    /**
     * The id field of a player: shows a colour id in the reader's words ("Rood" for red) and reads a
     * colour word typed in either language back as its id; any other text is an id of its own.
     */
    private static final class ColourEditor extends BasicComboBoxEditor {
        private final Texts words;
        private Object shown;

        ColourEditor(Texts words) {
            this.words = words;
        }

        @Override
        public void setItem(Object id) {
            shown = id;
            super.setItem(id == null ? "" : words.player(id.toString()));
        }

        @Override
        public Object getItem() {
            String typed = editor.getText().trim();
            if (shown != null && typed.equals(words.player(shown.toString()))) {
                return shown; // unchanged: "P3" shown for the id "p3" stays "p3"
            }
            for (String id : PlayerColours.IDS) {
                // A colour typed in any language Kudde speaks names the same player.
                for (java.util.Locale l : kudde.lang.Languages.all()) {
                    if (Texts.of(l).player(id).equalsIgnoreCase(typed)) {
                        return id;
                    }
                }
            }
            return typed;
        }
    }
}

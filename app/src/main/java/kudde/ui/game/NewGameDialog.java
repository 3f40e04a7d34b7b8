package kudde.ui.game;

import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JRadioButton;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import kudde.engine.ai.Strength;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.explain.Texts;
import kudde.tutor.game.GameSetup;
import kudde.tutor.game.Seat;
import kudde.ui.kit.Strings;
import net.miginfocom.swing.MigLayout;

/**
 * Game ▸ New game: two to five players, each a person at this computer or a computer
 * player (beginner, club, strong), with a name and a colour; the base game with Hills &amp; Sheep;
 * the rules preset and variants as a lesson sets them; the tiles in a random or a seeded order;
 * a learning game (take back a move), the tutor's notes and the pace of the computer's turns.
 * Keyboard usable (Tab, Space, Enter starts, Escape cancels); the last choices are remembered.
 */
public final class NewGameDialog extends JDialog {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;
    /** The colours a player can take: the ids the lessons name players by. */
    public static final List<String> COLOURS = List.of("red", "blue", "green", "yellow", "black");
    private static final String PERSON = "person";

    /** The remembered choices (the window's settings). */
    public interface Memory {
        String get(String key);

        void put(String key, String value);
    }

    /** What was chosen. */
    public record Choice(GameSetup setup, boolean notes, Pace pace) {
    }

    private final transient Memory memory;
    private final List<JCheckBox> plays = new ArrayList<>();
    private final List<JComboBox<String>> kinds = new ArrayList<>();
    private final List<JTextField> names = new ArrayList<>();
    private final List<JComboBox<String>> colours = new ArrayList<>();
    private final JComboBox<String> preset = new JComboBox<>();
    private final List<JComboBox<String>> variants = new ArrayList<>();
    /**
     * The variants a game of the base game with Hills &amp; Sheep can meet: the dragon's two are
     * left at the preset's value, as no dragon tile is in the box (D1–D4).
     */
    private static final List<Variant> VARIANTS = List.of(Variant.TENDING, Variant.CLOSED_FIELD,
            Variant.HILL_TIEBREAK, Variant.TINY_CITY);
    private final JRadioButton random = new kudde.ui.kit.WrappingRadioButton();
    private final JRadioButton seeded = new kudde.ui.kit.WrappingRadioButton();
    private final JTextField seed = new JTextField(10);
    private final JCheckBox learning = new kudde.ui.kit.WrappingCheckBox("");
    private final JCheckBox notes = new kudde.ui.kit.WrappingCheckBox("");
    private final JComboBox<Pace> pace = new JComboBox<>(Pace.values());
    private final JLabel problem = new kudde.ui.kit.WrappingLabel(" ");
    private transient Choice choice;

    public NewGameDialog(Window owner, Strings texts, Memory memory) {
        super(owner, texts.get("newGame.title"), ModalityType.APPLICATION_MODAL);
        this.texts = texts;
        this.memory = memory;
        setName("newGame");
        Texts tx = Texts.of(texts.locale());
        // As wide as the dialog, which is no wider than the screen (Screens.packInside): its words
        // wrap and it scrolls down, never sideways.
        JPanel content = new kudde.ui.kit.FitWidthPanel(new MigLayout("wrap 4, insets 12, hidemode 3", "[][][grow,fill][]"));
        content.add(heading("newGame.players"), "span 4");
        content.add(new JLabel(""));
        content.add(new JLabel(texts.get("newGame.who")));
        content.add(new JLabel(texts.get("newGame.name")));
        content.add(new JLabel(texts.get("newGame.colour")));
        for (int i = 0; i < GameSetup.MAX_PLAYERS; i++) {
            JCheckBox on = new JCheckBox(texts.format("newGame.player", i + 1));
            on.setName("newGame.plays." + i);
            on.setSelected(i < 2);
            on.setEnabled(i >= 2);
            JComboBox<String> kind = new JComboBox<>(new String[] {PERSON, "beginner", "club", "strong"});
            kind.setName("newGame.kind." + i);
            kind.setRenderer(words(k -> texts.get("newGame.kind." + k)));
            kind.setSelectedItem(i == 0 ? PERSON : "beginner");
            // A person's name, as the lessons name their players, never a colour: "Red scores" reads as a rule about red.
            JTextField name = new JTextField(defaultName(i), 12);
            name.setName("newGame.name." + i);
            JComboBox<String> colour = new JComboBox<>(COLOURS.toArray(new String[0]));
            colour.setName("newGame.colour." + i);
            colour.setRenderer(words(tx::player));
            colour.setSelectedIndex(i);
            kind.getAccessibleContext().setAccessibleName(texts.format("newGame.player", i + 1) + " " + texts.get("newGame.who"));
            name.getAccessibleContext().setAccessibleName(texts.format("newGame.player", i + 1) + " " + texts.get("newGame.name"));
            colour.getAccessibleContext().setAccessibleName(texts.format("newGame.player", i + 1) + " " + texts.get("newGame.colour"));
            on.addActionListener(e -> enableRows());
            plays.add(on);
            kinds.add(kind);
            names.add(name);
            colours.add(colour);
            content.add(on);
            content.add(kind);
            // Narrower than its twelve letters where the dialog has to be (at 200 % in Dutch): the
            // field scrolls its words, and no list beside it is cut.
            content.add(name, "growx, wmin 60");
            content.add(colour);
        }
        content.add(heading("newGame.game"), "span 4, gaptop 8");
        content.add(new kudde.ui.kit.WrappingLabel(texts.get("newGame.game.base")), "span 4, wmin 0");
        content.add(heading("newGame.rules"), "span 4, gaptop 8");
        for (Preset p : Preset.values()) {
            preset.addItem(p.key());
        }
        preset.setName("newGame.preset");
        // The closed lists say their brief words where the whole ones do not fit (as the
        // inspector's), and the labels wrap: at 200 % the whole words made the dialog 1,500 px wide.
        java.util.function.UnaryOperator<String> presetWords = k -> tx.term("preset." + k);
        preset.setRenderer(kudde.ui.kit.ClosedBox.<String>words(preset, presetWords,
                k -> texts.has("inspector.rules.preset." + k + ".brief") ? texts.get("inspector.rules.preset." + k + ".brief")
                        : presetWords.apply(k)));
        preset.addActionListener(e -> presetChosen());
        JLabel presetLabel = new kudde.ui.kit.WrappingLabel(texts.get("inspector.rules.preset"));
        presetLabel.setLabelFor(preset);
        content.add(presetLabel, "span 2, wmin 0");
        content.add(preset, "span 2, wmin 60");
        for (Variant v : VARIANTS) {
            JComboBox<String> box = new JComboBox<>(v.choices().toArray(new String[0]));
            box.setName("newGame.variant." + v.key());
            java.util.function.UnaryOperator<String> whole = value -> texts.get("variant." + v.key() + "." + value);
            box.setRenderer(kudde.ui.kit.ClosedBox.<String>words(box, whole, value -> texts.has("variant." + v.key() + "." + value + ".brief")
                    ? texts.get("variant." + v.key() + "." + value + ".brief") : whole.apply(value)));
            JLabel label = new kudde.ui.kit.WrappingLabel(texts.get("variant." + v.key()));
            label.setLabelFor(box);
            variants.add(box);
            content.add(label, "span 2, wmin 0");
            content.add(box, "span 2, wmin 60");
        }
        content.add(heading("newGame.tiles"), "span 4, gaptop 8");
        ButtonGroup order = new ButtonGroup();
        order.add(random);
        order.add(seeded);
        random.setName("newGame.random");
        seeded.setName("newGame.seeded");
        seed.setName("newGame.seed");
        random.setText(texts.get("newGame.random"));
        seeded.setText(texts.get("newGame.seeded"));
        seed.getAccessibleContext().setAccessibleName(texts.get("newGame.seeded"));
        random.setSelected(true);
        random.addActionListener(e -> seed.setEnabled(false));
        seeded.addActionListener(e -> {
            seed.setEnabled(true);
            seed.requestFocusInWindow();
        });
        content.add(random, "span 4, wmin 0");
        content.add(seeded, "span 2, wmin 0");
        content.add(seed, "span 2");
        content.add(heading("newGame.tutor"), "span 4, gaptop 8");
        learning.setName("newGame.learning");
        learning.setText(texts.get("newGame.learning"));
        learning.setSelected(true);
        notes.setName("newGame.notes");
        notes.setText(texts.get("newGame.notes"));
        notes.setSelected(true);
        content.add(learning, "span 4, wmin 0");
        content.add(notes, "span 4, wmin 0");
        pace.setName("newGame.pace");
        pace.setSelectedItem(Pace.SECOND);
        pace.setRenderer(NewGameDialog.<Pace>words(p -> texts.get("game.pace." + p.word())));
        JLabel paceLabel = new JLabel(texts.get("game.pace"));
        paceLabel.setLabelFor(pace);
        content.add(paceLabel, "span 2");
        content.add(pace, "span 2");
        problem.setName("newGame.problem");
        kudde.ui.kit.Theme.foreground(problem, "Kudde.error");
        content.add(problem, "span 4, growx, wmin 0");
        JButton start = new JButton(texts.get("newGame.start"));
        start.setName("newGame.start");
        JButton cancel = new JButton(texts.get("swing.OptionPane.cancelButtonText"));
        cancel.setName("newGame.cancel");
        start.addActionListener(e -> startGame());
        cancel.addActionListener(e -> dispose());
        content.add(start, "span 4, split 2, tag ok");
        content.add(cancel, "tag cancel");
        getRootPane().setDefaultButton(start);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        JScrollPane scroll = new JScrollPane(content, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        setContentPane(scroll);
        recall();
        enableRows();
        kudde.ui.kit.Screens.packInside(this, owner, scroll);
    }

    /** Shows the dialog and waits; the choice, or null when cancelled. */
    public Choice ask() {
        setVisible(true);
        return choice;
    }

    private JLabel heading(String key) {
        JLabel l = new JLabel(texts.get(key));
        l.putClientProperty("FlatLaf.styleClass", "h4");
        return l;
    }

    private static <T> javax.swing.ListCellRenderer<Object> words(java.util.function.Function<T, String> text) {
        return new javax.swing.DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            @SuppressWarnings("unchecked")
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
                    boolean selected, boolean focus) {
                Object shown = value == null ? "" : text.apply((T) value);
                return super.getListCellRendererComponent(list, shown, index, selected, focus);
            }
        };
    }

    private void enableRows() {
        for (int i = 0; i < plays.size(); i++) {
            boolean on = plays.get(i).isSelected();
            kinds.get(i).setEnabled(on);
            names.get(i).setEnabled(on);
            colours.get(i).setEnabled(on);
            // A player may play only when the one before does: seats are in turn order.
            if (i > 2) {
                plays.get(i).setEnabled(plays.get(i - 1).isSelected());
                if (!plays.get(i - 1).isSelected()) {
                    plays.get(i).setSelected(false);
                    kinds.get(i).setEnabled(false);
                    names.get(i).setEnabled(false);
                    colours.get(i).setEnabled(false);
                }
            }
        }
    }

    private void presetChosen() {
        Preset p = Preset.ofKey((String) preset.getSelectedItem());
        if (p == null) {
            return;
        }
        for (int i = 0; i < VARIANTS.size(); i++) {
            variants.get(i).setSelectedItem(p.value(VARIANTS.get(i)));
        }
    }

    private RuleSet rules() {
        Preset p = Preset.ofKey((String) preset.getSelectedItem());
        RuleSet r = RuleSet.of(p == null ? Preset.SEED : p);
        for (int i = 0; i < VARIANTS.size(); i++) {
            String value = (String) variants.get(i).getSelectedItem();
            if (value != null && !value.equals(r.value(VARIANTS.get(i)))) {
                r = r.with(VARIANTS.get(i), value);
            }
        }
        return r;
    }

    private void startGame() {
        List<Seat> seats = new ArrayList<>();
        java.util.Set<String> taken = new java.util.HashSet<>();
        for (int i = 0; i < plays.size(); i++) {
            if (!plays.get(i).isSelected()) {
                continue;
            }
            String colour = (String) colours.get(i).getSelectedItem();
            if (!taken.add(colour)) {
                say(texts.format("newGame.sameColour", Texts.of(texts.locale()).player(colour)));
                colours.get(i).requestFocusInWindow();
                return;
            }
            String kind = (String) kinds.get(i).getSelectedItem();
            String name = names.get(i).getText().strip();
            seats.add(new Seat(colour, name.isEmpty() ? defaultName(i) : name, PERSON.equals(kind) ? null : Strength.of(kind)));
        }
        long s;
        if (seeded.isSelected()) {
            try {
                s = Long.parseLong(seed.getText().strip());
            } catch (NumberFormatException e) {
                say(texts.get("newGame.badSeed"));
                seed.requestFocusInWindow();
                return;
            }
        } else {
            s = new java.util.Random().nextLong() & 0xFFFFFFFFL;
        }
        choice = new Choice(new GameSetup(seats, rules(), s, learning.isSelected()), notes.isSelected(),
                (Pace) pace.getSelectedItem());
        remember();
        dispose();
    }

    /** The name a seat has until the user gives another: Anna, Bram, Cor, Daan, Eva, as in the lessons. */
    String defaultName(int seat) {
        return texts.format("newGame.defaultName", seat + 1);
    }

    private void say(String text) {
        problem.setText(text);
        kudde.ui.kit.Screens.packInside(this, getOwner(), (JScrollPane) getContentPane());
    }

    // ---- the last choices, in the settings ----

    private void recall() {
        for (int i = 0; i < plays.size(); i++) {
            String on = memory.get("game.player." + i + ".plays");
            if (on != null && i >= 2) {
                plays.get(i).setSelected(Boolean.parseBoolean(on));
            }
            select(kinds.get(i), memory.get("game.player." + i + ".kind"));
            String name = memory.get("game.player." + i + ".name");
            if (name != null && !name.isBlank()) {
                names.get(i).setText(name);
            }
            select(colours.get(i), memory.get("game.player." + i + ".colour"));
        }
        select(preset, memory.get("game.preset"));
        presetChosen();
        for (int i = 0; i < VARIANTS.size(); i++) {
            select(variants.get(i), memory.get("game.variant." + VARIANTS.get(i).key()));
        }
        String s = memory.get("game.seed");
        if (s != null) {
            seed.setText(s);
        }
        boolean useSeed = "seeded".equals(memory.get("game.order"));
        seeded.setSelected(useSeed);
        random.setSelected(!useSeed);
        seed.setEnabled(useSeed);
        String l = memory.get("game.learning");
        if (l != null) {
            learning.setSelected(Boolean.parseBoolean(l));
        }
        String n = memory.get("game.notes");
        if (n != null) {
            notes.setSelected(Boolean.parseBoolean(n));
        }
        String p = memory.get("game.pace");
        if (p != null) {
            pace.setSelectedItem(Pace.of(p));
        }
    }

    private void remember() {
        for (int i = 0; i < plays.size(); i++) {
            memory.put("game.player." + i + ".plays", Boolean.toString(plays.get(i).isSelected()));
            memory.put("game.player." + i + ".kind", (String) kinds.get(i).getSelectedItem());
            memory.put("game.player." + i + ".name", names.get(i).getText());
            memory.put("game.player." + i + ".colour", (String) colours.get(i).getSelectedItem());
        }
        memory.put("game.preset", (String) preset.getSelectedItem());
        for (int i = 0; i < VARIANTS.size(); i++) {
            memory.put("game.variant." + VARIANTS.get(i).key(), (String) variants.get(i).getSelectedItem());
        }
        memory.put("game.order", seeded.isSelected() ? "seeded" : "random");
        memory.put("game.seed", seed.getText().strip());
        memory.put("game.learning", Boolean.toString(learning.isSelected()));
        memory.put("game.notes", Boolean.toString(notes.isSelected()));
        memory.put("game.pace", ((Pace) pace.getSelectedItem()).word());
    }

    private static void select(JComboBox<?> box, String value) {
        if (value == null) {
            return;
        }
        for (int i = 0; i < box.getItemCount(); i++) {
            if (value.equals(String.valueOf(box.getItemAt(i)))) {
                box.setSelectedIndex(i);
                return;
            }
        }
    }

    /** The seats the last game was started with, to go on with a game read back; null when none is remembered. */
    public static GameSetup remembered(Memory memory, kudde.engine.model.Scenario s) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < s.players().size(); i++) {
            kudde.engine.model.PlayerSetup p = s.players().get(i);
            String kind = null;
            for (int k = 0; k < GameSetup.MAX_PLAYERS; k++) {
                if (p.id().equals(memory.get("game.player." + k + ".colour"))) {
                    kind = memory.get("game.player." + k + ".kind");
                }
            }
            seats.add(new Seat(p.id(), p.name(), kind == null || PERSON.equals(kind) ? null : Strength.of(kind)));
        }
        String l = memory.get("game.learning");
        return new GameSetup(seats, s.rules(), s.bag().seed(), l == null || Boolean.parseBoolean(l));
    }
}

package kudde.ui.editor;

import java.awt.Color;
import java.awt.Font;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.text.JTextComponent;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Odds;
import kudde.engine.position.PositionCheck;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.ui.art.PlayerColours;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WhenShown;
import net.miginfocom.swing.MigLayout;

/**
 * The inspector: title and description in both languages, the players (add and remove up to
 * six, names, colours, scores, supply), the bag (what is in it, the scripted draws, the chance of
 * a wolf now) and the rules preset with each variant. Every change is an undoable edit.
 */
public final class Inspector extends JPanel {
    private final Document doc;
    private final Consumer<String> status;
    private final JPanel content = new FitWidthPanel(new MigLayout("insets 8, gap 4 3, wrap 2, hidemode 3",
            "[right][grow, fill]"));
    private boolean applying;
    // What the form was last filled from (see shownOf); nothing yet.
    private List<Object> builtFrom = List.of();

    public Inspector(Document doc, Consumer<String> status) {
        super(new java.awt.BorderLayout());
        this.doc = doc;
        this.status = status;
        setName("inspector");
        JScrollPane scroll = new JScrollPane(content);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        add(scroll);
        doc.addListener(() -> {
            // Most edits (a tile, a figure moved) change nothing the form shows: rebuilding its
            // hundred components anyway took 30-120 ms an edit on a 10,000-tile board.
            if (!applying && !builtFrom.equals(shownOf(doc.scenario()))) {
                rebuild();
            }
        });
        rebuild();
    }

    // Filling the inspector makes some hundred components; while its tab is behind another (the
    // tutor's, when a lesson is open) that waits until it is brought to the front.
    private final WhenShown fill = new WhenShown(this, this::fill);

    private void apply(Edit e) {
        applying = true;
        try {
            doc.apply(e);
        } finally {
            applying = false;
        }
    }

    /** Fills the inspector from the document (also after a language switch), now or when it is next shown. */
    public void rebuild() {
        fill.request();
    }

    /** What the form shows of a scenario: its texts, players, bag and rules, and the figures (supply, tokens). */
    private static List<Object> shownOf(Scenario s) {
        return java.util.Arrays.asList(s.title(), s.description(), s.players(), s.bag(), s.rules(), s.figures());
    }

    private void fill() {
        content.removeAll();
        Scenario s = doc.scenario();
        builtFrom = shownOf(s);
        texts(s);
        players(s);
        bag(s);
        rules(s);
        content.revalidate();
        content.repaint();
    }

    private void section(String key) {
        JLabel l = new JLabel(Strings.get(key));
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        content.add(l, "span 2, split 2, gaptop 8, left");
        content.add(new JSeparator(), "growx");
    }

    // ---- title and description ----

    private void texts(Scenario s) {
        section("inspector.scenario");
        for (String lang : List.of("en", "nl")) {
            JTextField title = new JTextField(s.title().getOrDefault(lang, ""));
            title.setName("title." + lang);
            title.setColumns(8);
            onCommit(title, text -> apply(Edits.setTitle(lang, text)));
            content.add(new JLabel(Strings.get("inspector.title." + lang)));
            content.add(title);
        }
        for (String lang : List.of("en", "nl")) {
            JTextArea d = new JTextArea(s.description().getOrDefault(lang, ""), 3, 8);
            d.setName("description." + lang);
            d.setLineWrap(true);
            d.setWrapStyleWord(true);
            onCommit(d, text -> apply(Edits.setDescription(lang, text)));
            content.add(new JLabel(Strings.get("inspector.description." + lang)), "top");
            JScrollPane sp = new JScrollPane(d);
            content.add(sp, "hmin 50");
        }
    }

    /**
     * Commits a text on Enter (fields) and when focus leaves it, but only when it was changed:
     * a field dropped by a rebuild (after Undo) must not write its stale text back.
     */
    private static void onCommit(JTextComponent c, Consumer<String> commit) {
        String[] last = {c.getText()};
        Runnable maybe = () -> {
            if (!c.getText().equals(last[0])) {
                last[0] = c.getText();
                commit.accept(c.getText());
            }
        };
        c.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                maybe.run();
            }
        });
        if (c instanceof JTextField f) {
            f.addActionListener(e -> maybe.run());
        }
    }

    // ---- players ----

    private void players(Scenario s) {
        section("inspector.players");
        JPanel rows = new JPanel(new MigLayout("insets 0, gap 3 2, wrap 4", "[][84!, fill][grow, fill, 40:pref][]"));
        rows.add(new JLabel(""));
        rows.add(small("inspector.player.id"));
        rows.add(small("inspector.player.name"), "span 2");
        for (int i = 0; i < s.players().size(); i++) {
            playerRow(rows, s, i);
        }
        content.add(rows, "span 2, growx, wmin 0");
        JButton add = new JButton(Strings.get("inspector.player.add"));
        add.setName("player.add");
        add.setEnabled(s.players().size() < PositionCheck.MAX_PLAYERS);
        add.addActionListener(e -> {
            apply(Edits.addPlayer(new PlayerSetup(freeId(doc.scenario()), "", 0, null)));
            rebuild();
        });
        content.add(add, "span 2, left");
    }

    private JLabel small(String key) {
        JLabel l = new JLabel(Strings.get(key));
        l.setFont(l.getFont().deriveFont(l.getFont().getSize2D() - 1f));
        return l;
    }

    private void playerRow(JPanel rows, Scenario s, int i) {
        PlayerSetup p = s.players().get(i);
        JLabel swatch = new JLabel(FigureIcon.of(FigureKind.FOLLOWER, PlayerColours.of(p.id(), i), 18));
        rows.add(swatch);
        JComboBox<String> id = new JComboBox<>(PlayerColours.IDS.toArray(new String[0]));
        id.setEditable(true);
        id.setPrototypeDisplayValue("yellow");
        id.setSelectedItem(p.id());
        id.setName("player." + i + ".id");
        id.addActionListener(e -> {
            Object v = id.getSelectedItem();
            String next = v == null ? "" : v.toString().trim();
            PlayerSetup cur = doc.scenario().players().get(i);
            if (!next.isEmpty() && !next.equals(cur.id())) {
                apply(Edits.setPlayer(i, new PlayerSetup(next, cur.name(), cur.score(), cur.followers())));
                rebuild();
            }
        });
        rows.add(id);
        JTextField name = new JTextField(p.name() == null ? "" : p.name(), 5);
        name.setName("player." + i + ".name");
        onCommit(name, text -> {
            PlayerSetup cur = doc.scenario().players().get(i);
            apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), text.trim(), cur.score(), cur.followers())));
        });
        rows.add(name);
        JSpinner score = new JSpinner(new SpinnerNumberModel(p.score(), 0, 9999, 1));
        score.setName("player." + i + ".score");
        narrow(score);
        score.addChangeListener(e -> {
            PlayerSetup cur = doc.scenario().players().get(i);
            apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), cur.name(), (Integer) score.getValue(), cur.followers())));
        });
        int onBoard = 0;
        for (FigureSetup f : s.figures()) {
            onBoard += f.kind() == FigureKind.FOLLOWER && p.id() != null && p.id().equals(f.player()) ? 1 : 0;
        }
        int supplyNow = p.followers() != null ? p.followers() : Math.max(0, PlayerSetup.FOLLOWERS - onBoard);
        JSpinner supply = new JSpinner(new SpinnerNumberModel(supplyNow, 0, PlayerSetup.FOLLOWERS, 1));
        supply.setName("player." + i + ".supply");
        narrow(supply);
        supply.setToolTipText(Strings.get(p.followers() == null ? "inspector.player.supplyAuto" : "inspector.player.supplySet"));
        supply.addChangeListener(e -> {
            PlayerSetup cur = doc.scenario().players().get(i);
            apply(Edits.setPlayer(i, new PlayerSetup(cur.id(), cur.name(), cur.score(), (Integer) supply.getValue())));
        });
        JButton remove = new JButton("✕");
        remove.setMargin(new java.awt.Insets(1, 4, 1, 4));
        remove.setName("player." + i + ".remove");
        remove.setToolTipText(Strings.get("inspector.player.remove"));
        remove.setEnabled(s.players().size() > 1);
        remove.addActionListener(e -> {
            apply(Edits.removePlayer(i));
            rebuild();
        });
        rows.add(remove);
        rows.add(small("inspector.player.score"), "skip 1, span 3, split 4, right");
        rows.add(score, "w 60!");
        rows.add(small("inspector.player.supply"), "gapleft 8");
        rows.add(supply, "w 60!, gapbottom 4");
    }

    /** A spinner for a number of two or three digits, so the inspector fits a narrow dock. */
    private static void narrow(JSpinner sp) {
        if (sp.getEditor() instanceof JSpinner.DefaultEditor ed) {
            ed.getTextField().setColumns(2);
        }
    }

    private static String freeId(Scenario s) {
        for (String id : PlayerColours.IDS) {
            if (s.playerIndex(id) < 0) {
                return id;
            }
        }
        return "p" + (s.players().size() + 1);
    }

    // ---- bag ----

    private void bag(Scenario s) {
        section("inspector.bag");
        int[] inBag = bagNow(s);
        StringBuilder counts = new StringBuilder();
        int size = 0;
        for (Token t : Token.ORDER) {
            counts.append(counts.length() == 0 ? "" : "   ").append(t.wolf() ? Strings.get("token.wolf") : t.key())
                    .append(": ").append(inBag[t.ordinal()]);
            size += inBag[t.ordinal()];
        }
        JLabel now = new JLabel(counts.toString());
        now.setName("bag.now");
        content.add(new JLabel(Strings.get("inspector.bag.now")));
        content.add(now, "wmin 0");
        Odds odds = Odds.of(inBag, 0);
        JLabel wolf = new JLabel(Strings.format("inspector.bag.wolfChance", odds.wolfChance(), size,
                odds.wolves()));
        wolf.setName("bag.wolf");
        content.add(new JLabel(""));
        content.add(wolf, "wmin 0");

        JCheckBox byHand = new JCheckBox(Strings.get("inspector.bag.byHand"), s.bag().contents() != null);
        byHand.setName("bag.byHand");
        content.add(byHand, "skip 1");
        JPanel spinners = new JPanel(new MigLayout("insets 0, gap 2", ""));
        Map<Token, JSpinner> fields = new EnumMap<>(Token.class);
        for (Token t : Token.ORDER) {
            int v = s.bag().contents() != null ? s.bag().contents().getOrDefault(t, 0) : inBag[t.ordinal()];
            JSpinner sp = new JSpinner(new SpinnerNumberModel(v, 0, t.inGame(), 1));
            sp.setName("bag." + t.key());
            narrow(sp);
            sp.setEnabled(s.bag().contents() != null);
            fields.put(t, sp);
            spinners.add(new JLabel(t.wolf() ? Strings.get("token.wolf") : t.key()));
            spinners.add(sp, "w 44!");
        }
        Runnable commitContents = () -> {
            Map<Token, Integer> c = new EnumMap<>(Token.class);
            for (Token t : Token.ORDER) {
                c.put(t, (Integer) fields.get(t).getValue());
            }
            BagSetup b = doc.scenario().bag();
            apply(Edits.setBag(new BagSetup(byHand.isSelected() ? c : null, b.draws(), b.seed())));
        };
        for (JSpinner sp : fields.values()) {
            sp.addChangeListener(e -> commitContents.run());
        }
        byHand.addActionListener(e -> {
            commitContents.run();
            rebuild();
        });
        content.add(spinners, "skip 1, wmin 0");

        JTextField draws = new JTextField(drawsText(s.bag().draws()), 6);
        draws.setName("bag.draws");
        draws.setToolTipText(Strings.get("inspector.bag.draws.tip"));
        onCommit(draws, text -> {
            List<Token> parsed = parseDraws(text);
            if (parsed == null) {
                draws.setBorder(BorderFactory.createLineBorder(Color.RED));
                status.accept(Strings.get("inspector.bag.draws.bad"));
                return;
            }
            draws.setBorder(new JTextField().getBorder());
            BagSetup b = doc.scenario().bag();
            apply(Edits.setBag(new BagSetup(b.contents(), parsed, b.seed())));
        });
        content.add(new JLabel(Strings.get("inspector.bag.draws")));
        content.add(draws);
        JTextField seed = new JTextField(Long.toString(s.bag().seed()), 6);
        seed.setName("bag.seed");
        onCommit(seed, text -> {
            try {
                long v = Long.parseLong(text.trim());
                BagSetup b = doc.scenario().bag();
                apply(Edits.setBag(new BagSetup(b.contents(), b.draws(), v)));
            } catch (NumberFormatException ex) {
                status.accept(Strings.get("inspector.bag.seed.bad"));
            }
        });
        content.add(new JLabel(Strings.get("inspector.bag.seed")));
        content.add(seed);
    }

    /** What is in the bag before the first turn: the set contents, or 18 minus the tokens on the board (S11). */
    static int[] bagNow(Scenario s) {
        int[] bag = new int[5];
        if (s.bag().contents() != null) {
            for (Token t : Token.ORDER) {
                bag[t.ordinal()] = s.bag().contents().getOrDefault(t, 0);
            }
            return bag;
        }
        for (Token t : Token.ORDER) {
            bag[t.ordinal()] = t.inGame();
        }
        for (FigureSetup f : s.figures()) {
            for (int v : f.sheep()) {
                Token t = Token.ofSheep(v);
                if (t != null) {
                    bag[t.ordinal()] = Math.max(0, bag[t.ordinal()] - 1);
                }
            }
        }
        return bag;
    }

    private static String drawsText(List<Token> draws) {
        List<String> out = new ArrayList<>();
        for (Token t : draws) {
            out.add(t.key());
        }
        return String.join(", ", out);
    }

    /** "3, wolf, 1" as tokens, or null when a word is not a token. */
    static List<Token> parseDraws(String text) {
        List<Token> out = new ArrayList<>();
        for (String w : text.split("[,\\s]+")) {
            if (w.isBlank()) {
                continue;
            }
            Token t = Token.ofKey(w.trim().toLowerCase(java.util.Locale.ROOT));
            if (t == null) {
                return null;
            }
            out.add(t);
        }
        return out;
    }

    // ---- rules ----

    private void rules(Scenario s) {
        section("inspector.rules");
        RuleSet r = s.rules();
        JComboBox<String> preset = new JComboBox<>();
        for (Preset p : Preset.values()) {
            preset.addItem(p.key());
        }
        preset.setSelectedItem(r.preset().key());
        preset.setName("rules.preset");
        preset.setToolTipText(Strings.get("inspector.rules.preset.tip"));
        preset.addActionListener(e -> {
            Preset p = Preset.ofKey((String) preset.getSelectedItem());
            if (p != null && p != doc.scenario().rules().preset()) {
                apply(Edits.setRules(doc.scenario().rules().withPreset(p)));
                rebuild();
            }
        });
        content.add(new JLabel(Strings.get("inspector.rules.preset")));
        content.add(preset);
        for (Variant v : Variant.values()) {
            JComboBox<String> box = new JComboBox<>(v.choices().toArray(new String[0]));
            box.setSelectedItem(r.value(v));
            box.setName("rules." + v.key());
            box.addActionListener(e -> {
                String value = (String) box.getSelectedItem();
                if (value != null && !value.equals(doc.scenario().rules().value(v))) {
                    apply(Edits.setRules(doc.scenario().rules().with(v, value)));
                    rebuild();
                }
            });
            JLabel label = new JLabel(Strings.get("variant." + v.key()));
            if (r.overrides().containsKey(v)) {
                label.setFont(label.getFont().deriveFont(Font.BOLD));
                label.setToolTipText(Strings.get("inspector.rules.overridden"));
            }
            content.add(label);
            content.add(box);
        }
    }

    /** For tests: the component with this name inside the inspector, or null. */
    JComponent find(String name) {
        return find(content, name);
    }

    private static JComponent find(java.awt.Container c, String name) {
        for (java.awt.Component k : c.getComponents()) {
            if (name.equals(k.getName()) && k instanceof JComponent j) {
                return j;
            }
            if (k instanceof java.awt.Container cc) {
                JComponent f = find(cc, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }
}

package kudde.ui.tutor;

import java.awt.Color;
import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.table.AbstractTableModel;
import kudde.engine.model.Scenario;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.tutor.VariantDiff;
import kudde.ui.kit.Background;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import kudde.ui.kit.WhenShown;
import net.miginfocom.swing.MigLayout;

/**
 * The open scenario resolved under two rule sets side by side: the lesson's own rules, either preset,
 * or the lesson's rules with one variant changed. Rows that differ are marked; the final scores of
 * both sides are compared. Double-clicking a row shows that step in the timeline when the left side
 * is the lesson's own rules.
 */
public final class VariantDiffPanel extends kudde.ui.kit.FitWidthPanel {
    /** The window's texts, which name the rules' variants. */
    private final Strings texts;
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JComboBox<Choice> left = new JComboBox<>();
    private final JComboBox<Choice> right = new JComboBox<>();
    private final JLabel leftLabel = new JLabel();
    private final JLabel rightLabel = new JLabel();
    // Paragraphs, not labels: at 200 % text a label's one line was wider than the bottom dock.
    private final Paragraph summary = new Paragraph("diffSummary");
    private final Paragraph rulesDiffer = new Paragraph("diffRules");
    private final Paragraph scores = new Paragraph("diffScores");
    private final Paragraph errors = new Paragraph("diffErrors");
    private final Paragraph hint = new Paragraph("diffHint");
    private final Model model = new Model();
    private final JTable table;
    private Scenario scenario;
    private VariantDiff diff;
    private boolean filling;
    // While the lesson's questions are not all answered (Reveal#outcome), the steps, the rule values
    // and the final scores stay back: the end of the game answers the questions still to come. How
    // many steps differ shows: it answers none.
    private boolean held;
    /** Each list beside its label, or (doLayout) under it. */
    private final kudde.ui.kit.BesideOrUnder lists = new kudde.ui.kit.BesideOrUnder()
            .part(leftLabel, "", "span 2").part(left, "wmin 60", "span 2, growx, wmin 60")
            .part(rightLabel, "", "span 2").part(right, "wmin 60", "span 2, growx, wmin 60");
    // The scenario the comparison shown was made for: until the panel is shown again a new lesson's
    // tutor may change while the comparison is still the old lesson's (other players), which shows nothing.
    private Scenario diffFor;
    private int comparisons;

    /** A rule set to compare, with how it was made (for its label in the current language). */
    record Choice(RuleSet rules, String kind, String a, String b) {
        String label(TutorTexts tx, Strings texts) {
            return switch (kind) {
                case "lesson" -> tx.format("diff.lesson", describe(tx, texts, rules));
                case "preset" -> tx.format("diff.preset", tx.explain().term("preset." + a));
                default -> tx.format("diff.variant", texts.get("variant." + a), texts.get("variant." + a + "." + b));
            };
        }

        /** Briefer words where the closed box is too narrow for the label: the choice's brief words, no gloss. */
        String brief(TutorTexts tx, Strings texts) {
            String choice = "variant." + a + "." + b;
            return switch (kind) {
                case "lesson" -> tx.get("diff.lesson.brief");
                case "preset" -> label(tx, texts);
                default -> tx.format("diff.variant", texts.get("variant." + a),
                        texts.get(texts.has(choice + ".brief") ? choice + ".brief" : choice));
            };
        }

        /**
         * The briefest words, where even the brief ones do not fit (at 200 % in a 1024 px window the
         * bottom dock's lists are under 300 px): "This lesson", a preset's name alone; a rule's choice
         * keeps its brief words, which name the rule.
         */
        String briefest(TutorTexts tx, Strings texts) {
            return switch (kind) {
                case "lesson" -> tx.get("diff.lesson.briefest");
                case "preset" -> tx.explain().term("preset." + a);
                default -> brief(tx, texts);
            };
        }
    }

    /**
     * Each label over its list where, beside it, the list could not say even its choice's brief
     * words whole: at 200 % text a 1280 px window's bottom dock is about 430 px wide, and the lists
     * said "This lesson's rul…" and "Preset 2nd editi…" there. Decided afresh at every layout, so a
     * wider dock or a smaller text puts them side by side again.
     */
    @Override
    public void doLayout() {
        lists.choose(this, getWidth() > 0 && tooNarrowBeside());
        super.doLayout();
    }

    /**
     * In its dock (Deferred.scrolling) as wide as the dock, and the whole dock's height while that
     * holds every line and the table's least height; lower, it scrolls.
     */
    @Override
    public boolean getScrollableTracksViewportHeight() {
        return !(getParent() instanceof javax.swing.JViewport vp) || vp.getHeight() >= getMinimumSize().height;
    }

    /** Whether beside their labels the lists would be too narrow for their choices' brief words. */
    private boolean tooNarrowBeside() {
        int labels = Math.max(leftLabel.getPreferredSize().width, rightLabel.getPreferredSize().width);
        int lists = 0;
        for (JComboBox<Choice> box : List.of(left, right)) {
            if (box.getSelectedItem() instanceof Choice c) {
                lists = Math.max(lists, kudde.ui.kit.ClosedBox.widthFor(box, c.brief(view.texts(), texts)));
            }
        }
        // The panel's insets on both sides and the gap between a label and its list, as the
        // layout scales them with the text.
        int margins = com.formdev.flatlaf.util.UIScale.scale(6 + 6 + 8);
        return labels + lists + margins > getWidth();
    }

    public VariantDiffPanel(TutorView view, Strings texts) {
        super(new MigLayout("wrap 2, insets 6, fill, hidemode 3", "[][grow,fill]", "[][][][][][][grow,fill][]"));
        this.texts = texts;
        this.view = view;
        this.table = new JTable(model) {
            private static final long serialVersionUID = 1L;

            /**
             * A new look or text size: the turn and change columns are sized again to their words at
             * the new font (they kept the width they were made at). Called by JTable's constructor
             * too, before the panel is whole, so later.
             */
            @Override
            public void updateUI() {
                super.updateUI();
                javax.swing.SwingUtilities.invokeLater(VariantDiffPanel.this::widths);
            }

            /**
             * As wide as the view while that holds every column at its least width; narrower (a large
             * text size in a narrow dock) the table keeps its width and scrolls sideways, a data
             * table whose rows read across (WCAG 1.4.10 leaves such tables out), rather than
             * squeezing its steps into a word a line.
             */
            @Override
            public boolean getScrollableTracksViewportWidth() {
                int least = 0;
                for (int c = 0; c < getColumnCount(); c++) {
                    least += getColumnModel().getColumn(c).getMinWidth();
                }
                return !(getParent() instanceof javax.swing.JViewport vp) || vp.getWidth() >= least;
            }
        };
        setName("variantDiff");
        left.setName("diffLeft");
        right.setName("diffRight");
        summary.setName("diffSummary");
        scores.setName("diffScores");
        table.setName("diffTable");
        table.setDefaultRenderer(Object.class, new Renderer());
        table.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                rowHeights();
            }
        });
        table.getTableHeader().setReorderingAllowed(false);
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int row = table.rowAtPoint(e.getPoint());
                if (e.getClickCount() == 2 && row >= 0) {
                    showInTimeline(row);
                }
            }
        });
        left.addActionListener(e -> compare());
        right.addActionListener(e -> compare());
        for (JComboBox<Choice> box : List.of(left, right)) {
            box.setRenderer(kudde.ui.kit.ClosedBox.<Choice>words(box, c -> c.label(view.texts(), texts),
                    List.of(c -> c.brief(view.texts(), texts), c -> c.briefest(view.texts(), texts))));
        }
        add(leftLabel, lists.beside(leftLabel));
        // No wider than the dock: a label that does not fit says its brief words, or its briefest (kit.ClosedBox);
        // where even those would not fit beside "Left", the label stands over its list (doLayout).
        add(left, lists.beside(left));
        add(rightLabel, lists.beside(rightLabel));
        add(right, lists.beside(right));
        // Named by their labels, for a screen reader; the table by what it shows ("5 steps differ.").
        leftLabel.setLabelFor(left);
        rightLabel.setLabelFor(right);
        add(rulesDiffer, "span 2, growx, wmin 10");
        add(summary, "span 2, growx, wmin 10");
        add(scores, "span 2, growx, wmin 10");
        // The hint over the table, which gives way where the dock is low (at 125 % text under a
        // 1024 px window's board the hint below it was out of sight).
        add(hint, "span 2, growx, wmin 10");
        add(new JScrollPane(table), "span 2, grow, hmin 80");
        add(errors, "span 2, growx, wmin 10");
        held = !view.reveal().outcome();
        view.addChangeListener(() -> {
            boolean h = !view.reveal().outcome();
            if (h != held) {
                held = h;
                model.fireTableDataChanged();
                refresh();
            }
        });
        refresh();
    }

    /**
     * Compares {@code s} under its own rules and the other preset, to start with; null shows nothing.
     * The comparison resolves the scenario twice, so it waits until the panel is shown.
     */
    public void show(Scenario s) {
        scenario = s;
        fill.request();
    }

    private final WhenShown fill = new WhenShown(this, this::fill);

    private void fill() {
        Scenario s = scenario;
        if (s == null) {
            diff = null;
            left.setModel(new DefaultComboBoxModel<>());
            right.setModel(new DefaultComboBoxModel<>());
            model.fireTableDataChanged();
            refresh();
            return;
        }
        filling = true;
        try {
            List<Choice> choices = choices(s.rules());
            left.setModel(new DefaultComboBoxModel<>(choices.toArray(new Choice[0])));
            right.setModel(new DefaultComboBoxModel<>(choices.toArray(new Choice[0])));
            left.setSelectedIndex(0);
            Preset other = s.rules().preset().other();
            for (int i = 0; i < choices.size(); i++) {
                if (choices.get(i).kind().equals("preset") && choices.get(i).rules().preset() == other) {
                    right.setSelectedIndex(i);
                }
            }
        } finally {
            filling = false;
        }
        compare();
    }

    /** Compares two given rule sets (for tests and for the rules-lawyer's own choice). */
    public void compare(RuleSet a, RuleSet b) {
        fill.flush();
        select(left, a);
        select(right, b);
        compare();
    }

    VariantDiff diff() {
        return diff;
    }

    private static void select(JComboBox<Choice> box, RuleSet r) {
        for (int i = 0; i < box.getItemCount(); i++) {
            if (box.getItemAt(i).rules().equals(r)) {
                box.setSelectedIndex(i);
                return;
            }
        }
    }

    /** The lesson's rules, both presets, then the lesson's rules with each other variant value. */
    static List<Choice> choices(RuleSet own) {
        List<Choice> out = new ArrayList<>();
        out.add(new Choice(own, "lesson", "", ""));
        for (Preset p : Preset.values()) {
            out.add(new Choice(RuleSet.of(p), "preset", p.key(), ""));
        }
        for (Variant v : Variant.values()) {
            for (String value : v.choices()) {
                if (!value.equals(own.value(v))) {
                    out.add(new Choice(own.with(v, value), "variant", v.key(), value));
                }
            }
        }
        return out;
    }

    /** "seed (Dutch text, 1st edition), closedField=guide". */
    static String describe(TutorTexts tx, Strings texts, RuleSet r) {
        StringBuilder b = new StringBuilder(tx.explain().term("preset." + r.preset().key()));
        for (Map.Entry<Variant, String> e : r.overrides().entrySet()) {
            b.append(", ").append(tx.format("diff.variant", texts.get("variant." + e.getKey().key()),
                    texts.get("variant." + e.getKey().key() + "." + e.getValue())));
        }
        return b.toString();
    }

    private void compare() {
        if (filling || scenario == null || left.getSelectedItem() == null || right.getSelectedItem() == null) {
            return;
        }
        Scenario s = scenario;
        RuleSet a = ((Choice) left.getSelectedItem()).rules();
        RuleSet b = ((Choice) right.getSelectedItem()).rules();
        int generation = ++comparisons;
        diffFor = s;
        if (s.board().size() + s.turns().size() < DocumentFollower.BACKGROUND_SIZE) {
            compared(generation, VariantDiff.of(s, a, b));
            return;
        }
        // A large scenario: both resolutions off the event thread, the panel saying so meanwhile.
        compared(generation, null);
        summarise(view.texts().get("diff.working"));
        Background.run(() -> VariantDiff.of(s, a, b), d -> compared(generation, d),
                e -> compared(generation, null));
    }

    private void compared(int generation, VariantDiff d) {
        if (generation != comparisons) {
            return;  // another comparison was asked for since
        }
        diff = d;
        model.fireTableDataChanged();
        refresh();
    }

    public void refresh() {
        TutorTexts tx = view.texts();
        leftLabel.setText(tx.get("diff.left"));
        rightLabel.setText(tx.get("diff.right"));
        hint.setText(tx.get("diff.hint"));
        model.fireTableStructureChanged();
        widths();
        left.repaint();
        right.repaint();
        rulesDiffer.setText(rulesDiffer(tx));
        // The rule values too: "Two-tile city: 2 points (left)" answers a question of that rule.
        rulesDiffer.setVisible(!held && left.getSelectedItem() != null && right.getSelectedItem() != null);
        if (diff == null || diffFor != scenario) {
            summarise("");
            scores.setText("");
            errors.setVisible(false);
            return;
        }
        summarise(diff.differences() == 0 && !diff.outcomeDiffers() ? tx.get("diff.none")
                : tx.format("diff.count", diff.differences()));
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < scenario.players().size(); p++) {
            String name = tx.explain().name(scenario.players().get(p));
            parts.add(tx.format("diff.scoreChange", name, Integer.toString(diff.left().end().scores()[p]),
                    Integer.toString(diff.right().end().scores()[p])));
        }
        scores.setText(held ? tx.get("diff.held") : tx.format("diff.scores", String.join(", ", parts)));
        List<String> errs = new ArrayList<>();
        addError(tx, tx.get("diff.left"), diff.left(), errs);
        addError(tx, tx.get("diff.right"), diff.right(), errs);
        errors.setText(String.join("\n", errs));
        errors.setVisible(!held && !errs.isEmpty());
    }

    /** The summary ("5 steps differ."), which also names the table for a screen reader; else the panel's title. */
    private void summarise(String text) {
        summary.setText(text);
        table.getAccessibleContext().setAccessibleName(text.isEmpty() ? texts.get("dock.compare") : text);
    }

    /** Which rule values the two sides differ in, in the reader's words. */
    private String rulesDiffer(TutorTexts tx) {
        if (!(left.getSelectedItem() instanceof Choice a) || !(right.getSelectedItem() instanceof Choice b)) {
            return "";
        }
        List<String> parts = new ArrayList<>();
        for (Variant v : Variant.values()) {
            String l = a.rules().value(v);
            String r = b.rules().value(v);
            if (!l.equals(r)) {
                parts.add(tx.format("diff.ruleChange", texts.get("variant." + v.key()),
                        texts.get("variant." + v.key() + "." + l), texts.get("variant." + v.key() + "." + r)));
            }
        }
        return parts.isEmpty() ? tx.get("diff.rulesSame") : tx.format("diff.rulesDiffer", String.join("; ", parts));
    }

    private void widths() {
        int[] w = {50, 300, 300, 90};
        for (int c = 0; c < w.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(w[c]);
        }
        // The turn and change columns are as wide as their words, never cut: the turn's heading, and
        // the change's longest word (its cells wrap, "only right" on two lines in a narrow dock, so
        // that at 200 % text the sides' headings keep their room).
        for (int c : new int[] {0, 3}) {
            int need = 0;
            java.util.List<String> words = new ArrayList<>(List.of(model.getColumnName(c)));
            if (c == 3) {
                for (String k : List.of("diff.same", "diff.changed", "diff.onlyLeft", "diff.onlyRight")) {
                    words.addAll(List.of(view.texts().get(k).split("\\s+")));
                }
            }
            for (String word : words) {
                need = Math.max(need, table.getTableHeader().getDefaultRenderer()
                        .getTableCellRendererComponent(table, word, false, false, -1, c).getPreferredSize().width + 12);
            }
            // TableColumn keeps its least width no more than its most (and the other way round): the
            // old bounds let go first, so that a larger text size widens the column and a smaller narrows it.
            javax.swing.table.TableColumn column = table.getColumnModel().getColumn(c);
            column.setMinWidth(0);
            column.setMaxWidth(Math.max(need, c == 0 ? 60 : 120));
            column.setMinWidth(need);
        }
        // The sides wrap their steps, but no narrower than their headings and a dozen letters, so a
        // step reads a few words a line (at 200 % text in a narrow dock it broke "Anna" in two).
        int dozen = 12 * table.getFontMetrics(table.getFont()).charWidth('n');
        for (int c = 1; c <= 2; c++) {
            table.getColumnModel().getColumn(c).setMinWidth(Math.max(dozen, table.getTableHeader().getDefaultRenderer()
                    .getTableCellRendererComponent(table, model.getColumnName(c), false, false, -1, c).getPreferredSize().width + 12));
        }
        rowHeights();
    }

    /** Each row as high as its wrapped step texts, so they read without hovering. */
    private void rowHeights() {
        for (int row = 0; row < table.getRowCount(); row++) {
            int h = table.getRowHeight();
            for (int c = 1; c <= 3; c++) {
                Component cell = table.prepareRenderer(table.getCellRenderer(row, c), row, c);
                cell.setSize(table.getColumnModel().getColumn(c).getWidth(), Short.MAX_VALUE);
                h = Math.max(h, cell.getPreferredSize().height);
            }
            if (table.getRowHeight(row) != h) {
                table.setRowHeight(row, h);
            }
        }
    }

    private static void addError(TutorTexts tx, String side, Resolution r, List<String> out) {
        IllegalTurn e = r.error();
        if (e != null) {
            String reason = e.rule() == null ? tx.explain().render(e.reason())
                    : tx.format("explain.errorRule", tx.explain().render(e.reason()), e.rule().name());
            out.add(tx.format("diff.sideError", side, e.turn() + 1, reason));
        }
    }

    private void showInTimeline(int row) {
        VariantDiff.Row r = diff.rows().get(row);
        if (r.left() != null && view.timeline() != null
                && ((Choice) left.getSelectedItem()).rules().equals(view.timeline().resolution().scenario().rules())) {
            view.timeline().select(r.leftIndex());
        }
    }

    private String cell(Step s) {
        return s == null ? view.texts().get("diff.noStep")
                : s.rule().name() + " · " + view.texts().explain().stepText(s) + points(s);
    }

    private static String points(Step s) {
        return s.totalPoints() == 0 ? "" : " " + java.util.Arrays.toString(s.points());
    }

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        @Override
        public int getRowCount() {
            return diff == null || held || diffFor != scenario ? 0 : diff.rows().size();
        }

        @Override
        public int getColumnCount() {
            return 4;
        }

        @Override
        public String getColumnName(int c) {
            TutorTexts tx = view.texts();
            return switch (c) {
                case 0 -> tx.get("diff.turn");
                case 1 -> tx.get("diff.left");
                case 2 -> tx.get("diff.right");
                default -> "";
            };
        }


        @Override
        public Object getValueAt(int row, int col) {
            VariantDiff.Row r = diff.rows().get(row);
            TutorTexts tx = view.texts();
            return switch (col) {
                case 0 -> Integer.toString(r.turn() + 1);
                case 1 -> cell(r.left());
                case 2 -> cell(r.right());
                default -> switch (r.change()) {
                    case SAME -> tx.get("diff.same");
                    case CHANGED -> tx.get("diff.changed");
                    case ONLY_LEFT -> tx.get("diff.onlyLeft");
                    case ONLY_RIGHT -> tx.get("diff.onlyRight");
                };
            };
        }
    }

    /** Changed rows yellow, one-sided rows red (left only) or green (right only), in either theme; step texts wrapped. */
    private final class Renderer extends javax.swing.JTextArea implements javax.swing.table.TableCellRenderer {
        private static final long serialVersionUID = 1L;

        Renderer() {
            setLineWrap(true);
            setWrapStyleWord(true);
            setEditable(false);
            setBorder(javax.swing.BorderFactory.createEmptyBorder(1, 3, 1, 3));
        }

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus,
                                                       int row, int col) {
            setText(String.valueOf(value));
            setFont(t.getFont());
            setForeground(selected ? t.getSelectionForeground() : t.getForeground());
            setBackground(selected ? t.getSelectionBackground()
                    : diff != null && row < diff.rows().size() ? colour(diff.rows().get(row).change()) : t.getBackground());
            setSize(t.getColumnModel().getColumn(col).getWidth(), Short.MAX_VALUE);
            return this;
        }

        private Color colour(VariantDiff.Change change) {
            return switch (change) {
                case SAME -> Theme.colour("Table.background");
                case CHANGED -> Theme.colour("Kudde.compare.changed");
                case ONLY_LEFT -> Theme.colour("Kudde.compare.onlyLeft");
                case ONLY_RIGHT -> Theme.colour("Kudde.compare.onlyRight");
            };
        }
    }
}

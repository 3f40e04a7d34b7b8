package kudde.ui.editor;

import java.awt.BorderLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.DefaultComboBoxModel;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Question;
import kudde.lesson.LessonQuestion;
import kudde.engine.model.Scenario;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.kit.FitWidthPanel;
import kudde.ui.kit.Strings;
import net.miginfocom.swing.MigLayout;

/**
 * The lesson's quiz questions: add one at a chosen step (its turn and rule), of any kind the format
 * has, with its words in English and Dutch; edit, move and remove them. The step is the tutor's:
 * the form follows the step the tutor shows, and a question selected here shows its step there. The answer is never written
 * by the author: the engine works it out from the resolution ({@link Quiz#answer}) and it is shown
 * beside each question, so a lesson cannot teach a wrong one. Each change is one undoable edit.
 * The questions and their answers are the author's: while lesson authoring is off a line says how
 * to turn it on instead (docs/authoring.md), so a learner who opens the tab is not told the answers.
 */
public final class QuizEditor extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;
    private final Document doc;
    private final DefaultListModel<LessonQuestion> model = new DefaultListModel<>();
    private final JList<LessonQuestion> list = new JList<>(model);
    private final JComboBox<Integer> step = new JComboBox<>();
    private final JComboBox<Question.Kind> kind = new JComboBox<>(Question.Kind.values());
    private final JComboBox<String> player = new JComboBox<>();
    // The question in each language Kudde speaks, by tag, the source language first.
    private final Map<String, JTextField> asks = new LinkedHashMap<>();
    private final javax.swing.JTextArea answer = InspectorForm.wrapped("");
    private final JButton add = new JButton();
    private final JButton update = new JButton();
    private final JButton remove = new JButton();
    private final JButton up = new JButton();
    private final JButton down = new JButton();
    private final List<JLabel> labels = new ArrayList<>();
    private Resolution resolution;
    private boolean filling;
    /** Shows a step in the tutor (the window wires it); nothing until then. */
    private java.util.function.IntConsumer showStep = i -> { };
    private boolean following;
    private final java.awt.CardLayout cards = new java.awt.CardLayout();
    private final JPanel body = new JPanel(cards);
    private final javax.swing.JTextArea off = InspectorForm.wrapped("");

    public QuizEditor(Document doc, Strings texts) {
        super(new BorderLayout());
        this.texts = texts;
        this.doc = doc;
        setName("quizEditor");
        list.setName("quiz.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer((l, q, i, sel, focus) -> new javax.swing.DefaultListCellRenderer()
                .getListCellRendererComponent(l, row(q), i, sel, focus));
        step.setName("quiz.step");
        kind.setName("quiz.kind");
        player.setName("quiz.player");
        for (String tag : kudde.lang.Languages.tags()) {
            JTextField field = new JTextField(16);
            field.setName("quiz." + tag);
            asks.put(tag, field);
        }
        answer.setName("quiz.answer");
        add.setName("quiz.add");
        update.setName("quiz.update");
        remove.setName("quiz.remove");
        up.setName("quiz.up");
        down.setName("quiz.down");
        step.setRenderer((l, i, idx, sel, focus) -> new javax.swing.DefaultListCellRenderer()
                .getListCellRendererComponent(l, stepText(i), idx, sel, focus));
        kind.setRenderer((l, k, idx, sel, focus) -> new javax.swing.DefaultListCellRenderer()
                .getListCellRendererComponent(l, k == null ? "" : texts.get("quiz.kind." + k.word()), idx, sel, focus));
        for (JComboBox<?> c : List.of(step, kind, player)) {
            c.addActionListener(e -> showAnswer());
        }
        // The step chosen here is the tutor's too: it shows what the question will be asked about.
        step.addActionListener(e -> {
            if (!filling && !following && step.getSelectedItem() instanceof Integer i) {
                showStep.accept(i);
            }
        });
        list.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                load(list.getSelectedValue());
            }
        });
        add.addActionListener(e -> change("edit.addQuestion", qs -> {
            LessonQuestion q = form();
            if (q != null && fits(q)) {
                qs.add(q);
            }
        }));
        update.addActionListener(e -> change("edit.question", qs -> {
            int i = list.getSelectedIndex();
            LessonQuestion q = form();
            if (i >= 0 && q != null && fits(q)) {
                qs.set(i, q);
            }
        }));
        remove.addActionListener(e -> change("edit.removeQuestion", qs -> {
            int i = list.getSelectedIndex();
            if (i >= 0) {
                qs.remove(i);
            }
        }));
        up.addActionListener(e -> move(-1));
        down.addActionListener(e -> move(1));
        // One field a row, fitting the width of the tab (never scrolling sideways): the bottom dock can be narrow.
        JPanel f = new FitWidthPanel(new MigLayout("insets 4, wrap 2", "[right][grow,fill]"));
        f.add(label("quiz.atStep"));
        f.add(step, "wmin 60");
        f.add(label("quiz.kind"));
        f.add(kind, "wmin 60");
        f.add(label("quiz.player"));
        f.add(player, "wmin 60");
        asks.forEach((tag, field) -> {
            f.add(label("quiz.text", tag));
            f.add(field, "wmin 60");
        });
        f.add(answer, "span 2, wmin 10");
        // Buttons two by two, so that the Dutch words fit a narrow tab.
        f.add(add, "span 2, split 2, growx 0");
        f.add(update, "growx 0");
        f.add(remove, "span 2, growx 0");
        f.add(up, "span 2, split 2, growx 0");
        f.add(down, "growx 0");
        // Each field named by its label, for a screen reader (docs/accessibility.md).
        kudde.ui.kit.LabelsName.controlsIn(f);
        JScrollPane form = new JScrollPane(f, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        form.getVerticalScrollBar().setUnitIncrement(16);
        // Side by side, each at least a third: a wide form must not squeeze the list away.
        javax.swing.JSplitPane split = new javax.swing.JSplitPane(javax.swing.JSplitPane.HORIZONTAL_SPLIT,
                new JScrollPane(list), form);
        split.setResizeWeight(0.4);
        split.setBorder(javax.swing.BorderFactory.createEmptyBorder());
        form.setMinimumSize(new java.awt.Dimension(200, 60));
        split.getLeftComponent().setMinimumSize(new java.awt.Dimension(160, 60));
        off.setName("quiz.authoringOff");
        JPanel offPanel = new JPanel(new MigLayout("insets 8, fillx", "[grow,fill]"));
        offPanel.add(off, "wmin 10");
        body.add(split, "edit");
        body.add(offPanel, "off");
        add(body, BorderLayout.CENTER);
        doc.addListener(this::refresh);
        relabel();
        refresh();
    }

    private JLabel label(String key, Object... args) {
        JLabel l = new JLabel();
        l.putClientProperty("key", key);
        l.putClientProperty("args", args);
        labels.add(l);
        return l;
    }

    /** After a language switch. */
    public void relabel() {
        list.getAccessibleContext().setAccessibleName(texts.get("dock.quiz"));
        for (JLabel l : labels) {
            l.setText(texts.format((String) l.getClientProperty("key"), (Object[]) l.getClientProperty("args")));
        }
        add.setText(texts.get("quiz.add"));
        update.setText(texts.get("quiz.update"));
        remove.setText(texts.get("quiz.remove"));
        up.setText(texts.get("quiz.up"));
        down.setText(texts.get("quiz.down"));
        off.setText(texts.get("quiz.authoringOff"));
        list.repaint();
        showAnswer();
    }

    /** Lesson authoring on: the questions, answers and form; off: the line that says how to turn it on. */
    public void setAuthoring(boolean on) {
        cards.show(body, on ? "edit" : "off");
    }

    /**
     * Ties the form to the tutor: {@code show} moves the tutor to a step (a question selected here,
     * or a step chosen), and {@link #stepShown} is told where the tutor is.
     */
    public void linkSteps(java.util.function.IntConsumer show) {
        showStep = show;
    }

    /** The tutor is at step {@code i} (or waits before it): a question added now goes there. */
    public void stepShown(int i) {
        if (i < 0 || i >= step.getItemCount() || Integer.valueOf(i).equals(step.getSelectedItem())) {
            return;
        }
        following = true;
        try {
            step.setSelectedItem(i);
        } finally {
            following = false;
        }
    }

    /** The questions and the steps follow the document. */
    public void refresh() {
        Scenario s = doc.scenario();
        resolution = doc.derived(s).resolution();
        filling = true;
        try {
            int keep = list.getSelectedIndex();
            model.clear();
            for (LessonQuestion q : doc.lesson().quiz()) {
                model.addElement(q);
            }
            if (keep >= 0 && keep < model.size()) {
                list.setSelectedIndex(keep);
            }
            Object at = step.getSelectedItem();
            List<Integer> steps = new ArrayList<>();
            for (int i = 0; resolution != null && i < resolution.steps().size(); i++) {
                steps.add(i);
            }
            step.setModel(new DefaultComboBoxModel<>(steps.toArray(new Integer[0])));
            if (at != null && steps.contains(at)) {
                step.setSelectedItem(at);
            }
            Object who = player.getSelectedItem();
            player.removeAllItems();
            player.addItem("");
            for (PlayerSetup p : s.players()) {
                player.addItem(p.id());
            }
            player.setSelectedItem(who == null ? "" : who);
        } finally {
            filling = false;
        }
        showAnswer();
    }

    /** The question the form describes, or null when no step is chosen. */
    private LessonQuestion form() {
        Integer i = (Integer) step.getSelectedItem();
        if (i == null || resolution == null) {
            return null;
        }
        Step st = resolution.steps().get(i);
        Map<String, String> ask = new LinkedHashMap<>();
        asks.forEach((tag, field) -> {
            if (!field.getText().isBlank()) {
                ask.put(tag, field.getText().trim());
            }
        });
        String who = (String) player.getSelectedItem();
        return new LessonQuestion(new Question(st.turn(), st.rule(), (Question.Kind) kind.getSelectedItem(),
                who == null || who.isEmpty() ? null : who), ask);
    }

    private void load(LessonQuestion q) {
        if (q == null || filling || resolution == null) {
            return;
        }
        filling = true;
        try {
            int at = Quiz.stepOf(resolution, q.question());
            if (at >= 0) {
                step.setSelectedItem(at);
                showStep.accept(at);
            }
            kind.setSelectedItem(q.kind());
            player.setSelectedItem(q.player() == null ? "" : q.player());
            asks.forEach((tag, field) -> field.setText(q.ask().getOrDefault(tag, "")));
        } finally {
            filling = false;
        }
        showAnswer();
    }

    private void showAnswer() {
        if (filling) {
            return;
        }
        LessonQuestion q = form();
        Object a = q == null ? null : Quiz.answer(resolution, q.question());
        answer.setText(q == null ? texts.get("quiz.noStep")
                : !fits(q) ? texts.get("quiz.noTending")
                : a == null ? texts.get("quiz.noAnswer") : texts.format("quiz.answer", answerText(a)));
    }

    /**
     * A grow-or-guide question is answered at the tending choice of its turn (S5): on a turn without
     * one it is not added, as a file could not be read with it (docs/scenario-format.md, quiz).
     */
    private boolean fits(LessonQuestion q) {
        List<kudde.engine.model.Turn> turns = doc.scenario().turns();
        return q.kind() != Question.Kind.GROW_OR_GUIDE || q.turn() < turns.size() && turns.get(q.turn()).tendingChoice();
    }

    private void change(String key, java.util.function.Consumer<List<LessonQuestion>> how) {
        List<LessonQuestion> qs = new ArrayList<>(doc.lesson().quiz());
        how.accept(qs);
        doc.apply(new Edit(key, s -> s.withQuiz(qs)));
    }

    private void move(int by) {
        int i = list.getSelectedIndex();
        int j = i + by;
        if (i < 0 || j < 0 || j >= model.size()) {
            return;
        }
        change("edit.moveQuestion", qs -> qs.add(j, qs.remove(i)));
        list.setSelectedIndex(j);
    }

    private String stepText(Integer i) {
        if (i == null || resolution == null || i >= resolution.steps().size()) {
            return "";
        }
        Step st = resolution.steps().get(i);
        String text = Texts.of(texts.locale()).render(st.message());
        return texts.format("quiz.stepRow", i + 1, st.turn() + 1, st.rule().name(),
                text.length() > 60 ? text.substring(0, 57) + "…" : text);
    }

    private String row(LessonQuestion q) {
        String text = kudde.lang.LessonText.pick(q.ask(), texts.locale()).text();
        Object a = resolution == null ? null : Quiz.answer(resolution, q.question());
        return texts.format("quiz.row", q.turn() + 1, q.rule().name(), texts.get("quiz.kind." + q.kind().word()),
                text, a == null ? texts.get("quiz.noAnswer") : answerText(a));
    }

    private String answerText(Object a) {
        if (a instanceof java.util.Collection<?> c) {
            return c.isEmpty() ? texts.get("quiz.nobody") : String.join(", ", c.stream().map(String::valueOf).toList());
        }
        if (a instanceof Boolean b) {
            return texts.get(b ? "quiz.yes" : "quiz.no");
        }
        if (a instanceof kudde.engine.model.Turn.Flock f) {
            return texts.get("picker.flock." + f.word());
        }
        return String.valueOf(a);
    }
}

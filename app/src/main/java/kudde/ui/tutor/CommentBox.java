package kudde.ui.tutor;

import java.awt.Font;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import kudde.lesson.Lesson;
import kudde.lesson.StepDrawing;
import kudde.lang.Languages;
import kudde.lang.LessonText;
import kudde.tutor.Timeline;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Fold;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * The author's notes on the shown step or the set-up, under the engine's explanation: the comment in the
 * window's language, else the source language with a mark. While lesson authoring is on (the tutor
 * may edit the document, docs/authoring.md), the author writes it here in every language Kudde
 * speaks, all at once, as one undoable edit, and picks the colour the board's drawing gesture draws in; off, a learner sees the
 * comment only.
 */
final class CommentBox extends Fold {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JLabel label = new JLabel();
    private final Paragraph text = new Paragraph("comment");
    private final JButton edit = new JButton();
    private final JPanel form = new Fold(new MigLayout("wrap 2, insets 0, fillx, hidemode 3", "[right][grow,fill]"));
    // One field per language Kudde speaks, by tag, the source language first (kudde.lang.Languages).
    private final Map<Locale, JLabel> labels = new LinkedHashMap<>();
    private final Map<Locale, JTextArea> areas = new LinkedHashMap<>();
    private final Paragraph problem = new Paragraph("comment.problem");
    private final JButton save = new JButton();
    private final JButton cancel = new JButton();
    private final JPanel drawing = new Fold(new MigLayout("insets 0, fillx, hidemode 3", "[][grow,fill]"));
    private final JLabel colourLabel = new JLabel();
    private final JComboBox<StepDrawing.Colour> colour = new JComboBox<>(StepDrawing.Colour.values());
    private final Paragraph gesture = new Paragraph("drawing.hint");
    /** Said while the step's drawing has red and green marks: alike to a reader who does not tell them apart. */
    private final Paragraph redGreen = new Paragraph("drawing.redGreen");
    // The step the open form writes to, on that timeline: another step or resolution closes it unsaved.
    private Timeline editingIn;
    private int editing = Timeline.START;

    CommentBox(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("commentBox");
        setOpaque(false);
        form.setOpaque(false);
        drawing.setOpaque(false);
        label.setName("commentLabel");
        edit.setName("comment.edit");
        save.setName("comment.save");
        cancel.setName("comment.cancel");
        colour.setName("drawing.colour");
        label.setFont(label.getFont().deriveFont(Font.BOLD));
        Theme.foreground(problem, "Kudde.error");
        problem.setVisible(false);  // until a gesture or a comment is refused
        colour.setRenderer((l, c, i, sel, focus) -> new javax.swing.DefaultListCellRenderer()
                .getListCellRendererComponent(l, c == null ? "" : view.texts().get("drawing.colour." + c.word()), i,
                        sel, focus));
        for (Locale l : Languages.all()) {
            JLabel named = new JLabel();
            JTextArea area = area("comment." + l.toLanguageTag());
            labels.put(l, named);
            areas.put(l, area);
            form.add(named, "top");
            form.add(new JScrollPane(area), "wmin 10, hmin 40");
        }
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][]"));
        buttons.setOpaque(false);
        buttons.add(save);
        buttons.add(cancel);
        form.add(buttons, "span 2, left");
        drawing.add(colourLabel);
        colourLabel.setLabelFor(colour);
        drawing.add(colour, "growx 0, wrap");
        drawing.add(gesture, "span 2, growx, wmin 10");
        drawing.add(redGreen, "newline, span 2, growx, wmin 10");
        add(label, "wmin 10");
        add(text, "growx, wmin 10");
        add(edit, "left, growx 0");
        add(form, "growx, wmin 10");
        add(problem, "growx, wmin 10");
        add(drawing, "growx, wmin 10, gaptop 4");
        edit.addActionListener(e -> open());
        cancel.addActionListener(e -> close());
        save.addActionListener(e -> save());
    }

    private static JTextArea area(String name) {
        JTextArea a = new JTextArea(2, 8);
        a.setName(name);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        return a;
    }

    /** The colour the drawing gesture draws in now. */
    StepDrawing.Colour colour() {
        return (StepDrawing.Colour) colour.getSelectedItem();
    }

    void setColour(StepDrawing.Colour c) {
        colour.setSelectedItem(c);
    }

    void refresh() {
        TutorTexts tx = view.texts();
        Timeline t = view.timeline();
        // The set-up takes a comment and drawings too: where a lesson starts, the teacher says "look here".
        boolean atStep = t != null && !view.exerciseActive();
        if (editingIn != null && (editingIn != t || editing != t.index() || !view.editable())) {
            editingIn = null;
            problem.setVisible(false);
        }
        Map<String, String> c = view.comment();
        String shown = tx.pick(c);
        label.setText(tx.get("comment.label"));
        text.setText(shown);
        label.setVisible(!shown.isEmpty());
        text.setVisible(!shown.isEmpty());
        edit.setText(tx.get(c.isEmpty() ? "comment.write" : "comment.change"));
        edit.setVisible(view.editable() && atStep && editingIn == null);
        labels.forEach((l, named) -> named.setText(tx.format("comment.in", Languages.name(l, tx.locale()))));
        save.setText(tx.get("comment.save"));
        cancel.setText(tx.get("comment.cancel"));
        form.setVisible(editingIn != null);
        colourLabel.setText(tx.get("drawing.colour"));
        gesture.setText(tx.get("drawing.hint"));
        redGreen.setText(tx.get("drawing.redGreen"));
        redGreen.setVisible(StepDrawing.redAndGreen(view.marks()));
        drawing.setVisible(view.editable() && atStep);
        colour.repaint();
        setVisible(label.isVisible() || edit.isVisible() || form.isVisible() || drawing.isVisible());
    }

    /** Says why the last gesture or edit was not taken (until the step changes). */
    void refuse(String why) {
        problem.setText(why);
        problem.setVisible(true);
        revalidate();
    }

    private void open() {
        editingIn = view.timeline();
        editing = editingIn.index();
        Map<String, String> c = view.comment();
        areas.forEach((l, area) -> area.setText(c.getOrDefault(l.toLanguageTag(), "")));
        problem.setVisible(false);
        refresh();
        areas.get(Languages.SOURCE).requestFocusInWindow();
    }

    private void close() {
        editingIn = null;
        problem.setVisible(false);
        refresh();
        revalidate();
    }

    /**
     * Every language the lesson is written in, or none (which removes the comment): a lesson says
     * everything in each of its languages, and a file without the source language's text would not
     * be read back. A text in a language Kudde has no window for is kept as it was.
     */
    private void save() {
        Timeline t = editingIn;
        Map<String, String> text = new LinkedHashMap<>(view.comment());
        areas.forEach((l, area) -> text.put(l.toLanguageTag(), area.getText()));
        boolean any = text.values().stream().anyMatch(s -> !s.isBlank());
        if (any && t != null) {
            Lesson s = view.lesson();
            for (String tag : LessonText.languagesOf(s.title(), s.description(), s.goal(), s.takeaway())) {
                if (text.getOrDefault(tag, "").isBlank()) {
                    refuse(view.texts().format("comment.needs", Languages.name(Locale.forLanguageTag(tag), view.texts().locale())));
                    return;
                }
            }
        }
        editingIn = null;
        problem.setVisible(false);
        if (t != null) {
            view.edit(Edits.setComment(t.resolution(), editing, text));
        }
        refresh();
    }
}

package kudde.ui.tutor;

import java.awt.Font;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import kudde.engine.model.StepDrawing;
import kudde.tutor.Timeline;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * The author's notes on the shown step or the set-up, under the engine's explanation: the comment in the
 * window's language, else the other one. While lesson authoring is on (the tutor may edit the
 * document, docs/authoring.md), the author writes it here in English and Dutch, both at once, as one
 * undoable edit, and picks the colour the board's drawing gesture draws in; off, a learner sees the
 * comment only.
 */
final class CommentBox extends kudde.ui.kit.Fold {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JLabel label = new JLabel();
    private final Paragraph text = new Paragraph("comment");
    private final JButton edit = new JButton();
    private final JPanel form = new kudde.ui.kit.Fold(new MigLayout("wrap 2, insets 0, fillx, hidemode 3", "[right][grow,fill]"));
    private final JLabel enLabel = new JLabel();
    private final JLabel nlLabel = new JLabel();
    private final JTextArea en = area("comment.en");
    private final JTextArea nl = area("comment.nl");
    private final Paragraph problem = new Paragraph("comment.problem");
    private final JButton save = new JButton();
    private final JButton cancel = new JButton();
    private final JPanel drawing = new kudde.ui.kit.Fold(new MigLayout("insets 0, fillx, hidemode 3", "[][grow,fill]"));
    private final JLabel colourLabel = new JLabel();
    private final JComboBox<StepDrawing.Colour> colour = new JComboBox<>(StepDrawing.Colour.values());
    private final Paragraph gesture = new Paragraph("drawing.hint");
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
        form.add(enLabel, "top");
        form.add(new JScrollPane(en), "wmin 10, hmin 40");
        form.add(nlLabel, "top");
        form.add(new JScrollPane(nl), "wmin 10, hmin 40");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][]"));
        buttons.setOpaque(false);
        buttons.add(save);
        buttons.add(cancel);
        form.add(buttons, "span 2, left");
        drawing.add(colourLabel);
        drawing.add(colour, "growx 0, wrap");
        drawing.add(gesture, "span 2, growx, wmin 10");
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
        enLabel.setText(tx.get("comment.en"));
        nlLabel.setText(tx.get("comment.nl"));
        save.setText(tx.get("comment.save"));
        cancel.setText(tx.get("comment.cancel"));
        form.setVisible(editingIn != null);
        colourLabel.setText(tx.get("drawing.colour"));
        gesture.setText(tx.get("drawing.hint"));
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
        en.setText(c.getOrDefault("en", ""));
        nl.setText(c.getOrDefault("nl", ""));
        problem.setVisible(false);
        refresh();
        en.requestFocusInWindow();
    }

    private void close() {
        editingIn = null;
        problem.setVisible(false);
        refresh();
        revalidate();
    }

    /** Both languages or neither (which removes the comment): a file with one would not be read back. */
    private void save() {
        boolean hasEn = !en.getText().isBlank();
        boolean hasNl = !nl.getText().isBlank();
        if (hasEn != hasNl) {
            refuse(view.texts().get(hasEn ? "comment.needsNl" : "comment.needsEn"));
            return;
        }
        Timeline t = editingIn;
        editingIn = null;
        problem.setVisible(false);
        if (t != null) {
            view.edit(Edits.setComment(t.resolution(), editing, en.getText(), nl.getText()));
        }
        refresh();
    }
}

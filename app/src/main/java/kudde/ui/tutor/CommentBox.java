package kudde.ui.tutor;

import java.awt.Font;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import kudde.engine.model.StepRef;
import kudde.ui.doc.Edits;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * The author's comment on the shown step (issue 12), under the engine's explanation: in the window's
 * language, else the other one. Where the tutor may edit the document, the author writes it here in
 * English and Dutch, both at once, as one undoable edit.
 */
final class CommentBox extends JPanel {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JLabel label = new JLabel();
    private final Paragraph text = new Paragraph("comment");
    private final JButton edit = new JButton();
    private final JPanel form = new JPanel(new MigLayout("wrap 2, insets 0, fillx, hidemode 3", "[right][grow,fill]"));
    private final JLabel enLabel = new JLabel();
    private final JLabel nlLabel = new JLabel();
    private final JTextArea en = area("comment.en");
    private final JTextArea nl = area("comment.nl");
    private final Paragraph problem = new Paragraph("comment.problem");
    private final JButton save = new JButton();
    private final JButton cancel = new JButton();
    // The step the open form writes to: a new step closes the form unsaved.
    private StepRef editing;

    CommentBox(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("commentBox");
        setOpaque(false);
        form.setOpaque(false);
        label.setName("commentLabel");
        edit.setName("comment.edit");
        save.setName("comment.save");
        cancel.setName("comment.cancel");
        label.setFont(label.getFont().deriveFont(Font.BOLD));
        Theme.foreground(problem, "Kudde.error");
        form.add(enLabel, "top");
        form.add(new JScrollPane(en), "wmin 10, hmin 40");
        form.add(nlLabel, "top");
        form.add(new JScrollPane(nl), "wmin 10, hmin 40");
        form.add(problem, "span 2, growx, wmin 10");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "[][]"));
        buttons.setOpaque(false);
        buttons.add(save);
        buttons.add(cancel);
        form.add(buttons, "span 2, left");
        add(label, "wmin 10");
        add(text, "growx, wmin 10");
        add(edit, "left, growx 0");
        add(form, "growx, wmin 10");
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

    void refresh() {
        TutorTexts tx = view.texts();
        StepRef ref = view.stepRef();
        if (editing != null && !editing.equals(ref)) {
            editing = null;
        }
        Map<String, String> c = view.comment();
        String shown = tx.pick(c);
        label.setText(tx.get("comment.label"));
        text.setText(shown);
        label.setVisible(!shown.isEmpty());
        text.setVisible(!shown.isEmpty());
        edit.setText(tx.get(c.isEmpty() ? "comment.write" : "comment.change"));
        edit.setVisible(view.editable() && ref != null && editing == null && !view.exerciseActive());
        enLabel.setText(tx.get("comment.en"));
        nlLabel.setText(tx.get("comment.nl"));
        save.setText(tx.get("comment.save"));
        cancel.setText(tx.get("comment.cancel"));
        form.setVisible(editing != null);
        setVisible(label.isVisible() || edit.isVisible() || form.isVisible());
    }

    private void open() {
        editing = view.stepRef();
        Map<String, String> c = view.comment();
        en.setText(c.getOrDefault("en", ""));
        nl.setText(c.getOrDefault("nl", ""));
        problem.setVisible(false);
        refresh();
        en.requestFocusInWindow();
    }

    private void close() {
        editing = null;
        refresh();
        revalidate();
    }

    /** Both languages or neither (which removes the comment): a file with one would not be read back. */
    private void save() {
        boolean hasEn = !en.getText().isBlank();
        boolean hasNl = !nl.getText().isBlank();
        if (hasEn != hasNl) {
            problem.setText(view.texts().get(hasEn ? "comment.needsNl" : "comment.needsEn"));
            problem.setVisible(true);
            revalidate();
            return;
        }
        StepRef ref = editing;
        editing = null;
        if (ref != null) {
            view.edit(Edits.setComment(ref, en.getText(), nl.getText()));
        }
        refresh();
    }
}

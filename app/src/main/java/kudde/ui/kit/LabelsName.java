package kudde.ui.kit;

import java.awt.Component;
import java.awt.Container;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTable;
import javax.swing.text.JTextComponent;

/**
 * Names a form's controls by the labels before them, so a screen reader says what a field is for
 * when it takes the focus (docs/accessibility.md): in a form laid out as label, control, label,
 * control… each label that is not a picture (its text may come later, in the window's language)
 * and has no control of its own is given the control right after it.
 */
public final class LabelsName {
    private LabelsName() {
    }

    /** Every label of {@code form} and the panels in it names the control that follows it. */
    public static void controlsIn(Container form) {
        Component[] parts = form.getComponents();
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] instanceof JLabel l && l.getLabelFor() == null && l.getIcon() == null && i + 1 < parts.length) {
                Component control = control(parts[i + 1]);
                if (control != null) {
                    label(l, control);
                }
            } else if (parts[i] instanceof Container k && !(parts[i] instanceof JComponent c && control(c) != null)) {
                controlsIn(k);
            }
        }
    }

    /** {@code l} names {@code control}, and the text field inside it that takes the focus (an editable list's, a spinner's). */
    public static void label(JLabel l, Component control) {
        l.setLabelFor(control);
        Component inner = control instanceof JComboBox<?> box && box.isEditable() ? box.getEditor().getEditorComponent()
                : control instanceof JSpinner sp && sp.getEditor() instanceof JSpinner.DefaultEditor ed ? ed.getTextField()
                : null;
        if (inner != null && l.getText() != null && !l.getText().isBlank()) {
            inner.getAccessibleContext().setAccessibleName(l.getText());
        }
    }

    /** The control that {@code c} is or holds (a scroll pane's text, list or table), or null. */
    private static Component control(Component c) {
        if (c instanceof JScrollPane sp && sp.getViewport().getView() != null) {
            return control(sp.getViewport().getView());
        }
        return c instanceof JTextComponent || c instanceof JComboBox || c instanceof JSpinner || c instanceof JList
                || c instanceof JTable ? c : null;
    }
}

package kudde.ui.editor;

import java.awt.Font;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSeparator;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;
import javax.swing.text.JTextComponent;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.kit.Strings;
import net.miginfocom.swing.MigLayout;

/**
 * What a section of the inspector works with: the form it adds its rows to (two columns, labels
 * right), the document it edits, where to say what went wrong, and a way to fill the form again.
 */
final class InspectorForm {
    final JPanel content;
    final Document doc;
    /** The window's texts, which every section writes in. */
    final Strings texts;
    final Consumer<String> status;
    private final Consumer<Edit> apply;
    private final Runnable rebuild;

    InspectorForm(JPanel content, Document doc, Strings texts, Consumer<String> status, Consumer<Edit> apply,
                  Runnable rebuild) {
        this.content = content;
        this.texts = texts;
        this.doc = doc;
        this.status = status;
        this.apply = apply;
        this.rebuild = rebuild;
    }

    /** Applies an edit to the document (undoable) without filling the form again for it. */
    void apply(Edit e) {
        apply.accept(e);
    }

    /** Fills the form again, e.g. after an edit that changes which rows it has. */
    void rebuild() {
        rebuild.run();
    }

    /**
     * Whether the form puts each label over its field: from 150 % text on, where side by side the
     * longest label ("Heuvel bij gelijke stand") and its list made the form wider than the dock.
     */
    static boolean stacked() {
        return kudde.ui.kit.Theme.textSize() >= 150;
    }

    /**
     * A field and the label that names it: beside it, or over it ({@link #stacked}), a little apart
     * from the row before so that the two read as one.
     */
    void row(JComponent label, JComponent field, String fieldConstraints) {
        if (stacked()) {
            content.add(label, "span 2, left, gaptop 4");
            content.add(field, "span 2, wmin 0, " + (fieldConstraints.contains("growx 0") ? "left, " : "growx, ") + fieldConstraints);
        } else {
            content.add(label, fieldConstraints.contains("hmin") ? "top" : "");
            content.add(field, fieldConstraints);
        }
    }

    /**
     * A panel for the tokens' counts, each word before its number: four a line, two from 150 %
     * text on (four of them were 484 px wide at 200 %, more than the dock).
     */
    static JPanel tokenCounts() {
        // Each word close to its number and apart from the number before ("3 [4]   4 [2]").
        String pair = "[right]2[]";
        return new JPanel(new MigLayout("insets 0, gap 2, wrap", stacked() ? pair + "24" + pair
                : String.join("16", pair, pair, pair, pair)));
    }

    /** A token's word and its number in {@link #tokenCounts}, the field 44 px wide at 100 % text (MigLayout scales it with the font). */
    static void count(JPanel counts, String word, JSpinner sp) {
        narrow(sp);
        counts.add(new JLabel(word));
        counts.add(sp, "w 44!");
    }

    /**
     * A section's bold title with a line after it; the title wraps where the dock is narrower
     * ("Verwachte uitkomst" at 200 %). The line gives way first: a title that fits on one line stays
     * on one, beside as much line as is left.
     */
    void section(String key) {
        JLabel l = new kudde.ui.kit.WrappingLabel(texts.get(key));
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        content.add(l, "span 2, split 2, gaptop 8, left");
        content.add(new JSeparator(), "growx, shrinkprio 200, wmin 0");
    }

    /** A label a point smaller than the others. */
    JLabel small(String key) {
        JLabel l = new JLabel(texts.get(key));
        l.setFont(l.getFont().deriveFont(l.getFont().getSize2D() - 1f));
        return l;
    }

    /**
     * Commits a text on Enter (fields), when focus leaves it and before saving ({@link kudde.ui.kit.Pending}),
     * but only when it was changed: a field dropped by a rebuild (after Undo) must not write its stale text back.
     */
    static void onCommit(JTextComponent c, Consumer<String> commit) {
        String[] last = {c.getText()};
        Runnable maybe = () -> {
            if (!c.getText().equals(last[0])) {
                last[0] = c.getText();
                commit.accept(c.getText());
            }
        };
        kudde.ui.kit.Pending.mark(c, maybe);
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

    /** A spinner for a number of two or three digits, so the inspector fits a narrow dock. */
    static void narrow(JSpinner sp) {
        if (sp.getEditor() instanceof JSpinner.DefaultEditor ed) {
            ed.getTextField().setColumns(2);
        }
    }

    /**
     * A heading over a row of the form's own (the bag's counts), whose words wrap at the form's width
     * (kit.Wrapping): at 200 % "In de buidel aan het eind" alone is as wide as the dock in a 1024 px window.
     */
    void heading(String key) {
        content.add(new kudde.ui.kit.WrappingLabel(texts.get(key)), "span 2, left, wmin 10");
    }

    /** A read-only line that wraps at the form's width instead of being cut ("Kans op een wolf nu: …"). */
    static JTextArea wrapped(String text) {
        // New words leave the caret at the start: moved to their end, it scrolled the palette or the
        // inspector round it (ReadingArea).
        JTextArea t = new kudde.ui.kit.ReadingArea(text);
        t.setEditable(false);
        t.setFocusable(false);
        t.setLineWrap(true);
        t.setWrapStyleWord(true);
        t.setOpaque(false);
        t.setBorder(null);
        t.setFont(UIManager.getFont("Label.font"));
        return t;
    }

    /** A combo box renderer that shows each item (a key) as {@code word} says it. */
    static ListCellRenderer<Object> words(UnaryOperator<String> word) {
        DefaultListCellRenderer base = new DefaultListCellRenderer();
        return (list, value, index, selected, focus) -> base.getListCellRendererComponent(list,
                value == null ? "" : word.apply(value.toString()), index, selected, focus);
    }
}

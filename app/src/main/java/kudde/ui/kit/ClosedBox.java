package kudde.ui.kit;

import java.awt.Component;
import java.awt.Insets;
import java.util.List;
import java.util.function.Function;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.ListCellRenderer;
import javax.swing.UIManager;

/**
 * What a list box says while it is closed: its item's whole words where they fit, else brief ones
 * ("presence" for "presence (one hill follower)", at 200 % text in a narrow dock), or briefer still
 * ("This lesson"), so the box shows them cut only where even the briefest do not fit; the open list
 * says them whole (docs/accessibility.md).
 */
public final class ClosedBox {
    private ClosedBox() {
    }

    /** A renderer for {@code box} that says {@code whole} of each item in the list, and in the closed box where it fits. */
    public static <T> ListCellRenderer<Object> words(JComboBox<?> box, Function<T, String> whole, Function<T, String> brief) {
        return words(box, whole, List.of(brief));
    }

    /**
     * A renderer for {@code box} that says {@code whole} of each item in the list; in the closed box,
     * the first of the whole words and then each of {@code shorter} that fits, else the shortest.
     */
    public static <T> ListCellRenderer<Object> words(JComboBox<?> box, Function<T, String> whole,
                                                     List<Function<T, String>> shorter) {
        DefaultListCellRenderer base = new DefaultListCellRenderer();
        return (list, value, index, selected, focus) -> {
            @SuppressWarnings("unchecked")
            T item = (T) value;
            String said = item == null ? "" : whole.apply(item);
            for (int i = 0; item != null && index < 0 && i < shorter.size() && !fits(box, said); i++) {
                said = shorter.get(i).apply(item);
            }
            return base.getListCellRendererComponent(list, said, index, selected, focus);
        };
    }

    /**
     * How wide {@code box} has to be to say {@code text} whole while closed: the text, the look's
     * padding, the arrow and the border (the measure {@link #fits} takes).
     */
    public static int widthFor(JComboBox<?> box, String text) {
        JButton arrow = arrow(box);
        int arrowWidth = arrow == null ? 0 : Math.max(arrow.getWidth(), arrow.getPreferredSize().width);
        Insets in = box.getInsets();
        return in.left + padding(box) + box.getFontMetrics(box.getFont()).stringWidth(text) + arrowWidth + in.right;
    }

    /**
     * Whether {@code text} fits in {@code box}'s closed box: left of its arrow, inside the look's
     * padding. Not before the box has a width, so that it asks its layout for no more than the brief words.
     */
    public static boolean fits(JComboBox<?> box, String text) {
        JButton arrow = arrow(box);
        int room = (arrow == null ? box.getWidth() : arrow.getX()) - box.getInsets().left - padding(box);
        return box.getWidth() > 0 && box.getFontMetrics(box.getFont()).stringWidth(text) <= room;
    }

    /** The box's arrow button, or null. */
    private static JButton arrow(JComboBox<?> box) {
        JButton arrow = null;
        for (Component c : box.getComponents()) {
            if (c instanceof JButton b) {
                arrow = b;
            }
        }
        return arrow;
    }

    /** The look's padding left and right of the closed box's text, at the text size shown. */
    private static int padding(JComboBox<?> box) {
        Insets pad = UIManager.getInsets("ComboBox.padding");
        return pad == null ? 0 : com.formdev.flatlaf.util.UIScale.scale(pad.left + pad.right);
    }
}

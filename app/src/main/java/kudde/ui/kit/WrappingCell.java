package kudde.ui.kit;

import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.JList;
import javax.swing.JTextArea;
import javax.swing.JViewport;

/**
 * A list row that wraps at the list's width instead of running out of it, for lists of sentences
 * (a lesson's steps, the places a tile can go): a cut sentence reads as a different one. A list
 * using it should track its viewport's width and have no fixed cell height.
 */
public final class WrappingCell extends JTextArea {
    private static final long serialVersionUID = 1L;
    /** Narrower than this a row is not made, so a list not yet laid out still gets a height. */
    private static final int LEAST_WIDTH = 60;

    /** @param top the space above the text, in pixels; below it one more, left and right 4 */
    public WrappingCell(int top) {
        setLineWrap(true);
        setWrapStyleWord(true);
        setEditable(false);
        setBorder(BorderFactory.createEmptyBorder(top, 4, top + 1, 4));
    }

    /** This cell showing {@code text} as a row of {@code list}, as high as the text wraps to. */
    public Component show(JList<?> list, String text, boolean selected) {
        setText(text);
        setFont(list.getFont());
        setBackground(selected ? list.getSelectionBackground() : list.getBackground());
        setForeground(selected ? list.getSelectionForeground() : list.getForeground());
        // The height of the wrapped text follows from the width it is given.
        int width = list.getParent() instanceof JViewport vp ? vp.getWidth() : list.getWidth();
        setSize(Math.max(LEAST_WIDTH, width), Short.MAX_VALUE);
        return this;
    }
}

package kudde.ui.game;

import java.awt.Component;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.JTextArea;
import javax.swing.JViewport;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;

/**
 * The answer to "Where can this go?": one row per legal move, each wrapped at the list's width. A
 * move in words can be long ("2 tiles east and 1 tile north of the start tile, turned 90°
 * clockwise, with a thief on the road"), and a row cut at the side's edge reads as another move.
 */
final class WhereList extends JList<String> {
    private static final long serialVersionUID = 1L;

    WhereList(DefaultListModel<String> model) {
        super(model);
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Renderer());
        // Rows wrap at the list's width, so their heights change with it.
        addComponentListener(new java.awt.event.ComponentAdapter() {
            private int width = -1;

            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                if (getWidth() != width) {
                    width = getWidth();
                    rowsChanged();
                }
            }
        });
    }

    /** The rows' heights are worked out again (their texts or the list's width changed). */
    void rowsChanged() {
        setFixedCellHeight(1);
        setFixedCellHeight(-1);
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    private static final class Renderer extends JTextArea implements ListCellRenderer<String> {
        private static final long serialVersionUID = 1L;

        Renderer() {
            setLineWrap(true);
            setWrapStyleWord(true);
            setEditable(false);
            setBorder(BorderFactory.createEmptyBorder(2, 4, 3, 4));
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends String> list, String value, int index,
                                                      boolean selected, boolean focused) {
            setText(value);
            setFont(list.getFont());
            setBackground(selected ? list.getSelectionBackground() : list.getBackground());
            setForeground(selected ? list.getSelectionForeground() : list.getForeground());
            // The height of the wrapped text follows from the width it is given.
            int width = list.getParent() instanceof JViewport vp ? vp.getWidth() : list.getWidth();
            setSize(Math.max(60, width), Short.MAX_VALUE);
            return this;
        }
    }
}

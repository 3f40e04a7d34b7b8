package kudde.ui.game;

import java.awt.Component;
import javax.swing.DefaultListModel;
import javax.swing.JList;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import kudde.ui.kit.WrappingCell;

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

    private static final class Renderer implements ListCellRenderer<String> {
        private final WrappingCell cell = new WrappingCell(2);

        @Override
        public Component getListCellRendererComponent(JList<? extends String> list, String value, int index,
                                                      boolean selected, boolean focused) {
            return cell.show(list, value, selected);
        }
    }
}

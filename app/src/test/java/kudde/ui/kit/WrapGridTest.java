package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JPanel;
import kudde.ui.GuiTest;
import org.junit.jupiter.api.Test;

/**
 * The palette's tiles: as many a row as the width holds, up to three, each cell as wide as the
 * widest asks, never over each other; the least width one cell.
 */
@GuiTest
class WrapGridTest {

    /** Seven cells, the widest 140 px (as "hs/01  0/1" at 200 % text), 4 px apart, at {@code width}. */
    private static JPanel laidOut(int width) {
        JPanel grid = WrapGrid.in(1, 3, 4);
        for (int i = 0; i < 7; i++) {
            JButton b = new JButton();
            b.setPreferredSize(new Dimension(i == 3 ? 140 : 90, 60));
            grid.add(b);
        }
        grid.setSize(width, grid.getPreferredSize().height);
        grid.setSize(width, grid.getPreferredSize().height);
        grid.doLayout();
        return grid;
    }

    private static List<String> overlaps(JPanel grid) {
        List<String> out = new ArrayList<>();
        Component[] cs = grid.getComponents();
        for (int i = 0; i < cs.length; i++) {
            Rectangle r = cs[i].getBounds();
            if (r.width < cs[3].getPreferredSize().width || r.x < 0 || r.x + r.width > grid.getWidth()) {
                out.add("cell " + i + " at " + r + " in " + grid.getWidth());
            }
            for (int j = i + 1; j < cs.length; j++) {
                if (r.intersects(cs[j].getBounds())) {
                    out.add("cell " + i + " lies over cell " + j);
                }
            }
        }
        return out;
    }

    /** Runs {@code body} on the event thread, as Swing's parts are made and laid out; its failure is the test's. */
    private static void onEdt(Runnable body) throws Exception {
        try {
            javax.swing.SwingUtilities.invokeAndWait(body);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    @Test
    void asManyARowAsTheWidthHoldsUpToThree() throws Exception {
        onEdt(() -> {
            int[][] cases = {{140, 1}, {283, 1}, {284, 2}, {427, 2}, {428, 3}, {900, 3}};
            for (int[] c : cases) {
                JPanel grid = laidOut(c[0]);
                int across = 0;
                for (Component k : grid.getComponents()) {
                    across += k.getY() == 0 ? 1 : 0;
                }
                assertThat(across).as("cells a row at " + c[0] + " px").isEqualTo(c[1]);
                assertThat(overlaps(grid)).as("at " + c[0] + " px").isEmpty();
                int rows = (7 + across - 1) / across;
                assertThat(grid.getPreferredSize().height).as("the height at " + c[0] + " px").isEqualTo(rows * 60 + (rows - 1) * 4);
            }
        });
    }

    @Test
    void theRowIsFilledAndTheLeastWidthIsOneCell() throws Exception {
        onEdt(() -> {
            JPanel grid = laidOut(300);
            Component last = grid.getComponent(1);
            assertThat(last.getX() + last.getWidth()).as("the row's last cell ends at the grid's edge").isEqualTo(300);
            assertThat(grid.getMinimumSize().width).isEqualTo(140);
            assertThat(WrapGrid.in(1, 3, 4).getPreferredSize().width).as("an empty grid").isEqualTo(3 + 2 * 4);
            JPanel wide = laidOut(900);
            assertThat(wide.getPreferredSize().width).as("three of the widest and two gaps").isEqualTo(3 * 140 + 2 * 4);
        });
    }
}

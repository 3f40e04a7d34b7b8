package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import kudde.ui.GuiTest;
import org.junit.jupiter.api.Test;

/**
 * A game's row of buttons: side by side at the widths they ask while the width holds them, going on
 * on a new line where it runs out, never over each other nor past the edge; the least width the
 * widest button's, the height that of its lines at its width.
 */
@GuiTest
class WrapRowTest {
    /** Buttons 200, 120 and 160 px wide and 40 high (as "Geen figuur", "Draaien", "Oppakken" at 200 %), 6 px apart. */
    private static JPanel laidOut(int width) {
        JPanel row = WrapRow.in(6);
        for (int w : new int[] {200, 120, 160}) {
            JButton b = new JButton();
            b.setPreferredSize(new Dimension(w, 40));
            row.add(b);
        }
        row.setSize(width, 10);
        row.setSize(width, row.getPreferredSize().height);
        row.doLayout();
        return row;
    }

    /** The lines the buttons lie on, each the x of its buttons, top to bottom. */
    private static List<List<Integer>> lines(JPanel row) {
        List<List<Integer>> out = new ArrayList<>();
        int y = -1;
        for (Component c : row.getComponents()) {
            if (c.getY() != y) {
                out.add(new ArrayList<>());
                y = c.getY();
            }
            out.get(out.size() - 1).add(c.getX());
            assertThat(c.getX() + c.getWidth()).as("a button's right edge").isLessThanOrEqualTo(row.getWidth());
            assertThat(c.getWidth()).as("a button's width").isEqualTo(c.getPreferredSize().width);
        }
        return out;
    }

    @Test
    void theButtonsGoOnOnANewLineWhereTheWidthRunsOut() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            // 200 + 6 + 120 + 6 + 160 = 492: all on one line from there on.
            assertThat(lines(laidOut(492))).containsExactly(List.of(0, 206, 332));
            assertThat(laidOut(492).getPreferredSize()).isEqualTo(new Dimension(492, 40));
            assertThat(lines(laidOut(491))).containsExactly(List.of(0, 206), List.of(0));
            assertThat(laidOut(491).getPreferredSize().height).isEqualTo(86);
            // The second and third share a line while it holds them (120 + 6 + 160 = 286).
            assertThat(lines(laidOut(286))).containsExactly(List.of(0), List.of(0, 126));
            assertThat(lines(laidOut(285))).containsExactly(List.of(0), List.of(0), List.of(0));
            assertThat(laidOut(285).getPreferredSize().height).isEqualTo(3 * 40 + 2 * 6);
            assertThat(laidOut(285).getMinimumSize().width).as("the widest button").isEqualTo(200);
        });
    }
}

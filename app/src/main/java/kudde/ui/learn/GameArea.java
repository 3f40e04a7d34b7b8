package kudde.ui.learn;

import java.awt.BorderLayout;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.FitWidthPanel;
import kudde.ui.kit.Theme;

/**
 * The game's panel in learn mode's side, under the lesson's buttons while a game is played: as wide
 * as the side, no higher than its share of it, and scrolling beyond, so the tutor under it keeps its
 * room (at 200 % text in a 768 px window the panel was higher than the side, the tutor's step
 * controls pressed to nothing).
 */
final class GameArea {
    private final FitWidthPanel holder = new FitWidthPanel(new BorderLayout());
    private final JScrollPane scroll = new JScrollPane(holder, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
            JScrollPane.HORIZONTAL_SCROLLBAR_NEVER) {
        private static final long serialVersionUID = 1L;

        // A turn's new words ask the side for a new height, not only the scroll pane for a new view:
        // as a validate root it kept the first turn's height, an empty band under a shorter one.
        @Override
        public boolean isValidateRoot() {
            return false;
        }
    };
    /**
     * The panel asks for the height of its wrapped lines at the width it was last given: once it has
     * a new width, the side lays it out again, so the scroll pane is as high as the lines are now (it
     * kept the height of the lines at the width before, a band of empty side under them).
     */
    private final ComponentListener resized = new ComponentAdapter() {
        private int asked = -1;

        @Override
        public void componentResized(ComponentEvent e) {
            SwingUtilities.invokeLater(() -> {
                int now = holder.getPreferredSize().height;
                if (now != asked) {
                    asked = now;
                    scroll.revalidate();
                }
            });
        }
    };
    private JComponent panel;

    GameArea() {
        scroll.setName("learn.game");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.setVisible(false);
    }

    /** What the side holds. */
    JComponent component() {
        return scroll;
    }

    /** Its constraints in the side's MigLayout: its share of the height at the most. */
    static String constraints() {
        return "growx, wmin 0, hmin 0, hmax " + Theme.number("Kudde.learn.game.largestShareHeight") + "%";
    }

    /** Shows the game's {@code p}, or nothing ({@code p} null). */
    void show(JComponent p) {
        if (panel != null) {
            panel.removeComponentListener(resized);
        }
        holder.removeAll();
        panel = p;
        if (p != null) {
            holder.add(p, BorderLayout.CENTER);
            p.addComponentListener(resized);
        }
        scroll.setVisible(p != null);
    }
}

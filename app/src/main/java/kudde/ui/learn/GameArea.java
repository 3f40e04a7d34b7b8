package kudde.ui.learn;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.ComponentListener;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.FitWidthPanel;
import kudde.ui.kit.Theme;

/**
 * The game's panel in learn mode's side, under the lesson's buttons while a game is played: as wide
 * as the side, no higher than its share of it, and scrolling beyond, so the tutor under it keeps its
 * room (at 200 % text in a 768 px window the panel was higher than the side, the tutor's step
 * controls pressed to nothing). The panel's buttons are under its scrolling words, always in sight.
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
    /** The panel's scrolling words and, under them, its buttons, which stay in sight. */
    private final JPanel area = new JPanel(new BorderLayout()) {
        private static final long serialVersionUID = 1L;

        // No lower than its buttons and two lines of its words, and where it asks for more, its least
        // share of the side: the side gives the tutor under it the rest (MigLayout gave the panel no
        // more than its least height, two lines of a turn's words at 200 % text).
        @Override
        public Dimension getMinimumSize() {
            if (isMinimumSizeSet()) {
                return super.getMinimumSize();
            }
            java.awt.Component below = ((BorderLayout) getLayout()).getLayoutComponent(BorderLayout.SOUTH);
            int buttons = below == null || !below.isVisible() ? 0 : below.getPreferredSize().height;
            int least = buttons + WORDS_SEEN * getFontMetrics(getFont()).getHeight();
            int share = getParent() == null ? 0
                    : getParent().getHeight() * Theme.number("Kudde.learn.game.leastShareHeight") / 100;
            return new Dimension(0, Math.max(least, Math.min(getPreferredSize().height, share)));
        }
    };
    /** The lines of the panel's words the side keeps in sight above its buttons, at the least. */
    private static final int WORDS_SEEN = 2;
    private JComponent panel;

    GameArea() {
        scroll.setName("learn.game");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        area.add(scroll, BorderLayout.CENTER);
        area.setVisible(false);
    }

    /** What the side holds. */
    JComponent component() {
        return area;
    }

    /** Its constraints in the side's MigLayout: its share of the height at the most. */
    static String constraints() {
        return "growx, wmin 0, shrinkprio 50, hmax " + Theme.number("Kudde.learn.game.largestShareHeight") + "%";
    }

    /** Shows the game's {@code p} with its {@code actions} under it, or nothing ({@code p} null). */
    void show(JComponent p, JComponent actions) {
        if (panel != null) {
            panel.removeComponentListener(resized);
        }
        holder.removeAll();
        java.awt.Component below = ((BorderLayout) area.getLayout()).getLayoutComponent(BorderLayout.SOUTH);
        if (below != null) {
            area.remove(below);
        }
        panel = p;
        if (p != null) {
            holder.add(p, BorderLayout.CENTER);
            p.addComponentListener(resized);
            if (actions != null) {
                area.add(actions, BorderLayout.SOUTH);
            }
        }
        area.setVisible(p != null);
    }
}

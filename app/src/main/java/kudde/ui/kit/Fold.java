package kudde.ui.kit;

import java.awt.Dimension;
import java.awt.LayoutManager;
import javax.swing.JPanel;

/**
 * A panel that is hidden most of the time (a quiz question, the odds, a form opened on demand),
 * and while hidden reports no size at all. The layout hides it anyway (MigLayout's
 * {@code hidemode 3}); but before the window's first layout no size is cached, and MigLayout asks
 * every child, hidden or not, for its three sizes, each of which asks the child's own children:
 * the tutor's hidden panels were a tenth of the event thread's start-up (docs/performance.md,
 * start-up). Shown again, it is sized as any panel ({@code setVisible} lays the window out again).
 */
public class Fold extends JPanel {
    private static final long serialVersionUID = 1L;

    public Fold(LayoutManager layout) {
        super(layout);
    }

    @Override
    public Dimension getPreferredSize() {
        return isVisible() ? super.getPreferredSize() : new Dimension();
    }

    @Override
    public Dimension getMinimumSize() {
        return isVisible() ? super.getMinimumSize() : new Dimension();
    }

    @Override
    public Dimension getMaximumSize() {
        return isVisible() ? super.getMaximumSize() : new Dimension();
    }
}

package kudde.ui.kit;

import java.awt.Graphics;
import java.awt.event.KeyAdapter;
import java.awt.event.MouseAdapter;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.Timer;
import net.miginfocom.swing.MigLayout;

/**
 * The window's glass pane while a long task (opening a large file) runs off the event thread:
 * it takes the mouse and the keys, so nothing is edited in a document about to be replaced, and
 * after a short delay shows what is going on with a moving progress bar. The window keeps
 * painting and resizing meanwhile. A quick task ends before the delay and shows nothing.
 */
public final class BusyPane extends JComponent {
    private static final long serialVersionUID = 1L;

    public static final int SHOW_AFTER_MS = 150;

    private final JLabel what = new JLabel();
    private final JProgressBar bar = new JProgressBar();
    private final JPanel box = new JPanel(new MigLayout("insets 14 18 14 18, wrap 1", "[280!, fill]"));
    private final Timer reveal = new Timer(SHOW_AFTER_MS, e -> showBox());
    private java.awt.Component focusBefore;
    // Keys too: the window's shortcuts (Ctrl+Z, Delete, R) are bound to the whole window and would
    // still reach it through a glass pane.
    private final java.awt.KeyEventDispatcher keys = e -> isVisible()
            && javax.swing.SwingUtilities.getWindowAncestor(this) == windowOf(e.getComponent());

    public BusyPane() {
        setName("busy");
        what.setName("busy.what");
        bar.setName("busy.progress");
        bar.setIndeterminate(true);
        box.add(what);
        box.add(bar);
        box.setVisible(false);
        updateUI();
        setLayout(new MigLayout("fill", "[center]", "[center]"));
        add(box);
        reveal.setRepeats(false);
        // Swallow input: with listeners, the glass pane is where mouse events end up.
        addMouseListener(new MouseAdapter() { });
        addMouseMotionListener(new MouseAdapter() { });
        addMouseWheelListener(e -> { });
        addKeyListener(new KeyAdapter() { });
        setFocusTraversalKeysEnabled(false);
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // Made again in each look (a switch to the dark look must not keep the light one's line).
        if (box != null) {
            box.setBorder(BorderFactory.createLineBorder(Theme.colour("Component.borderColor")));
        }
    }

    /** Blocks input now and shows {@code text} with a progress bar if the task takes a while. */
    public void start(String text) {
        what.setText(text);
        bar.setIndeterminate(true);
        box.setVisible(false);
        if (!isVisible()) {
            java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(keys);
            focusBefore = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
        }
        setVisible(true);
        requestFocusInWindow();
        reveal.restart();
    }

    /** How far the task is, 0 to 1 (the bar stops moving to and fro and fills up instead). */
    public void progress(double fraction) {
        bar.setIndeterminate(false);
        bar.setValue((int) Math.round(Math.max(0, Math.min(1, fraction)) * bar.getMaximum()));
    }

    /** The bar's value, 0 to its maximum of 100 (for tests). */
    public int value() {
        return bar.isIndeterminate() ? -1 : bar.getValue();
    }

    public void stop() {
        reveal.stop();
        box.setVisible(false);
        setVisible(false);
        java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(keys);
        // The keyboard goes back where it was (the board, say), not to the window at large.
        if (focusBefore != null && focusBefore.isShowing()) {
            focusBefore.requestFocusInWindow();
        }
        focusBefore = null;
    }

    /** Whether the box with the progress bar is on screen (for tests). */
    public boolean showing() {
        return isVisible() && box.isVisible();
    }

    private static java.awt.Window windowOf(java.awt.Component c) {
        return c instanceof java.awt.Window w ? w : javax.swing.SwingUtilities.getWindowAncestor(c);
    }

    private void showBox() {
        if (isVisible()) {
            box.setVisible(true);
            revalidate();
            repaint();
        }
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (box.isVisible()) {
            // A light veil says the window is waiting, while the board stays in view.
            g.setColor(Theme.colour("Kudde.busy.veil"));
            g.fillRect(0, 0, getWidth(), getHeight());
        }
    }
}

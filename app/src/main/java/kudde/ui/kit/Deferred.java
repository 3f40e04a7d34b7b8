package kudde.ui.kit;

import java.awt.BorderLayout;
import java.awt.event.HierarchyEvent;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * A place for a panel that is made only when it is first shown (a tab behind another) or first
 * asked for ({@link #get}). Most tabs of the docks are not looked at in a session's first second,
 * and making them (their fields, their first fill from the document) was a fifth of the event
 * thread's work before the first paint (docs/performance.md, start-up). The panel, once made,
 * fills this place and follows the document from then on, so it must start from the current state
 * when it is made. Event thread only.
 *
 * @param <T> the panel
 */
public final class Deferred<T extends JComponent> extends JPanel {
    private static final long serialVersionUID = 1L;

    private final transient Supplier<T> make;
    private final boolean scrolls;
    private transient T made;

    public Deferred(Supplier<T> make) {
        this(make, false);
    }

    /**
     * A place whose panel, once made, scrolls up and down in it where the place is lower than the
     * panel can be (a dock at a large text size); the panel says how it fills the place
     * ({@link javax.swing.Scrollable}).
     */
    public static <T extends JComponent & javax.swing.Scrollable> Deferred<T> scrolling(Supplier<T> make) {
        return new Deferred<>(make, true);
    }

    private Deferred(Supplier<T> make, boolean scrolls) {
        super(new BorderLayout());
        this.make = make;
        this.scrolls = scrolls;
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing()) {
                get();
            }
        });
    }

    /** The panel, made now if it has not been yet. */
    public T get() {
        if (made == null) {
            made = make.get();
            if (scrolls) {
                javax.swing.JScrollPane pane = new javax.swing.JScrollPane(made,
                        javax.swing.ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                        javax.swing.ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
                pane.setBorder(null);
                add(pane, BorderLayout.CENTER);
            } else {
                add(made, BorderLayout.CENTER);
            }
            revalidate();
            repaint();
        }
        return made;
    }

    /**
     * A scrolling place is as wide at least as its panel can be: it scrolls up and down only, and a
     * dock asks its panels' least width (the lessons' at 200 %).
     */
    @Override
    public java.awt.Dimension getMinimumSize() {
        java.awt.Dimension least = super.getMinimumSize();
        if (!scrolls || made == null || isMinimumSizeSet()) {
            return least;
        }
        int bar = javax.swing.UIManager.getInt("ScrollBar.width");
        return new java.awt.Dimension(Math.max(least.width, made.getMinimumSize().width + com.formdev.flatlaf.util.UIScale.scale(bar)),
                least.height);
    }

    /** Whether the panel has been made. */
    public boolean isMade() {
        return made != null;
    }

    /** Gives the panel to {@code action} if it has been made; a panel not made yet needs nothing. */
    public void ifMade(Consumer<? super T> action) {
        if (made != null) {
            action.accept(made);
        }
    }
}

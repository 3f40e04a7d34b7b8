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
    private transient T made;

    public Deferred(Supplier<T> make) {
        super(new BorderLayout());
        this.make = make;
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
            add(made, BorderLayout.CENTER);
            revalidate();
            repaint();
        }
        return made;
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

package kudde.ui.kit;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.MouseWheelEvent;
import javax.swing.JComponent;
import javax.swing.JTabbedPane;
import javax.swing.JViewport;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicArrowButton;

/**
 * A scrolling row of tabs that shows only whole tabs ({@link TabsInView}): the look's row scrolls by
 * the pixel and showed the tab beside the one in front in part. This narrows the row's view to the
 * whole tabs in it (an empty part at the row's end, before its arrows and its list), and moves it
 * tab by tab: after the arrows, the mouse wheel, or another tab coming to the front, which is then
 * in view. The tabbed pane lays itself out through {@link #layOut}.
 */
public final class WholeTabs {
    private final JTabbedPane tabs;
    /** The empty part at the row's end, as wide as the part of the row no whole tab fills. */
    private final JComponent rest = new JComponent() {
        private static final long serialVersionUID = 1L;
    };
    private JViewport watched;
    /** The first tab in view. */
    private int first;
    /** The tab in front at the last fit, and whether it was in view. */
    private Component front;
    private boolean frontInView;
    /** Whether the row was scrolled (not by this) since the last fit. */
    private boolean scrolled;
    private boolean fitting;
    private boolean layingOut;
    /** Where the row was scrolled to (not by this) since the last fit, or -1. */
    private int scrolledTo = -1;

    public WholeTabs(JTabbedPane tabs) {
        this.tabs = tabs;
        rest.setName("tabs.rest");
        tabs.putClientProperty(FlatClientProperties.TABBED_PANE_TRAILING_COMPONENT, rest);
        // Both arrows after the row: one left of it would come and go as the row scrolls, and so
        // change the room the whole tabs have.
        tabs.putClientProperty(FlatClientProperties.TABBED_PANE_SCROLL_BUTTONS_PLACEMENT,
                FlatClientProperties.TABBED_PANE_PLACEMENT_TRAILING);
        arrowsTo(true);
        // A wheel listener of the program's own turns the look's (by the pixel) off.
        tabs.addMouseWheelListener(this::wheel);
    }

    /**
     * Lays the tabbed pane out by its look ({@code layout}), then narrows the row's view to its
     * whole tabs and lays it out again where that changed the row.
     */
    public void layOut(Runnable layout) {
        if (layingOut) {
            // Reading a tab's bounds has the look lay the pane out first.
            layout.run();
            return;
        }
        layingOut = true;
        try {
            layout.run();
            if (fit()) {
                layout.run();
                fit();
            }
        } finally {
            layingOut = false;
        }
    }

    /**
     * Narrows the row's view to its whole tabs and scrolls it to the first of them.
     *
     * @return whether the row's empty end changed width, so the tabbed pane is to be laid out again
     */
    private boolean fit() {
        JViewport port = viewport();
        if (port == null || tabs.getTabLayoutPolicy() != JTabbedPane.SCROLL_TAB_LAYOUT || tabs.getTabCount() == 0) {
            return restTo(0) | arrowsTo(true);
        }
        watch(port);
        int[] widths = widths();
        // The row's whole width: its view, its empty end, its arrows and its list, as they lie now.
        Container holder = rest.getParent();
        int row = port.getWidth() + (holder == null ? 0 : holder.getWidth());
        int arrows = 0;
        int list = 0;
        for (Component c : tabs.getComponents()) {
            if (c instanceof BasicArrowButton b) {
                boolean arrow = b.getDirection() == SwingConstants.EAST || b.getDirection() == SwingConstants.WEST;
                row += b.isVisible() ? b.getWidth() : 0;
                arrows += arrow ? b.getPreferredSize().width : 0;
                list += arrow ? 0 : b.getPreferredSize().width;
            }
        }
        if (TabsInView.width(widths, 0, widths.length - 1) <= row) {
            first = 0;
            front = tabs.getSelectedComponent();
            frontInView = true;
            scrolled = false;
            scrolledTo = -1;
            return restTo(0) | arrowsTo(true);
        }
        // The arrows only where the widest tab fits beside them (a narrow dock at 200 % had 87 px
        // for its tab in front): without them the list of tabs and the wheel move the row.
        boolean withArrows = row - list - arrows >= java.util.Arrays.stream(widths).max().orElse(0);
        int room = row - list - (withArrows ? arrows : 0);
        if (scrolledTo >= 0) {
            first = firstFrom(widths, scrolledTo);
            scrolledTo = -1;
        }
        int selected = tabs.getSelectedIndex();
        Component now = tabs.getSelectedComponent();
        boolean keepFront = now != front || (frontInView && !scrolled);
        TabsInView view = TabsInView.of(widths, room, first, keepFront ? selected : -1);
        first = view.first();
        front = now;
        frontInView = selected >= view.first() && selected <= view.last();
        scrolled = false;
        boolean changed = arrowsTo(withArrows) | restTo(room - TabsInView.width(widths, view.first(), view.last()));
        scrollTo(port, offset(widths, first));
        return changed;
    }

    private boolean arrowsTo(boolean shown) {
        String policy = shown ? FlatClientProperties.TABBED_PANE_POLICY_AS_NEEDED : FlatClientProperties.TABBED_PANE_POLICY_NEVER;
        if (policy.equals(tabs.getClientProperty(FlatClientProperties.TABBED_PANE_SCROLL_BUTTONS_POLICY))) {
            return false;
        }
        tabs.putClientProperty(FlatClientProperties.TABBED_PANE_SCROLL_BUTTONS_POLICY, policy);
        return true;
    }

    private boolean restTo(int width) {
        Dimension d = new Dimension(Math.max(0, width), 0);
        if (d.equals(rest.getPreferredSize())) {
            return false;
        }
        rest.setPreferredSize(d);
        // Its holder keeps the size it asked before until told.
        rest.invalidate();
        return true;
    }

    private void scrollTo(JViewport port, int x) {
        if (port.getViewPosition().x != x) {
            fitting = true;
            try {
                port.setViewPosition(new Point(x, port.getViewPosition().y));
            } finally {
                fitting = false;
            }
        }
    }

    /** Each tab's width, in order, as the look lays them out. */
    private int[] widths() {
        int[] widths = new int[tabs.getTabCount()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = tabs.getBoundsAt(i).width;
        }
        return widths;
    }

    private static int offset(int[] widths, int tab) {
        return tab == 0 ? 0 : TabsInView.width(widths, 0, tab - 1);
    }

    /** The first tab starting at or after {@code x} in the row. */
    private static int firstFrom(int[] widths, int x) {
        for (int i = 0; i < widths.length; i++) {
            if (offset(widths, i) >= x - 1) {
                return i;
            }
        }
        return widths.length - 1;
    }

    private JViewport viewport() {
        for (Component c : tabs.getComponents()) {
            if (c instanceof JViewport port) {
                return port;
            }
        }
        return null;
    }

    /** The look makes a new row view with each new look (and text size): watch the one there is. */
    private void watch(JViewport port) {
        if (port == watched) {
            return;
        }
        watched = port;
        port.addChangeListener(e -> {
            if (fitting || port != watched || tabs.getTabCount() == 0) {
                return;
            }
            // The arrows, or the look bringing the tab in front into view: start at the first whole tab.
            scrolledTo = port.getViewPosition().x;
            scrolled = tabs.getSelectedComponent() == front;
            tabs.revalidate();
            tabs.repaint();
        });
    }

    /** The wheel over the row moves it a tab at a time; elsewhere it is the parent's. */
    private void wheel(MouseWheelEvent e) {
        JViewport port = viewport();
        if (port == null || !port.getBounds().contains(e.getPoint()) || e.getWheelRotation() == 0) {
            Container parent = tabs.getParent();
            if (parent != null) {
                parent.dispatchEvent(SwingUtilities.convertMouseEvent(tabs, e, parent));
            }
            return;
        }
        int[] widths = widths();
        int to = Math.max(0, Math.min(widths.length - 1, first + Integer.signum(e.getWheelRotation())));
        port.setViewPosition(new Point(offset(widths, to), port.getViewPosition().y));
    }
}

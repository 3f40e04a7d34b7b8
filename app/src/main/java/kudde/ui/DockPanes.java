package kudde.ui;

import java.awt.Component;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JTabbedPane;
import kudde.ui.kit.Docks;
import kudde.ui.kit.Strings;

/** The window's two docks as tabbed panes: one right of the board, one below it. */
final class DockPanes implements Docks {
    /** The window's texts. */
    private final Strings texts;
    private final JTabbedPane right = new JTabbedPane();
    private final JTabbedPane bottom = new JTabbedPane();
    private final Map<JComponent, String> titles = new LinkedHashMap<>();
    /** Panels taken out of their dock (learn mode shows the tutor beside the board), and where they were. */
    private final Map<JComponent, Map.Entry<JTabbedPane, Integer>> undocked = new LinkedHashMap<>();

    DockPanes(Strings texts) {
        this.texts = texts;
        right.setName("dock.right");
        bottom.setName("dock.bottom");
    }

    JTabbedPane pane(Side side) {
        return side == Side.RIGHT ? right : bottom;
    }

    @Override
    public void add(Side side, String titleKey, JComponent panel) {
        titles.put(panel, titleKey);
        pane(side).addTab(texts.get(titleKey), panel);
    }

    @Override
    public void show(JComponent panel) {
        for (JTabbedPane tabs : List.of(right, bottom)) {
            int i = tabs.indexOfComponent(panel);
            if (i >= 0) {
                tabs.setSelectedIndex(i);
            }
        }
    }

    /** Takes a panel out of its dock for good (a closed review). */
    void remove(JComponent panel) {
        titles.remove(panel);
        undocked.remove(panel);
        right.remove(panel);
        bottom.remove(panel);
    }

    /** Takes a docked panel out of its dock, to be shown elsewhere; {@link #redock} puts it back. */
    void undock(JComponent panel) {
        for (JTabbedPane tabs : List.of(right, bottom)) {
            int i = tabs.indexOfComponent(panel);
            if (i >= 0) {
                undocked.put(panel, Map.entry(tabs, i));
                tabs.removeTabAt(i);
            }
        }
    }

    /** Puts an undocked panel back at its tab, in front. */
    void redock(JComponent panel) {
        Map.Entry<JTabbedPane, Integer> at = undocked.remove(panel);
        if (at != null) {
            JTabbedPane tabs = at.getKey();
            int i = Math.min(at.getValue(), tabs.getTabCount());
            tabs.insertTab(texts.get(titles.get(panel)), null, panel, null, i);
            tabs.setSelectedIndex(i);
        }
    }

    /** The panel in front of a dock. */
    Component front(Side side) {
        return pane(side).getSelectedComponent();
    }

    /** Told when another panel comes to the front of a dock. */
    void onChange(Side side, Runnable r) {
        pane(side).addChangeListener(e -> r.run());
    }

    /** Every tab's title in the current language. */
    void relabel() {
        for (Map.Entry<JComponent, String> d : titles.entrySet()) {
            for (JTabbedPane tabs : List.of(right, bottom)) {
                int i = tabs.indexOfComponent(d.getKey());
                if (i >= 0) {
                    tabs.setTitleAt(i, texts.get(d.getValue()));
                }
            }
        }
    }
}

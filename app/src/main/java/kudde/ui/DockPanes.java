package kudde.ui;

import java.awt.Component;
import java.awt.Dimension;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JComponent;
import javax.swing.JTabbedPane;
import kudde.ui.kit.Docks;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import kudde.ui.kit.WholeTabs;

/** The window's two docks as tabbed panes: one right of the board, one below it. */
final class DockPanes implements Docks {
    /** The window's texts. */
    private final Strings texts;
    private final JTabbedPane right = new Dock("Kudde.dock.right.minimumSize", true);
    private final JTabbedPane bottom = new Dock("Kudde.dock.bottom.minimumSize", false);
    private final Map<JComponent, String> titles = new LinkedHashMap<>();
    /** Panels taken out of their dock (learn mode shows the tutor beside the board), and where they were. */
    private final Map<JComponent, Map.Entry<JTabbedPane, Integer>> undocked = new LinkedHashMap<>();

    DockPanes(Strings texts) {
        this.texts = texts;
        right.setName("dock.right");
        bottom.setName("dock.bottom");
    }

    /**
     * A dock: from 150 % text on its tabs lie in one row that scrolls, with a list of them all, so
     * they do not take the panels' height in rows of their own (View ▸ Text size; below that every
     * tab shows, in a second row where the dock is narrow). The row shows whole tabs only
     * ({@link WholeTabs}), each with its brief title where the row cannot hold every whole one. The
     * dock right of the board is at least as wide as the widest of its panels needs, so the window's split
     * gives it that width and the board the rest (the tutor's step buttons set it at 200 % text); the
     * one below the board shares the board's width, and its panels scroll.
     */
    private final class Dock extends JTabbedPane {
        private static final long serialVersionUID = 1L;
        private final String least;
        private final boolean asWideAsItsPanels;
        private final WholeTabs whole;

        Dock(String least, boolean asWideAsItsPanels) {
            this.least = least;
            this.asWideAsItsPanels = asWideAsItsPanels;
            this.whole = new WholeTabs(this);
        }

        // Called again after every change of the text size (Theme.textSizeTo updates each component).
        @Override
        public void updateUI() {
            super.updateUI();
            setTabLayoutPolicy(Theme.textSize() >= 150 ? SCROLL_TAB_LAYOUT : WRAP_TAB_LAYOUT);
        }

        @Override
        public void doLayout() {
            titlesToFit();
            whole.layOut(super::doLayout);
        }

        /**
         * Each tab's whole title, or, where the row cannot hold them all, each tab's brief title
         * where it has one: under the board at 200 % in a 1024
         * px window the look cut "Regels vergelijken" to "Regels ver…", and a brief title leaves room
         * for more whole tabs. A brief title's tab says the whole one as its tooltip, and the list of
         * tabs says it too.
         */
        private void titlesToFit() {
            int wholeRow = 0;
            for (int i = 0; i < getTabCount(); i++) {
                wholeRow += needs(whole(i));
            }
            boolean brief = getTabLayoutPolicy() == SCROLL_TAB_LAYOUT && wholeRow > room();
            for (int i = 0; i < getTabCount(); i++) {
                String key = titles.get(getComponentAt(i));
                if (key == null) {
                    continue;
                }
                String whole = texts.get(key);
                String said = brief && texts.has(key + ".brief") ? texts.get(key + ".brief") : whole;
                if (!said.equals(getTitleAt(i))) {
                    setTitleAt(i, said);
                    setToolTipTextAt(i, said.equals(whole) ? null : whole);
                }
            }
        }

        private String whole(int i) {
            String key = titles.get(getComponentAt(i));
            return key == null ? getTitleAt(i) : texts.get(key);
        }

        /** How wide a tab saying {@code title} is: the words and the look's space round them. */
        private int needs(String title) {
            java.awt.Insets pad = javax.swing.UIManager.getInsets("TabbedPane.tabInsets");
            int around = pad == null ? 0 : com.formdev.flatlaf.util.UIScale.scale(pad.left + pad.right);
            return getFontMetrics(getFont()).stringWidth(title) + around;
        }

        /** The row's width for tabs where it needs no arrows: the dock's. */
        private int room() {
            return getWidth() - getInsets().left - getInsets().right;
        }

        @Override
        public Dimension getMinimumSize() {
            if (isMinimumSizeSet()) {
                return super.getMinimumSize();
            }
            Dimension theme = Theme.size(least);
            // The look's own least size: the widest panel's least width and the tabs' borders round it.
            int panels = asWideAsItsPanels ? super.getMinimumSize().width : 0;
            return new Dimension(Math.max(Math.max(theme.width, panels), oneWholeTab()), theme.height);
        }

        /**
         * Where the tabs lie in one row: as wide as the widest tab at its briefest beside the list of
         * tabs, so each shows whole at least alone. With the palette dragged wide at 200 % the dock under
         * the board was 200 px, its tab in front "Proble…".
         */
        private int oneWholeTab() {
            if (getTabLayoutPolicy() != SCROLL_TAB_LAYOUT) {
                return 0;
            }
            int widest = 0;
            for (int i = 0; i < getTabCount(); i++) {
                String key = titles.get(getComponentAt(i));
                String briefest = key == null ? getTitleAt(i) : texts.get(texts.has(key + ".brief") ? key + ".brief" : key);
                widest = Math.max(widest, needs(briefest));
            }
            int list = 0;
            for (Component c : getComponents()) {
                if (c instanceof javax.swing.plaf.basic.BasicArrowButton b && b.getDirection() == javax.swing.SwingConstants.SOUTH) {
                    list = b.getPreferredSize().width;
                }
            }
            java.awt.Insets in = getInsets();
            java.awt.Insets area = javax.swing.UIManager.getInsets("TabbedPane.tabAreaInsets");
            int around = area == null ? 0 : com.formdev.flatlaf.util.UIScale.scale(area.left + area.right);
            return widest + list + around + in.left + in.right;
        }
    }

    JTabbedPane pane(Side side) {
        return side == Side.RIGHT ? right : bottom;
    }

    @Override
    public void add(Side side, String titleKey, JComponent panel) {
        titles.put(panel, titleKey);
        pane(side).addTab(texts.get(titleKey), panel);
    }

    /** Docks a panel as the first tab of its dock, the tab in front staying there. */
    void addFirst(Side side, String titleKey, JComponent panel) {
        titles.put(panel, titleKey);
        pane(side).insertTab(texts.get(titleKey), null, panel, null, 0);
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

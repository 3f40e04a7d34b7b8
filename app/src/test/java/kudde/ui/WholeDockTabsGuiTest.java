package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import javax.swing.JTabbedPane;
import javax.swing.JViewport;
import javax.swing.SwingConstants;
import javax.swing.plaf.basic.BasicArrowButton;
import kudde.ui.kit.Docks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The docks' rows of tabs at 200 % in a 1024 px window, in English and Dutch, where neither row
 * holds all its tabs: each row shows whole tabs only, with the tab in front among them whichever
 * it is, and as many as fit; its arrows move it tab by tab to every tab, each whole in its turn.
 * The look's row scrolled by the pixel: beside "Uitleg" it showed "…schappen" of "Eigenschappen",
 * and a sliver of the tab after "Problemen".
 */
@GuiTest
class WholeDockTabsGuiTest extends StartedLargeWindowTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "nl"})
    void eachDockShowsWholeTabsOnlyWhicheverIsInFrontAndWhereverItsArrowsTakeIt(String language) {
        Locale l = Locale.forLanguageTag(language);
        workbenchIn(l);
        System.out.println(l + ": window " + edt(main::getWidth) + ", board " + edt(() -> main.boardView().getWidth())
                + ", palette " + edt(() -> window.panel("palette").target().getWidth()));
        List<String> out = new ArrayList<>();
        for (Docks.Side side : Docks.Side.values()) {
            JTabbedPane dock = edt(() -> main.docks().pane(side));
            int tabs = edt(dock::getTabCount);
            assertThat(edt(() -> rowTooNarrow(dock))).as(l + " " + side + ": the row is too narrow for its "
                    + tabs + " tabs, so it scrolls").isTrue();
            for (int i = 0; i < tabs; i++) {
                int front = i;
                edt(() -> {
                    dock.setSelectedIndex(front);
                    return null;
                });
                settle();
                Set<Integer> seen = edt(() -> inView(dock, l + " " + side + " with tab " + front + " in front: ", out));
                if (!seen.contains(front)) {
                    out.add(l + " " + side + ": tab " + front + " in front is not in view, " + seen + " are");
                }
            }
            // From the first tab in front, the arrows to the end and back: every tab whole on the way.
            // (A dock too narrow for its widest tab beside them has none: its list and the wheel move it.)
            if (edt(() -> arrow(dock, SwingConstants.EAST)) == null) {
                System.out.println(l + " " + side + ": " + tabs + " tabs, no arrows in a dock of " + edt(dock::getWidth) + " px");
                continue;
            }
            edt(() -> {
                dock.setSelectedIndex(0);
                return null;
            });
            settle();
            Set<Integer> passed = new TreeSet<>();
            for (int direction : new int[] {SwingConstants.EAST, SwingConstants.WEST}) {
                BasicArrowButton arrow = edt(() -> arrow(dock, direction));
                for (int clicks = 0; clicks < tabs && edt(arrow::isEnabled); clicks++) {
                    window.robot().click(arrow);
                    settle();
                    passed.addAll(edt(() -> inView(dock, l + " " + side + " after an arrow: ", out)));
                }
            }
            System.out.println(l + " " + side + ": " + tabs + " tabs, the arrows showed " + passed);
            if (passed.size() != tabs) {
                out.add(l + " " + side + ": the arrows showed tabs " + passed + " of " + tabs);
            }
        }
        assertThat(out).as("tabs cut, or room left unused").isEmpty();
    }

    /**
     * The palette dragged as wide as its split lets it go: the dock under the board still shows each
     * of its tabs whole when it is in front. The dock was squeezed to 200 px, its tab "Proble…".
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "nl"})
    void withThePaletteDraggedWideTheDockUnderTheBoardShowsEachTabWhole(String language) {
        Locale l = Locale.forLanguageTag(language);
        workbenchIn(l);
        javax.swing.JSplitPane split = edt(() -> (javax.swing.JSplitPane) javax.swing.SwingUtilities.getAncestorOfClass(
                javax.swing.JSplitPane.class, window.panel("palette").target()));
        // As far as a drag of the divider goes: the split keeps the board's column at its least width.
        edt(() -> {
            split.setDividerLocation(split.getMaximumDividerLocation());
            return null;
        });
        settle();
        JTabbedPane dock = edt(() -> main.docks().pane(Docks.Side.BOTTOM));
        System.out.println(l + ": the palette's split at " + edt(split::getDividerLocation) + " of " + edt(split::getWidth)
                + ", the dock under the board " + edt(dock::getWidth) + " px");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < edt(dock::getTabCount); i++) {
            int front = i;
            edt(() -> {
                dock.setSelectedIndex(front);
                return null;
            });
            settle();
            Rectangle tab = edt(() -> dock.getBoundsAt(front));
            Rectangle row = edt(() -> viewport(dock).getBounds());
            if (tab.intersection(row).width < tab.width) {
                out.add(l + ": \"" + edt(() -> dock.getTitleAt(front)) + "\" in front shows "
                        + tab.intersection(row).width + " of its " + tab.width + " px");
            }
        }
        assertThat(out).as("tabs in front cut with the palette wide").isEmpty();
    }

    /**
     * The tabs in view in {@code dock}'s row, each checked: in view means whole (a tab in part is
     * added to {@code out}), and the row leaves no room for the tab after its last.
     */
    private static Set<Integer> inView(JTabbedPane dock, String where, List<String> out) {
        Rectangle row = viewport(dock).getBounds();
        Set<Integer> seen = new TreeSet<>();
        int shown = 0;
        for (int i = 0; i < dock.getTabCount(); i++) {
            Rectangle tab = dock.getBoundsAt(i);
            Rectangle common = tab.intersection(row);
            if (common.width <= 0) {
                continue;
            }
            if (common.width < tab.width) {
                out.add(where + "\"" + dock.getTitleAt(i) + "\" shows " + common.width + " of its " + tab.width + " px");
            }
            seen.add(i);
            shown += common.width;
        }
        int last = seen.isEmpty() ? -1 : ((TreeSet<Integer>) seen).last();
        int rest = rowRoom(dock) - shown;
        if (last + 1 < dock.getTabCount() && dock.getBoundsAt(last + 1).width <= rest) {
            out.add(where + "the row leaves " + rest + " px, room for \"" + dock.getTitleAt(last + 1) + "\" after "
                    + seen);
        }
        System.out.println(where + "tabs " + seen + " in a row of " + row.width + " px (" + rowRoom(dock) + " to fill)");
        return seen;
    }

    private static boolean rowTooNarrow(JTabbedPane dock) {
        int all = 0;
        for (int i = 0; i < dock.getTabCount(); i++) {
            all += dock.getBoundsAt(i).width;
        }
        return all > rowRoom(dock);
    }

    /** The width the row's tabs may have: its view and the empty part at its end. */
    private static int rowRoom(JTabbedPane dock) {
        int rest = 0;
        for (Component c : dock.getComponents()) {
            if (c instanceof java.awt.Container holder && holder.getComponentCount() == 1
                    && "tabs.rest".equals(holder.getComponent(0).getName())) {
                rest = holder.getWidth();
            }
        }
        return viewport(dock).getWidth() + rest;
    }

    static JViewport viewport(JTabbedPane dock) {
        for (Component c : dock.getComponents()) {
            if (c instanceof JViewport port) {
                return port;
            }
        }
        throw new AssertionError(dock.getName() + " has no scrolling row of tabs");
    }

    /** The row's arrow pointing {@code direction}, or null where the row shows none. */
    private static BasicArrowButton arrow(JTabbedPane dock, int direction) {
        for (Component c : dock.getComponents()) {
            if (c instanceof BasicArrowButton b && b.getDirection() == direction && b.isShowing()) {
                return b;
            }
        }
        return null;
    }
}

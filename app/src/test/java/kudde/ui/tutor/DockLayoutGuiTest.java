package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import kudde.lang.PseudoLanguage;
import kudde.ui.GuiTest;
import kudde.ui.kit.Strings;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * At 1280 × 800, in English and in Dutch, with every dock tab brought to the front in turn and the
 * tutor at a tending step: no label, button or table header in the palette and the docks is cut
 * (its width holds its preferred width, or it wraps), and nothing sticks out of a scroll pane that
 * cannot scroll sideways. Every step's explanation is whole in the pseudo-language (a third longer) too.
 */
@GuiTest
class DockLayoutGuiTest extends LessonWindowTest {

    @Test
    void nothingInTheDocksIsCutInEnglish() {
        assertThat(cutsAt1280()).isEmpty();
    }

    @Test
    void nothingInTheDocksIsCutInDutch() {
        edt(() -> {
            main.language().set(Strings.DUTCH);
            return null;
        });
        assertThat(cutsAt1280()).isEmpty();
    }

    @Test
    void noStepsExplanationIsCutInEitherLanguage() {
        window.resizeTo(new Dimension(1280, 800));
        List<String> cuts = new ArrayList<>();
        for (java.util.Locale l : List.of(java.util.Locale.ENGLISH, Strings.DUTCH, PseudoLanguage.LOCALE)) {
            int steps = edt(() -> {
                main.language().set(l);
                mode().tutor().setQuizMode(false);
                window.robot().finder().findByName(main, "dock.right", JTabbedPane.class, false)
                        .setSelectedComponent(mode().tutor());
                return mode().tutor().timeline().size();
            });
            for (int i = 0; i < steps; i++) {
                int step = i;
                edt(() -> {
                    mode().tutor().timeline().select(step);
                    return null;
                });
                settle();
                cuts.addAll(edt(() -> cuts(mode().tutor(), l + " step " + step)));
            }
        }
        assertThat(cuts).isEmpty();
    }

    private List<String> cutsAt1280() {
        window.resizeTo(new Dimension(1280, 800));
        edt(() -> {
            mode().tutor().setQuizMode(false);
            mode().tutor().timeline().select(5);  // Bram's tending choice: odds, a shared flock
            return null;
        });
        List<String> cuts = new ArrayList<>();
        for (String dock : List.of("dock.right", "dock.bottom")) {
            JTabbedPane tabs = window.tabbedPane(dock).target();
            int n = edt(tabs::getTabCount);
            for (int i = 0; i < n; i++) {
                int tab = i;
                edt(() -> {
                    tabs.setSelectedIndex(tab);
                    return null;
                });
                settle();
                // Panels filled when first shown (WhenShown) may need a second round of layout.
                settle();
                cuts.addAll(edt(() -> cuts(tabs.getSelectedComponent(), dock + "/" + tabs.getTitleAt(tab))));
            }
        }
        cuts.addAll(edt(() -> cuts(window.robot().finder().findByName(main, "palette", false), "palette")));
        return cuts;
    }

    /** Every cut text under {@code root}, as "where: what". */
    static List<String> cuts(Component root, String where) {
        List<String> out = new ArrayList<>();
        walk(root, where, out);
        return out;
    }

    private static void walk(Component c, String where, List<String> out) {
        if (!c.isShowing()) {
            return;
        }
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        if (text != null && !text.isBlank() && c.getWidth() + 1 < c.getPreferredSize().width) {
            out.add(where + ": \"" + text + "\" is " + c.getWidth() + " px wide, needs " + c.getPreferredSize().width);
        }
        if (c instanceof JTable t && t.getTableHeader() != null && t.getTableHeader().isShowing()) {
            for (int col = 0; col < t.getColumnCount(); col++) {
                Component h = t.getTableHeader().getDefaultRenderer()
                        .getTableCellRendererComponent(t, t.getColumnName(col), false, false, -1, col);
                int w = t.getColumnModel().getColumn(col).getWidth();
                if (w + 1 < h.getPreferredSize().width) {
                    out.add(where + ": header \"" + t.getColumnName(col) + "\" is " + w + " px wide, needs "
                            + h.getPreferredSize().width);
                }
            }
        }
        if (text != null && !text.isBlank() && c instanceof JComponent jc) {
            JViewport vp = (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class, jc);
            JScrollPane sp = vp == null ? null : (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, vp);
            if (sp != null && (sp.getHorizontalScrollBar() == null || !sp.getHorizontalScrollBar().isShowing())) {
                Point p = SwingUtilities.convertPoint(c, 0, 0, vp);
                Rectangle r = new Rectangle(p.x, p.y, c.getWidth(), c.getHeight());
                if (r.x + r.width > vp.getWidth() + 1) {
                    out.add(where + ": \"" + text + "\" sticks out of its scroll pane by "
                            + (r.x + r.width - vp.getWidth()) + " px");
                }
            }
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                walk(child, where, out);
            }
        }
    }
}

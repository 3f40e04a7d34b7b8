package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Insets;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTree;
import javax.swing.SwingUtilities;
import javax.swing.plaf.basic.BasicHTML;
import javax.swing.text.View;
import javax.swing.tree.TreePath;
import kudde.ui.kit.Docks;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lessons' list in the dock beside the board at 200 % in a 1024 px window, in English and
 * Dutch: every title is whole within the list's width, its words wrapping onto more lines where
 * they are longer, and the list never scrolls sideways. A title ran out at the list's right edge
 * ("Draai de tegel t", "Een weg die rondl"), the rest a sideways scroll away.
 */
@GuiTest
class LessonTitlesWrapGuiTest extends StartedLargeWindowTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "nl"})
    void everyLessonsTitleIsWholeWithinTheListsWidth(String language) {
        Locale l = Locale.forLanguageTag(language);
        workbenchIn(l);
        JTabbedPane dock = edt(() -> main.docks().pane(Docks.Side.RIGHT));
        int tabs = edt(dock::getTabCount);
        for (int i = 0; i < tabs && !edt(() -> lessons() != null); i++) {
            int front = i;
            edt(() -> {
                dock.setSelectedIndex(front);
                return null;
            });
            settle();
        }
        JTree tree = edt(this::lessons);
        assertThat(tree).as("the lessons' list, in front in the right dock").isNotNull();
        Pause.pause(new Condition("the lessons read into the list") {
            @Override
            public boolean test() {
                return edt(() -> tree.getRowCount() > 10);
            }
        }, Timeout.timeout(60_000));
        settle();
        List<String> out = new ArrayList<>();
        int[] wrapped = {0};
        int rows = edt(tree::getRowCount);
        edt(() -> {
            int width = tree.getWidth();
            JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, tree);
            if (scroll.getHorizontalScrollBar().isShowing()) {
                out.add(l + ": the list scrolls sideways, " + tree.getPreferredSize().width + " px in " + width);
            }
            for (int i = 0; i < rows; i++) {
                TreePath p = tree.getPathForRow(i);
                Rectangle b = tree.getRowBounds(i);
                Component c = tree.getCellRenderer().getTreeCellRendererComponent(tree, p.getLastPathComponent(),
                        tree.isRowSelected(i), tree.isExpanded(i), tree.getModel().isLeaf(p.getLastPathComponent()), i, false);
                JLabel row = (JLabel) c;
                String text = row.getText();
                if (b.x + b.width > width + 1) {
                    out.add(l + ": \"" + text + "\" reaches " + (b.x + b.width) + " of " + width + " px");
                }
                Insets in = row.getInsets();
                int icon = row.getIcon() == null ? 0 : row.getIcon().getIconWidth() + row.getIconTextGap();
                int room = b.width - in.left - in.right - icon;
                if (row.getClientProperty(BasicHTML.propertyKey) instanceof View view) {
                    wrapped[0]++;
                    // The look makes its view again at a selected row's colours: it must still wrap.
                    row.setForeground(new Color(1, 2, 3));
                    if (!(row.getClientProperty(BasicHTML.propertyKey) instanceof View again)) {
                        out.add(l + ": \"" + text + "\" is painted on one line once its colour changes");
                        continue;
                    }
                    again.setSize(room, 0);
                    int high = Math.round(again.getPreferredSpan(View.Y_AXIS));
                    if (high > b.height - in.top - in.bottom + 1) {
                        out.add(l + ": \"" + text + "\" needs " + high + " px high in a row of " + b.height);
                    }
                    if (Math.round(again.getMinimumSpan(View.X_AXIS)) > room + 1) {
                        out.add(l + ": \"" + text + "\" has a word wider than its row's " + room + " px");
                    }
                } else if (row.getFontMetrics(row.getFont()).stringWidth(text) > room + 1) {
                    out.add(l + ": \"" + text + "\" is " + row.getFontMetrics(row.getFont()).stringWidth(text)
                            + " px on one line in " + room);
                }
            }
            return null;
        });
        System.out.println(l + ": " + rows + " rows in a list " + edt(tree::getWidth) + " px wide, " + wrapped[0] + " of them wrapped");
        assertThat(wrapped[0]).as(l + ": titles longer than the list is wide, wrapped").isPositive();
        assertThat(out).as(l + ": the lessons' titles at 200 %").isEmpty();
    }

    /** The lessons' list where it shows, else null. */
    private JTree lessons() {
        for (Component c : window.robot().finder().findAll(k -> k instanceof JTree && "lessonTree".equals(k.getName()))) {
            if (c.isShowing()) {
                return (JTree) c;
            }
        }
        return null;
    }
}

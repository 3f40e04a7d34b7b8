package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.List;
import java.util.Locale;
import javax.swing.JComponent;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Docks;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The workbench at 200 % text in an 800 × 600 window, in English and Dutch: too narrow for the
 * palette's column beside the board's and the dock's at their least widths, so the palette is the
 * first tab of the dock right of the board; the board keeps at least its least width and the tab in
 * front under it shows whole. The palette's column and the dock's had left the board about 100 px,
 * the tab under it "…". A wider window gives the palette its column back, left of the board.
 */
@GuiTest
class NarrowWorkbenchGuiTest extends StartedLargeWindowTest {

    @ParameterizedTest
    @CsvSource({"en, Palette", "nl, Palet"})
    void inAWindowTooNarrowForItsColumnThePaletteIsATabOfTheDockBesideTheBoard(String language, String tab) {
        Locale l = Locale.forLanguageTag(language);
        workbenchIn(l);
        JComponent palette = edt(() -> (JComponent) SwingUtilities.getAncestorOfClass(JScrollPane.class,
                window.panel("palette").target()));
        JTabbedPane right = edt(() -> main.docks().pane(Docks.Side.RIGHT));
        JTabbedPane bottom = edt(() -> main.docks().pane(Docks.Side.BOTTOM));
        int tabs = edt(right::getTabCount);
        assertThat(edt(() -> right.indexOfComponent(palette))).as(l + " in the 1024 px window, a column").isEqualTo(-1);
        Object front = edt(right::getSelectedComponent);

        resize(800, 600);
        waitUntil("the palette is a tab of the dock right of the board", () -> edt(() -> right.indexOfComponent(palette) == 0));
        settle();
        int board = edt(() -> main.boardView().getWidth());
        int least = edt(() -> main.boardView().getMinimumSize().width);
        System.out.println(l + ": window " + edt(main::getWidth) + ", board " + board + " (least " + least
                + "), dock right " + edt(right::getWidth) + ", under " + edt(bottom::getWidth));
        assertThat(edt(() -> right.getTitleAt(0))).as(l + " the palette's tab").isEqualTo(tab);
        assertThat(edt(right::getTabCount)).as(l + " the dock's tabs").isEqualTo(tabs + 1);
        assertThat(edt(right::getSelectedComponent)).as(l + " the tab in front stays").isSameAs(front);
        assertThat(board).as(l + " the board's width").isGreaterThanOrEqualTo(least);
        int under = edt(bottom::getSelectedIndex);
        Rectangle shown = edt(() -> bottom.getBoundsAt(under).intersection(WholeDockTabsGuiTest.viewport(bottom).getBounds()));
        assertThat(shown.width).as(l + " \"" + edt(() -> bottom.getTitleAt(under)) + "\" in front under the board")
                .isEqualTo(edt(() -> bottom.getBoundsAt(under).width));
        List<String> cut = edt(() -> LearnWindowGuiTest.cut(main.getContentPane(), l + " "));
        cut.forEach(System.out::println);
        assertThat(cut).as(l + " the workbench at 800 px").isEmpty();

        // In front, the palette is as wide as it needs: its tools whole.
        edt(() -> {
            right.setSelectedIndex(0);
            return null;
        });
        settle();
        assertThat(edt(palette::getWidth)).as(l + " the palette in the dock").isGreaterThanOrEqualTo(
                edt(() -> palette.getMinimumSize().width));
        List<String> tools = edt(() -> LearnWindowGuiTest.cut(palette, l + " the palette: "));
        tools.forEach(System.out::println);
        assertThat(tools).as(l + " the palette in its tab").isEmpty();

        resize(1280, 800);
        waitUntil("the palette is back in its column", () -> edt(() -> right.indexOfComponent(palette) < 0 && palette.isShowing()));
        settle();
        assertThat(edt(right::getTabCount)).as(l + " the dock's tabs again").isEqualTo(tabs);
        Point left = edt(() -> SwingUtilities.convertPoint(palette, 0, 0, main));
        Point boardAt = edt(() -> SwingUtilities.convertPoint(main.boardView(), 0, 0, main));
        assertThat(left.x + edt(palette::getWidth)).as(l + " the palette left of the board").isLessThanOrEqualTo(boardAt.x);
        assertThat(edt(palette::getWidth)).as(l + " the palette's column").isGreaterThanOrEqualTo(
                edt(() -> palette.getMinimumSize().width));
    }

    private void resize(int width, int height) {
        window.resizeTo(new Dimension(width, height));
        // Caciocavallo leaves a frame it resized to be laid out by the next change.
        edt(() -> {
            main.validate();
            return null;
        });
        System.out.println("window " + edt(main::getSize));
    }
}

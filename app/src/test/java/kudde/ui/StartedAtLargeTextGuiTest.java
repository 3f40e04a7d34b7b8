package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/**
 * A window started with the text at 200 % (remembered from an earlier run) and the look's font
 * pinned at 14 px, as under Xvfb: laid out as a window switched to 200 % from the menu, and its
 * palette given its share of the workbench from the first showing. FlatLaf counted the zoom twice
 * (every inset and icon 3.5 times as large: the palette's least width 527 px, the board none), and
 * the palette took its whole preferred width (445 px of 1,280) until the text size next changed.
 */
@GuiTest
class StartedAtLargeTextGuiTest extends StartedLargeWindowTest {

    /** In learn mode, as the program starts: the workbench shows first at the size the test gives the window. */
    @Override
    protected void beforeShowing(MainWindow w) {
        w.setLearning(true);
    }

    /** What the workbench gives its parts, in pixels. */
    private record Widths(int paletteLeast, int palette, int board, int toolBar, int window) {
    }

    @Test
    void aWindowStartedAt200PerCentIsLaidOutAsOneSwitchedToIt() {
        // The window at 1,280 px before the workbench first shows, as in a window started at that size.
        window.resizeTo(new Dimension(1280, 800));
        // Caciocavallo leaves a frame it resized to be laid out by the next change (the content
        // stayed 1,020 px wide in the 1,280 px window); a real one is laid out at once.
        edt(() -> {
            main.validate();
            main.files().openLesson("fields/05-three-shepherds-one-field.json");
            main.setLearning(false);
            return null;
        });
        settle();
        Widths started = widths();
        System.out.println("started at 200 %: " + started);
        assertThat(started.palette()).as("the palette's width, started at 200 %")
                .isLessThanOrEqualTo(Math.max(started.paletteLeast(), started.window() / 4) + 1);
        assertThat(edt(() -> WorkbenchLargeTextGuiTest.tilesOutOfView(main))).as("tiles out of the board's view").isEmpty();

        textSize("100");
        textSize("200");
        Widths switched = widths();
        System.out.println("switched to 200 %: " + switched);
        assertThat(started.paletteLeast()).as("the palette's least width, started and switched")
                .isBetween(switched.paletteLeast() - 2, switched.paletteLeast() + 2);
        assertThat(started.toolBar()).as("the tool bar's height, started and switched")
                .isBetween(switched.toolBar() - 2, switched.toolBar() + 2);
        // The dock right of the board came out a few pixels apart (5 in this test).
        assertThat(started.board()).as("the board's width, started and switched")
                .isBetween(switched.board() - 8, switched.board() + 8);
    }

    private Widths widths() {
        Component palette = window.panel("palette").target();
        Component toolBar = window.toolBar().target();
        return edt(() -> {
            Container scroll = SwingUtilities.getAncestorOfClass(JScrollPane.class, palette);
            return new Widths(scroll.getMinimumSize().width, scroll.getWidth(), main.boardView().getWidth(),
                    toolBar.getHeight(), main.getWidth());
        });
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.tutor.Timeline;
import kudde.ui.doc.Lessons;
import org.junit.jupiter.api.Test;

/**
 * The first lesson as Kudde starts (docs/learning.md): the window opens it before it is shown, as
 * {@code App.main} does, and then takes its size. What the learner sees first, the set-up's
 * tiles, stands in the middle of the board, at the window's first size and after each resize to
 * 1440 × 900, 1280 × 800 and 800 × 500; every tile the lesson lays later lies inside the board.
 */
@GuiTest
class StartUpFrameGuiTest extends WindowTest {

    @Override
    protected void beforeShowing(MainWindow w) {
        App.openFirst(w, List.of(), null);
    }

    @Test
    void theStartUpLessonsTilesAreCentredAtEverySize() {
        waitUntil("the first lesson is resolved", () -> edt(() -> main.tutor().tutor().timeline() != null));
        window.robot().waitForIdle();
        assertThat(edt(main::learning)).isTrue();
        assertThat(edt(() -> main.document().lessonName())).isEqualTo(Lessons.FIRST);
        List<String> wrong = new ArrayList<>(edt(() -> centred("as shown")));
        for (Dimension d : List.of(new Dimension(1440, 900), new Dimension(1280, 800), new Dimension(800, 500))) {
            window.resizeTo(d);
            window.robot().waitForIdle();
            wrong.addAll(edt(() -> centred(d.width + "x" + d.height)));
        }
        assertThat(wrong).isEmpty();
    }

    /** What is off: the set-up's tiles not in the middle (2 px), a tile of the last step outside the board. */
    private List<String> centred(String when) {
        Timeline t = main.tutor().tutor().timeline();
        int w = main.boardView().getWidth();
        int h = main.boardView().getHeight();
        List<String> out = new ArrayList<>();
        int[] setUp = extent(t.boardAt(Timeline.START));
        Point a = main.boardView().toScreen(setUp[0], setUp[1]);
        Point z = main.boardView().toScreen(setUp[2], setUp[3]);
        String at = when + ": the set-up's tiles at " + a + "-" + z + " in a board of " + w + "x" + h;
        if (Math.abs((a.x + z.x) / 2.0 - w / 2.0) > 2 || Math.abs((a.y + z.y) / 2.0 - h / 2.0) > 2) {
            out.add(at + " are not centred");
        }
        int[] last = extent(t.boardAt(t.size() - 1));
        Point la = main.boardView().toScreen(last[0], last[1]);
        Point lz = main.boardView().toScreen(last[2], last[3]);
        if (la.x < 0 || la.y < 0 || lz.x > w || lz.y > h) {
            out.add(when + ": the last step's tiles at " + la + "-" + lz + " reach outside the board of " + w + "x" + h);
        }
        return out;
    }

    /** minX, minY, maxX, maxY of the board's tiles, in tiles. */
    private static int[] extent(Board b) {
        int[] r = {Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MIN_VALUE};
        for (int i = 0; i < b.tileCount(); i++) {
            r[0] = Math.min(r[0], b.x(i));
            r[1] = Math.min(r[1], b.y(i));
            r[2] = Math.max(r[2], b.x(i) + 1);
            r[3] = Math.max(r[3], b.y(i) + 1);
        }
        return r;
    }
}

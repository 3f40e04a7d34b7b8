package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.board.Board;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardView;
import kudde.ui.board.Camera;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * Learn mode's frame of every bundled lesson, in boards of a laptop's and of a small window's
 * size (docs/learning.md): every tile of the lesson's last step lies inside the board; the set-up's
 * tiles stand in the middle (2 px) in most of them (where centring them would grow the frame by more
 * than LessonFrame allows, as near as it can); a tile is at most a fifth smaller than in the lesson's
 * own fit, and the last step's tiles lie within a tile of the middle, as LearnWindowGuiTest asks of
 * the window.
 */
class LessonFrameTest {

    @Test
    void everyLessonsSetUpStandsInTheMiddleAndItsPlayInView() throws Exception {
        List<String> wrong = new ArrayList<>();
        int centred = 0;
        int lessons = 0;
        for (Path file : Scenarios.files()) {
            Timeline t = new Timeline(Resolver.resolve(ScenarioReader.read(file, Locale.ENGLISH).game()));
            if (t.boardAt(Timeline.START).tileCount() == 0) {
                continue;
            }
            lessons++;
            for (int[] size : new int[][] {{830, 700}, {400, 380}}) {
                String at = Scenarios.directory().relativize(file) + " in " + size[0] + "x" + size[1];
                Boolean mid = GuiActionRunner.execute(() -> frame(t, size[0], size[1], at, wrong));
                centred += mid ? 1 : 0;
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(centred).as("set-ups centred of %d", 2 * lessons).isGreaterThan(lessons);
    }

    /** Checks the frame of {@code t} in a board of w × h; whether the set-up is centred in it. */
    private static boolean frame(Timeline t, int w, int h, String at, List<String> wrong) {
        BoardView board = new BoardView(kudde.ui.kit.Strings.in(kudde.ui.kit.Strings.ENGLISH));
        board.setSize(w, h);
        Rectangle2D area = LessonFrame.area(board, t, List.of());
        Camera cam = board.camera();
        cam.fit(area, w, h);
        double[] setUp = extent(t.boardAt(Timeline.START));
        double[] last = extent(t.boardAt(t.size() == 0 ? Timeline.START : t.size() - 1));
        double s = cam.scale();
        double sx = cam.toScreen((setUp[0] + setUp[2]) / 2, 0).getX();
        double sy = cam.toScreen(0, (setUp[1] + setUp[3]) / 2).getY();
        java.awt.geom.Point2D a = cam.toScreen(last[0], last[1]);
        java.awt.geom.Point2D z = cam.toScreen(last[2], last[3]);
        if (a.getX() < -0.5 || a.getY() < -0.5 || z.getX() > w + 0.5 || z.getY() > h + 0.5) {
            wrong.add(at + ": the last step's tiles " + a + "-" + z + " reach outside");
        }
        // Centring costs a fifth of the zoom at most (a quarter larger frame): the tiles stay nearly as large as the lesson's own fit.
        Rectangle2D own = LessonFrame.atMost(LessonFrame.extent(t, List.of()), w, h,
                kudde.ui.kit.Theme.number("Kudde.learn.largestTileWidth"));
        double fitScale = Math.min(w / own.getWidth(), h / own.getHeight());
        if (s < fitScale / LessonFrame.MOST_GROWTH - 1e-6) {
            wrong.add(at + ": " + Math.round(s) + " px a tile, the lesson's own fit " + Math.round(fitScale));
        }
        boolean midX = Math.abs(sx - w / 2.0) <= 2;
        boolean midY = Math.abs(sy - h / 2.0) <= 2;
        // The last step's tiles stay near the middle too: within a tile (as LearnWindowGuiTest asks).
        if (Math.abs((a.getX() + z.getX()) / 2 - w / 2.0) > 2 + s || Math.abs((a.getY() + z.getY()) / 2 - h / 2.0) > 2 + s) {
            wrong.add(at + ": the last step's tiles " + a + "-" + z + " are more than a tile off the middle");
        }
        return midX && midY;
    }

    private static double[] extent(Board b) {
        double[] r = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
        for (int i = 0; i < b.tileCount(); i++) {
            r[0] = Math.min(r[0], b.x(i));
            r[1] = Math.min(r[1], b.y(i));
            r[2] = Math.max(r[2], b.x(i) + 1);
            r[3] = Math.max(r[3], b.y(i) + 1);
        }
        return r;
    }
}

package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.model.Question;
import kudde.engine.play.Quiz;
import kudde.ui.GuiTest;
import kudde.ui.MainWindow;
import kudde.ui.board.BoardView;
import org.junit.jupiter.api.Test;

/**
 * A board tooltip tells what a feature would score now ("If scored now: 2 points for Anna"); while a
 * quiz question is open that line would answer a points question, so it is left out until the
 * question is settled. The lesson: the early 1st-edition rule's two-tile city, asked in points.
 */
@GuiTest
class ScoreTipsGuiTest extends LessonWindowTest {

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson("editions/09-the-tiny-city.json");
    }

    @Test
    void noTooltipTellsAFeaturesScoreWhileAQuestionIsOpen() {
        TutorView view = mode().tutor();
        kudde.lesson.LessonQuestion q = edt(() -> {
            view.timeline().end();
            int w = view.timeline().waitingAt();
            return w < 0 ? null : view.quiz().pendingAt(w);
        });
        assertThat(q).as("the lesson's question is open").isNotNull();
        assertThat(q.kind()).isEqualTo(Question.Kind.POINTS);
        settle();

        assertThat(tooltips()).as("the board's tooltips while the question is open").isNotEmpty()
                .noneMatch(this::tellsScore);

        int right = edt(() -> (Integer) Quiz.answer(view.timeline().resolution(), q.question()));
        window.textBox("answerPoints").deleteText().enterText(Integer.toString(right));
        window.button("check").click();
        waitUntil("the question is settled", () -> edt(() -> view.quiz().verdict(q).settled()));

        assertThat(tooltips()).as("the board's tooltips once the question is answered")
                .anyMatch(this::tellsScore);
    }

    /** Whether a tooltip holds the line of what a feature would score now. */
    private boolean tellsScore(String tip) {
        return tip.contains(lead("tip.scoreNow")) || tip.contains(lead("tip.worthNow"));
    }

    /** The words a pattern starts with, before its first argument. */
    private String lead(String key) {
        String pattern = main.texts().get(key);
        return pattern.substring(0, pattern.indexOf('{'));
    }

    /** The tooltip over every figure and every part of every tile, as a learner hovering reads them. */
    private List<String> tooltips() {
        return edt(() -> {
            BoardView board = main.boardView();
            List<Point> spots = new ArrayList<>();
            for (int i = 0; i < board.figures().size(); i++) {
                if (board.figures().get(i).tile() >= 0) {
                    Point2D c = board.figureCentre(i);
                    spots.add(board.toScreen(c.getX(), c.getY()));
                }
            }
            Board b = board.board();
            for (int t = 0; t < b.tileCount(); t++) {
                for (int seg = 0; seg < b.segmentsOn(t); seg++) {
                    spots.add(board.segmentPoint(new Pos(b.x(t), b.y(t)), seg));
                }
            }
            List<String> tips = new ArrayList<>();
            for (Point p : spots) {
                String tip = board.getToolTipText(new MouseEvent(board, MouseEvent.MOUSE_MOVED, 0, 0, p.x, p.y, 0, false));
                if (tip != null) {
                    tips.add(tip);
                }
            }
            return tips;
        });
    }
}

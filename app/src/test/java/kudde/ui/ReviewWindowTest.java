package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JComponent;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import org.assertj.swing.core.MouseButton;

/**
 * What the window tests of the review do by hand: click a square of the board, find a component
 * by its name while it may not be there yet, read the step the tutor shows.
 */
abstract class ReviewWindowTest extends WindowTest {

    protected void clickSquare(Pos at, MouseButton button) {
        Point p = edt(() -> main.boardView().cellPoint(at));
        window.robot().click(main.boardView(), p, button, 1);
    }

    /** The window's component of that name, or null while there is none. */
    protected JComponent named(String name) {
        java.util.Collection<java.awt.Component> found = window.robot().finder()
                .findAll(main, c -> c instanceof JComponent && name.equals(c.getName()));
        return found.isEmpty() ? null : (JComponent) found.iterator().next();
    }

    /**
     * Plays the exercise's one-move solution (the engine's first) by clicks: the tile laid on its
     * square, turned by right-clicks until it lies as the solution has it, then its figure and
     * tending choice ({@link ReviewMoves}).
     */
    protected void playByClicks(Lesson made, LessonExercise e) {
        List<Turn.TileTurn> right = Exercises.solve(made.game(), e.exercise()).solutions().get(0);
        assertThat(right).hasSize(1);
        Turn.TileTurn move = right.get(0);
        waitUntil("the board takes the learner's tile", () -> edt(() -> main.tutor().tutor().exercisePicker() != null));
        ctrl(KeyEvent.VK_0);
        clickSquare(move.at(), MouseButton.LEFT_BUTTON);
        waitUntil("the tile lies", () -> edt(() -> main.tutor().tutor().exercisePicker().laid() != null));
        for (int i = 0; i < 4 && edt(() -> main.tutor().tutor().exercisePicker().laid().rotation()) != move.rotation(); i++) {
            clickSquare(move.at(), MouseButton.RIGHT_BUTTON);
        }
        assertThat(edt(() -> main.tutor().tutor().exercisePicker().laid().rotation())).isEqualTo(move.rotation());
        ReviewMoves.play(window, main, move);
    }

    protected int stepShown() {
        return edt(() -> main.tutor().tutor().timeline().index());
    }
}

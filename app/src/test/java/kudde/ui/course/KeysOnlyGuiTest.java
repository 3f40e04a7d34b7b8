package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import javax.swing.JMenuItem;
import javax.swing.MenuElement;
import javax.swing.MenuSelectionManager;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.play.Quiz;
import kudde.lesson.LessonQuestion;
import kudde.ui.board.BoardView;
import kudde.ui.board.TurnPicker;
import kudde.ui.GuiTest;
import kudde.ui.WindowTest;
import org.junit.jupiter.api.Test;

/**
 * A learner without a mouse (keyboard only): the course opened by its key, a lesson
 * chosen there, stepped through and its question answered, then exercises solved on the board,
 * every part of the move by key strokes: the board reached with Tab, the square chosen with the
 * arrows, the tile turned with R and Shift+R, laid with Enter, its figure chosen with the arrows,
 * grow or guide chosen in the menu. No mouse event is sent; the moves are the engine's solutions,
 * so the test knows no answer by heart.
 */
@GuiTest
class KeysOnlyGuiTest extends WindowTest {
    private static final String QUESTION = "dragon/02-the-dragon-eats-a-shepherd.json";
    private static final String FIGURE = "exercises/01-put-out-your-shepherd.json";
    private static final String GROW = "exercises/02-grow-the-flock.json";

    /** A key to whatever has the focus, as a learner's key goes (the window's fixture would focus the frame first). */
    private void press(int code) {
        window.robot().pressAndReleaseKey(code);
        settle();
    }

    @SuppressWarnings("deprecation")
    private void press(int code, int oldMask) {
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.robot().pressAndReleaseKey(code, oldMask);
        settle();
    }

    private Component focused() {
        return edt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    /** Tab until {@code wanted} holds of the focus owner, as often as there are parts of the window to pass. */
    private void tabTo(String what, java.util.function.Predicate<Component> wanted) {
        for (int i = 0; i < 120 && !edt(() -> wanted.test(focused())); i++) {
            Component was = focused();
            press(KeyEvent.VK_TAB);
            waitUntil("Tab moves the focus on from " + name(was), () -> focused() != was);
        }
        assertThat(edt(() -> wanted.test(focused()))).as("Tab reaches " + what + "; the focus is on " + name(focused()))
                .isTrue();
    }

    private static String name(Component c) {
        return c == null ? "nothing" : c.getClass().getSimpleName() + " " + c.getName();
    }

    /** Opens a bundled lesson from the course, with its key, Tab and Enter. */
    @SuppressWarnings("deprecation")
    private void openFromCourse(String lesson) {
        press(KeyEvent.VK_C, InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK);
        waitUntil("the course shows its lessons", () -> edt(() -> {
            CourseScreen c = CourseScreen.showing(main);
            return c != null && !c.rows().isEmpty() && c.rows().get(0).getWidth() > 0;
        }));
        waitUntil("a lesson has the focus", () -> focused() instanceof LessonRow);
        tabTo(lesson, c -> c instanceof LessonRow r && r.entry().name().equals(lesson));
        press(KeyEvent.VK_ENTER);
        waitUntil("the lesson opens", () -> edt(() -> lesson.equals(main.document().lessonName())
                && CourseScreen.showing(main) == null && main.tutor().tutor().timeline() != null
                && !main.tutor().resolving()));
    }

    /** Whether the part of the window named so shows now. */
    private boolean showing(String name) {
        return edt(() -> window.robot().finder().findAll(main, c -> name.equals(c.getName()) && c.isShowing()).size() > 0);
    }

    private TurnPicker picker() {
        return edt(() -> main.tutor().tutor().exercisePicker());
    }

    @Test
    void aLessonItsQuestionAndExercisesWithKeyStrokesOnly() {
        openFromCourse(QUESTION);
        // Right steps the lesson, wherever the focus is, until the lesson waits for the answer.
        int start = edt(() -> main.tutor().tutor().timeline().index());
        for (int i = 0; i < 20 && !showing("quiz"); i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).as("Right stepped on").isGreaterThan(start);
        assertThat(showing("quiz")).as("the question shows").isTrue();
        LessonQuestion asked = docLesson().quiz().get(0);
        boolean returns = (Boolean) edt(() -> Quiz.answer(main.tutor().tutor().timeline().resolution(), asked.question()));
        String answer = returns ? "answerYes" : "answerNo";
        tabTo("the answer " + answer, c -> c != null && answer.equals(c.getName()));
        press(KeyEvent.VK_SPACE);
        tabTo("the check button", c -> c != null && "check".equals(c.getName()));
        press(KeyEvent.VK_SPACE);
        waitUntil("the verdict says right", () -> edt(() -> main.tutor().tutor().quiz().correct() == 1));
        assertThat(window.textBox("verdict").text()).startsWith("Right");
        // Then on to the end of the lesson, by key.
        for (int i = 0; i < 20 && !edt(() -> main.tutor().tutor().timeline().atEnd()); i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(edt(() -> main.tutor().tutor().timeline().atEnd())).as("the lesson's last step").isTrue();

        solveByKeys(FIGURE, true);
        solveByKeys(GROW, false);
    }

    /**
     * Opens an exercise lesson from the course and plays one of the engine's solutions with keys:
     * with a figure when {@code withFigure}, else one that tends the flock.
     */
    @SuppressWarnings("deprecation")
    private void solveByKeys(String lesson, boolean withFigure) {
        openFromCourse(lesson);
        for (int i = 0; i < 10 && picker() == null; i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(picker()).as("the exercise waits for the learner's tile").isNotNull();
        String how = window.textBox("exerciseHow").text();
        assertThat(how).contains("With the keys: Tab to the board, the arrows move its cursor, R turns the tile (Shift+R back)");
        Scenario s = scenario();
        Exercise e = docLesson().exercises().get(0).exercise();
        Turn.TileTurn move = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> withFigure ? t.place() != null : t.place() == null && t.flock() != null)
                .findFirst().orElseThrow(() -> new AssertionError(lesson + " has no solution as wanted"));

        tabTo("the board", c -> c == main.boardView());
        // The board shows it has the focus: a frame round it in the theme's focus colour.
        java.awt.Color focus = edt(() -> kudde.ui.kit.Theme.colour("Kudde.board.focus"));
        java.awt.image.BufferedImage painted = edt(() -> {
            BoardView b = main.boardView();
            java.awt.image.BufferedImage img = new java.awt.image.BufferedImage(b.getWidth(), b.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            b.paint(g);
            g.dispose();
            return img;
        });
        assertThat(new java.awt.Color(painted.getRGB(painted.getWidth() / 2, 1))).as("the focus frame, top edge").isEqualTo(focus);
        assertThat(new java.awt.Color(painted.getRGB(1, painted.getHeight() / 2))).as("the focus frame, left edge").isEqualTo(focus);

        // The arrows move the board's cursor to the square (they step the lesson no more).
        int index = edt(() -> main.tutor().tutor().timeline().index());
        Pos start = edt(() -> main.boardView().cursorCell());
        press(KeyEvent.VK_RIGHT);
        assertThat(edt(() -> main.boardView().cursorCell())).as("Right moves the cursor").isEqualTo(new Pos(start.x() + 1, start.y()));
        press(KeyEvent.VK_LEFT);
        assertThat(edt(() -> main.boardView().cursorCell())).as("Left moves it back").isEqualTo(start);
        Pos from = start;
        for (int i = 0; i < Math.abs(move.at().x() - from.x()); i++) {
            press(move.at().x() > from.x() ? KeyEvent.VK_RIGHT : KeyEvent.VK_LEFT);
        }
        for (int i = 0; i < Math.abs(move.at().y() - from.y()); i++) {
            press(move.at().y() > from.y() ? KeyEvent.VK_DOWN : KeyEvent.VK_UP);
        }
        assertThat(edt(() -> main.boardView().cursorCell())).as("the cursor on the square").isEqualTo(move.at());
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).as("the lesson did not step").isEqualTo(index);

        // R turns the tile clockwise, Shift+R back.
        press(KeyEvent.VK_R);
        assertThat(edt(() -> picker().rotation())).isEqualTo(90);
        press(KeyEvent.VK_R, InputEvent.SHIFT_MASK);
        assertThat(edt(() -> picker().rotation())).isEqualTo(0);
        int quarters = move.rotation() / 90;
        for (int i = 0; i < quarters; i++) {
            press(KeyEvent.VK_R);
        }
        assertThat(edt(() -> picker().rotation())).isEqualTo(move.rotation());
        press(KeyEvent.VK_ENTER);
        assertThat(edt(() -> picker().laid())).as("Enter lays the tile at the cursor")
                .isEqualTo(new kudde.engine.moves.TileMove(move.at(), move.rotation()));
        assertThat(window.textBox("exerciseHow").text()).contains("With the keys: the arrows choose the figure");

        // The arrows choose the figure (no figure first), Enter plays it.
        if (move.place() != null) {
            int n = edt(() -> picker().figureChoices().size());
            for (int i = 0; i <= n && !sameFigure(edt(() -> picker().keyedChoice()), move.place()); i++) {
                press(KeyEvent.VK_RIGHT);
            }
            assertThat(sameFigure(edt(() -> picker().keyedChoice()), move.place())).as("the figure chosen").isTrue();
        }
        press(KeyEvent.VK_ENTER);
        if (move.flock() != null) {
            // Grow or guide: the menu asks, its first choice armed; the arrows and Enter answer it.
            String wanted = "picker.flock." + move.flock().word();
            waitUntil("the menu asks grow or guide", () -> armed() != null);
            for (int i = 0; i < 4 && !wanted.equals(armed()); i++) {
                press(KeyEvent.VK_DOWN);
            }
            assertThat(armed()).isEqualTo(wanted);
            press(KeyEvent.VK_ENTER);
        }
        waitUntil("the verdict shows", () -> showing("exerciseVerdict"));
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
    }

    private static boolean sameFigure(FigureMove chosen, Turn.Placement wanted) {
        return chosen != null && chosen.placement().equals(wanted);
    }

    /** The name of the menu item armed now, or null while no menu is open. */
    private String armed() {
        return edt(() -> {
            MenuElement[] path = MenuSelectionManager.defaultManager().getSelectedPath();
            return path.length > 0 && path[path.length - 1] instanceof JMenuItem item ? item.getName() : null;
        });
    }
}

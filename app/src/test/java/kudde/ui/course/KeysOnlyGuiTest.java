package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.play.Quiz;
import kudde.lesson.LessonQuestion;
import kudde.ui.board.TurnPicker;
import kudde.ui.GuiTest;
import kudde.ui.KeyStrokesTest;
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
class KeysOnlyGuiTest extends KeyStrokesTest {
    private static final String QUESTION = "dragon/02-the-dragon-eats-a-shepherd.json";
    private static final String FIGURE = "exercises/01-put-out-your-shepherd.json";
    private static final String GROW = "exercises/02-grow-the-flock.json";
    private static final String WHO_SCORES = "base/06-the-majority-takes-all.json";
    private static final String HOW_MANY = "editions/02-a-closed-field-is-guided.json";

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

    private TurnPicker picker() {
        return edt(() -> main.tutor().tutor().exercisePicker());
    }

    /** Right steps the lesson, wherever the focus is, until the lesson waits for the answer to its first question. */
    private LessonQuestion stepToTheQuestion() {
        int start = edt(() -> main.tutor().tutor().timeline().index());
        for (int i = 0; i < 20 && !showing("quiz"); i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).as("Right stepped on").isGreaterThan(start);
        assertThat(showing("quiz")).as("the question shows").isTrue();
        return docLesson().quiz().get(0);
    }

    /** The engine's answer to the question the lesson waits on. */
    private Object rightAnswer(LessonQuestion asked) {
        return edt(() -> Quiz.answer(main.tutor().tutor().timeline().resolution(), asked.question()));
    }

    /** The verdict after the answer was checked: right, in the learner's words. */
    private void requireRight() {
        waitUntil("the verdict says right", () -> edt(() -> main.tutor().tutor().quiz().correct() == 1));
        assertThat(window.textBox("verdict").text()).startsWith("Right");
    }

    @Test
    void aLessonItsQuestionAndExercisesWithKeyStrokesOnly() {
        openFromCourse(QUESTION);
        LessonQuestion asked = stepToTheQuestion();
        boolean returns = (Boolean) rightAnswer(asked);
        String answer = returns ? "answerYes" : "answerNo";
        tabTo("the answer " + answer, c -> c != null && answer.equals(c.getName()));
        press(KeyEvent.VK_SPACE);
        tabTo("the check button", c -> c != null && "check".equals(c.getName()));
        press(KeyEvent.VK_SPACE);
        requireRight();
        // Then on to the end of the lesson, by key.
        for (int i = 0; i < 20 && !edt(() -> main.tutor().tutor().timeline().atEnd()); i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(edt(() -> main.tutor().tutor().timeline().atEnd())).as("the lesson's last step").isTrue();

        solveByKeys(FIGURE, true);
        solveByKeys(GROW, false);
    }

    /**
     * "Who scores?": a check box a player, ticked with Space on the way there by Tab; after the last
     * player's box, Tab goes straight on to Check.
     */
    @Test
    void whoScoresAnsweredByKeys() {
        openFromCourse(WHO_SCORES);
        LessonQuestion asked = stepToTheQuestion();
        java.util.Collection<?> scorers = (java.util.Collection<?>) rightAnswer(asked);
        java.util.List<String> ids = scenario().players().stream().map(p -> p.id()).toList();
        assertThat(scorers).as("the question has scorers to tick").isNotEmpty();
        assertThat(ids.size()).as("and a player not to tick").isGreaterThan(scorers.size());
        for (String id : ids) {
            tabTo("answer." + id);
            if (scorers.contains(id)) {
                press(KeyEvent.VK_SPACE);
            }
            assertThat(window.checkBox("answer." + id).target().isSelected()).as(id + " ticked").isEqualTo(scorers.contains(id));
        }
        press(KeyEvent.VK_TAB);
        assertThat(name(focused())).as("Tab after the last player's box").isEqualTo(name(window.button("check").target()));
        press(KeyEvent.VK_SPACE);
        requireRight();
    }

    /** "How many points?": Tab to the field, the number typed, Enter checks it. */
    @Test
    void howManyPointsAnsweredByKeys() {
        openFromCourse(HOW_MANY);
        LessonQuestion asked = stepToTheQuestion();
        int points = (Integer) rightAnswer(asked);
        tabTo("answerPoints");
        for (char digit : Integer.toString(points).toCharArray()) {
            press(KeyEvent.VK_0 + (digit - '0'));
        }
        assertThat(window.textBox("answerPoints").text()).isEqualTo(Integer.toString(points));
        press(KeyEvent.VK_ENTER);
        requireRight();
        assertThat(window.textBox("verdict").text()).contains(" scores " + points + " point");
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
        requireBoardFocusFrame();

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
}

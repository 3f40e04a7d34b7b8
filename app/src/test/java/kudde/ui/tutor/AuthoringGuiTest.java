package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import kudde.engine.model.Pos;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import kudde.ui.GuiTest;
import kudde.ui.Settings;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.core.MouseButton;
import org.junit.jupiter.api.Test;

/**
 * Lesson authoring is a state the user chooses (docs/authoring.md). A learner who opens a
 * lesson sees the author's comment and drawings but none of the author's tools, and Ctrl with the
 * mouse on the board edits nothing; View ▸ Lesson authoring (Ctrl+Shift+A) brings the tools and the
 * same gesture draws; File ▸ New turns it on; the choice is kept in the settings.
 */
@GuiTest
class AuthoringGuiTest extends LessonWindowTest {
    private static final Mark ARROW = Mark.arrow(new Pos(0, 0), new Pos(2, 0), Colour.GREEN);

    private Point cell(double x, double y) {
        return edt(() -> main.boardView().toScreen(x, y));
    }

    @SuppressWarnings("deprecation")
    private void ctrlDrag(Point from, Point to) {
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.robot().pressModifiers(InputEvent.CTRL_MASK);
        window.robot().pressMouse(main.boardView(), from, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(main.boardView(), new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        window.robot().moveMouse(main.boardView(), to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().releaseModifiers(InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
    }

    /** Whether the component of that name is on the screen now (found hidden too). */
    private boolean showing(String name) {
        return edt(() -> window.robot().finder().findByName(main, name, false).isShowing());
    }

    private List<StepDrawing> drawings() {
        return docLesson().drawings();
    }

    @Test
    void aLearnerSeesTheAuthorsNotesButNoToolsAndCtrlOnTheBoardChangesNothing() {
        assertThat(authoringTicked()).isFalse();
        // S9: the lesson's own comment and drawing show to the learner.
        at(1);
        assertThat(showing("comment")).isTrue();
        assertThat(edt(() -> main.boardView().marks())).hasSize(3);
        assertThat(showing("comment.edit")).as("the comment button").isFalse();
        assertThat(showing("drawing.colour")).as("the colour list").isFalse();
        assertThat(showing("drawing.hint")).as("the drawing hint").isFalse();

        at(0);
        List<StepDrawing> before = drawings();
        assertThat(showing("comment.edit")).isFalse();
        ctrlDrag(cell(0.5, 0.5), cell(2.5, 0.5));
        ctrlDrag(cell(1.5, 0.5), cell(1.5, 0.5));
        // Key 2 would choose red for an author; a learner's board keeps its colour.
        boardKeyPress(KeyEvent.VK_2);
        assertThat(drawings()).isEqualTo(before);
        assertThat(edt(() -> main.document().dirty())).as("the lesson is not edited").isFalse();
        // (A Ctrl+click is a plain click for a learner: it may show the step about the tile, with its own marks.)
        assertThat(edt(() -> main.boardView().marks())).doesNotContain(ARROW, Mark.ring(new Pos(1, 0), Colour.GREEN));
        assertThat(edt(() -> mode().tutor().drawingColour())).isEqualTo(Colour.GREEN);
        assertThat(showing("comment.problem")).isFalse();

        // The author ticks View ▸ Lesson authoring: the tools are there, and the same gesture draws.
        at(0);
        authoringOn();
        assertThat(edt(() -> main.statusBar().message())).isEqualTo("Lesson authoring is on: a step's comment under"
                + " its explanation, drawings on the board with Ctrl and the mouse");
        assertThat(showing("comment.edit")).isTrue();
        assertThat(showing("drawing.colour")).isTrue();
        assertThat(showing("drawing.hint")).isTrue();
        assertThat(edt(settings::authoring)).isTrue();
        ctrlDrag(cell(0.5, 0.5), cell(2.5, 0.5));
        assertThat(edt(() -> main.boardView().marks())).containsExactly(ARROW);
        assertThat(edt(() -> main.document().dirty())).isTrue();
        assertThat(drawings()).hasSize(before.size() + 1);

        // Ctrl+Shift+A turns it off again: the tools go, the author's arrow stays on the board.
        ctrlShiftA();
        assertThat(authoringTicked()).isFalse();
        assertThat(edt(() -> main.statusBar().message())).startsWith("Lesson authoring is off");
        assertThat(showing("comment.edit")).isFalse();
        assertThat(showing("drawing.colour")).isFalse();
        assertThat(edt(() -> main.boardView().marks())).containsExactly(ARROW);
        List<StepDrawing> drawn = drawings();
        ctrlDrag(cell(0.5, 0.5), cell(2.5, 0.5));
        assertThat(drawings()).as("the arrow is not taken away").isEqualTo(drawn);
        assertThat(edt(settings::authoring)).isFalse();
    }

    @Test
    void theQuizTabShowsTheQuestionsAndAnswersOnlyToAnAuthor() {
        window.tabbedPane("dock.bottom").selectTab("Quiz");
        assertThat(showing("quiz.list")).as("the questions and their answers").isFalse();
        assertThat(showing("quiz.add")).isFalse();
        assertThat(showing("quiz.authoringOff")).isTrue();
        assertThat(edt(() -> ((javax.swing.JTextArea) window.robot().finder().findByName(main, "quiz.authoringOff", false))
                .getText())).contains("View ▸ Lesson authoring (Ctrl+Shift+A)");
        authoringOn();
        assertThat(showing("quiz.list")).isTrue();
        assertThat(window.list("quiz.list").contents()).hasSize(docLesson().quiz().size()).allMatch(r -> r.contains("→"));
        ctrlShiftA();
        assertThat(showing("quiz.list")).isFalse();
        assertThat(showing("quiz.authoringOff")).isTrue();
    }

    @Test
    void anOpenCommentFormClosesWhenAuthoringGoesOff() {
        authoringOn();
        at(0);
        window.button("comment.edit").click();
        window.textBox("comment.en").enterText("Half a comment");
        ctrlShiftA();
        assertThat(showing("comment.en")).isFalse();
        assertThat(showing("comment.save")).isFalse();
        assertThat(edt(() -> main.document().dirty())).isFalse();
    }

    @Test
    void fileNewTurnsAuthoringOnAndTheChoiceIsRemembered() {
        window.menuItem("menu.file.new").click();
        assertThat(authoringTicked()).isTrue();
        assertThat(edt(() -> main.statusBar().message())).isEqualTo("New empty board; lesson authoring is on (View ▸ Lesson authoring)");
        // Kept in the settings file: the next window starts with it.
        assertThat(new Settings(home.resolve("settings.properties")).authoring()).isTrue();
        window.menuItem("menu.view.authoring").click();
        assertThat(new Settings(home.resolve("settings.properties")).authoring()).isFalse();
        // A second new board says it was off and is on again.
        window.menuItem("menu.file.new").click();
        assertThat(authoringTicked()).isTrue();
    }

    @SuppressWarnings("deprecation")
    private void ctrlShiftA() {
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_A).modifiers(InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK));
    }

    private void boardKeyPress(int code) {
        window.panel("board").pressAndReleaseKey(KeyPressInfo.keyCode(code));
    }
}

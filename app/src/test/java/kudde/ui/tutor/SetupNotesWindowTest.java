package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.InputEvent;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Colour;
import kudde.engine.model.FigureName;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.tutor.Timeline;
import kudde.ui.GuiTest;
import org.assertj.swing.core.MouseButton;
import org.junit.jupiter.api.Test;

/**
 * The set-up's comment and drawing in the real window: fields/01 says, before its first
 * step, how the road keeps the two fields apart and rings both shepherds; the author changes the
 * comment and draws there as at a step, each one undoable edit, kept apart from the first step's notes.
 */
@GuiTest
class SetupNotesWindowTest extends LessonWindowTest {
    private String shownComment() {
        return edt(() -> {
            Paragraph p = (Paragraph) window.robot().finder().findByName(main, "comment", false);
            return p.isShowing() ? p.getText() : "";
        });
    }

    private StepComment setupComment() {
        return docLesson().comments().stream().filter(c -> c.step().setup()).findFirst().orElse(null);
    }

    private List<Mark> setupMarks() {
        return docLesson().drawings().stream().filter(d -> d.step().setup()).findFirst().map(StepDrawing::marks)
                .orElse(List.of());
    }

    @Test
    void theSetUpShowsItsCommentAndRingsAndTheAuthorWritesAndDrawsThere() {
        window.resizeTo(new java.awt.Dimension(1280, 800));
        at(Timeline.START);
        assertThat(shownComment()).startsWith("Before anything is played: the road runs from west to east")
                .endsWith("Two fields, two flocks.");
        assertThat(edt(() -> main.boardView().marks())).containsExactly(
                Mark.ring(new Pos(0, 0), new FigureName(FigureKind.SHEPHERD, "red", "field:ENE"), Colour.RED),
                Mark.ring(new Pos(1, 0), new FigureName(FigureKind.SHEPHERD, "blue", "field:ESE"), Colour.BLUE));
        // A learner sees the comment but no tools.
        assertThat(edt(() -> window.robot().finder().findByName(main, "comment.edit", false).isShowing())).isFalse();

        authoringOn();
        at(Timeline.START);
        int comments = docLesson().comments().size();
        window.button("comment.edit").click();
        window.textBox("comment.en").deleteText().enterText("Two fields here.");
        // The Dutch area holds the long set-up comment, taller than the dock shows: AssertJ Swing cannot
        // scroll its start into view to select it, so the text is replaced as a paste would.
        javax.swing.JTextArea nl = (javax.swing.JTextArea) window.textBox("comment.nl").target();
        edt(() -> {
            nl.setText("Hier twee weiden.");
            return null;
        });
        javax.swing.JButton save = window.button("comment.save").target();
        edt(() -> {
            save.scrollRectToVisible(new java.awt.Rectangle(0, 0, save.getWidth(), save.getHeight()));
            return null;
        });
        window.button("comment.save").click();
        assertThat(docLesson().comments()).hasSize(comments);
        assertThat(setupComment().text()).containsEntry("en", "Two fields here.").containsEntry("nl", "Hier twee weiden.");
        assertThat(shownComment()).isEqualTo("Two fields here.");
        assertThat(edt(() -> mode().tutor().timeline().index())).isEqualTo(Timeline.START);

        // Ctrl+Shift+click draws a square on the set-up, not on the first step.
        List<Mark> before = setupMarks();
        Point east = edt(() -> main.boardView().toScreen(1.85, 0.15));
        ctrlShiftClick(east);
        assertThat(setupMarks()).hasSize(before.size() + 1).contains(Mark.square(new Pos(1, 0), Colour.GREEN));
        assertThat(docLesson().drawings().stream().filter(d -> d.step().equals(new StepRef(0,
                kudde.engine.rules.RuleId.B1))).toList()).isEmpty();
        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(setupMarks()).isEqualTo(before);
        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(setupComment().text().get("en")).startsWith("Before anything is played");
        assertThat(shownComment()).startsWith("Before anything is played");
    }

    @SuppressWarnings("deprecation")
    private void ctrlShiftClick(Point p) {
        int mods = InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK;  // AssertJ Swing needs the old masks
        window.robot().pressModifiers(mods);
        window.robot().pressMouse(main.boardView(), p, MouseButton.LEFT_BUTTON);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().releaseModifiers(mods);
        window.robot().waitForIdle();
    }
}

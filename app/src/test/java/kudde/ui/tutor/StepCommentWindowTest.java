package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import kudde.engine.model.StepRef;
import kudde.engine.rules.RuleId;
import kudde.ui.GuiTest;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * A step's comment in the real window: shown under the engine's explanation in the
 * window's language, wrapped in the dock at 1280 × 800, and written by the author at the tutor's
 * step in both languages as one undoable edit.
 */
@GuiTest
class StepCommentWindowTest extends LessonWindowTest {
    /** The author's tools are on (docs/authoring.md); AuthoringGuiTest has the learner's window. */
    @org.junit.jupiter.api.BeforeEach
    void author() {
        authoringOn();
    }

    private static final String MERGE_EN = "Follow the road from the west";
    private static final String MERGE_NL = "Volg de weg vanaf het westen";

    private String shownComment() {
        return edt(() -> {
            Paragraph p = (Paragraph) window.robot().finder().findByName(main, "comment", false);
            return p.isShowing() ? p.getText() : "";
        });
    }

    private java.awt.Component box() {
        return window.robot().finder().findByName(main, "commentBox", false);
    }

    private java.awt.Component explanation() {
        return window.robot().finder().findByName(main, "explanation", false);
    }

    @Test
    void theLessonsCommentShowsUnderTheExplanationInTheWindowsLanguage() {
        window.resizeTo(new Dimension(1280, 800));
        at(1);  // S9: the two fields join
        assertThat(shownComment()).startsWith(MERGE_EN);
        assertThat(edt(() -> {
            java.awt.Component text = window.robot().finder().findByName(main, "stepText", false);
            java.awt.Component comment = window.robot().finder().findByName(main, "comment", false);
            return comment.getLocationOnScreen().y > text.getLocationOnScreen().y;
        })).as("the comment is under the explanation").isTrue();
        // Wrapped, not cut, in the tutor's dock: as wide as the explanation, and as high as its lines.
        assertThat(edt(() -> DockLayoutGuiTest.cuts(box(), "comment"))).isEmpty();
        assertThat(edt(() -> box().getWidth() <= explanation().getWidth()
                && window.robot().finder().findByName(main, "comment", false).getHeight() > 2 * 13)).isTrue();
        edt(() -> {
            main.language().set(Strings.DUTCH);
            return null;
        });
        settle();
        assertThat(shownComment()).startsWith(MERGE_NL);
        assertThat(edt(() -> DockLayoutGuiTest.cuts(box(), "comment"))).isEmpty();
        at(0);  // B1: no comment there
        assertThat(shownComment()).isEmpty();
    }

    @Test
    void theAuthorWritesACommentAtTheTutorsStepAsOneUndoableEdit() {
        at(0);
        int comments = docLesson().comments().size();
        window.button("comment.edit").click();
        window.textBox("comment.en").enterText("Look where the road ends.");
        window.button("comment.save").click();
        // One language only: not saved, and the author is told why.
        assertThat(docLesson().comments()).hasSize(comments);
        assertThat(edt(() -> ((Paragraph) window.robot().finder().findByName(main, "comment.problem", false)).getText()))
                .contains("Dutch");
        window.textBox("comment.nl").enterText("Kijk waar de weg ophoudt.");
        window.button("comment.save").click();
        assertThat(docLesson().comments()).hasSize(comments + 1)
                .anySatisfy(c -> {
                    assertThat(c.step()).isEqualTo(new StepRef(0, RuleId.B1));
                    assertThat(c.text()).containsEntry("en", "Look where the road ends.")
                            .containsEntry("nl", "Kijk waar de weg ophoudt.");
                });
        assertThat(edt(() -> main.document().dirty())).isTrue();
        // The tutor stays at the step the author wrote about, and shows the new comment there.
        assertThat(edt(() -> mode().tutor().timeline().index())).isZero();
        assertThat(shownComment()).isEqualTo("Look where the road ends.");
        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(docLesson().comments()).hasSize(comments);
        assertThat(shownComment()).isEmpty();
        assertThat(edt(() -> main.document().dirty())).isFalse();
    }
}

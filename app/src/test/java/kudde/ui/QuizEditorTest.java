package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import kudde.engine.model.Question;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.LessonQuestion;

/** A question is written in the window, both languages; the engine gives its answer. */
@GuiTest
class QuizEditorTest extends WindowTest {
    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson("fields/01-two-shepherds-one-field.json");
    }

    /** The questions are the author's: View ▸ Lesson authoring ticked, as an author does (docs/authoring.md). */
    @org.junit.jupiter.api.BeforeEach
    void author() {
        window.menuItem("menu.view.authoring").click();
    }

    /** Clicks a button of the form, scrolled into view first (the bottom dock is low). */
    private void click(String name) {
        javax.swing.JButton b = window.button(name).target();
        org.assertj.swing.edt.GuiActionRunner.execute(() -> b.scrollRectToVisible(
                new java.awt.Rectangle(0, 0, b.getWidth(), b.getHeight())));
        window.button(name).click();
    }

    @Test
    void aPointsQuestionAtTheGuideStepIsAnsweredByTheEngine() {
        int before = docLesson().quiz().size();
        window.tabbedPane("dock.bottom").selectTab("Quiz");
        // Step 9: Bram guides the flock home (turn 2, S7).
        window.comboBox("quiz.step").selectItem(8);
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step 9 (turn 2, S7): Bram guides");
        window.comboBox("quiz.kind").selectItem("how many points");
        window.comboBox("quiz.player").selectItem("blue");
        window.textBox("quiz.answer").requireText("The engine's answer: 8");
        window.textBox("quiz.en").enterText("How many points does Bram score?");
        window.textBox("quiz.nl").enterText("Hoeveel punten krijgt Bram?");
        click("quiz.add");

        assertThat(docLesson().quiz()).hasSize(before + 1).last().isEqualTo(new LessonQuestion(new Question(1, RuleId.S7,
                Question.Kind.POINTS, "blue"),
                Map.of("en", "How many points does Bram score?", "nl", "Hoeveel punten krijgt Bram?")));
        String[] rows = window.list("quiz.list").contents();
        assertThat(rows[rows.length - 1]).isEqualTo("Turn 2, S7 · how many points: How many points does Bram score? → 8");

        // Who scores there: both, as the engine says.
        window.comboBox("quiz.kind").selectItem("who scores");
        window.textBox("quiz.answer").requireText("The engine's answer: blue, red");
        window.list("quiz.list").selectItem(before);
        window.list("quiz.list").requireSelection(before);
        window.comboBox("quiz.kind").requireSelection("how many points");
        click("quiz.remove");
        assertThat(docLesson().quiz()).hasSize(before);
        ctrl(java.awt.event.KeyEvent.VK_Z);
        assertThat(docLesson().quiz()).hasSize(before + 1);
    }
    private int tutorStep() {
        return edt(() -> main.tutor().tutor().timeline().index());
    }

    @Test
    void aQuestionGoesAtTheTutorsStepAndSelectingOneShowsItsStep() {
        int before = docLesson().quiz().size();
        // The teacher walks the tutor to step 9 (Bram guides, turn 2, S7), quiz mode off.
        window.tabbedPane("dock.right").selectTab("Tutor");
        window.checkBox("quizMode").uncheck();
        window.list("steps").clickItem(9);
        assertThat(tutorStep()).isEqualTo(8);
        window.tabbedPane("dock.bottom").selectTab("Quiz");
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step 9 (turn 2, S7): Bram guides");
        window.textBox("quiz.en").enterText("Who scores for the flock?");
        window.textBox("quiz.nl").enterText("Wie krijgt punten voor de kudde?");
        window.comboBox("quiz.kind").selectItem("who scores");
        click("quiz.add");
        assertThat(docLesson().quiz()).hasSize(before + 1).last().isEqualTo(new LessonQuestion(new Question(1, RuleId.S7,
                Question.Kind.SCORERS, null),
                Map.of("en", "Who scores for the flock?", "nl", "Wie krijgt punten voor de kudde?")));
        // The edit kept the tutor at its step; a step further there, the form follows.
        assertThat(tutorStep()).isEqualTo(8);
        window.tabbedPane("dock.right").selectTab("Tutor");
        window.list("steps").clickItem(3);
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step 3 (turn 1, ");

        // Selecting a question shows its step in the tutor: Anna's grow-or-guide question, turn 1, S6.
        window.tabbedPane("dock.right").selectTab("Inspector");
        window.list("quiz.list").selectItem(0);
        int expected = edt(() -> kudde.engine.play.Quiz.stepOf(main.tutor().tutor().timeline().resolution(),
                docLesson().quiz().get(0).question()));
        assertThat(expected).isPositive();
        assertThat(tutorStep()).isEqualTo(expected);
        assertThat(edt(() -> main.tutor().tutor().timeline().step().rule())).isEqualTo(RuleId.S6);
        assertThat(edt(() -> main.tutor().tutor().isShowing())).isTrue();
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step " + (expected + 1) + " (turn 1, S6)");
        // And the step chosen in the form is the tutor's too.
        window.comboBox("quiz.step").selectItem(8);
        assertThat(tutorStep()).isEqualTo(8);
    }

    /**
     * A grow-or-guide question is answered at the tending choice of its turn (S5): the form says so and
     * adds none on a turn without one (Bram's tile enlarges Anna's field, turn 1 of shepherds/06), and
     * adds it on Anna's own turn, where she grows.
     */
    @Test
    void aGrowOrGuideQuestionOnATurnWithoutATendingChoiceIsRefusedWithTheReason() {
        edt(() -> {
            main.files().openLesson("shepherds/06-only-my-own-tile-tends.json");
            return null;
        });
        settle();
        int before = docLesson().quiz().size();
        window.tabbedPane("dock.bottom").selectTab("Quiz");
        // Step 2: turn 1, S4: Bram's tile enlarges Anna's field, but only the player who places the tile tends.
        window.comboBox("quiz.step").selectItem(1);
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step 2 (turn 1, S4): Bram's tile enlarges");
        window.comboBox("quiz.kind").selectItem("grow or guide");
        window.textBox("quiz.answer").requireText("no grow-or-guide question here: this turn has no tending choice"
                + " (choose a step of a turn in which the player grows or guides)");
        window.textBox("quiz.en").enterText("Grow or guide?");
        window.textBox("quiz.nl").enterText("Uitbreiden of naar de stal?");
        click("quiz.add");
        assertThat(docLesson().quiz()).hasSize(before);

        // Anna's own turn (turn 2): she must tend, so the question is added, with the engine's answer.
        window.comboBox("quiz.step").selectItem(4);
        assertThat(window.comboBox("quiz.step").selectedItem()).startsWith("Step 5 (turn 2, S4): The tile enlarged");
        window.comboBox("quiz.kind").selectItem("grow or guide");
        assertThat(window.textBox("quiz.answer").text()).startsWith("The engine's answer: ");
        click("quiz.add");
        assertThat(docLesson().quiz()).hasSize(before + 1).last().isEqualTo(new LessonQuestion(new Question(1, RuleId.S4,
                Question.Kind.GROW_OR_GUIDE, null), Map.of("en", "Grow or guide?", "nl", "Uitbreiden of naar de stal?")));
    }
}

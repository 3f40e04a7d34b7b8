package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/** Continuing a lesson: back at the position left, the questions before it settled, those after it still open. */
class ResumeTest {

    @Test
    void theTimelineGoesBackToThePositionLeftPastTheQuestionsBeforeIt() throws Exception {
        // A bundled lesson that asks before two different steps.
        Resolution r = null;
        kudde.lesson.Lesson l = null;
        for (java.nio.file.Path f : Scenarios.files()) {
            kudde.lesson.Lesson y = ScenarioReader.read(f);
            Resolution x = Resolver.resolve(y.game());
            if (new QuizFlow(x, y.quiz()).steps().size() >= 2 && y.exercises().isEmpty()) {
                r = x;
                l = y;
                break;
            }
        }
        assertThat(r).as("a lesson with questions before two steps").isNotNull();
        QuizFlow quiz = new QuizFlow(r, l.quiz());
        ExercisePlan plan = new ExercisePlan(r, l.exercises());
        Timeline t = new Timeline(r);
        t.setGate(step -> quiz.mayEnter(step) && plan.mayEnter(step));
        List<Integer> asked = quiz.steps();
        assertThat(asked).as("the lesson asks before two steps").hasSizeGreaterThanOrEqualTo(2);
        int first = asked.get(0);
        // Without settling, the gate holds the timeline before the first question.
        t.end();
        assertThat(t.waitingAt()).isEqualTo(first);
        t.home();

        int reached = Resume.to(t, quiz, plan, first);
        assertThat(reached).isEqualTo(first);
        assertThat(t.index()).isEqualTo(first);
        assertThat(t.waitingAt()).isEqualTo(-1);
        assertThat(quiz.pendingAt(first)).as("the question before the step left is settled").isNull();
        assertThat(asked.get(1)).isGreaterThan(first);
        assertThat(quiz.pendingAt(asked.get(1))).as("a question after the place stays open").isNotNull();
        t.end();
        assertThat(t.waitingAt()).as("the gate holds before it").isEqualTo(asked.get(1));
        assertThat(quiz.answered()).isPositive().isLessThan(quiz.size());
        // Nobody answered the questions passed on the way: none of them counts as right.
        assertThat(quiz.correct()).as("questions settled by continuing count as right").isZero();
    }

    @Test
    void theSetUpAndAPlaceBeyondTheEndAreKeptInBounds() throws Exception {
        kudde.lesson.Lesson l = ScenarioReader.read(Scenarios.directory().resolve("shepherds/04-guide-the-flock.json"));
        Resolution r = Resolver.resolve(l.game());
        QuizFlow quiz = new QuizFlow(r, l.quiz());
        Timeline t = new Timeline(r);
        t.setGate(quiz::mayEnter);
        assertThat(Resume.to(t, quiz, new ExercisePlan(r, l.exercises()), Timeline.START)).isEqualTo(Timeline.START);
        assertThat(quiz.answered()).isZero();
        // A place from an older version of the lesson, with more steps than it has now: its last step.
        assertThat(Resume.to(t, quiz, new ExercisePlan(r, l.exercises()), 999)).isEqualTo(t.size() - 1);
        assertThat(quiz.finished()).isTrue();
    }
}

package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/**
 * Questions that give nothing away: a grow-or-guide question is asked before any step
 * of its turn that tells what the draw is or would be — "this draw is certainly a wolf" (S11) — and
 * before the grow or guide itself; shepherds/10 once asked it right after the certain wolf.
 */
class QuestionsBeforeTheirAnswerTest {
    /** Steps that give a grow-or-guide answer away. */
    private static final Set<String> TELLING = Set.of("bag-certain", "flock-grow",
            "flock-wolf", "flock-guide", "flock-guide-empty", "flock-left");

    @Test
    void aGrowOrGuideQuestionComesBeforeTheStepsThatAnswerIt() throws Exception {
        List<String> wrong = new ArrayList<>();
        int asked = 0;
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            Resolution r = Resolver.resolve(s.game());
            for (LessonQuestion q : s.quiz()) {
                if (q.kind() != Question.Kind.GROW_OR_GUIDE) {
                    continue;
                }
                int at = Quiz.stepOf(r, q.question());
                assertThat(at).as("%s: the question's step", f.getFileName()).isNotNegative();
                asked++;
                for (int i = 0; i < at; i++) {
                    Step st = r.steps().get(i);
                    if (st.turn() == q.turn() && TELLING.contains(st.event())) {
                        wrong.add(Scenarios.directory().relativize(f) + ": turn " + q.turn() + " asks after " + st.event());
                    }
                }
            }
        }
        assertThat(asked).isGreaterThanOrEqualTo(4);
        assertThat(wrong).isEmpty();
    }
}

package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Question;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;

class QuizFlowTest {
    private final Question points = Positions.guidePoints();
    private final Question scorers = Positions.guideScorers();
    private final Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow(List.of(points, scorers))));
    private final QuizFlow quiz = new QuizFlow(t.resolution());

    @Test
    void theQuestionsWaitBeforeTheGuideStep() {
        assertThat(quiz.steps()).containsExactly(6);
        assertThat(quiz.size()).isEqualTo(2);
        t.setGate(quiz::mayEnter);
        t.end();
        assertThat(t.index()).isEqualTo(5);
        assertThat(t.waitingAt()).isEqualTo(6);
        assertThat(quiz.pendingAt(6)).isEqualTo(points);
    }

    @Test
    void aWrongAnswerIsMarkedWithTheEnginesAnswer() {
        QuizFlow.Verdict v = quiz.answer(points, 4);
        assertThat(v.correct()).isFalse();
        assertThat(v.right()).isEqualTo(8);
        assertThat(quiz.pendingAt(6)).isEqualTo(scorers);
    }

    @Test
    void everyAnswerOpensTheStep() {
        t.setGate(quiz::mayEnter);
        t.end();
        assertThat(quiz.answer(points, 8).correct()).isTrue();
        assertThat(t.forward()).isFalse();
        assertThat(quiz.answer(scorers, List.of("blue", "red")).correct()).isTrue();
        assertThat(t.forward()).isTrue();
        assertThat(t.step().rule()).isEqualTo(RuleId.S7);
        assertThat(quiz.correct()).isEqualTo(2);
    }

    @Test
    void aQuestionNamingNoStepIsSetAside() {
        Question none = new Question(0, RuleId.B4, Question.Kind.SCORERS, null, Map.of("en", "?"));
        QuizFlow q = new QuizFlow(Resolver.resolve(Positions.twoShepherdsOneMeadow(List.of(none))));
        assertThat(q.isEmpty()).isTrue();
        assertThat(q.unplaced()).containsExactly(none);
    }
}

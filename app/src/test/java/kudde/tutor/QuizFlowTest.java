package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Question;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.LessonQuestion;

class QuizFlowTest {
    private final LessonQuestion points = Positions.guidePoints();
    private final LessonQuestion scorers = Positions.guideScorers();
    private final Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
    private final QuizFlow quiz = new QuizFlow(t.resolution(), List.of(points, scorers));

    @Test
    void theQuestionsWaitBeforeTheGuideStep() {
        assertThat(quiz.steps()).containsExactly(8);
        assertThat(quiz.size()).isEqualTo(2);
        t.setGate(quiz::mayEnter);
        t.end();
        assertThat(t.index()).isEqualTo(7);
        assertThat(t.waitingAt()).isEqualTo(8);
        assertThat(quiz.pendingAt(8)).isEqualTo(points);
    }

    @Test
    void aWrongAnswerGetsAHintAndASecondTryWithoutTheAnswer() {
        QuizFlow.Verdict v = quiz.answer(points, 4);
        assertThat(v.correct()).isFalse();
        assertThat(v.retry()).isTrue();
        assertThat(v.right()).as("the answer waits for the second try").isNull();
        assertThat(quiz.pendingAt(8)).isEqualTo(points);
        QuizFlow.Hint hint = quiz.hint(points);
        assertThat(hint.rule()).isEqualTo(RuleId.S7);
        assertThat(hint.look()).isEqualTo(QuizFlow.Look.FLOCK);
        // The hint lights the field of the guide step, not its figures or numbers.
        assertThat(hint.where().features()).isEqualTo(t.steps().get(8).highlight().features()).isNotEmpty();
        assertThat(hint.where().figures()).isEmpty();
        QuizFlow.Verdict second = quiz.answer(points, 5);
        assertThat(second.settled()).isTrue();
        assertThat(second.right()).isEqualTo(8);
        assertThat(quiz.pendingAt(8)).isEqualTo(scorers);
        assertThat(quiz.verdict(points)).isEqualTo(second);
        assertThat(quiz.verdict(scorers)).as("the next question starts unanswered").isNull();
    }

    @Test
    void aRightSecondTryCounts() {
        quiz.answer(points, 4);
        assertThat(quiz.answer(points, 8).correct()).isTrue();
        assertThat(quiz.correct()).isEqualTo(1);
        assertThat(quiz.answered()).isEqualTo(1);
        assertThat(quiz.finished()).isFalse();
        quiz.answer(scorers, List.of("red", "blue"));
        assertThat(quiz.finished()).isTrue();
    }

    @Test
    void stepsBehindAnOpenQuestionKeepTheirText() {
        assertThat(quiz.hides(7)).isFalse();
        assertThat(quiz.hides(8)).isTrue();
        quiz.answer(points, 8);
        quiz.answer(scorers, List.of("red", "blue"));
        assertThat(quiz.hides(8)).isFalse();
    }

    @Test
    void theOddsWaitForAGrowOrGuideQuestionOfTheSameTurn() {
        LessonQuestion which = new LessonQuestion(new Question(0, RuleId.S6, Question.Kind.GROW_OR_GUIDE, null), Map.of("en", "?"));
        // Ten tiles to draw: the rest of the game is known, so the question has an answer.
        Timeline tl = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(10)));
        QuizFlow q = new QuizFlow(tl.resolution(), List.of(which));
        int tend = StageTest.stepWith(tl, "tend");
        // Asked at the choice: after "Anna must tend" and the step saying Bram's shepherd in the same
        // field does not tend (S4), before the grow.
        assertThat(StageTest.stepWith(tl, "no-tending")).isEqualTo(tend + 1);
        assertThat(q.stepOf(which)).isEqualTo(tend + 2);
        assertThat(q.oddsWait(tend)).isTrue();
        q.answer(which, kudde.engine.model.Turn.Flock.GROW);
        q.answer(which, kudde.engine.model.Turn.Flock.GUIDE);
        assertThat(q.oddsWait(tend)).isFalse();
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
        LessonQuestion none = new LessonQuestion(new Question(0, RuleId.B4, Question.Kind.SCORERS, null), Map.of("en", "?"));
        QuizFlow q = new QuizFlow(Resolver.resolve(Positions.twoShepherdsOneMeadow()), List.of(none));
        assertThat(q.isEmpty()).isTrue();
        assertThat(q.unplaced()).containsExactly(none);
    }
}

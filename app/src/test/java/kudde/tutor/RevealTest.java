package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Question;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.LessonQuestion;

/** What may show while a question is open: steps not reached, the odds' answers, the lesson's outcome. */
class RevealTest {
    private final LessonQuestion points = Positions.guidePoints();
    private final LessonQuestion scorers = Positions.guideScorers();

    private Timeline gated(QuizFlow quiz, Timeline t) {
        t.setGate(quiz::mayEnter);
        return t;
    }

    @Test
    void anOpenQuestionHoldsBackItsStepTheStepsAfterAndTheOutcome() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        QuizFlow quiz = new QuizFlow(t.resolution(), List.of(points, scorers));
        gated(quiz, t).end();
        Reveal r = Reveal.of(t, quiz, true);
        assertThat(r.asking()).isTrue();
        assertThat(r.step(7)).isTrue();
        assertThat(r.step(8)).as("the guide step the questions wait before").isFalse();
        assertThat(r.odds()).isFalse();
        assertThat(r.outcome()).isFalse();
        // The first question settled, the second still open: the step stays back.
        quiz.answer(points, 8);
        assertThat(Reveal.of(t, quiz, true).step(8)).isFalse();
        assertThat(Reveal.of(t, quiz, true).outcome()).isFalse();
        quiz.answer(scorers, List.of("red", "blue"));
        Reveal done = Reveal.of(t, quiz, true);
        assertThat(done.asking()).isFalse();
        assertThat(done.step(8)).isTrue();
        assertThat(done.outcome()).isTrue();
        // With quiz mode off everything shows, answered or not.
        QuizFlow fresh = new QuizFlow(t.resolution(), List.of(points, scorers));
        assertThat(Reveal.of(t, fresh, false).step(8)).isTrue();
        assertThat(Reveal.of(t, fresh, false).outcome()).isTrue();
        assertThat(Reveal.of(t, fresh, true).outcome()).isFalse();
    }

    @Test
    void theOddsWaitForAnyOpenQuestionAndForAGrowOrGuideQuestionOfTheTurn() {
        LessonQuestion which = new LessonQuestion(new Question(0, RuleId.S6, Question.Kind.GROW_OR_GUIDE, null), Map.of("en", "Grow or guide?"));
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow().withTilesLeft(10)));
        QuizFlow quiz = new QuizFlow(t.resolution(), List.of(which));
        gated(quiz, t);
        int tend = kudde.engine.play.Quiz.tendingStep(t.resolution(), 0);
        t.select(tend);
        assertThat(t.index()).isEqualTo(tend);
        // At the tending choice the question is still to come in the same turn: the verdict waits.
        assertThat(Reveal.of(t, quiz, true).odds()).isFalse();
        t.end();
        assertThat(Reveal.of(t, quiz, true).asking()).isTrue();
        assertThat(Reveal.of(t, quiz, true).odds()).isFalse();
        quiz.answer(which, kudde.engine.play.Quiz.answer(t.resolution(), which.question()));
        t.select(tend);
        assertThat(Reveal.of(t, quiz, true).odds()).isTrue();
        assertThat(Reveal.of(t, quiz, false).odds()).isTrue();
    }

    @Test
    void withoutAQuizEverythingShows() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        Reveal r = Reveal.of(t, new QuizFlow(t.resolution(), List.of()), true);
        assertThat(r).isSameAs(Reveal.ALL);
        assertThat(r.asking()).isFalse();
        assertThat(r.step(8)).isTrue();
        assertThat(r.odds()).isTrue();
        assertThat(r.outcome()).isTrue();
    }
}

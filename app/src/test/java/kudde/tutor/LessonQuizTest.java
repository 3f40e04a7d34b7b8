package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/** The lessons' quiz questions: each one waits before a step of its lesson and the engine can answer it. */
class LessonQuizTest {

    @Test
    void everyQuestionOfEveryLessonFitsAStepAndIsAskedInBothLanguages() throws Exception {
        List<String> problems = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            Resolution r = Resolver.resolve(s.game());
            for (LessonQuestion q : new QuizFlow(r, s.quiz()).unplaced()) {
                problems.add(f.getFileName() + ": " + q + " fits no step");
            }
            for (LessonQuestion q : s.quiz()) {
                if (!q.ask().containsKey("en") || !q.ask().containsKey("nl")) {
                    problems.add(f.getFileName() + ": " + q + " is not asked in both languages");
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void atLeastTwelveLessonsAskQuestions() throws Exception {
        int withQuiz = 0;
        for (Path f : Scenarios.files()) {
            withQuiz += ScenarioReader.read(f).quiz().isEmpty() ? 0 : 1;
        }
        assertThat(withQuiz).isGreaterThanOrEqualTo(12);
    }

    @Test
    void theStartLessonAsksWhoScoresTheSharedFlock() throws Exception {
        Path lesson = Scenarios.directory().resolve("fields/01-two-shepherds-one-field.json");
        Lesson s = ScenarioReader.read(lesson);
        Resolution r = Resolver.resolve(s.game());
        Question scorers = s.quiz().stream().filter(q -> q.kind() == Question.Kind.SCORERS).findFirst().orElseThrow().question();
        assertThat(Quiz.check(r, scorers, List.of("red", "blue"))).isTrue();
        assertThat(Quiz.check(r, scorers, List.of("blue"))).isFalse();
    }
}

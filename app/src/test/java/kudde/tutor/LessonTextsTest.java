package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.play.Resolver;
import org.junit.jupiter.api.Test;

/** The tutor opens a lesson with its goal and shows its takeaway only once the last step is reached. */
class LessonTextsTest {

    private static Lesson withTexts(Scenario s, Map<String, String> description, Map<String, String> goal,
                                    Map<String, String> takeaway) {
        return Lesson.of(s).withDescription(description).withGoal(goal).withTakeaway(takeaway);
    }

    @Test
    void theGoalOpensTheLessonAndTheTakeawayClosesIt() {
        Lesson s = withTexts(Positions.twoShepherdsOneMeadow(), Map.of("en", "old"),
                Map.of("en", "Watch the two flocks.", "nl", "Let op de twee kuddes."),
                Map.of("en", "Both shepherds scored the whole flock.", "nl", "Beide herders kregen de hele kudde."));
        Timeline t = new Timeline(Resolver.resolve(s.game()));
        assertThat(t.size()).isGreaterThan(2);
        assertThat(Timeline.opening(s)).containsEntry("en", "Watch the two flocks.").containsEntry("nl", "Let op de twee kuddes.");
        assertThat(t.closing(s)).as("at the start").isEmpty();
        t.forward();
        assertThat(t.closing(s)).as("after the first step").isEmpty();
        t.select(t.size() - 2);
        assertThat(t.closing(s)).as("one step before the end").isEmpty();
        t.end();
        assertThat(t.closing(s)).containsEntry("en", "Both shepherds scored the whole flock.");
        t.back();
        assertThat(t.closing(s)).as("stepping back from the end").isEmpty();
    }

    @Test
    void aFileWithoutAGoalOpensWithItsDescription() {
        Lesson s = withTexts(Positions.twoShepherdsOneMeadow(), Map.of("en", "The old description."), Map.of(), Map.of());
        Timeline t = new Timeline(Resolver.resolve(s.game()));
        assertThat(Timeline.opening(s)).containsEntry("en", "The old description.");
        t.end();
        assertThat(t.closing(s)).isEmpty();
    }
}

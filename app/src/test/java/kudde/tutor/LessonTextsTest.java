package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolver;
import org.junit.jupiter.api.Test;

/** The tutor opens a lesson with its goal and shows its takeaway only once the last step is reached. */
class LessonTextsTest {

    private static Scenario withTexts(Scenario s, Map<String, String> description, Map<String, String> goal,
                                      Map<String, String> takeaway) {
        return s.withDescription(description).withGoal(goal).withTakeaway(takeaway);
    }

    @Test
    void theGoalOpensTheLessonAndTheTakeawayClosesIt() {
        Scenario s = withTexts(Positions.twoShepherdsOneMeadow(), Map.of("en", "old"),
                Map.of("en", "Watch the two flocks.", "nl", "Let op de twee kuddes."),
                Map.of("en", "Both shepherds scored the whole flock.", "nl", "Beide herders kregen de hele kudde."));
        Timeline t = new Timeline(Resolver.resolve(s));
        assertThat(t.size()).isGreaterThan(2);
        assertThat(t.opening()).containsEntry("en", "Watch the two flocks.").containsEntry("nl", "Let op de twee kuddes.");
        assertThat(t.closing()).as("at the start").isEmpty();
        t.forward();
        assertThat(t.closing()).as("after the first step").isEmpty();
        t.select(t.size() - 2);
        assertThat(t.closing()).as("one step before the end").isEmpty();
        t.end();
        assertThat(t.closing()).containsEntry("en", "Both shepherds scored the whole flock.");
        t.back();
        assertThat(t.closing()).as("stepping back from the end").isEmpty();
    }

    @Test
    void aFileWithoutAGoalOpensWithItsDescription() {
        Scenario s = withTexts(Positions.twoShepherdsOneMeadow(), Map.of("en", "The old description."), Map.of(), Map.of());
        Timeline t = new Timeline(Resolver.resolve(s));
        assertThat(t.opening()).containsEntry("en", "The old description.");
        t.end();
        assertThat(t.closing()).isEmpty();
    }
}

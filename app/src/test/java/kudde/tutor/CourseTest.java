package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/** The course as the learner chooses from it: topics, their lessons, the practice beside them, titles and counts. */
class CourseTest {
    private static Course bundled() {
        return Course.read(LessonCatalogue.ofDirectory(Scenarios.directory()).all().stream()
                .map(LessonCatalogue.Lesson::name).toList(), n -> ScenarioReader.read(Scenarios.directory().resolve(n)));
    }

    @Test
    void eachTopicHasItsLessonsAndBesideThemTheExercisesAndRefusedMovesThatPractiseThem() {
        Course c = bundled();
        assertThat(c.all()).hasSize(Scenarios.files().size());
        Course.Topic base = c.topics().get(0);
        assertThat(base.key()).isEqualTo("base");
        assertThat(base.lessons()).allMatch(e -> e.kind() == Course.Kind.LESSON).isNotEmpty();
        assertThat(base.practice()).extracting(Course.Entry::name).containsExactly(
                "refused/07-a-tile-that-does-not-fit.json", "refused/03-an-occupied-road.json",
                "exercises/09-share-the-city.json");
        assertThat(base.practice()).extracting(Course.Entry::kind).containsExactly(
                Course.Kind.REFUSED, Course.Kind.REFUSED, Course.Kind.EXERCISE);
        // Every practice file sits beside a topic of lessons; none is left at the end of the course.
        assertThat(c.topics()).extracting(Course.Topic::key).doesNotContain("refused", "exercises");
        assertThat(c.all()).allMatch(Course.Entry::readable);
    }

    @Test
    void titlesComeInTheLearnersLanguageAndCountsFromTheFile() {
        Course c = bundled();
        Course.Entry grow = c.entry("shepherds/03-grow-the-flock.json");
        assertThat(grow.title(java.util.Locale.ENGLISH)).isEqualTo("Grow the flock");
        assertThat(grow.title(java.util.Locale.forLanguageTag("nl"))).isNotEqualTo("Grow the flock").isNotBlank();
        Course.Entry guide = c.entry("shepherds/04-guide-the-flock.json");
        assertThat(guide.questions()).isEqualTo(2);
        Course.Entry ex = c.entry("exercises/09-share-the-city.json");
        assertThat(ex.exercises()).isEqualTo(1);
        Progress p = Progress.inMemory();
        assertThat(ex.solved(p)).isZero();
        p.markExercise(ex.name(), 0, Progress.Outcome.SOLVED);
        assertThat(ex.solved(p)).isEqualTo(1);
        p.markDone("shepherds/03-grow-the-flock.json");
        assertThat(c.done(c.topics().get(1), p)).isEqualTo(1);
    }

    @Test
    void aFileThatCannotBeReadIsListedWithTheReasonAndItsNameInWords() {
        Course c = Course.read(List.of("base/01-turn.json", "base/02-broken-file.json"), n -> {
            if (n.contains("broken")) {
                throw new IllegalArgumentException("line 3: a comma is missing");
            }
            return ScenarioReader.read(Scenarios.directory().resolve("base/01-turn-the-tile-to-fit.json"));
        });
        Course.Entry broken = c.entry("base/02-broken-file.json");
        assertThat(broken.readable()).isFalse();
        assertThat(broken.error()).isEqualTo("line 3: a comma is missing");
        assertThat(broken.title(java.util.Locale.ENGLISH)).isEqualTo("broken file");
        assertThat(c.entry("base/01-turn.json").title(java.util.Locale.forLanguageTag("nl"))).isEqualTo(c.entry("base/01-turn.json").title().get("nl"));
    }
}

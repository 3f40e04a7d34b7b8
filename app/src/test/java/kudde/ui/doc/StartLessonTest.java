package kudde.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.scenario.Scenarios;
import kudde.tutor.LessonCatalogue;
import org.junit.jupiter.api.Test;

/**
 * The window opens the first lesson of the path, which starts with the base game: a learner who has
 * never played Carcassonne meets roads, cities, monasteries and fields before the shepherds.
 */
class StartLessonTest {

    @Test
    void theStartLessonIsTheFirstLessonOfThePath() {
        LessonCatalogue bundled = LessonCatalogue.of(Lessons.list());
        assertThat(bundled.all()).isNotEmpty();
        assertThat(bundled.all().get(0).name()).isEqualTo(Lessons.FIRST).startsWith("base/");
        LessonCatalogue repository = LessonCatalogue.ofDirectory(Scenarios.directory());
        assertThat(repository.all().get(0).name()).isEqualTo(Lessons.FIRST);
    }
}

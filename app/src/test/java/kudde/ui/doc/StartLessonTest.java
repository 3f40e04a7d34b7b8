package kudde.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.scenario.Scenarios;
import kudde.tutor.LessonCatalogue;
import org.junit.jupiter.api.Test;

/**
 * The window opens the expansion's first lesson, the first of the path's shepherds section, and the
 * menu lists the lessons in the path's order. The path itself starts with the base game, where the lesson browser's "Next on the path" leads a newcomer; the window's start lesson
 * stays the shepherds' (it is read ahead at start-up, docs/performance.md).
 */
class StartLessonTest {

    @Test
    void theStartLessonIsTheFirstLessonOfTheShepherdsOnThePath() {
        LessonCatalogue bundled = LessonCatalogue.of(Lessons.list());
        assertThat(bundled.lessons("shepherds")).isNotEmpty();
        assertThat(bundled.lessons("shepherds").get(0).name()).isEqualTo(Lessons.FIRST);
        LessonCatalogue repository = LessonCatalogue.ofDirectory(Scenarios.directory());
        assertThat(repository.lessons("shepherds").get(0).name()).isEqualTo(Lessons.FIRST);
        assertThat(repository.all().get(0).name()).startsWith("base/01-");
    }
}

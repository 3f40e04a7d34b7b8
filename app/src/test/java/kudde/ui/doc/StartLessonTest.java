package kudde.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.scenario.Scenarios;
import kudde.tutor.LessonCatalogue;
import org.junit.jupiter.api.Test;

/** The window opens the lesson the beginner's path starts with, and the menu lists the lessons in that path. */
class StartLessonTest {

    @Test
    void theStartLessonIsTheFirstLessonOfThePath() {
        LessonCatalogue bundled = LessonCatalogue.of(Lessons.list());
        assertThat(bundled.all()).isNotEmpty();
        assertThat(bundled.all().get(0).name()).isEqualTo(Lessons.FIRST);
        assertThat(LessonCatalogue.ofDirectory(Scenarios.directory()).all().get(0).name()).isEqualTo(Lessons.FIRST);
    }
}

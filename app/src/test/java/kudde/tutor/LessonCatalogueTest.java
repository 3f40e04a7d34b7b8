package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

class LessonCatalogueTest {
    @Test
    void lessonsAreGroupedByTopicInTeachingOrder() {
        LessonCatalogue c = LessonCatalogue.of(List.of("wolves/01-a-wolf-at-once.json", "base/02-b.json",
                "meadows/01-two-shepherds-one-meadow.json", "base/01-a.json", "extra/01-x.json", "loose.json",
                "a/b/c.json"));
        assertThat(c.topics()).containsExactly("base", "meadows", "wolves", "extra");
        assertThat(c.lessons("base")).extracting(LessonCatalogue.Lesson::name).containsExactly("base/01-a.json", "base/02-b.json");
        assertThat(c.lessons("meadows").get(0).slug()).isEqualTo("two shepherds one meadow");
        assertThat(c.size()).isEqualTo(5);
    }

    @Test
    void theRepositoryLessonsCoverEveryTopic() {
        LessonCatalogue c = LessonCatalogue.ofDirectory(Scenarios.directory());
        assertThat(c.topics()).containsExactlyElementsOf(LessonCatalogue.TOPICS);
        assertThat(c.size()).isEqualTo(Scenarios.files().size());
    }
}

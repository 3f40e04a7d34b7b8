package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

class LessonCatalogueTest {
    @Test
    void lessonsAreGroupedByTopicInTeachingOrder() {
        LessonCatalogue c = LessonCatalogue.of(List.of("hills/01-a-tile-hidden-under-the-hill.json", "base/02-b.json",
                "fields/01-two-shepherds-one-field.json", "base/01-a.json", "extra/01-x.json", "loose.json",
                "a/b/c.json", "shepherds/02-a-wolf-at-once.json", "shepherds/01-place-a-shepherd.json"));
        assertThat(c.topics()).containsExactly("shepherds", "fields", "base", "hills", "extra");
        assertThat(c.lessons("base")).extracting(LessonCatalogue.Lesson::name).containsExactly("base/01-a.json", "base/02-b.json");
        assertThat(c.lessons("fields").get(0).slug()).isEqualTo("two shepherds one field");
        assertThat(c.all().get(0).name()).isEqualTo("shepherds/01-place-a-shepherd.json");
        assertThat(c.size()).isEqualTo(7);
    }

    @Test
    void theRepositoryLessonsCoverEveryTopic() {
        LessonCatalogue c = LessonCatalogue.ofDirectory(Scenarios.directory());
        assertThat(c.topics()).containsExactlyElementsOf(LessonCatalogue.TOPICS);
        assertThat(c.size()).isEqualTo(Scenarios.files().size());
    }
}

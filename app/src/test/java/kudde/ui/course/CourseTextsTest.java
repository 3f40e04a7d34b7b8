package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import kudde.tutor.LessonCatalogue;
import kudde.ui.kit.Words;
import org.junit.jupiter.api.Test;

/** The course screen's words: the same keys in both languages, a name for every topic, and plurals by pattern. */
class CourseTextsTest {
    private static Properties load(String lang) throws IOException {
        Properties p = new Properties();
        try (InputStream in = CourseTextsTest.class.getResourceAsStream("/kudde/ui/course/course_" + lang + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void bothLanguagesHaveTheSameKeysAndEveryTopicAName() throws IOException {
        assertThat(load("nl").keySet()).isEqualTo(load("en").keySet());
        for (String topic : LessonCatalogue.TOPICS) {
            assertThat(load("en")).containsKey("course.topic." + topic);
        }
    }

    @Test
    void countsAndPlacesReadAsSentences() {
        Words en = Words.of("kudde.ui.course.course", Words.ENGLISH);
        Words nl = Words.of("kudde.ui.course.course", Words.DUTCH);
        assertThat(en.format("course.done", 3, 5)).isEqualTo("3 of 5 done");
        assertThat(nl.format("course.done", 3, 5)).isEqualTo("3 van 5 gedaan");
        assertThat(en.format("course.kind.lesson", 1)).isEqualTo("A lesson with 1 question");
        assertThat(en.format("course.kind.lesson", 2)).isEqualTo("A lesson with 2 questions");
        assertThat(nl.format("course.kind.lesson", 2)).isEqualTo("Een les met 2 vragen");
        assertThat(en.format("course.solved.lessonExercises", 1, 3)).isEqualTo("1 of 3 exercises solved");
        assertThat(en.format("course.solved.lesson", 0, 1)).isEqualTo("its exercise not solved yet");
        assertThat(en.format("course.solved.exercise", 0, 1)).isEqualTo("not solved yet");
        assertThat(nl.format("course.solved.exercise", 1, 1)).isEqualTo("opgelost");
        assertThat(en.format("course.continueAt", "Grow the flock", 0, 0, 7))
                .isEqualTo("Where you left off: Grow the flock, at the set-up");
        assertThat(en.format("course.continueAt", "Grow the flock", 2, 4, 7))
                .isEqualTo("Where you left off: Grow the flock, at step 4 of 7");
        assertThat(nl.format("course.continueAt", "De kudde uitbreiden", 2, 4, 7))
                .isEqualTo("Hier was je gebleven: De kudde uitbreiden, bij stap 4 van 7");
        assertThat(nl.format("course.continueAt", "De kudde uitbreiden", 0, 0, 7)).endsWith("bij de beginopstelling");
    }
}

package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.ui.kit.Words;
import org.junit.jupiter.api.Test;

/**
 * A lesson's row in the lessons' list, with its exercises: one exercise is solved or not, several
 * are counted. It said "no exercise solved of 1" and "1 exercise solved of 1".
 */
class LessonRowTextsTest {

    @Test
    void aLessonsExercisesReadAsASentenceInEitherLanguage() {
        Words en = Words.of("kudde.ui.tutor.tutor", Words.ENGLISH);
        Words nl = Words.of("kudde.ui.tutor.tutor", Words.DUTCH);
        assertThat(en.format("lessons.exercise", "Exercise: share Bram's city", 0))
                .isEqualTo("Exercise: share Bram's city · its exercise not solved yet");
        assertThat(en.format("lessons.exercise", "Exercise: share Bram's city", 1))
                .isEqualTo("Exercise: share Bram's city · its exercise solved");
        assertThat(en.format("lessons.exercises", "Grow or guide", 1, 3)).isEqualTo("Grow or guide · 1 of 3 exercises solved");
        assertThat(nl.format("lessons.exercise", "Oefening: deel Brams stad", 0))
                .isEqualTo("Oefening: deel Brams stad · de oefening nog niet opgelost");
        assertThat(nl.format("lessons.exercise", "Oefening: deel Brams stad", 1))
                .isEqualTo("Oefening: deel Brams stad · de oefening opgelost");
        assertThat(nl.format("lessons.exercises", "Groeien of leiden", 0, 2)).isEqualTo("Groeien of leiden · 0 van 2 oefeningen opgelost");
    }
}

package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A text without arguments reads the same as one with: its apostrophe is one, not two. */
class WordsTest {
    @Test
    void aHintWithoutArgumentsShowsOneApostrophe() {
        Words tutor = Words.of("kudde.ui.tutor.tutor", Words.ENGLISH);
        // Before every value was a pattern, get() showed this hint as "Count each player''s followers".
        assertThat(tutor.get("quiz.look.MAJORITY")).startsWith("Count each player's followers").doesNotContain("''");
    }

    @Test
    void aButtonAndAFileFilterKeepTheirApostrophe() {
        assertThat(Words.of("kudde.ui.ui", Words.ENGLISH).get("button.discard")).isEqualTo("Don't save");
        assertThat(Words.of("kudde.ui.ui", Words.DUTCH).get("filter.json")).isEqualTo("Kudde-scenario's (*.json)");
    }

    @Test
    void aMissingKeyShowsAsItself() {
        assertThat(Words.of("kudde.ui.ui", Words.ENGLISH).get("no.such.key")).isEqualTo("no.such.key");
    }
}

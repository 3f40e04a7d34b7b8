package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;

class TutorTextsTest {
    private static Properties load(String lang) throws IOException {
        Properties p = new Properties();
        try (InputStream in = TutorTextsTest.class.getResourceAsStream("/kudde/ui/tutor/tutor_" + lang + ".properties")) {
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void bothLanguagesHaveTheSameKeys() throws IOException {
        assertThat(load("nl").keySet()).isEqualTo(load("en").keySet());
    }

    @Test
    void dutchUsesTheWordsOfTheSourceText() {
        TutorTexts nl = TutorTexts.of(Texts.DUTCH);
        assertThat(nl.get("scores.shepherd")).isEqualTo("Herder");
        assertThat(nl.get("scores.followers")).isEqualTo("Horigen");
        assertThat(nl.get("odds.title")).contains("Uitbreiden");
        assertThat(nl.format("odds.bagCounts", 1, 2, 3, 4, 2, 12)).contains("fiches");
        assertThat(nl.get("odds.bag")).startsWith("De buidel");
    }

    @Test
    void aMachineInAnotherLanguageStillGetsEnglish() {
        assertThat(TutorTexts.of(java.util.Locale.GERMAN).get("scores.score")).isEqualTo("Score");
    }
}

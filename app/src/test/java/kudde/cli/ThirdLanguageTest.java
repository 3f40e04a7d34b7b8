package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/**
 * A lesson may speak a language Kudde has no window bundle for yet: its texts are a map from
 * language tag to text, so a German teacher's {@code "de"} texts are read, kept and written back;
 * a key that is no language tag is an error naming its place.
 */
class ThirdLanguageTest {
    @TempDir
    Path dir;

    /** The dragon lesson with German beside English and Dutch in its title, goal, takeaway and set-up comment. */
    private Path german() throws IOException {
        Path lesson = Scenarios.directory().resolve("dragon/01-the-dragon-eats-followers.json");
        String text = Files.readString(lesson, StandardCharsets.UTF_8);
        String de = text.replaceFirst("\"title\": \\{\"en\":", "\"title\": {\"de\": \"Der Drache frisst Gefolgsleute\", \"en\":")
                .replaceFirst("\"goal\": \\{", "\"goal\": {\"de\": \"Sieh, wohin der Drache fliegt.\", ")
                .replaceFirst("\"takeaway\": \\{", "\"takeaway\": {\"de\": \"Der Drache frisst, wo er landet.\", ")
                .replaceFirst("\"text\": \\{\"en\":", "\"text\": {\"de\": \"So fliegt der Drache.\", \"en\":");
        assertThat(de).as("the lesson has each of the four texts").contains("Der Drache frisst Gefolgsleute",
                "Sieh, wohin", "frisst, wo", "So fliegt");
        Path f = dir.resolve("de.json");
        Files.writeString(f, de, StandardCharsets.UTF_8);
        return f;
    }

    @Test
    void validateAcceptsAThirdLanguagesLessonTexts() throws IOException {
        Path f = german();
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.err()).isEmpty();
        assertThat(v.out()).isEqualTo("OK " + f + "\n");
        assertThat(v.code()).isZero();
    }

    @Test
    void theGermanTextsAreKeptAndWrittenAfterTheSourceLanguage() throws Exception {
        Lesson s = ScenarioReader.read(german());
        assertThat(s.title()).containsEntry("de", "Der Drache frisst Gefolgsleute").containsKeys("en", "nl");
        assertThat(s.comments().get(0).text()).containsEntry("de", "So fliegt der Drache.");
        String written = ScenarioWriter.write(s);
        assertThat(written).contains("\"title\": {\"en\": ").contains("\"de\": \"Der Drache frisst Gefolgsleute\"");
        assertThat(ScenarioReader.read(written.getBytes(StandardCharsets.UTF_8))).isEqualTo(s);
    }

    @Test
    void aKeyThatIsNoLanguageTagIsAnErrorWithItsPlace() throws IOException {
        Path f = dir.resolve("bad.json");
        String text = Files.readString(german(), StandardCharsets.UTF_8).replace("\"de\": \"Der Drache frisst Gefolgsleute\"",
                "\"German\": \"Der Drache frisst Gefolgsleute\"");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).isEqualTo(f + ": title.German: \"German\" is not a language tag (like \"en\", \"nl\" or \"pt-BR\")\n");
    }

    @Test
    void aCommentWithoutTheSourceLanguageIsRefused() throws IOException {
        Path f = dir.resolve("no-en.json");
        String text = Files.readString(german(), StandardCharsets.UTF_8).replaceFirst(
                "\"text\": \\{\"de\": \"So fliegt der Drache.\", \"en\": \"[^\"]*\",", "\"text\": {\"de\": \"So fliegt der Drache.\",");
        Files.writeString(f, text, StandardCharsets.UTF_8);
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).isEqualTo(f + ": comments[0].text: a comment needs its text in English, which every other"
                + " language falls back to: \"en\" is missing\n");
    }
}

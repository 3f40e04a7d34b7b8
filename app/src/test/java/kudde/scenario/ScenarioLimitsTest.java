package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.errors;
import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import kudde.engine.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/** The reader's limits: each one a located error, never an OutOfMemoryError or StackOverflowError. */
class ScenarioLimitsTest {

    @Test
    void aFileLargerThan16MiB(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.json");
        byte[] bytes = new byte[ScenarioReader.MAX_BYTES + 1];
        java.util.Arrays.fill(bytes, (byte) ' ');
        Files.write(big, bytes);
        try {
            ScenarioReader.read(big);
            throw new AssertionError("read a file over the limit");
        } catch (ScenarioException e) {
            assertThat(e.errors()).containsExactly(
                    new ScenarioError("", "the file is larger than 16 MiB, the most a scenario file may be"));
        }
        assertThat(errors(new String(bytes, StandardCharsets.US_ASCII)).get(0).text()).startsWith("the file is larger");
    }

    @Test
    void aFileOfAlmost16MiBIsRead() throws Exception {
        String title = "x".repeat(ScenarioReader.MAX_BYTES - 200);
        Lesson s = ScenarioReader.read(file("'title': {'en': '" + title + "'},").getBytes(StandardCharsets.UTF_8));
        assertThat(s.title().get("en")).hasSize(title.length());
    }

    @Test
    void nestingDeeperThan64Levels() {
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        ScenarioError e = only(file("'hints': " + deep + ","));
        assertThat(e.text()).isEqualTo("not valid JSON: nested more than 64 levels deep");
        assertThat(e.path()).startsWith("line 1 column ");
        // Within the limit, deep nesting is only what it is: an unknown field.
        assertThat(only(file("'hints': " + "[".repeat(60) + "]".repeat(60) + ",")).path()).isEqualTo("hints");
    }

    @Test
    void listsOfMoreThan100000Entries() {
        String draws = String.join(", ", java.util.Collections.nCopies(ScenarioReader.MAX_ITEMS + 1, "1"));
        assertThat(only(file("'bag': {'draws': [" + draws + "]},")))
                .isEqualTo(new ScenarioError("bag.draws", "more than 100,000 entries"));
    }

    @Test
    void aBoardOf100000TilesIsRead() throws Exception {
        StringBuilder board = new StringBuilder();
        for (int x = 0; x < ScenarioReader.MAX_ITEMS; x++) {
            board.append(x == 0 ? "" : ", ").append("{'tile': 'base/U', 'at': [").append(x).append(", 0]}");
        }
        Scenario s = ScenarioReader.read(file("'board': [" + board + "],")).game();
        assertThat(s.board()).hasSize(ScenarioReader.MAX_ITEMS);
    }

    @Test
    void readingStopsAfter50Errors() {
        StringBuilder fields = new StringBuilder();
        for (int i = 0; i < 10_000; i++) {
            fields.append("'k").append(i).append("': 1, ");
        }
        List<ScenarioError> e = errors(file(fields.toString()));
        assertThat(e).hasSize(ScenarioReader.MAX_ERRORS + 1);
        assertThat(e.get(0).path()).isEqualTo("k0");
        assertThat(e.get(ScenarioReader.MAX_ERRORS)).isEqualTo(new ScenarioError("", "stopped after 50 errors"));
    }

    @Test
    void positionProblemsAreCappedToo() {
        StringBuilder figures = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            figures.append(i == 0 ? "" : ", ").append("{'kind': 'fairy', 'at': [").append(i).append(", 5]}");
        }
        List<ScenarioError> e = errors(file("'figures': [" + figures + "],"));
        assertThat(e).hasSize(ScenarioReader.MAX_ERRORS + 1);
        assertThat(e.get(0)).isEqualTo(new ScenarioError("figures[0].at", "no tile lies at [0,5]"));
    }

    @Test
    void theLimitsInDutch() {
        try {
            ScenarioReader.parse(file("'hints': " + "[".repeat(70) + "]".repeat(70) + ","), Locale.forLanguageTag("nl"));
            throw new AssertionError("no error");
        } catch (ScenarioException e) {
            assertThat(e.errors().get(0).text()).isEqualTo("geen geldige JSON: meer dan 64 niveaus diep genest");
            assertThat(e.errors().get(0).path()).startsWith("regel 1 kolom ");
        }
    }
}

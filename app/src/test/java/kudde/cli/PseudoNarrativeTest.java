package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * Every bundled lesson's narrative in the pseudo-language en-XA ({@code resolve --lang en-XA}): it
 * is told whole, every argument filled and no doubled quote, line for line as in English, and no
 * line is the English one (a sentence glued in Java from English pieces would be).
 */
class PseudoNarrativeTest {
    private static final Pattern UNFILLED = Pattern.compile("\\{\\d");

    @Test
    void everyLessonTellsItsStoryInThePseudoLanguageWithEveryArgumentFilled() {
        List<Path> lessons = Scenarios.files();
        assertThat(lessons).isNotEmpty();
        List<String> faults = new ArrayList<>();
        for (Path lesson : lessons) {
            String name = Scenarios.directory().relativize(lesson).toString();
            CliTest.Run xa = CliTest.run("resolve", lesson.toString(), "--lang", "en-XA");
            CliTest.Run en = CliTest.run("resolve", lesson.toString(), "--lang", "en");
            assertThat(xa.err()).as("resolve %s --lang en-XA wrote errors", name).isEmpty();
            assertThat(xa.code()).as("resolve %s --lang en-XA", name).isZero();
            List<String> x = xa.outLines();
            List<String> e = en.outLines();
            if (x.size() != e.size()) {
                faults.add(name + ": " + x.size() + " lines, in English " + e.size());
                continue;
            }
            for (int i = 0; i < x.size(); i++) {
                String line = x.get(i);
                if (UNFILLED.matcher(line).find() || line.contains("''")) {
                    faults.add(name + ", line " + (i + 1) + ": an argument left unfilled or a doubled quote: " + line);
                }
                if (line.equals(e.get(i)) || line.indexOf('[') < 0) {
                    faults.add(name + ", line " + (i + 1) + ": not in the pseudo-language: " + line);
                }
            }
        }
        assertThat(faults).isEmpty();
    }
}

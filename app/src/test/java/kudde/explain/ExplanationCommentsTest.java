package kudde.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A translator reads each English bundle ({@code *_en.properties} under {@code src/main/resources})
 * line by line, without the code: every pattern that takes arguments has a comment line directly
 * above it saying where it appears and naming each of its arguments ({@code {0} player; {1} the tile
 * …}). A pattern without arguments (a tile's name, a menu item, a rule title) may share the comment
 * that heads its group, with only argument-less patterns between.
 */
class ExplanationCommentsTest {
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");
    private static final Path RESOURCES = Path.of("src/main/resources");

    /** Bundles whose comments are still being written; each leaves this list as it gets them. */
    private static final Set<String> NOT_YET = Set.of("kudde/scenario/errors_en.properties",
            "kudde/ui/ui_en.properties");

    static Stream<String> bundles() throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            return files.filter(f -> f.getFileName().toString().endsWith("_en.properties"))
                    .map(f -> RESOURCES.relativize(f).toString().replace('\\', '/')).sorted().toList().stream();
        }
    }

    @Test
    void everyEnglishBundleIsFound() throws IOException {
        assertThat(bundles().toList()).contains("kudde/explain/messages_en.properties", "kudde/ui/ui_en.properties",
                "kudde/ui/tutor/tutor_en.properties", "kudde/ui/course/course_en.properties",
                "kudde/scenario/errors_en.properties");
    }

    @ParameterizedTest
    @MethodSource("bundles")
    void everyPatternHasATranslatorsCommentNamingEachArgument(String bundle) throws IOException {
        // Shown as skipped, not passed, while its comments are being written.
        assumeFalse(NOT_YET.contains(bundle), bundle + ": comments not yet written");
        List<String> lines = Files.readString(RESOURCES.resolve(bundle), StandardCharsets.UTF_8).lines().toList();
        List<String> wrong = new ArrayList<>();
        int patterns = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!isPattern(line)) {
                continue;
            }
            patterns++;
            String key = line.substring(0, line.indexOf('='));
            TreeSet<String> args = arguments(valueOf(line));
            if (!args.isEmpty()) {
                String above = i > 0 ? lines.get(i - 1) : "";
                if (!above.startsWith("#")) {
                    wrong.add(key + ": no comment directly above it");
                    continue;
                }
                for (String a : args) {
                    if (!above.contains("{" + a + "}")) {
                        wrong.add(key + ": its comment does not say what {" + a + "} is");
                    }
                }
                continue;
            }
            int j = i - 1;
            while (j >= 0 && isPattern(lines.get(j)) && arguments(valueOf(lines.get(j))).isEmpty()) {
                j--;
            }
            if (j < 0 || !lines.get(j).startsWith("#")) {
                wrong.add(key + ": no comment above it or above its group");
            }
        }
        assertThat(patterns).as(bundle).isGreaterThan(20);
        assertThat(wrong).as(bundle + ": a translator's comment for each pattern").isEmpty();
    }

    private static boolean isPattern(String line) {
        return !line.isBlank() && !line.startsWith("#") && line.contains("=");
    }

    private static String valueOf(String line) {
        return line.substring(line.indexOf('=') + 1);
    }

    private static TreeSet<String> arguments(String value) {
        TreeSet<String> args = new TreeSet<>();
        Matcher m = ARGUMENT.matcher(value);
        while (m.find()) {
            args.add(m.group(1));
        }
        return args;
    }
}

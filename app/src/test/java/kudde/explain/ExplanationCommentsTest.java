package kudde.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A translator reads {@code kudde/explain/messages_en.properties} line by line, without the code:
 * every pattern that takes arguments has a comment line directly above it saying where it appears
 * and naming each of its arguments ({@code {0} player; {1} the tile …}). A pattern without arguments
 * (a tile's name, a compass point, a rule title) may share the comment that heads its group, with
 * only argument-less patterns between.
 */
class ExplanationCommentsTest {
    private static final Pattern ARGUMENT = Pattern.compile("\\{(\\d+)");

    @Test
    void everyPatternHasATranslatorsCommentNamingEachArgument() throws IOException {
        List<String> lines;
        try (InputStream in = ExplanationCommentsTest.class.getResourceAsStream("/kudde/explain/messages_en.properties")) {
            assertThat(in).isNotNull();
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        List<String> wrong = new ArrayList<>();
        int patterns = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!isPattern(line)) {
                continue;
            }
            patterns++;
            String key = line.substring(0, line.indexOf('='));
            TreeSet<String> args = arguments(line.substring(line.indexOf('=') + 1));
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
        assertThat(patterns).isGreaterThan(300);
        assertThat(wrong).as("messages_en.properties: a translator's comment for each pattern").isEmpty();
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

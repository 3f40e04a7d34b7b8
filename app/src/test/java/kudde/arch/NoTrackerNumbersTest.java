package kudde.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * Comments and documents say why, and cite rule ids from docs/rules.md: an issue number points
 * into a tracker the repository does not hold, so a newcomer cannot follow it. Reads the sources,
 * scripts and documents of the repository (commit messages may name issues; files may not).
 */
class NoTrackerNumbersTest {
    private static final Pattern ISSUE = Pattern.compile("(?i)\\bissues? ?#?[0-9]");

    @Test
    void noFileNamesAnIssueNumber() throws IOException {
        Path root = Scenarios.directory().getParent();
        List<String> found = new ArrayList<>();
        for (String top : List.of("app/src", "scripts", "docs", ".ci", "pom.xml", "app/pom.xml", "README.md",
                "CONTRIBUTING.md")) {
            Path p = root.resolve(top);
            if (!Files.exists(p)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(p)) {
                for (Path f : files.filter(Files::isRegularFile).filter(NoTrackerNumbersTest::text).toList()) {
                    List<String> lines;
                    try {
                        lines = Files.readAllLines(f, StandardCharsets.UTF_8);
                    } catch (MalformedInputException e) {
                        continue;
                    }
                    for (int i = 0; i < lines.size(); i++) {
                        if (ISSUE.matcher(lines.get(i)).find()) {
                            found.add(root.relativize(f) + ":" + (i + 1) + ": " + lines.get(i).strip());
                        }
                    }
                }
            }
        }
        assertThat(found).as("say why instead of naming a tracker's issue").isEmpty();
    }

    private static boolean text(Path f) {
        String n = f.getFileName().toString();
        return n.endsWith(".java") || n.endsWith(".md") || n.endsWith(".sh") || n.endsWith(".xml")
                || n.endsWith(".properties") || n.endsWith(".json") || n.endsWith(".txt") || n.equals("run");
    }
}

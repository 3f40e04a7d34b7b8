package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * Every sentence a learner reads, reviewed as a diff: the full narrative of every bundled lesson,
 * exactly as {@code resolve FILE --lang en|nl} prints it, is kept in
 * {@code app/src/test/resources/approval/<topic>/<lesson>.<lang>.txt}. Any difference fails, and
 * the failure says how to write the new text after reading it:
 * {@code mvn -B -ntp -q test -Dtest=NarrativeApprovalTest -Dkudde.approve=true}.
 */
class NarrativeApprovalTest {
    private static final List<String> LANGUAGES = List.of("en", "nl");
    private static final String REGENERATE =
            "mvn -B -ntp -q test -Dtest=NarrativeApprovalTest -Dkudde.approve=true";

    /** The approved texts, in the source tree (not target/), so that approving rewrites them. */
    private static Path approvalDirectory() {
        return Scenarios.directory().getParent().resolve("app/src/test/resources/approval");
    }

    @Test
    void everyLessonTellsItsStoryAsApprovedInBothLanguages() throws IOException {
        boolean approve = Boolean.getBoolean("kudde.approve");
        Path scenarios = Scenarios.directory();
        Path approved = approvalDirectory();
        List<String> differences = new ArrayList<>();
        TreeSet<Path> expectedFiles = new TreeSet<>();
        List<Path> lessons = Scenarios.files();
        assertThat(lessons).isNotEmpty();
        for (Path lesson : lessons) {
            String name = scenarios.relativize(lesson).toString().replace('\\', '/').replaceAll("\\.json$", "");
            for (String lang : LANGUAGES) {
                CliTest.Run r = CliTest.run("resolve", lesson.toString(), "--lang", lang);
                assertThat(r.err()).as("resolve %s --lang %s wrote errors", name, lang).isEmpty();
                assertThat(r.code()).as("resolve %s --lang %s", name, lang).isZero();
                Path file = approved.resolve(name + "." + lang + ".txt");
                expectedFiles.add(file);
                String before = Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : null;
                if (r.out().equals(before)) {
                    continue;
                }
                if (approve) {
                    Files.createDirectories(file.getParent());
                    Files.writeString(file, r.out(), StandardCharsets.UTF_8);
                    System.out.println("approved " + approved.relativize(file));
                } else {
                    differences.add(describe(approved.relativize(file).toString(), before, r.out()));
                }
            }
        }
        for (Path stale : approvedFiles(approved)) {
            if (!expectedFiles.contains(stale)) {
                if (approve) {
                    Files.delete(stale);
                    System.out.println("removed " + approved.relativize(stale));
                } else {
                    differences.add(approved.relativize(stale) + ": approved text of a lesson that no longer exists");
                }
            }
        }
        assertThat(differences)
                .as("%d lesson narratives differ from the approved text in %s.%nRead each new narrative whole, as a"
                        + " learner, then approve them with:%n  %s%nand commit the changed files.%n",
                        differences.size(), approved, REGENERATE)
                .isEmpty();
    }

    private static List<Path> approvedFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".txt") && Files.isRegularFile(p)).sorted().toList();
        }
    }

    /** The file and its first differing line, approved and now. */
    private static String describe(String file, String before, String now) {
        if (before == null) {
            return file + ": no approved text yet";
        }
        String[] a = before.split("\n", -1);
        String[] b = now.split("\n", -1);
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(nothing)";
            String y = i < b.length ? b[i] : "(nothing)";
            if (!x.equals(y)) {
                return file + ", line " + (i + 1) + ":\n    approved: " + x + "\n    now:      " + y;
            }
        }
        return file + ": differs";
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The start-up class list (kudde.ui.Warmup) the build carries names the window's classes, and only
 * classes this build has: the build drops a class renamed since the list was recorded
 * (kudde.ui.StartupClasses), so a rename fails no test; {@code scripts/startup-classes.sh} records
 * the list again when start-up changes.
 */
class WarmupTest {

    private static List<String> listed() throws IOException {
        try (InputStream in = Warmup.class.getResourceAsStream(Warmup.CLASS_LIST)) {
            assertThat(in).as(Warmup.CLASS_LIST).isNotNull();
            List<String> names = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    names.add(line.strip());
                }
            }
            return names;
        }
    }

    @Test
    void theBuildsListNamesTheWindowsClassesAndOnlyClassesItHas() throws IOException {
        List<String> missing = new ArrayList<>();
        List<String> names = listed();
        for (String name : names) {
            try {
                Class.forName(name, false, WarmupTest.class.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                missing.add(name);
            }
        }
        assertThat(names).as("the list names the window's classes").hasSizeGreaterThan(500)
                .contains("kudde.ui.MainWindow", "kudde.ui.tutor.TutorView", "kudde.ui.board.BoardView");
        assertThat(missing).as("dropped by the build (kudde.ui.StartupClasses)").isEmpty();
    }

    @Test
    void loadingTheListLoadsNearlyAllOfIt() throws IOException {
        int listed = listed().size();
        int loaded = Warmup.loadClasses();
        // A few JDK-internal names may differ between JDK builds; the list must still do its job.
        assertThat(loaded).isGreaterThan(listed * 95 / 100);
    }

    @Test
    void theIconsReadAheadAreTheIconFolder() throws Exception {
        java.net.URL folder = Warmup.class.getClassLoader().getResource("kudde/ui/icons");
        assertThat(folder).isNotNull();
        List<String> files = new ArrayList<>();
        try (java.util.stream.Stream<java.nio.file.Path> all = java.nio.file.Files.list(
                java.nio.file.Path.of(folder.toURI()))) {
            all.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".svg"))
                    .forEach(n -> files.add(n.substring(0, n.length() - ".svg".length())));
        }
        // An icon added to the folder but not to Icons.FILES is read on the event thread at the first paint.
        assertThat(Icons.FILES).containsExactlyInAnyOrderElementsOf(files);
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The start-up class list (kudde.ui.Warmup) is current: every class of ours and of our libraries
 * it names still exists. When this fails, a class was renamed or removed: run
 * {@code scripts/startup-classes.sh} to make the list again.
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
    void everyListedClassOfOursAndOurLibrariesExists() throws IOException {
        List<String> missing = new ArrayList<>();
        List<String> names = listed();
        for (String name : names) {
            // Anonymous classes ($1, $2) are numbered by the compiler and come and go with small
            // edits; a stale one is merely skipped at start-up. Named classes must be there.
            boolean anonymous = name.matches(".*\\$\\d+.*");
            if (!anonymous && (name.startsWith("kudde.") || name.startsWith("com.formdev.")
                    || name.startsWith("net.miginfocom.") || name.startsWith("com.github.weisj."))) {
                try {
                    Class.forName(name, false, WarmupTest.class.getClassLoader());
                } catch (ClassNotFoundException e) {
                    missing.add(name);
                }
            }
        }
        assertThat(names).as("the list names the window's classes").hasSizeGreaterThan(500)
                .contains("kudde.ui.MainWindow", "kudde.ui.tutor.TutorView", "kudde.ui.board.BoardView");
        assertThat(missing).as("gone since the list was made (run scripts/startup-classes.sh)").isEmpty();
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

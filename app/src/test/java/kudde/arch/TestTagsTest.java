package kudde.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.swing.annotation.GUITest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The fast loop (docs/testing.md, "The fast loop") leaves out the tests tagged {@code gui} and
 * {@code slow}: a GUI test without its tag would slip into it, and make it slow or need a window.
 * Reads the compiled tests with reflection (without initialising them): a second, where ArchUnit
 * took twenty resolving the class path.
 */
class TestTagsTest {
    @Test
    void everyGuiTestIsTaggedGui() throws Exception {
        Path root = Path.of(TestTagsTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> gui = new ArrayList<>();
        List<String> untagged = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                Class<?> c = Class.forName(name, false, TestTagsTest.class.getClassLoader());
                if (c.isAnnotationPresent(GUITest.class)) {
                    gui.add(name);
                    Tag[] tags = c.getAnnotationsByType(Tag.class);
                    if (Arrays.stream(tags).noneMatch(t -> t.value().equals("gui"))) {
                        untagged.add(name);
                    }
                }
            }
        }
        assertThat(gui).as("GUI tests read from %s", root).contains("kudde.ui.tutor.InternalErrorGuiTest");
        assertThat(untagged).as("@GUITest classes without @Tag(\"gui\")").isEmpty();
    }
}

package kudde;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Debian package's menu entry (app/src/dist/deb/kudde.desktop) names what the
 * running window and the package really have. {@code .ci/run} checks the same on a live window
 * (scripts/startup.sh, WMCLASS) and the installed package (scripts/package-lifecycle.sh).
 */
class DesktopEntryTest {
    private static final Path ENTRY = Path.of("src/dist/deb/kudde.desktop");

    private static Map<String, String> entry() throws IOException {
        Map<String, String> keys = new LinkedHashMap<>();
        for (String line : Files.readAllLines(ENTRY, StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            if (eq > 0 && !line.startsWith("#")) {
                keys.put(line.substring(0, eq), line.substring(eq + 1));
            }
        }
        return keys;
    }

    /**
     * X11's toolkit names every window's class (WM_CLASS) after the class whose main thread
     * starts it, dots made dashes: kudde.Main starts it (kudde.ui.App.start). A dock groups the
     * window with its menu entry and icon by this name, so renaming Main must change the entry too.
     */
    @Test
    void startupWmClassIsTheWindowsClass() throws IOException {
        assertThat(entry()).containsEntry("StartupWMClass", Main.class.getName().replace('.', '-'));
    }

    /** The launcher the package installs, the icon by its theme name (deb-finish.sh), and no window-less terminal. */
    @Test
    void entryStartsTheInstalledLauncher() throws IOException {
        Map<String, String> keys = entry();
        assertThat(keys).containsEntry("Exec", "/opt/kudde/bin/kudde %f")
                .containsEntry("Icon", "kudde")
                .containsEntry("Terminal", "false")
                .containsEntry("Type", "Application");
        assertThat(keys.get("Name")).isEqualTo("Kudde");
        // Dutch beside the English, as everywhere a learner reads.
        assertThat(keys).containsKeys("GenericName[nl]", "Comment[nl]");
    }
}

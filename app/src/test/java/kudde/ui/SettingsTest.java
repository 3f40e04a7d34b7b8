package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's settings file: what one run writes the next run reads, and a bad file means the defaults. */
class SettingsTest {
    @TempDir
    Path dir;

    @Test
    void whatOneRunWritesTheNextReads() {
        Path file = dir.resolve("sub/settings.properties");
        Settings first = new Settings(file);
        assertThat(first.theme()).isEqualTo("light");
        assertThat(first.bounds()).isNull();
        assertThat(file).doesNotExist(); // reading a fresh home writes nothing
        first.setTheme("dark");
        first.setLanguage("nl");
        first.setBounds(new Rectangle(10, 20, 800, 600));
        first.setMaximized(true);
        first.addRecent(dir.resolve("a.json"));
        first.addRecent(dir.resolve("b.json"));
        first.addRecent(dir.resolve("a.json"));
        first.setLastFolder(dir);
        assertThat(first.textSize()).isEqualTo(100);
        first.setTextSize(175);

        Settings next = new Settings(file);
        assertThat(next.theme()).isEqualTo("dark");
        assertThat(next.language()).isEqualTo("nl");
        assertThat(next.bounds()).isEqualTo(new Rectangle(10, 20, 800, 600));
        assertThat(next.maximized()).isTrue();
        assertThat(next.recent()).containsExactly(dir.resolve("a.json"), dir.resolve("b.json"));
        assertThat(next.lastFolder()).isEqualTo(dir.toAbsolutePath());
        assertThat(next.textSize()).isEqualTo(175);
        try (var files = Files.list(file.getParent())) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("settings.properties");
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theRecentListKeepsTheNewestEight() {
        Settings s = new Settings(dir.resolve("settings.properties"));
        for (int i = 0; i < 10; i++) {
            s.addRecent(dir.resolve(i + ".json"));
        }
        List<Path> recent = new Settings(dir.resolve("settings.properties")).recent();
        assertThat(recent).hasSize(Settings.RECENT_MAX).first().isEqualTo(dir.resolve("9.json"));
        assertThat(recent).last().isEqualTo(dir.resolve("2.json"));
    }

    @Test
    void aBrokenFileMeansTheDefaultsAndIsReplacedOnTheNextChange() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.write(file, new byte[] {'w', 'i', 'n', 'd', 'o', 'w', '.', 'w', '=', '\\', 'u', '1', '2'});
        Settings s = new Settings(file);
        assertThat(s.bounds()).isNull();
        assertThat(s.theme()).isEqualTo("light");
        s.setTheme("dark");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).contains("theme=dark");
        assertThat(new Settings(file).theme()).isEqualTo("dark");
    }

    @Test
    void aNumberThatIsNoNumberIsIgnored() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "window.x=1\nwindow.y=2\nwindow.w=wide\nwindow.h=300\n");
        assertThat(new Settings(file).bounds()).isNull();
    }

    @Test
    void aTextSizeNotOfferedIsTheLooksOwn() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.writeString(file, "textSize=big\n");
        assertThat(new Settings(file).textSize()).isEqualTo(100);
        Files.writeString(file, "textSize=900\n");
        assertThat(new Settings(file).textSize()).isEqualTo(100);
        Files.writeString(file, "textSize=150\n");
        assertThat(new Settings(file).textSize()).isEqualTo(150);
    }

    @Test
    void aFolderWhereTheFileShouldBeIsNoCrash() throws Exception {
        Path file = dir.resolve("settings.properties");
        Files.createDirectories(file);
        Settings s = new Settings(file);
        s.setTheme("dark"); // cannot be written: kept for this run only
        assertThat(s.theme()).isEqualTo("dark");
        assertThat(file).isDirectory();
    }
}

package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import kudde.engine.model.Scenario;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/** An atomic save replaces the file's content, not who may read it. */
class ScenarioFilesTest {
    @TempDir
    Path dir;
    private Lesson lesson;

    @BeforeEach
    void setUp() throws Exception {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        lesson = ScenarioReader.read(Scenarios.files().get(0));
    }

    @Test
    void aSavedFileKeepsItsPermissions() throws Exception {
        for (String permissions : new String[] {"rw-r--r--", "rw-rw----", "rw-------", "rwxr-x---"}) {
            Path file = dir.resolve("lesson-" + permissions + ".json");
            Files.writeString(file, "{}");
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
            ScenarioFiles.save(file, lesson);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).as(permissions)
                    .isEqualTo(permissions);
            assertThat(ScenarioFiles.load(file, Locale.ENGLISH)).isEqualTo(lesson);
        }
    }

    @Test
    void aNewFileGetsWhatAnyNewFileInItsDirectoryGets() throws Exception {
        Path plain = Files.createFile(dir.resolve("plain.json"));
        Path saved = dir.resolve("saved.json");
        ScenarioFiles.save(saved, lesson);
        assertThat(Files.getPosixFilePermissions(saved)).isEqualTo(Files.getPosixFilePermissions(plain));
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).as("no temporary file left behind")
                    .containsExactlyInAnyOrder("plain.json", "saved.json");
        }
    }
}

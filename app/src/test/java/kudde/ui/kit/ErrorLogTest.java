package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log of internal errors: whole reports, appended, rotated to a few files at most, never a throw. */
class ErrorLogTest {
    @TempDir
    Path dir;

    @Test
    void aReportNamesWhatWhenTheThreadTheSystemAndTheWholeStackTrace() {
        Exception cause = new java.io.IOException("disk gone");
        IllegalStateException failure = new IllegalStateException("broken", cause);
        String report = ErrorLog.report("saving", new Thread("worker-7"), failure, Instant.parse("2026-12-02T04:05:06Z"));
        assertThat(report).startsWith("Kudde (development build) internal error, 2026-12-02T04:05:06Z")
                .contains("while: saving").contains("thread: worker-7")
                .contains("Java " + System.getProperty("java.version"))
                .contains("java.lang.IllegalStateException: broken")
                .contains("at kudde.ui.kit.ErrorLogTest.aReportNamesWhatWhenTheThreadTheSystemAndTheWholeStackTrace")
                .contains("Caused by: java.io.IOException: disk gone");
    }

    @Test
    void reportsAreAppendedAndTheLogIsRotatedToThreeFilesAtMost() throws Exception {
        ErrorLog log = new ErrorLog(dir.resolve("new-folder"));
        String first = log.write("first", Thread.currentThread(), new RuntimeException("one"));
        String second = log.write("second", Thread.currentThread(), new RuntimeException("two"));
        assertThat(Files.readString(log.file(), StandardCharsets.UTF_8))
                .isEqualTo(first + System.lineSeparator() + second + System.lineSeparator());

        String big = "x".repeat(40_000);
        int written = 0;
        while (!Files.exists(log.file(2)) || written < 40) {
            log.write("entry " + written, Thread.currentThread(), new RuntimeException(big));
            written++;
        }
        try (var files = Files.list(log.file().getParent())) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("kudde.log", "kudde.1.log", "kudde.2.log");
        }
        for (int n = 0; n < ErrorLog.FILES; n++) {
            // A file is rotated once it passes the limit: at most the limit and one entry.
            assertThat(Files.size(log.file(n))).isLessThan(ErrorLog.LIMIT + 50_000);
        }
        assertThat(Files.readString(log.file(), StandardCharsets.UTF_8)).contains("entry " + (written - 1));
        assertThat(Files.readString(log.file(2), StandardCharsets.UTF_8)).doesNotContain("while: first");
    }

    @Test
    void aLogThatCannotBeWrittenStillGivesTheReport() throws Exception {
        Path file = dir.resolve("a-file-not-a-folder");
        Files.writeString(file, "x");
        String report = new ErrorLog(file).write("opening", Thread.currentThread(), new RuntimeException("boom"));
        assertThat(report).contains("java.lang.RuntimeException: boom");
        assertThat(Files.readString(file)).isEqualTo("x");
    }
}

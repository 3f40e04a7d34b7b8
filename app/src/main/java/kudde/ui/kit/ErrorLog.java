package kudde.ui.kit;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The log of the program's own failures (README, "Reporting a problem"): {@code kudde.log} in
 * {@code ~/.kudde}, or the folder the system property {@code kudde.home} names, as for the settings
 * and the autosave. Each entry is a whole report: when, which version on which Java and system, the
 * thread, what was being done, and the stack trace. It is rotated so that it never grows without
 * end: when {@code kudde.log} passes {@link #LIMIT} bytes it becomes {@code kudde.1.log} (and that
 * one {@code kudde.2.log}); older entries go. Writing never throws: a log that cannot be written
 * must not turn one failure into two.
 */
public final class ErrorLog {
    /** The size after which the log is rotated. */
    public static final long LIMIT = 256 * 1024;
    /** The log files kept: kudde.log, kudde.1.log, kudde.2.log. */
    public static final int FILES = 3;
    private static final DateTimeFormatter TIME = DateTimeFormatter.ISO_INSTANT.withZone(ZoneOffset.UTC);

    private final Path dir;

    public ErrorLog(Path dir) {
        this.dir = dir;
    }

    /** The file written now. */
    public Path file() {
        return dir.resolve("kudde.log");
    }

    /** The {@code n}th older file ({@code kudde.1.log}, …); 0 is {@link #file()}. */
    public Path file(int n) {
        return n == 0 ? file() : dir.resolve("kudde." + n + ".log");
    }

    /**
     * Writes the report of a failure and returns it (the same text the log holds), so the user can
     * be shown and can copy exactly what was written. {@code what} says what was being done, in
     * English (the log is for whoever traces the failure).
     */
    public synchronized String write(String what, Thread thread, Throwable failure) {
        String report = report(what, thread, failure, Instant.now());
        try {
            Files.createDirectories(dir);
            if (Files.isRegularFile(file()) && Files.size(file()) > LIMIT) {
                rotate();
            }
            Files.writeString(file(), report + System.lineSeparator(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException | RuntimeException e) {
            // The report is still shown to the user, who can copy it; say on the terminal why the log has it not.
            System.err.println("kudde: could not write the log " + file() + ": " + e);
        }
        return report;
    }

    private void rotate() throws IOException {
        for (int n = FILES - 1; n > 0; n--) {
            if (Files.exists(file(n - 1))) {
                Files.move(file(n - 1), file(n), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** A failure's report: the facts a maintainer needs to trace it, then the whole stack trace. */
    static String report(String what, Thread thread, Throwable failure, Instant when) {
        StringWriter trace = new StringWriter();
        try (PrintWriter out = new PrintWriter(trace)) {
            failure.printStackTrace(out);
        }
        String version = ErrorLog.class.getPackage().getImplementationVersion();
        return "Kudde " + (version == null ? "(development build)" : version) + " internal error, " + TIME.format(when)
                + System.lineSeparator() + "while: " + what
                + System.lineSeparator() + "thread: " + thread.getName()
                + System.lineSeparator() + "Java " + System.getProperty("java.version") + " ("
                + System.getProperty("java.vendor") + "), " + System.getProperty("os.name") + " "
                + System.getProperty("os.version") + " " + System.getProperty("os.arch")
                + System.lineSeparator() + trace.toString().stripTrailing() + System.lineSeparator();
    }
}

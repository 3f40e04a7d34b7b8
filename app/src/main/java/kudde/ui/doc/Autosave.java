package kudde.ui.doc;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kudde.lesson.Lesson;

/**
 * Keeps a copy of unsaved work next to the settings, so a crash loses little: while the
 * document has unsaved changes it is written (atomically) to {@code autosave-PID.json}; a clean
 * exit or a save removes it. At start, copies left by a process that is no longer running are
 * offered back. The folder is {@code ~/.kudde}, or the system property {@code kudde.home}.
 */
public final class Autosave {
    private static final Pattern NAME = Pattern.compile("autosave-(\\d+)\\.json");

    private final Path dir;
    private final Path json;
    private final Path meta;
    private Lesson written;

    public Autosave(Path dir) {
        this.dir = dir;
        long pid = ProcessHandle.current().pid();
        this.json = dir.resolve("autosave-" + pid + ".json");
        this.meta = dir.resolve("autosave-" + pid + ".properties");
    }

    /** A copy left behind by a process that ended without cleaning up. */
    public record Found(Path json, Path meta, Path original, FileTime when) {
    }

    /** Writes the lesson unless this very state was written last. */
    public void write(Lesson s, Path original) throws IOException {
        if (s.equals(written)) {
            return;
        }
        Files.createDirectories(dir);
        ScenarioIO.save(json, s);
        Properties p = new Properties();
        if (original != null) {
            p.setProperty("file", original.toAbsolutePath().toString());
        }
        try (OutputStream out = Files.newOutputStream(meta)) {
            p.store(out, "Kudde autosave");
        }
        written = s;
    }

    /** Removes this process's copy (after a save, or on a clean exit). */
    public void clear() {
        written = null;
        try {
            Files.deleteIfExists(json);
            Files.deleteIfExists(meta);
        } catch (IOException e) {
            // A stale copy is only offered back later; nothing is lost.
        }
    }

    /** Copies from processes that are no longer running, newest first. */
    public List<Found> leftovers() {
        List<Found> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "autosave-*.json")) {
            for (Path f : files) {
                Matcher m = NAME.matcher(f.getFileName().toString());
                if (!m.matches() || f.equals(json)) {
                    continue;
                }
                long pid = Long.parseLong(m.group(1));
                if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
                    continue;
                }
                Path metaFile = dir.resolve("autosave-" + pid + ".properties");
                out.add(new Found(f, metaFile, original(metaFile), Files.getLastModifiedTime(f)));
            }
        } catch (IOException | NumberFormatException e) {
            return out;
        }
        out.sort((a, b) -> b.when().compareTo(a.when()));
        return out;
    }

    private static Path original(Path metaFile) {
        if (!Files.isRegularFile(metaFile)) {
            return null;
        }
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(metaFile)) {
            p.load(in);
        } catch (IOException e) {
            return null;
        }
        String f = p.getProperty("file");
        return f == null ? null : Paths.get(f);
    }

    /** Deletes a leftover copy (restored or declined). */
    public static void discard(Found f) {
        try {
            Files.deleteIfExists(f.json());
            Files.deleteIfExists(f.meta());
        } catch (IOException e) {
            // offered again next time; harmless
        }
    }
}

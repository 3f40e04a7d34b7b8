package kudde.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import kudde.engine.model.Scenario;

/** Opening and saving scenario files. */
public final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /** Reads and checks a scenario file; see {@link ScenarioReader}. */
    public static Scenario load(Path file, Locale locale) throws ScenarioException {
        return ScenarioReader.read(file, locale);
    }

    /**
     * Saves atomically: the file is written to a temporary file in the same directory, forced to
     * disk, then moved over the target in one step. A crash or a full disk leaves either the old
     * file or the new one, never half of one.
     */
    public static void save(Path file, Scenario s) throws IOException {
        byte[] bytes = ScenarioWriter.write(s).getBytes(StandardCharsets.UTF_8);
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer buf = ByteBuffer.wrap(bytes);
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(true);
            }
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                throw new IOException("cannot replace " + target + " atomically on this file system", e);
            }
            syncDirectory(dir);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Makes the rename itself durable where the platform allows opening a directory. */
    private static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a directory; the move is still atomic there.
        }
    }
}

package kudde.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.Set;
import kudde.lesson.Lesson;

/** Opening and saving scenario files. */
public final class ScenarioFiles {
    private ScenarioFiles() {
    }

    /** Reads and checks a scenario file; see {@link ScenarioReader}. */
    public static Lesson load(Path file, Locale locale) throws ScenarioException {
        return ScenarioReader.read(file, locale);
    }

    /**
     * Saves atomically: the file is written to a temporary file in the same directory, forced to
     * disk, then moved over the target in one step. A crash or a full disk leaves either the old
     * file or the new one, never half of one. The new file keeps the old one's permissions (a
     * file shared with a group stays shared); a new file gets the permissions any new file in that
     * directory gets.
     */
    public static void save(Path file, Lesson s) throws IOException {
        write(file, ScenarioWriter.write(s).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Writes any file the way {@link #save} writes a scenario (exported pictures and handouts too):
     * atomically, with the old file's permissions or, for a new file, the ones any new file in that
     * directory gets (0644 under the usual umask 022), never readable by its owner only.
     */
    public static void write(Path file, byte[] bytes) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        Path tmp = sibling(dir, target);
        try {
            keepPermissions(target, tmp);
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

    /**
     * A new empty file next to the target. Not {@code Files.createTempFile}: that one is readable
     * by its owner only, and the move would hand those permissions to the saved file.
     */
    private static Path sibling(Path dir, Path target) throws IOException {
        SecureRandom random = new SecureRandom();
        while (true) {
            String name = "." + target.getFileName() + "." + Long.toUnsignedString(random.nextLong(), 36) + ".tmp";
            Path tmp = dir.resolve(name);
            try {
                return Files.createFile(tmp);
            } catch (FileAlreadyExistsException e) {
                // another save picked the same name: draw again
            }
        }
    }

    private static void keepPermissions(Path target, Path tmp) throws IOException {
        if (!Files.exists(target)) {
            return;
        }
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(target);
            Files.setPosixFilePermissions(tmp, permissions);
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system (Windows): the replaced file's access list comes from the directory.
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

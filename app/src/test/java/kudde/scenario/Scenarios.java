package kudde.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The repository's {@code scenarios/} directory and its files, found from the module directory. */
public final class Scenarios {
    private Scenarios() {
    }

    /** Walks up from the working directory (app/ under Maven) to the directory holding scenarios/. */
    public static Path directory() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path s = dir.resolve("scenarios");
            if (Files.isDirectory(s)) {
                return s;
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("no scenarios/ directory above " + Path.of("").toAbsolutePath());
    }

    /** Every {@code *.json} under scenarios/, sorted. */
    public static List<Path> files() {
        try (Stream<Path> s = Files.walk(directory())) {
            return s.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

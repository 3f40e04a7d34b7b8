package kudde.ui.doc;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import kudde.jcz.JczImport;
import kudde.scenario.ScenarioException;
import kudde.scenario.ScenarioFiles;
import kudde.scenario.ScenarioReader;
import kudde.lesson.Lesson;

/**
 * Opening and saving for the window: a thin layer over {@code kudde.scenario}. Files are read
 * without the position check, so an impossible position opens and can be fixed (the problems
 * panel lists what is wrong); saving is atomic.
 */
public final class ScenarioIO {
    private ScenarioIO() {
    }

    /**
     * How the window reads a file the user opens or an autosave it restores: {@link #open}, handed
     * to the window at its construction (App); InternalErrorGuiTest hands in one that fails as a
     * bug in the reader would.
     */
    @FunctionalInterface
    public interface Opening {
        Lesson open(Path file, Locale locale) throws IOException, ScenarioException;
    }

    /** Reads a scenario file, or imports a JCloisterZone save ({@code .jcz}) as a scenario. */
    public static Lesson open(Path file, Locale locale) throws IOException, ScenarioException {
        if (JczImport.isSave(file)) {
            return JczImport.read(file, locale);
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": not a file");
        }
        if (Files.size(file) > ScenarioReader.MAX_BYTES) {
            throw new IOException(file + ": too large");
        }
        return ScenarioReader.parse(Files.readAllBytes(file), locale);
    }

    /** A lesson bundled in the jar, e.g. {@code shepherds/01-place-a-shepherd.json}. */
    public static Lesson lesson(String name, Locale locale) throws IOException, ScenarioException {
        try (InputStream in = ScenarioIO.class.getResourceAsStream("/scenarios/" + name)) {
            if (in == null) {
                throw new IOException("no bundled lesson " + name);
            }
            return ScenarioReader.parse(in.readNBytes(ScenarioReader.MAX_BYTES + 1), locale);
        }
    }

    /** Writes the scenario atomically: the old file or the new one, never half of one. */
    public static void save(Path file, Lesson s) throws IOException {
        ScenarioFiles.save(file, s);
    }
}

package kudde.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import kudde.engine.model.Scenario;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.scenario.ScenarioException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import kudde.lesson.Lesson;

/**
 * Importing a JCloisterZone save: the whole 4-player game of the tests (82 turns, about
 * 48 KB), read, replayed on the engine with every draw worked out, and its final scores taken, as
 * File ▸ Open does before the window shows it. Target: at most 100 ms, no pause anyone notices.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class JczImportBench {
    private Path dir;
    private Path save;

    @Setup(Level.Trial)
    public void copy() throws Exception {
        dir = Files.createTempDirectory("kudde-bench-");
        save = JczSaves.copy(JczSaves.FOUR, dir);
    }

    @TearDown(Level.Trial)
    public void delete() throws Exception {
        Files.deleteIfExists(save);
        Files.deleteIfExists(dir);
    }

    @Benchmark
    public Lesson importJcz() throws ScenarioException {
        return JczImport.read(save, Locale.ENGLISH);
    }
}

package kudde.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import kudde.lesson.Lesson;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioException;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Target 3 of docs/performance.md, second part: reading (JSON, {@link ScenarioReader}), validating (its position
 * check) and resolving (with explanations recorded) a scenario file of a 10,000-tile board with a
 * 200-step timeline ({@link MemoryCheck#timeline}), about 0.6 MB of JSON.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReadResolveBench {
    private Path file;

    @Setup(Level.Trial)
    public void write() throws IOException {
        Scenario s = MemoryCheck.timeline(MemoryCheck.TILES, MemoryCheck.STEPS);
        file = Files.createTempFile("kudde-bench-", ".json");
        Files.writeString(file, ScenarioWriter.write(Lesson.of(s)), StandardCharsets.UTF_8);
    }

    @TearDown(Level.Trial)
    public void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    @Benchmark
    public Resolution readValidateResolve() throws ScenarioException {
        Resolution r = Resolver.resolve(ScenarioReader.read(file).game());
        if (!r.ok()) {
            throw new IllegalStateException("the benchmark scenario does not resolve: " + r.error());
        }
        return r;
    }
}

package kudde.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolver;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.tutor.review.Review;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The review of a whole game (Game ▸ Review, {@code kudde review}): the three JCloisterZone games of
 * the tests, every tile of the box played (90 with the start tile and the tiles hidden under hills),
 * resolved with their steps and reviewed — each tending choice with the rest of the game played out
 * {@link kudde.engine.odds.NextChance#SAMPLES} times for its odds, every turn's open monasteries and
 * stuck fields. Target: under 2 s.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ReviewBench {
    @Param({"2p", "3p", "4p"})
    public String save;

    private Scenario game;

    @Setup(Level.Trial)
    public void read() throws Exception {
        Path dir = Files.createTempDirectory("kudde-bench-");
        String name = switch (save) {
            case "2p" -> JczSaves.TWO;
            case "3p" -> JczSaves.THREE;
            default -> JczSaves.FOUR;
        };
        Path f = JczSaves.copy(name, dir);
        game = JczImport.read(f, Locale.ENGLISH).game();
        Files.delete(f);
        Files.delete(dir);
    }

    @Benchmark
    public Review reviewWholeGame() {
        return Review.of(Resolver.resolve(game));
    }
}

package kudde.bench;

import java.util.concurrent.TimeUnit;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Target 1 of docs/performance.md: one whole random game (89 tiles drawn, 2 players, final scoring), one thread. */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RandomGameBench {
    @Param({"seed", "second-edition"})
    public String preset;

    private RuleSet rules;
    private long seed;

    @Setup
    public void setUp() {
        rules = RuleSet.of(Preset.ofKey(preset));
    }

    @Benchmark
    public int randomGame() {
        Game g = RandomGame.play(rules, seed++);
        return g.scores()[0];
    }
}

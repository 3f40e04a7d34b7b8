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

/**
 * Target 2 of docs/performance.md: final scoring of a finished random game's board with its figures. 64 games
 * are played to their last tile once; each call scores the next of them. Final scoring leaves the
 * figures where they stand and only adds to the scores, so scoring a board again does the same work.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class FinalScoringBench {
    @Param({"seed", "second-edition"})
    public String preset;

    private final Game[] games = new Game[64];
    private int next;

    @Setup
    public void setUp() {
        RuleSet rules = RuleSet.of(Preset.ofKey(preset));
        for (int i = 0; i < games.length; i++) {
            games[i] = RandomGame.start(rules, 1000 + i, false, false).playAll().game();
        }
    }

    @Benchmark
    public Game finalScoring() {
        Game g = games[next++ & (games.length - 1)];
        g.endGame();
        return g;
    }
}

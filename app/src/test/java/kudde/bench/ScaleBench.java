package kudde.bench;

import java.util.concurrent.TimeUnit;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Game;
import kudde.engine.play.Resolver;
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
 * Issue 5 speed 3: resolving one tile turn that joins a field spanning the whole board (see
 * {@link ScaleBoards}), on boards of 100, 1,000 and 10,000 tiles. Each measured call gets its own
 * position, set up outside the measurement, in one of two states:
 * <ul>
 *   <li>{@code fresh}: the turn is the first after setting up the position (as when a scenario
 *       file is resolved): on a large board much of what the turn reads is no longer in the
 *       processor's caches after the set-up walked the whole board;</li>
 *   <li>{@code in-play}: one other turn (blue places a tile joining the same field elsewhere) was
 *       resolved just before, as in a game in progress.</li>
 * </ul>
 * The sizes are such that no array of the board grows on the measured placement, so the figure is
 * the placement itself, not an amortised copy.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ScaleBench {
    @Param({"100", "1000", "10000"})
    public int tiles;

    @Param({"fresh", "in-play"})
    public String state;

    static final int JIT_WARMUP = 20_000;

    private Scenario position;
    private Turn.TileTurn turn;
    private Turn.TileTurn before;
    private Game game;

    @Setup(Level.Trial)
    public void prepare() {
        // Compile the turn's code before measuring: on a 10,000-tile board a set-up takes
        // milliseconds, so the measured turn alone would run too few times for the JIT compiler
        // to finish within a short run, and the figure would be that of half-compiled code.
        Scenario small = ScaleBoards.position(100);
        for (int i = 0; i < JIT_WARMUP; i++) {
            Game g = Resolver.setUp(small, false);
            g.playTile(ScaleBoards.turnBefore(100));
            g.playTile(ScaleBoards.joiningTurn(100));
        }
        position = ScaleBoards.position(tiles);
        turn = ScaleBoards.joiningTurn(tiles);
        before = state.equals("in-play") ? ScaleBoards.turnBefore(tiles) : null;
    }

    @Setup(Level.Invocation)
    public void freshPosition() {
        game = Resolver.setUp(position, false);
        if (before != null) {
            game.playTile(before);
        }
    }

    @Benchmark
    public Game joinFieldSpanningBoard() {
        game.playTile(turn);
        return game;
    }
}

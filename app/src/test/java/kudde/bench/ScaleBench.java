package kudde.bench;

import java.util.List;
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
 * Target 3 of docs/performance.md: resolving one tile turn that joins a field spanning the whole board (see
 * {@link ScaleBoards}), on boards of 100, 1,000 and 10,000 tiles, in two states:
 * <ul>
 *   <li>{@code fresh}: the turn is the first after setting up the position, as when a scenario
 *       file is resolved: base/A above the road joins the west and east fields into one, red puts
 *       a monk on it and tends (S4, grow). Every measured call gets a new position, set up outside
 *       the measurement; on a large board the set-up has walked more memory than the processor's
 *       caches hold, so the turn pays for fetching what it reads;</li>
 *   <li>{@code in-play}: a game in progress: after the joining turn, each call is the next of
 *       blue's turns putting a base/B on an open square of the border (random order), which joins
 *       the board-wide field. The position is set up again (outside the measurement) when a tenth
 *       of its tiles or the whole border has been added, so the board stays near its size.</li>
 * </ul>
 * No array of the board grows on a measured turn of the {@code fresh} state (the sizes are chosen
 * so); in {@code in-play} an occasional growth is part of the cost, as in a real game.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ScaleBench {
    static final int JIT_WARMUP = 20_000;

    @Param({"100", "1000", "10000"})
    public int tiles;

    @Param({"fresh", "in-play"})
    public String state;

    private Scenario position;
    private Turn.TileTurn join;
    private List<Turn.TileTurn> border;
    private int perPosition;
    private Game game;
    private Turn.TileTurn next;
    private int played;

    @Setup(Level.Trial)
    public void prepare() {
        // Compile the turn's code before measuring: on a 10,000-tile board a set-up takes
        // milliseconds, so the measured turn alone would run too few times for the JIT compiler
        // to finish within a short run, and the figure would be that of half-compiled code.
        Scenario small = ScaleBoards.position(100);
        List<Turn.TileTurn> smallBorder = ScaleBoards.borderTurns(100);
        for (int i = 0; i < JIT_WARMUP; i++) {
            Game g = Resolver.setUp(small, false);
            g.playTile(ScaleBoards.joiningTurn(100));
            g.playTile(smallBorder.get(i % smallBorder.size()));
        }
        position = ScaleBoards.position(tiles);
        join = ScaleBoards.joiningTurn(tiles);
        border = ScaleBoards.borderTurns(tiles);
        perPosition = Math.min(border.size(), Math.max(1, tiles / 10));
    }

    @Setup(Level.Invocation)
    public void nextTurn() {
        if (state.equals("fresh")) {
            game = Resolver.setUp(position, false);
            next = join;
            return;
        }
        if (game == null || played == perPosition) {
            game = Resolver.setUp(position, false);
            game.playTile(join);
            played = 0;
        }
        next = border.get(played++);
    }

    @Benchmark
    public Game joinFieldSpanningBoard() {
        game.playTile(next);
        return game;
    }
}

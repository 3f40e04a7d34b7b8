package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.position.PositionCheck;

/**
 * Issue 5 speed 5: the heap a 10,000-tile board with a 200-step timeline keeps (the scenario and
 * its resolution: every step with its snapshot, and the final board). Run in a JVM limited to
 * {@code -Xmx256m} by {@link Benchmarks}, so finishing at all shows the target is met; the
 * retained size is measured as used heap after full collections, before and after.
 *
 * <p>Also times validating ({@link PositionCheck}) and resolving that scenario, the engine's part
 * of "reading, validating and resolving a 10,000-tile scenario file" (reading is kudde.scenario's).
 * Prints one line of {@code key=value} pairs.
 */
public final class MemoryCheck {
    public static final int TILES = 10_000;
    public static final int STEPS = 200;

    public static void main(String[] args) {
        MemoryMXBean mem = ManagementFactory.getMemoryMXBean();
        long before = usedAfterGc(mem);
        Scenario s = timeline(TILES, STEPS);
        Resolution r = Resolver.resolve(s);
        long after = usedAfterGc(mem);
        if (!r.ok() || r.steps().size() < STEPS) {
            throw new IllegalStateException("timeline did not resolve: " + r.error() + ", " + r.steps().size() + " steps");
        }
        long[] resolveNs = new long[7];
        long[] checkNs = new long[7];
        for (int i = 0; i < resolveNs.length; i++) {
            long t0 = System.nanoTime();
            int problems = PositionCheck.problems(s).size();
            long t1 = System.nanoTime();
            Resolution again = Resolver.resolve(s);
            long t2 = System.nanoTime();
            if (problems != 0 || again.steps().size() != r.steps().size()) {
                throw new IllegalStateException("unexpected: " + problems + " problems");
            }
            checkNs[i] = t1 - t0;
            resolveNs[i] = t2 - t1;
        }
        Arrays.sort(resolveNs);
        Arrays.sort(checkNs);
        System.out.printf("tiles=%d steps=%d turns=%d retainedMB=%.1f maxHeapMB=%d "
                        + "checkMsMedian=%.1f checkMsMin=%.1f checkMsMax=%.1f "
                        + "resolveMsMedian=%.1f resolveMsMin=%.1f resolveMsMax=%.1f%n",
                r.finalBoard().tileCount(), r.steps().size(), s.turns().size(), (after - before) / 1048576.0,
                Runtime.getRuntime().maxMemory() / 1048576,
                checkNs[3] / 1e6, checkNs[0] / 1e6, checkNs[6] / 1e6,
                resolveNs[3] / 1e6, resolveNs[0] / 1e6, resolveNs[6] / 1e6);
        Reference.reachabilityFence(s);
        Reference.reachabilityFence(r);
    }

    /** The scale board of {@code tiles} tiles followed by random legal turns until at least {@code steps} steps. */
    public static Scenario timeline(int tiles, int steps) {
        Scenario position = ScaleBoards.position(tiles);
        Game g = Resolver.setUp(position, true);
        // Three boxes of tiles: the long border of a large board takes many turns to reach 200 steps.
        List<kudde.engine.tile.TileType> deck = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            deck.addAll(RandomGame.standardSupply());
        }
        java.util.Collections.shuffle(deck, new java.util.Random(5));
        RandomGame play = RandomGame.continueFrom(g, deck, 5, true);
        while (g.steps().size() < steps && play.tilesLeft() > 0) {
            play.playTurns(1);
        }
        List<Turn> turns = new ArrayList<>(play.turns());
        return position.withTurns(turns);
    }

    private static long usedAfterGc(MemoryMXBean mem) {
        for (int i = 0; i < 4; i++) {
            System.gc();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return mem.getHeapMemoryUsage().getUsed();
    }
}

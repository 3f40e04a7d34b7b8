package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.tutor.Timeline;

/**
 * Target 5 of docs/performance.md: the heap a 10,000-tile board with a 200-step timeline keeps (the scenario and
 * its resolution: every step with its snapshot, and the final board). Run in a JVM limited to
 * {@code -Xmx256m} by {@link Benchmarks}, so finishing at all shows the target is met; the
 * retained size is measured as used heap after full collections, before and after.
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
        // The tutor's timeline keeps the board of each step it has shown: show every step once.
        Timeline timeline = new Timeline(r);
        long t0 = System.nanoTime();
        for (int i = Timeline.START; i < timeline.size(); i++) {
            timeline.boardAt(i);
        }
        long walkNs = System.nanoTime() - t0;
        long afterWalk = usedAfterGc(mem);
        System.out.printf("tiles=%d steps=%d turns=%d retainedMB=%.1f timelineMB=%.1f timelineWalkMs=%.0f maxHeapMB=%d%n",
                r.finalBoard().tileCount(), r.steps().size(), s.turns().size(), (after - before) / 1048576.0,
                (afterWalk - before) / 1048576.0, walkNs / 1e6, Runtime.getRuntime().maxMemory() / 1048576);
        Reference.reachabilityFence(timeline);
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

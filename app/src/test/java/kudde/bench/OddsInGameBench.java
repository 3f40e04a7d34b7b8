package kudde.bench;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import kudde.engine.board.Board;
import kudde.engine.moves.RandomGame;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.odds.NextChance;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.TileType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The estimate of the chance of another tending turn from the tiles to come and the
 * field's open edges ({@link NextChance}) plus the whole grow-or-guide answer, on a random 90-tile
 * game (seed 13) after {@code tiles} tiles, for its largest field, with the full bag. The
 * rest of this game is played out {@link NextChance#SAMPLES} times (FieldFuture), and growing's worth
 * worked out from it and from each of its 20 batches (TendingAhead); {@code tiles=1} is the longest
 * rest (the whole game to come), which should take under 200 ms.
 */
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OddsInGameBench {
    /** A random game part-played, its largest field and the tiles still to come. */
    @State(Scope.Thread)
    public static class InGame {
        @Param({"1", "30", "60", "89"})
        public int tiles;

        /**
         * Which field: the largest, or the one the fewest tiles not yet seen can join (but some can):
         * there nearly every simulated end of the game draws every tile, the slowest case.
         */
        @Param({"largest", "fewest"})
        public String field;

        Board board;
        int fieldSeg;
        Map<TileType, Integer> left;
        int toCome;

        @Setup
        public void setUp() {
            RandomGame r = RandomGame.start(RuleSet.seed(), 13, false, false);
            while (r.game().board().tileCount() < tiles + 1 && r.tilesLeft() > 0) {
                r.turn();
            }
            board = r.game().board();
            left = new HashMap<>();
            for (TileType t : Catalogue.standard().all()) {
                left.put(t, t.count());
            }
            Map<Integer, Integer> size = new HashMap<>();
            int best = -1;
            for (int s = 0; s < board.segmentCount(); s++) {
                if (board.typeOf(s) == FeatureType.FIELD) {
                    int n = size.merge(board.find(s), 1, Integer::sum);
                    if (best < 0 || n > size.get(board.find(best))) {
                        best = s;
                    }
                }
            }
            fieldSeg = best;
            toCome = r.tilesLeft();
            for (int t = 0; t < board.tileCount(); t++) {
                left.merge(board.tile(t).type(), -1, (a, d) -> Math.max(0, a + d));
            }
            if (field.equals("fewest")) {
                int fewest = Integer.MAX_VALUE;
                for (int s = 0; s < board.segmentCount(); s++) {
                    if (board.typeOf(s) == FeatureType.FIELD && board.find(s) == s) {
                        int joining = NextChance.estimate(board, s, left, 0, 2, NextChance.SEED).joiningTiles();
                        if (joining > 0 && joining < fewest) {
                            fewest = joining;
                            fieldSeg = s;
                        }
                    }
                }
            }
        }
    }

    @Benchmark
    public GrowOrGuide growOrGuideInGame(InGame g) {
        NextChance c = NextChance.estimate(g.board, g.fieldSeg, g.left, g.toCome, 2, NextChance.SEED);
        return GrowOrGuide.of(0, 10, new int[] {4, 5, 5, 2, 2}, c, false, false, new int[2], new boolean[2]);
    }
}

package kudde.engine.odds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/** The chance of another tending turn, counted from the tiles to come and the field's open edges. */
class NextChanceTest {

    /** Place-and-see: put the tile on a copy of the board and ask whether one of its fields is the field now (S4). */
    private static boolean joinsByPlacing(Board board, int fieldSeg, TileType type) {
        for (int t = 0; t < board.tileCount(); t++) {
            for (kudde.engine.tile.Side s : kudde.engine.tile.Side.values()) {
                int x = board.x(t) + s.dx();
                int y = board.y(t) + s.dy();
                if (board.tileAt(x, y) >= 0) {
                    continue;
                }
                for (int q = 0; q < 4; q++) {
                    Orientation o = type.orientation(q);
                    if (!board.fit(o, x, y).fits()) {
                        continue;
                    }
                    Board copy = board.copy();
                    int placed = copy.place(o, x, y);
                    for (int i = 0; i < copy.segmentsOn(placed); i++) {
                        int seg = copy.segment(placed, i);
                        if (copy.typeOf(seg) == FeatureType.FIELD && copy.find(seg) == copy.find(fieldSeg)) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    @Test
    void aTileCouldJoinExactlyWhenPlacingItEnlargesTheField() {
        long seed = kudde.robust.Seeds.base();
        String replay = kudde.robust.Seeds.replay(NextChanceTest.class, "aTileCouldJoinExactlyWhenPlacingItEnlargesTheField", seed);
        int fields = 0;
        for (int game = 0; game < 12; game++) {
            RandomGame r = RandomGame.start(RuleSet.seed(), seed + game, false, false).playTurns(5 + game * 4);
            Game g = r.game();
            Board b = g.board();
            for (Figure f : g.figures()) {
                if (f.kind() != FigureKind.SHEPHERD && f.kind() != FigureKind.FOLLOWER) {
                    continue;
                }
                int seg = b.segment(f.tile(), f.segment());
                if (b.typeOf(seg) != FeatureType.FIELD) {
                    continue;
                }
                fields++;
                List<kudde.engine.model.Pos> open = NextChance.openSquares(b, b.find(seg));
                for (TileType t : Catalogue.standard().all()) {
                    assertThat(NextChance.couldJoin(b, b.find(seg), t, open))
                            .as("seed %d game %d tile %s (%s)", seed + game, game, t.id(), replay)
                            .isEqualTo(joinsByPlacing(b, seg, t));
                }
            }
        }
        assertThat(fields).isPositive();
    }

    @Test
    void turnsAndChanceFromTheTilesToCome() {
        // One tile on the board: base/D, with its field south of the road open on three sides.
        Board b = new Board();
        TileType d = Catalogue.standard().byId("base/D");
        b.place(d.oriented(0), 0, 0);
        int seg = b.segment(0, fieldOf(b));
        Map<TileType, Integer> left = new HashMap<>();
        for (TileType t : Catalogue.standard().all()) {
            left.put(t, t.count() - (t == d ? 1 : 0));
        }
        NextChance c = NextChance.estimate(b, seg, left, 89, 2, NextChance.SEED);
        assertThat(c.known()).isTrue();
        assertThat(c.poolSize()).isEqualTo(89);
        assertThat(c.tilesLeft()).isEqualTo(89);
        assertThat(c.turnsLeft()).isEqualTo(44);
        assertThat(c.joiningTiles()).isBetween(1, 89);
        assertThat(c.samples()).isEqualTo(NextChance.SAMPLES);
        assertThat(c.margin()).isBetween(0.0, 0.007);
        // Fewer tiles to come, a smaller chance; the same position and seed, the same figures.
        NextChance few = NextChance.estimate(b, seg, left, 4, 2, NextChance.SEED);
        assertThat(few.turnsLeft()).isEqualTo(2);
        assertThat(few.chance()).isLessThan(c.chance());
        assertThat(NextChance.estimate(b, seg, left, 4, 2, NextChance.SEED)).isEqualTo(few);
    }

    @Test
    void noTilesToComeMeansNoNextTurn() {
        Board b = new Board();
        b.place(Catalogue.standard().byId("base/B").oriented(0), 0, 0);
        NextChance c = NextChance.estimate(b, b.segment(0, fieldOf(b)), Map.of(), 0, 2, NextChance.SEED);
        assertThat(c.turnsLeft()).isZero();
        assertThat(c.chance()).isZero();
        assertThat(c.margin()).isZero();
    }

    /**
     * The estimate against every ending of two or three tiles: each order of the tiles drawn from
     * a small pool is played out turn by turn (the player's own turn every {@code players}-th, a hill
     * tile hiding the next, H1), and a tile counts when placing it really enlarges the field.
     */
    @Test
    void theChanceAgreesWithEveryEndingOfTwoOrThreeTiles() {
        long seed = kudde.robust.Seeds.base();
        String replay = kudde.robust.Seeds.replay(NextChanceTest.class, "theChanceAgreesWithEveryEndingOfTwoOrThreeTiles", seed);
        java.util.Random random = new java.util.Random(seed);
        List<TileType> all = new java.util.ArrayList<>();
        List<TileType> hills = new java.util.ArrayList<>();
        for (TileType t : Catalogue.standard().all()) {
            for (int i = 0; i < t.count(); i++) {
                all.add(t);
            }
            if (t.hill()) {
                hills.add(t);
            }
        }
        int cases = 0;
        int between = 0;
        for (int game = 0; game < 10; game++) {
            Game g = RandomGame.start(RuleSet.seed(), seed + game, false, false).playTurns(4 + game * 3).game();
            Board b = g.board();
            int seg = -1;
            for (int s = 0; s < b.segmentCount() && seg < 0; s++) {
                if (b.typeOf(s) == FeatureType.FIELD && !NextChance.openSquares(b, b.find(s)).isEmpty()) {
                    seg = s;
                }
            }
            if (seg < 0) {
                continue;
            }
            for (int k = 0; k < 6; k++) {
                int tiles = 2 + random.nextInt(2);
                int players = 1 + random.nextInt(3);
                List<TileType> pool = new java.util.ArrayList<>();
                int size = tiles + random.nextInt(3);
                if (random.nextBoolean()) {
                    pool.add(hills.get(random.nextInt(hills.size())));
                }
                while (pool.size() < size) {
                    pool.add(all.get(random.nextInt(all.size())));
                }
                Map<TileType, Integer> counts = new HashMap<>();
                Map<TileType, Boolean> joins = new HashMap<>();
                final int field = seg;
                for (TileType t : pool) {
                    counts.merge(t, 1, Integer::sum);
                    joins.computeIfAbsent(t, x -> joinsByPlacing(b, field, x));
                }
                int[] hit = {0, 0};
                endings(pool, new boolean[pool.size()], new int[tiles], 0, order -> {
                    hit[1]++;
                    if (ownTurnJoins(order, pool, joins, players)) {
                        hit[0]++;
                    }
                });
                double exact = hit[0] / (double) hit[1];
                NextChance c = NextChance.estimate(b, seg, counts, tiles, players, seed + k);
                assertThat(Math.abs(c.chance() - exact))
                        .as("seed %d game %d case %d: %d tiles of %s, %d players, exact %.4f, estimate %.4f ± %.4f (%s)",
                                seed + game, game, k, tiles, pool, players, exact, c.chance(), c.margin(), replay)
                        .isLessThanOrEqualTo(2 * c.margin() + 1e-12);
                cases++;
                if (exact > 0 && exact < 1) {
                    between++;
                }
            }
        }
        assertThat(cases).isGreaterThan(20);
        assertThat(between).as("endings whose chance is neither 0 nor 1 (%s)", replay).isGreaterThan(5);
    }

    /** Every ordered choice of {@code order.length} tiles from the pool. */
    private static void endings(List<TileType> pool, boolean[] used, int[] order, int n,
                                java.util.function.Consumer<int[]> each) {
        if (n == order.length) {
            each.accept(order);
            return;
        }
        for (int i = 0; i < pool.size(); i++) {
            if (!used[i]) {
                used[i] = true;
                order[n] = i;
                endings(pool, used, order, n + 1, each);
                used[i] = false;
            }
        }
    }

    /** One ending played out: turn 1 is the next player's, the tending player's own turn every {@code players}-th. */
    private static boolean ownTurnJoins(int[] order, List<TileType> pool, Map<TileType, Boolean> joins, int players) {
        int next = 0;
        for (int turn = 1; next < order.length; turn++) {
            TileType drawn = pool.get(order[next++]);
            if (turn % players == 0 && joins.get(drawn)) {
                return true;
            }
            if (drawn.hill() && next < order.length) {
                next++; // H1: the next tile goes under the hill, out of the game
            }
        }
        return false;
    }

    private static int fieldOf(Board b) {
        for (int i = 0; i < b.segmentsOn(0); i++) {
            if (b.typeOf(b.segment(0, i)) == FeatureType.FIELD) {
                return i;
            }
        }
        throw new AssertionError("no field");
    }
}

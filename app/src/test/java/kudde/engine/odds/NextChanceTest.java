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
        assertThat(c.margin()).isBetween(0.0, 0.01);
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
     * a small pool, and each place the policy may lay a tile, is played out on a copy of the board
     * with its exact chance (the player's own turn every {@code players}-th, laying a tile that joins
     * the field at one of its joining places; another player laying theirs at one of all the places
     * where it fits, a tile laid away from the field left out; a hill tile hiding the next, H1). A
     * tile joins when placing it really enlarges the field. Odd games take the field with the fewest
     * open squares and put a tile that could close it into half their pools, so every run has endings
     * in which another player closes the field first. The chance of another tending turn and of
     * another player closing the field first, worked out from these exact endings, lie within
     * {@link #CHANCES} times the stated 95 % margin of the middle of their interval; growing's worth
     * within {@link #WORTH} times its stated margin. Some 60 cases a run, each checked four ways: at
     * one 95 % margin a run would fail most times by chance alone; at these bounds a fair estimate
     * fails about one run in a thousand (2.5 margins of a chance are about 5 standard deviations;
     * growing's worth's margin is itself estimated from 20 batches, so 3 of them are about 6.3 of
     * Student's t for 19 degrees of freedom), while a bias of a few margins still fails at once.
     */
    /** How many stated margins a chance may lie from the exact one (see the test below). */
    private static final double CHANCES = 2.5;
    /** How many stated margins growing's worth may lie from the exact one. */
    private static final double WORTH = 3;

    @Test
    void theEstimateAgreesWithEveryEndingOfTwoOrThreeTiles() {
        long seed = kudde.robust.Seeds.base();
        String replay = kudde.robust.Seeds.replay(NextChanceTest.class, "theEstimateAgreesWithEveryEndingOfTwoOrThreeTiles", seed);
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
        int closedByOthers = 0;
        // Ten games, and more (up to 30) until one ending had another player close the field.
        for (int game = 0; game < 10 || closedByOthers == 0 && game < 30; game++) {
            Game g = RandomGame.start(RuleSet.seed(), seed + game, false, false).playTurns(4 + game * 3).game();
            Board b = g.board();
            // Even games: the first open field; odd ones: the field with the fewest open squares, which
            // one tile of another player's can close.
            int seg = -1;
            int fewest = Integer.MAX_VALUE;
            for (int s = 0; s < b.segmentCount(); s++) {
                int open = b.typeOf(s) == FeatureType.FIELD ? NextChance.openSquares(b, b.find(s)).size() : 0;
                if (open > 0 && (seg < 0 || game % 2 == 1 && open < fewest)) {
                    seg = s;
                    fewest = open;
                }
            }
            if (seg < 0) {
                continue;
            }
            // The tiles another player could close this field with, so that odd games always have
            // such endings to check; random pools alone may lack them for a whole run (seed 51792826721249).
            List<TileType> closers = game % 2 == 1 ? closers(b, seg) : List.of();
            for (int k = 0; k < 6; k++) {
                int tiles = 2 + random.nextInt(2);
                // Odd games, on the field one tile can close: always another player, who might close it.
                int players = game % 2 == 1 ? 2 + random.nextInt(2) : 1 + random.nextInt(3);
                List<TileType> pool = new java.util.ArrayList<>();
                int size = tiles + random.nextInt(3);
                if (random.nextBoolean()) {
                    pool.add(hills.get(random.nextInt(hills.size())));
                }
                if (!closers.isEmpty() && random.nextBoolean()) {
                    pool.add(closers.get(random.nextInt(closers.size())));
                }
                while (pool.size() < size) {
                    pool.add(all.get(random.nextInt(all.size())));
                }
                Map<TileType, Integer> counts = new HashMap<>();
                for (TileType t : pool) {
                    counts.merge(t, 1, Integer::sum);
                }
                FieldFuture exact = FieldFuture.exact(tiles);
                new Endings(seg, pool, players, exact).play(b, new boolean[pool.size()], tiles, 1, -1, 1.0);
                NextChance c = NextChance.estimate(b, seg, counts, tiles, players, seed + k);
                double chance = exact.tendingAgain();
                String as = String.format("seed %d game %d case %d: %d tiles of %s, %d players, exact %.4f, estimate"
                        + " %.4f ± %.4f (%s)", seed + game, game, k, tiles, pool, players, chance, c.chance(), c.margin(), replay);
                assertThat(Math.abs(NextChance.middle(c.chance(), c.samples()) - chance)).as(as)
                        .isLessThanOrEqualTo(CHANCES * c.margin() + 1e-12);
                double shut = exact.rootOtherCloses;
                double shutMargin = NextChance.margin(c.closedFirst(), c.samples());
                assertThat(Math.abs(NextChance.middle(c.closedFirst(), c.samples()) - shut))
                        .as("closed by another first, exact %.4f: %s", shut, as)
                        .isLessThanOrEqualTo(CHANCES * shutMargin + 1e-12);
                for (boolean guides : new boolean[] {false, true}) {
                    int[] bag = {2, 1, 1, 0, 1};
                    TendingAhead sure = new TendingAhead(3, bag, exact, guides);
                    TendingAhead est = new TendingAhead(3, bag, c.future(), guides);
                    assertThat(Math.abs(est.growNow() - sure.growNow()))
                            .as("growing's worth (guides %s), exact %.4f, estimate %.4f ± %.4f: %s", guides,
                                    sure.growNow(), est.growNow(), est.margin(), as)
                            .isLessThanOrEqualTo(WORTH * est.margin() + 1e-9);
                }
                cases++;
                if (chance > 0 && chance < 1) {
                    between++;
                }
                if (shut > 0) {
                    closedByOthers++;
                }
            }
        }
        assertThat(cases).isGreaterThan(20);
        assertThat(between).as("endings whose chance is neither 0 nor 1 (%s)", replay).isGreaterThan(5);
        assertThat(closedByOthers).as("endings in which another player can close the field (%s)", replay).isPositive();
    }

    /** Every ending of a small pool played out with its exact chance, independently of FieldFuture's own simulation. */
    private record Endings(int field, List<TileType> pool, int players, FieldFuture out) {

        void play(Board b, boolean[] used, int pile, int turn, int from, double weight) {
            if (pile == 0) {
                out.record(from, FieldFuture.END, 0, weight);
                return;
            }
            int remaining = 0;
            for (boolean u : used) {
                remaining += u ? 0 : 1;
            }
            for (int i = 0; i < pool.size(); i++) {
                if (used[i]) {
                    continue;
                }
                used[i] = true;
                double w = weight / remaining;
                TileType t = pool.get(i);
                List<Board> joined = new java.util.ArrayList<>();
                int places = 0;
                for (kudde.engine.model.Pos p : empty(b)) {
                    for (int q = 0; q < 4; q++) {
                        Orientation o = t.orientation(q);
                        if (!b.fit(o, p.x(), p.y()).fits()) {
                            continue;
                        }
                        places++;
                        Board copy = b.copy();
                        int placed = copy.place(o, p.x(), p.y());
                        if (joins(copy, placed)) {
                            joined.add(copy);
                        }
                    }
                }
                boolean own = turn % players == 0;
                if (own && !joined.isEmpty()) {
                    for (Board after : joined) {
                        boolean closes = after.openPorts(after.find(field)) == 0;
                        hide(after, used, pile - 1, t.hill(), turn, from, w / joined.size(),
                                closes ? FieldFuture.TEND_CLOSES : FieldFuture.TEND);
                    }
                } else if (own || places == 0) {
                    hide(b, used, pile - 1, t.hill(), turn, from, w, -1);
                } else {
                    hide(b, used, pile - 1, t.hill(), turn, from, w * (places - joined.size()) / places, -1);
                    for (Board after : joined) {
                        boolean closes = after.openPorts(after.find(field)) == 0;
                        hide(after, used, pile - 1, t.hill(), turn, from, w / places, closes ? FieldFuture.OTHER_CLOSES : -1);
                    }
                }
                used[i] = false;
            }
        }

        /** H1: a hill tile hides the next tile, any of those left; then what the turn brought, and on. */
        private void hide(Board b, boolean[] used, int pile, boolean hill, int turn, int from, double weight, int event) {
            if (!hill || pile == 0) {
                then(b, used, pile, turn, from, weight, event);
                return;
            }
            int remaining = 0;
            for (boolean u : used) {
                remaining += u ? 0 : 1;
            }
            for (int j = 0; j < pool.size(); j++) {
                if (!used[j]) {
                    used[j] = true;
                    then(b, used, pile - 1, turn, from, weight / remaining, event);
                    used[j] = false;
                }
            }
        }

        private void then(Board b, boolean[] used, int pile, int turn, int from, double weight, int event) {
            if (event < 0) {
                play(b, used, pile, turn + 1, from, weight);
                return;
            }
            out.record(from, event, pile, weight);
            if (event == FieldFuture.TEND) {
                play(b, used, pile, turn + 1, pile, weight);
            }
        }

        private boolean joins(Board copy, int placed) {
            for (int i = 0; i < copy.segmentsOn(placed); i++) {
                int seg = copy.segment(placed, i);
                if (copy.typeOf(seg) == FeatureType.FIELD && copy.find(seg) == copy.find(field)) {
                    return true;
                }
            }
            return false;
        }

        private static List<kudde.engine.model.Pos> empty(Board b) {
            List<kudde.engine.model.Pos> out = new java.util.ArrayList<>();
            for (int t = 0; t < b.tileCount(); t++) {
                for (kudde.engine.tile.Side s : kudde.engine.tile.Side.values()) {
                    kudde.engine.model.Pos p = new kudde.engine.model.Pos(b.x(t) + s.dx(), b.y(t) + s.dy());
                    if (b.tileAt(p.x(), p.y()) < 0 && !out.contains(p)) {
                        out.add(p);
                    }
                }
            }
            return out;
        }
    }

    /** Every kind of tile that, laid at one of the field's open squares, closes it. */
    private static List<TileType> closers(Board b, int field) {
        List<TileType> out = new java.util.ArrayList<>();
        for (TileType t : Catalogue.standard().all()) {
            search:
            for (kudde.engine.model.Pos p : NextChance.openSquares(b, b.find(field))) {
                for (int q = 0; q < 4; q++) {
                    Orientation o = t.orientation(q);
                    if (b.fit(o, p.x(), p.y()).fits()) {
                        Board copy = b.copy();
                        copy.place(o, p.x(), p.y());
                        if (copy.openPorts(copy.find(field)) == 0) {
                            out.add(t);
                            break search;
                        }
                    }
                }
            }
        }
        return out;
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

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
        int seg = -1;
        for (int i = 0; i < b.segmentsOn(0); i++) {
            if (b.typeOf(b.segment(0, i)) == FeatureType.FIELD) {
                seg = b.segment(0, i);
            }
        }
        Map<TileType, Integer> left = new HashMap<>();
        for (TileType t : Catalogue.standard().all()) {
            left.put(t, t.count() - (t == d ? 1 : 0));
        }
        NextChance c = NextChance.estimate(b, seg, left, 2);
        assertThat(c.tilesLeft()).isEqualTo(89);
        assertThat(c.hillsLeft()).isEqualTo(8);
        // 89 · 89 / 97 = 81.7 tiles played, 40 of them by each of two players
        assertThat(c.turnsLeft()).isEqualTo(40);
        assertThat(c.perTurn()).isCloseTo(c.joiningTiles() / 89.0, within(1e-12));
        assertThat(c.chance()).isCloseTo(1 - Math.pow(1 - c.perTurn(), 40), within(1e-12));
        assertThat(c.joiningTiles()).isBetween(1, 89);
    }

    @Test
    void noTilesToComeMeansNoNextTurn() {
        Board b = new Board();
        b.place(Catalogue.standard().byId("base/B").oriented(0), 0, 0);
        NextChance c = NextChance.estimate(b, b.segment(0, fieldOf(b)), Map.of(), 2);
        assertThat(c.turnsLeft()).isZero();
        assertThat(c.chance()).isZero();
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

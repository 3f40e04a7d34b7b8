package kudde.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import kudde.engine.moves.RandomGame;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/**
 * Reading a board changes nothing in it: no path compression, no scratch marks, no remembered
 * index block. That is what lets the tutor, the problems panel and the tooltip read one
 * resolution's final board from several threads at once.
 */
class BoardReadsTest {
    @Test
    void everyReadLeavesTheBoardAsItWas() throws Exception {
        long seed = 20261201L;
        // A finished random game: large fields and cities joined over many turns, so the
        // union-find trees have paths that a compressing find would shorten.
        Board b = RandomGame.start(RuleSet.seed(), seed, false, false).playAll().game().board();
        List<Object> before = state(b);
        readEverything(b);
        assertThat(state(b)).as("board state after reading every feature (seed %d)", seed)
                .usingElementComparator(BoardReadsTest::compare).isEqualTo(before);
    }

    private static void readEverything(Board b) {
        for (int seg = b.segmentCount() - 1; seg >= 0; seg--) {
            int root = b.find(seg);
            b.openPorts(root);
            b.typeOf(seg);
            FeatureView v = new FeatureView(b, seg);
            v.tileCount();
            v.tiles();
            v.hillTiles();
            v.pennants();
            v.closed();
            v.segments();
            if (v.type() == kudde.engine.tile.FeatureType.FIELD) {
                v.borderedCities();
            }
        }
        for (int t = 0; t < b.tileCount(); t++) {
            b.vineyardsAround(t);
            b.neighboursAround(t);
            for (int dx = -2; dx <= 2; dx++) {
                b.tileAt(b.x(t) + dx, b.y(t) - dx);
            }
        }
        TileType any = Catalogue.standard().byId("base/B");
        b.fit(any.oriented(90), b.x(0) + 1, b.y(0) + 5);
    }

    /** Every field of the board and of its position index, arrays copied. */
    private static List<Object> state(Object o) throws IllegalAccessException {
        List<Object> out = new ArrayList<>();
        for (Field f : o.getClass().getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object v = f.get(o);
            if (v instanceof PosIndex) {
                out.addAll(state(v));
            } else if (v instanceof int[] a) {
                out.add(a.clone());
            } else if (v instanceof long[] a) {
                out.add(a.clone());
            } else if (v instanceof Object[] a) {
                out.add(a.clone());
            } else {
                out.add(v);
            }
        }
        return out;
    }

    private static int compare(Object a, Object b) {
        return Arrays.deepEquals(new Object[] {a}, new Object[] {b}) ? 0 : 1;
    }
}

package kudde.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The position table agrees with a HashMap through random puts and removals, edge positions included. */
class PosIndexTest {

    @Test
    void agreesWithAMapThroughPutsAndRemovals() {
        PosIndex index = new PosIndex();
        Map<Long, Integer> map = new HashMap<>();
        long seed = kudde.robust.Seeds.base(11L);
        String replay = kudde.robust.Seeds.replay(PosIndexTest.class, "agreesWithAMapThroughPutsAndRemovals", seed);
        Random rnd = new Random(seed);
        int[] edges = {Integer.MIN_VALUE, Integer.MIN_VALUE + 1, -1, 0, 1, Integer.MAX_VALUE};
        for (int i = 0; i < 20_000; i++) {
            int x = rnd.nextInt(4) == 0 ? edges[rnd.nextInt(edges.length)] : rnd.nextInt(40) - 20;
            int y = rnd.nextInt(4) == 0 ? edges[rnd.nextInt(edges.length)] : rnd.nextInt(40) - 20;
            long key = ((long) x << 32) | (y & 0xFFFFFFFFL);
            if (rnd.nextInt(3) == 0) {
                index.remove(x, y);
                map.remove(key);
            } else {
                index.put(x, y, i);
                map.put(key, i);
            }
            assertThat(index.get(x, y)).as("step %d at [%d,%d] (%s)", i, x, y, replay)
                    .isEqualTo(map.getOrDefault(key, -1));
        }
        // Coordinates from -20 to 19 cross the border of the grid kept around the origin ([-16, 15]),
        // so both the grid and the blocks beyond it are read, written and copied here.
        PosIndex copy = new PosIndex(index);
        for (Map.Entry<Long, Integer> e : map.entrySet()) {
            int x = (int) (e.getKey() >> 32);
            int y = (int) (long) e.getKey();
            assertThat(index.get(x, y)).isEqualTo(e.getValue());
            assertThat(index.getNear(x, y)).isEqualTo(e.getValue());
            assertThat(copy.get(x, y)).isEqualTo(e.getValue());
        }
        assertThat(index.size()).as(replay).isEqualTo(map.size());
        assertThat(copy.size()).isEqualTo(map.size());
        assertThat(index.get(Integer.MIN_VALUE, 0)).isEqualTo(map.getOrDefault(Long.MIN_VALUE, -1));
    }
}

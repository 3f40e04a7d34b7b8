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
        for (Map.Entry<Long, Integer> e : map.entrySet()) {
            assertThat(index.get((int) (e.getKey() >> 32), (int) (long) e.getKey())).isEqualTo(e.getValue());
        }
        assertThat(index.get(Integer.MIN_VALUE, 0)).isEqualTo(map.getOrDefault(Long.MIN_VALUE, -1));
    }
}

package kudde.jcz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;

/**
 * The table of JCloisterZone tile ids ({@code kudde/jcz/tiles.txt}): one JCZ id for each tile type
 * of the catalogue, and the marks JCZ's ids carry agree with the catalogue's tile: {@code BA/} the
 * base game, {@code HS/} Hills & Sheep, {@code .h} a hill, {@code .v} a vineyard, {@code +} a
 * pennant, a leading {@code L} a monastery. The shapes themselves are checked by the three whole
 * games, which end with JCZ's scores only when every tile and every figure's place is read right
 * (ImportedGamesTest).
 */
class JczTilesTest {
    @Test
    void everyCatalogueTileHasOneJczIdWhoseMarksAgree() {
        Map<String, TileType> all = JczTiles.all();
        Set<TileType> seen = new HashSet<>();
        for (Map.Entry<String, TileType> e : all.entrySet()) {
            String jcz = e.getKey();
            TileType t = e.getValue();
            assertThat(seen.add(t)).as("%s is the only JCZ id of %s", jcz, t.id()).isTrue();
            String name = jcz.substring(3);
            assertThat(jcz.startsWith("BA/")).as(jcz).isEqualTo(t.id().startsWith("base/"));
            assertThat(jcz.startsWith("HS/")).as(jcz).isEqualTo(t.id().startsWith("hs/"));
            assertThat(name.contains(".h")).as(jcz + " hill").isEqualTo(t.hill());
            assertThat(name.contains(".v")).as(jcz + " vineyard").isEqualTo(t.vineyard());
            assertThat(name.contains("+")).as(jcz + " pennant").isEqualTo(t.hasPennant());
            assertThat(name.startsWith("L")).as(jcz + " monastery").isEqualTo(t.monastery() >= 0);
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(Catalogue.standard().all());
        assertThat(JczTiles.of("BA/RCr").id()).as("the start tile").isEqualTo("base/D");
        assertThat(JczTiles.of("HS/RR.hG")).as("the garden tile of hills-and-sheep:2").isNull();
    }
}

package kudde.engine.tile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each part of a tile gets words of its own: "the field north of the road", never one shared by two parts. */
class SpotsTest {
    private static final Catalogue CAT = Catalogue.standard();

    private static Spots.Spot spot(String tile, int quarterTurns, String on) {
        Orientation o = CAT.byId(tile).oriented(quarterTurns * 90);
        return Spots.of(o, SegmentNames.find(o, on).segment());
    }

    @Test
    void aStraightRoadSplitsNorthFromSouth() {
        assertThat(spot("base/U", 0, "field:NNW")).isEqualTo(new Spots.Spot(FeatureType.FIELD, Spots.Relation.ROAD, "N"));
        assertThat(spot("base/U", 0, "field:SSE")).isEqualTo(new Spots.Spot(FeatureType.FIELD, Spots.Relation.ROAD, "S"));
        // Turned a quarter, the road runs north-south: the fields lie east and west of it.
        assertThat(spot("base/U", 1, "field:ENE").compass()).isEqualTo("E");
        assertThat(spot("base/U", 1, "field:WSW").compass()).isEqualTo("W");
    }

    @Test
    void aRoadBendKeepsItsInsideApart() {
        // base/V: the road bends from west to south; the small field lies inside the bend.
        assertThat(spot("base/V", 0, "field:SSW").compass()).isEqualTo("SW");
        assertThat(spot("base/V", 0, "field:NNE").compass()).isEqualTo("NE");
    }

    @Test
    void aRoadThatEndsOnTheTileHasAFieldOnEachSide() {
        // base/S: the road runs from the south edge to the city; one field on each side of it.
        assertThat(spot("base/S", 0, "field:SSE").compass()).isEqualTo("E");
        assertThat(spot("base/S", 0, "field:SSW").compass()).isEqualTo("W");
        assertThat(spot("hs/08", 0, "field:WSW").compass()).isEqualTo("W");
    }

    @Test
    void theOnlyPartOfItsKindNeedsNoDirection() {
        assertThat(spot("base/E", 0, "field:SSE").relation()).isEqualTo(Spots.Relation.ONLY);
        assertThat(spot("base/U", 0, "road:W").relation()).isEqualTo(Spots.Relation.ONLY);
        assertThat(spot("base/A", 0, "monastery").relation()).isEqualTo(Spots.Relation.ONLY);
    }

    @Test
    void severalCitiesOrRoadsAreToldByTheirSideOfTheTile() {
        assertThat(spot("base/H", 0, "city:N")).isEqualTo(new Spots.Spot(FeatureType.CITY, Spots.Relation.TILE, "N"));
        assertThat(spot("base/H", 1, "city:E").compass()).isEqualTo("E");
        assertThat(spot("hs/02", 0, "city:W").compass()).isEqualTo("NW");
        assertThat(spot("hs/02", 0, "city:E").compass()).isEqualTo("NE");
        assertThat(spot("base/X", 0, "field:NNE")).isEqualTo(new Spots.Spot(FeatureType.FIELD, Spots.Relation.TILE, "NE"));
    }

    @Test
    void noTwoPartsOfOneTileShareTheirWordsInAnyTurn() {
        List<String> clashes = new ArrayList<>();
        for (TileType t : CAT.all()) {
            for (int r = 0; r < 4; r++) {
                Orientation o = t.oriented(r * 90);
                Set<Spots.Spot> seen = new HashSet<>();
                for (Segment s : t.segments()) {
                    if (!seen.add(Spots.of(o, s.index()))) {
                        clashes.add(t.id() + " turned " + r * 90 + ": " + Spots.of(o, s.index()));
                    }
                }
            }
        }
        assertThat(clashes).isEmpty();
    }
}

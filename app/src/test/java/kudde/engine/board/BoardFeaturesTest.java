package kudde.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.tile.Catalogue;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.SegmentNames;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Connected features on the board: merging, completion (B3, B4), fields and their cities (B9). */
class BoardFeaturesTest {

    private static Board board(Object... placements) {
        Board b = new Board();
        for (int i = 0; i < placements.length; i += 4) {
            place(b, (String) placements[i], (Integer) placements[i + 1], (Integer) placements[i + 2],
                    (Integer) placements[i + 3]);
        }
        return b;
    }

    private static int place(Board b, String id, int x, int y, int rotation) {
        return b.place(Catalogue.standard().byId(id).oriented(rotation), x, y);
    }

    /** The feature root of the segment named {@code on} on the tile at (x, y). */
    private static int at(Board b, int x, int y, String on) {
        int t = b.tileAt(x, y);
        assertThat(t).as("tile at %d,%d", x, y).isNotNegative();
        SegmentNames.Lookup l = SegmentNames.find(b.tile(t), on);
        assertThat(l.found()).as(on).isTrue();
        return b.find(b.segment(t, l.segment()));
    }

    private static FeatureView view(Board b, int x, int y, String on) {
        return new FeatureView(b, at(b, x, y, on));
    }

    @Nested
    class Roads {
        @Test
        void straightsMergeIntoOneOpenRoad() {
            Board b = board("base/U", 0, 0, 0, "base/U", 1, 0, 0, "base/U", 2, 0, 0);
            assertThat(at(b, 0, 0, "road:E")).isEqualTo(at(b, 2, 0, "road:W"));
            FeatureView road = view(b, 1, 0, "road:W");
            assertThat(road.type()).isEqualTo(FeatureType.ROAD);
            assertThat(road.tileCount()).isEqualTo(3);
            assertThat(road.closed()).isFalse();
            assertThat(b.openPorts(road.root())).isEqualTo(2);
        }

        @Test
        void aRoadBetweenTwoEndsIsComplete() {
            Board b = board("base/A", 0, 0, 270, "base/U", 1, 0, 0, "base/A", 2, 0, 90);
            FeatureView road = view(b, 1, 0, "road:W");
            assertThat(road.closed()).isTrue();
            assertThat(road.tiles()).containsExactlyInAnyOrder(0, 1, 2);
        }

        @Test
        void aLoopIsCompleteWithNoEnd() {
            Board b = board("base/V", 0, 0, 270, "base/V", 1, 0, 0, "base/V", 0, 1, 180);
            assertThat(view(b, 0, 0, "road:E").closed()).isFalse();
            place(b, "base/V", 1, 1, 90);
            FeatureView loop = view(b, 0, 0, "road:E");
            assertThat(loop.closed()).isTrue();
            assertThat(loop.tileCount()).isEqualTo(4);
            assertThat(loop.segments()).hasSize(4);
        }

        @Test
        void aCrossroadsEndsEveryRoad() {
            // base/X: four road ends; a straight east of it is a road with one end.
            Board b = board("base/X", 0, 0, 0, "base/U", 1, 0, 0);
            assertThat(at(b, 0, 0, "road:E")).isEqualTo(at(b, 1, 0, "road:W"));
            assertThat(at(b, 0, 0, "road:E")).isNotEqualTo(at(b, 0, 0, "road:W"));
            assertThat(b.openPorts(at(b, 1, 0, "road:W"))).isEqualTo(1);
        }
    }

    @Nested
    class Cities {
        @Test
        void citySegmentsMergeAcrossTilesAndCloseWhenNoWallGapRemains() {
            Board b = board("base/E", -1, 0, 90, "base/F", 0, 0, 0);
            FeatureView city = view(b, 0, 0, "city:W");
            assertThat(city.closed()).isFalse();
            assertThat(city.pennants()).isEqualTo(1);
            place(b, "base/E", 1, 0, 270);
            city = view(b, 0, 0, "city:W");
            assertThat(city.closed()).isTrue();
            assertThat(city.tileCount()).isEqualTo(3);
        }

        @Test
        void aTileShowingTwoPartsOfOneCityCountsOnce() {
            // hs/02's two city segments join through base/E on the shared north edge.
            Board b = board("hs/02", 0, 0, 0, "base/E", 0, -1, 180, "base/E", -1, 0, 90, "base/E", 1, 0, 270);
            FeatureView city = view(b, 0, 0, "city:W");
            assertThat(city.closed()).isTrue();
            assertThat(city.segments()).hasSize(5);
            assertThat(city.tileCount()).isEqualTo(4);
            assertThat(city.tiles()).hasSize(4);
        }

        @Test
        void twoHs02FacingOnTheirSharedEdgesMakeOneCityWithFourGaps() {
            Board b = board("hs/02", 0, 0, 0, "hs/02", 0, -1, 180);
            FeatureView city = view(b, 0, 0, "city:W");
            assertThat(city.segments()).hasSize(4);
            assertThat(city.tileCount()).isEqualTo(2);
            assertThat(b.openPorts(city.root())).isEqualTo(4);
        }
    }

    @Nested
    class FieldsAndTheirCities {
        @Test
        void aFieldTouchingOneCityOnSeveralTilesCountsItOnce() {
            // City base/E + base/F + base/E; the south field runs below all three and round both caps.
            Board b = board("base/E", -1, 0, 90, "base/F", 0, 0, 0, "base/E", 1, 0, 270,
                    "base/B", -1, 1, 0, "base/B", 0, 1, 0, "base/B", 1, 1, 0);
            FeatureView south = view(b, 0, 1, "field:NNW");
            assertThat(south.borderedCities()).containsExactly(at(b, 0, 0, "city:W"));
            FeatureView north = view(b, 0, 0, "field:NNW");
            assertThat(north.root()).isNotEqualTo(south.root());
            // The same city borders the second field as well (B9: a city can score for several fields).
            assertThat(north.borderedCities()).containsExactly(at(b, 0, 0, "city:W"));
        }

        @Test
        void aFieldBetweenTwoCitiesBordersBoth() {
            Board b = board("base/H", 0, 0, 0);
            assertThat(view(b, 0, 0, "field:ENE").borderedCities()).hasSize(2);
        }

        @Test
        void hs02FieldBordersBothItsCitiesAndOnceThemJoined() {
            Board b = board("hs/02", 0, 0, 0);
            assertThat(view(b, 0, 0, "field:SSE").borderedCities()).hasSize(2);
            place(b, "base/E", 0, -1, 180);
            assertThat(view(b, 0, 0, "field:SSE").borderedCities()).containsExactly(at(b, 0, 0, "city:E"));
        }

        @Test
        void aFieldNotTouchingACityBordersNone() {
            Board b = board("base/U", 0, 0, 0);
            assertThat(view(b, 0, 0, "field:NNW").borderedCities()).isEmpty();
        }

        @Test
        void theInnerFieldOfARoadLoopClosesWithTheLoop() {
            Board b = board("base/V", 0, 0, 270, "base/V", 1, 0, 0, "base/V", 0, 1, 180);
            assertThat(view(b, 0, 0, "field:ESE").closed()).isFalse();
            assertThat(b.openPorts(at(b, 0, 0, "field:ESE"))).isEqualTo(2);
            place(b, "base/V", 1, 1, 90);
            assertThat(view(b, 0, 0, "field:ESE").closed()).isTrue();
            assertThat(at(b, 1, 1, "field:NNW")).isEqualTo(at(b, 0, 0, "field:ESE"));
            assertThat(view(b, 1, 0, "field:NNW").closed()).isFalse();
        }
    }

    @Nested
    class Positions {
        @Test
        void aCopyIsIndependent() {
            Board b = board("base/U", 0, 0, 0);
            Board c = b.copy();
            place(c, "base/U", 1, 0, 0);
            assertThat(b.tileCount()).isEqualTo(1);
            assertThat(b.tileAt(1, 0)).isEqualTo(-1);
            assertThat(b.openPorts(at(b, 0, 0, "road:E"))).isEqualTo(2);
            assertThat(c.openPorts(at(c, 0, 0, "road:E"))).isEqualTo(2);
            assertThat(at(c, 0, 0, "road:E")).isEqualTo(at(c, 1, 0, "road:W"));
        }

        @Test
        void aBoardGrowsPastItsExpectedSize() {
            Board b = new Board(4);
            for (int x = 0; x < 60; x++) {
                place(b, "base/U", x, 0, 0);
            }
            FeatureView road = view(b, 0, 0, "road:E");
            assertThat(road.tileCount()).isEqualTo(60);
            assertThat(b.openPorts(road.root())).isEqualTo(2);
            assertThat(b.tileAt(59, 0)).isEqualTo(59);
            assertThat(b.tileAt(60, 0)).isEqualTo(-1);
        }

        @Test
        void negativeAndExtremeCoordinatesAreOrdinaryPositions() {
            // Scenario coordinates are any 32-bit integers (docs/scenario-format.md).
            Board empty = new Board();
            assertThat(empty.tileAt(Integer.MIN_VALUE, 0)).isEqualTo(-1);
            assertThat(empty.tileAt(0, Integer.MIN_VALUE)).isEqualTo(-1);
            Board b = new Board();
            place(b, "base/U", Integer.MIN_VALUE, 0, 0);
            place(b, "base/U", Integer.MIN_VALUE + 1, 0, 0);
            assertThat(b.tileAt(Integer.MIN_VALUE, 0)).isZero();
            assertThat(b.tileAt(Integer.MIN_VALUE + 1, 0)).isEqualTo(1);
            assertThat(b.tileAt(0, 0)).isEqualTo(-1);
            assertThat(at(b, Integer.MIN_VALUE, 0, "road:E")).isEqualTo(at(b, Integer.MIN_VALUE + 1, 0, "road:W"));
        }
    }
}

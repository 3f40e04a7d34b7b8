package kudde.engine.tile;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import kudde.engine.board.Board;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The tile catalogue agrees with the reference tile list (docs/tiles.md): counts, flags, edges, segments and the irregular H&S shapes. */
class CatalogueTest {
    private static final Catalogue CAT = Catalogue.standard();

    /** The rows of the reference tile list (docs/tiles.md), verbatim: id | count | N E S W | features | flags. */
    private static final String TILES_MD = """
            base/A | 2 | F F R F | monastery; road[S]; field[NNW NNE ENE ESE SSE SSW WSW WNW] | -
            base/B | 4 | F F F F | monastery; field[NNW NNE ENE ESE SSE SSW WSW WNW] | -
            base/C | 1 | C C C C | city[N W S E] +pennant | -
            base/D | 4 | C R F R | road[W E]; city[N]; field[ENE WNW] touches city at N; field[ESE SSE SSW WSW] | -
            base/E | 5 | C F F F | city[N]; field[ENE ESE SSE SSW WSW WNW] touches city at N | -
            base/F | 2 | F C F C | city[W E] +pennant; field[NNW NNE] touches city at W; field[SSE SSW] touches city at W | -
            base/G | 1 | F C F C | city[W E]; field[NNW NNE] touches city at W; field[SSE SSW] touches city at W | -
            base/H | 3 | C F C F | city[N]; city[S]; field[ENE ESE WSW WNW] touches city at N+S | -
            base/I | 2 | C F F C | city[N]; city[W]; field[ENE ESE SSE SSW] touches city at N+W | -
            base/J | 3 | C R R F | road[E S]; city[N]; field[ENE SSW WSW WNW] touches city at N; field[ESE SSE] | -
            base/K | 3 | C F R R | road[S W]; city[N]; field[ENE ESE SSE WNW] touches city at N; field[SSW WSW] | -
            base/L | 3 | C R R R | road[E]; road[S]; road[W]; city[N]; field[ENE WNW] touches city at N; field[SSW WSW]; field[ESE SSE] | -
            base/M | 2 | C F F C | city[N W] +pennant; field[ENE ESE SSE SSW] touches city at N | -
            base/N | 3 | C F F C | city[N W]; field[ENE ESE SSE SSW] touches city at N | -
            base/O | 2 | C R R C | road[E S]; city[N W] +pennant; field[ENE SSW] touches city at N; field[ESE SSE] | -
            base/P | 3 | C R R C | road[E S]; city[N W]; field[ENE SSW] touches city at N; field[ESE SSE] | -
            base/Q | 1 | C C F C | city[N E W] +pennant; field[SSE SSW] touches city at N | -
            base/R | 3 | C C F C | city[N E W]; field[SSE SSW] touches city at N | -
            base/S | 2 | C C R C | road[S]; city[N W E] +pennant; field[SSE] touches city at N; field[SSW] touches city at N | -
            base/T | 1 | C C R C | road[S]; city[N W E]; field[SSE] touches city at N; field[SSW] touches city at N | -
            base/U | 8 | F R F R | road[W E]; field[NNW NNE ENE WNW]; field[ESE SSE SSW WSW] | -
            base/V | 9 | F F R R | road[W S]; field[NNW NNE ENE ESE SSE WNW]; field[SSW WSW] | -
            base/W | 4 | F R R R | road[E]; road[S]; road[W]; field[NNW NNE ENE WNW]; field[ESE SSE]; field[SSW WSW] | -
            base/X | 1 | R R R R | road[N]; road[E]; road[S]; road[W]; field[NNW WNW]; field[NNE ENE]; field[ESE SSE]; field[SSW WSW] | -
            hs/01 | 2 | C F F F | city[N]; field[SSW WSW WNW] touches city at N; field[ENE ESE SSE] touches city at N | vineyard
            hs/02 | 2 | C C F C | city[N W]; city[E] (also touches N, shared with the other city); field[SSE SSW] touches city at N+E | vineyard
            hs/03 | 1 | C F F C | city[N W]; field[ENE ESE SSE SSW] touches city at N | hill
            hs/04 | 1 | C F F C | city[N]; city[W]; field[ENE ESE SSE SSW] touches city at N+W | hill
            hs/05 | 1 | C F F C | city[N W]; field[ENE ESE SSE SSW] touches city at N | vineyard
            hs/06 | 1 | C F C F | city[N]; city[S]; field[ENE ESE WSW WNW] touches city at N+S | hill
            hs/07 | 1 | F C F C | city[W]; city[E]; field[NNW NNE] touches city at W+E; field[SSE SSW] touches city at W+E | vineyard
            hs/08 | 1 | C F R F | city[N]; road[S]; field[SSW WSW WNW] touches city at N; field[ENE ESE SSE] touches city at N | hill
            hs/09 | 1 | C R R F | city[N]; road[E S]; field[ENE SSW WSW WNW] touches city at N; field[ESE SSE] | hill
            hs/10 | 1 | C R R F | monastery; city[N]; road[E S]; field[ENE SSW WSW WNW] touches city at N; field[ESE SSE] | -
            hs/11 | 1 | R R R F | monastery; road[S]; road[N E]; field[NNW ESE SSE SSW WSW WNW]; field[NNE ENE] | -
            hs/12 | 1 | C F R C | city[N]; city[W]; road[S]; field[SSW] touches city at N+W; field[ENE ESE SSE] touches city at N | vineyard
            hs/13 | 1 | R F R F | road[N]; road[S]; field[NNE ENE ESE SSE]; field[NNW SSW WSW WNW] | hill
            hs/14 | 1 | F F R R | road[W]; road[S]; field[NNW NNE ENE ESE SSE WNW]; field[SSW WSW] | hill
            hs/15 | 1 | C F R R | road[S W]; city[N]; field[ENE ESE SSE WNW] touches city at N; field[SSW WSW] | hill
            hs/16 | 1 | F R R R | road[W E]; road[S]; field[NNW NNE ENE WNW]; field[ESE SSE SSW WSW] | vineyard
            """;

    private static List<TileType> base() {
        return CAT.all().stream().filter(t -> t.id().startsWith("base/")).collect(Collectors.toList());
    }

    private static List<TileType> hillsAndSheep() {
        return CAT.all().stream().filter(t -> t.id().startsWith("hs/")).collect(Collectors.toList());
    }

    private static int tiles(List<TileType> types) {
        return types.stream().mapToInt(TileType::count).sum();
    }

    @Nested
    class Counts {
        @Test
        void baseGameHas24TypesAnd72Tiles() {
            assertThat(base()).hasSize(24);
            assertThat(tiles(base())).isEqualTo(72);
        }

        @Test
        void hillsAndSheepHas16TypesAnd18Tiles() {
            assertThat(hillsAndSheep()).hasSize(16);
            assertThat(tiles(hillsAndSheep())).isEqualTo(18);
            assertThat(CAT.all()).hasSize(40);
        }

        @Test
        void baseGameHas10PennantsAndNoHillOrVineyard() {
            int pennants = 0;
            for (TileType t : base()) {
                for (Segment s : t.segments()) {
                    pennants += s.pennant() ? t.count() : 0;
                }
                assertThat(t.hill()).as(t.id()).isFalse();
                assertThat(t.vineyard()).as(t.id()).isFalse();
            }
            assertThat(pennants).isEqualTo(10);
        }

        @Test
        void hillsAndSheepHas8Hills8VineyardsAnd2MonasteriesAndNoPennant() {
            List<TileType> hs = hillsAndSheep();
            assertThat(hs.stream().filter(TileType::hill).mapToInt(TileType::count).sum()).isEqualTo(8);
            assertThat(hs.stream().filter(TileType::vineyard).mapToInt(TileType::count).sum()).isEqualTo(8);
            assertThat(hs.stream().filter(t -> t.monastery() >= 0).mapToInt(TileType::count).sum()).isEqualTo(2);
            assertThat(hs.stream().filter(TileType::hasPennant)).isEmpty();
            assertThat(hs.stream().filter(t -> t.hill() && t.vineyard())).isEmpty();
        }

        @Test
        void theStartTileIsOneOfTheFourBaseD() {
            assertThat(CAT.byId("base/D").count()).isEqualTo(4);
            assertThat(CAT.byId("base/Z")).isNull();
        }
    }

    @Nested
    class AgreesWithTilesMd {
        @Test
        void everyRowOfTilesMdIsInTheCatalogueAndNothingElse() {
            List<String> ids = new ArrayList<>();
            for (String row : rows()) {
                ids.add(row.split("\\|")[0].trim());
            }
            assertThat(CAT.all().stream().map(TileType::id)).containsExactlyElementsOf(ids);
        }

        @Test
        void countsEdgesFlagsAndSegmentsMatchEachRow() {
            for (String row : rows()) {
                String[] cells = row.split("\\|");
                TileType t = CAT.byId(cells[0].trim());
                assertThat(t.count()).as(t.id() + " count").isEqualTo(Integer.parseInt(cells[1].trim()));
                String edges = cells[2].replace(" ", "");
                for (Side s : Side.values()) {
                    assertThat(t.edge(s).letter()).as(t.id() + " edge " + s).isEqualTo(edges.charAt(s.ordinal()));
                }
                String flags = cells[4].trim();
                assertThat(t.hill()).as(t.id() + " hill").isEqualTo(flags.contains("hill"));
                assertThat(t.vineyard()).as(t.id() + " vineyard").isEqualTo(flags.contains("vineyard"));
                assertThat(describe(t)).as(t.id() + " segments").containsExactlyInAnyOrderElementsOf(expected(cells[3]));
            }
        }

        private List<String> rows() {
            return TILES_MD.lines().map(String::trim).filter(l -> !l.isEmpty()).collect(Collectors.toList());
        }

        /** Each segment as "type mask pennant borders(city masks)". */
        private List<String> describe(TileType t) {
            List<String> out = new ArrayList<>();
            for (Segment s : t.segments()) {
                List<Integer> borders = new ArrayList<>();
                for (Segment c : t.segments()) {
                    if ((s.borderedCities() & (1 << c.index())) != 0) {
                        borders.add(c.mask());
                    }
                }
                borders.sort(null);
                out.add(s.type().word() + " " + s.mask() + (s.pennant() ? " +pennant" : "") + " " + borders);
            }
            return out;
        }

        private final Pattern feature = Pattern.compile(
                "(\\w+)(?:\\[([A-Z ]+)\\])?( \\+pennant)?(?: \\(also touches ([A-Z]+)[^)]*\\))?(?: touches city at ([A-Z+]+))?");

        private List<String> expected(String cell) {
            List<String[]> parsed = new ArrayList<>();
            for (String part : cell.trim().split(";\\s*")) {
                Matcher m = feature.matcher(part.trim());
                assertThat(m.matches()).as("tiles.md feature " + part).isTrue();
                parsed.add(new String[] {m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)});
            }
            List<int[]> cities = new ArrayList<>();
            for (String[] p : parsed) {
                if (p[0].equals("city")) {
                    cities.add(new int[] {mask(FeatureType.CITY, p[1], p[3])});
                }
            }
            List<String> out = new ArrayList<>();
            for (String[] p : parsed) {
                FeatureType type = FeatureType.ofWord(p[0]);
                int mask = type == FeatureType.MONASTERY ? 0 : mask(type, p[1], p[3]);
                List<Integer> borders = new ArrayList<>();
                if (p[4] != null) {
                    int edges = mask(FeatureType.CITY, p[4].replace('+', ' '), null);
                    for (int[] c : cities) {
                        if ((c[0] & edges) != 0) {
                            borders.add(c[0]);
                        }
                    }
                }
                borders.sort(null);
                out.add(type.word() + " " + mask + (p[2] != null ? " +pennant" : "") + " " + borders);
            }
            return out;
        }

        private int mask(FeatureType type, String names, String alsoTouches) {
            int m = 0;
            for (String n : names.trim().split("\\s+")) {
                m |= 1 << Locations.indexOf(type, n);
            }
            if (alsoTouches != null) {
                m |= 1 << Locations.indexOf(type, alsoTouches);
            }
            return m;
        }
    }

    @Nested
    class EdgeLettersAgreeWithSegments {
        @Test
        void everyEdgeOfEveryTypeInEveryRotation() {
            for (TileType t : CAT.all()) {
                for (int q = 0; q < 4; q++) {
                    Orientation o = t.orientation(q);
                    for (Side side : Side.values()) {
                        String what = t.id() + " turned " + q + " side " + side;
                        int cities = count(o, FeatureType.CITY, side);
                        int roads = count(o, FeatureType.ROAD, side);
                        int west = o.fieldAtHalf(side.ordinal() * 2);
                        int east = o.fieldAtHalf(side.ordinal() * 2 + 1);
                        switch (o.edge(side)) {
                            case CITY -> {
                                assertThat(cities).as(what + ": a C edge has a city on it").isGreaterThanOrEqualTo(1);
                                assertThat(roads).as(what).isZero();
                                assertThat(west).as(what + ": no field half on a C edge").isEqualTo(-1);
                                assertThat(east).as(what + ": no field half on a C edge").isEqualTo(-1);
                            }
                            case ROAD -> {
                                assertThat(roads).as(what + ": an R edge has exactly one road").isEqualTo(1);
                                assertThat(cities).as(what).isZero();
                                assertThat(west).as(what + ": field left of the road").isNotNegative();
                                assertThat(east).as(what + ": field right of the road").isNotNegative();
                            }
                            case FIELD -> {
                                assertThat(cities + roads).as(what + ": an F edge has no road or city").isZero();
                                assertThat(west).as(what + ": both field halves").isNotNegative();
                                assertThat(east).as(what + ": both field halves").isNotNegative();
                            }
                            default -> throw new AssertionError(what);
                        }
                    }
                }
            }
        }

        @Test
        void fieldSegmentsNeverShareAHalfEdgeAndEverySegmentTouchesTheBorder() {
            for (TileType t : CAT.all()) {
                int seen = 0;
                for (Segment s : t.segments()) {
                    if (s.type() == FeatureType.FIELD) {
                        assertThat(seen & s.mask()).as(t.id() + " overlapping fields").isZero();
                        seen |= s.mask();
                    }
                    if (s.type() != FeatureType.MONASTERY) {
                        assertThat(s.mask()).as(t.id() + " segment " + s.index()).isNotZero();
                    }
                }
            }
        }

        private int count(Orientation o, FeatureType type, Side side) {
            int n = 0;
            for (Segment s : o.type().segments()) {
                if (s.type() == type && (o.mask(s.index()) & side.bit()) != 0) {
                    n++;
                }
            }
            return n;
        }
    }

    @Nested
    class Rotation {
        @Test
        void turningFourTimesIsTheIdentity() {
            for (TileType t : CAT.all()) {
                for (Segment s : t.segments()) {
                    int m = s.mask();
                    int turned = m;
                    for (int i = 0; i < 4; i++) {
                        turned = Locations.rotate(s.type(), turned, 1);
                    }
                    assertThat(turned).as(t.id() + " segment " + s.index()).isEqualTo(m);
                    assertThat(t.orientation(4).mask(s.index())).isEqualTo(t.orientation(0).mask(s.index()));
                }
                for (Side side : Side.values()) {
                    assertThat(t.orientation(4).edge(side)).isEqualTo(t.edge(side));
                    assertThat(side.turned(1).turned(1).turned(1).turned(1)).isEqualTo(side);
                }
            }
        }

        @Test
        void aQuarterTurnIsClockwiseForEdgesAndHalfEdges() {
            // docs/tiles.md: N -> E at 90 degrees, NNW -> ENE, WNW -> NNE.
            TileType d = CAT.byId("base/D");
            Orientation turned = d.oriented(90);
            assertThat(turned.edge(Side.E)).isEqualTo(EdgeKind.CITY);
            assertThat(turned.edge(Side.S)).isEqualTo(EdgeKind.ROAD);
            assertThat(turned.edge(Side.W)).isEqualTo(EdgeKind.FIELD);
            assertThat(Locations.rotateHalves(1 << Locations.HALVES.indexOf("NNW"), 1))
                    .isEqualTo(1 << Locations.HALVES.indexOf("ENE"));
            assertThat(Locations.rotateHalves(1 << Locations.HALVES.indexOf("WNW"), 1))
                    .isEqualTo(1 << Locations.HALVES.indexOf("NNE"));
            // base/D's small field ENE WNW (north of the road) lies east of the road after 90 degrees.
            assertThat(SegmentNames.locations(turned, 2)).containsExactly("NNE", "SSE");
        }

        @Test
        void facingHalvesPairAcrossTheBorder() {
            // docs/tiles.md: NNW meets the northern neighbour's SSW, NNE meets SSE; ENE<->WNW, ESE<->WSW.
            assertThat(facing("NNW")).isEqualTo("SSW");
            assertThat(facing("NNE")).isEqualTo("SSE");
            assertThat(facing("ENE")).isEqualTo("WNW");
            assertThat(facing("ESE")).isEqualTo("WSW");
            for (String h : Locations.HALVES) {
                assertThat(facing(facing(h))).isEqualTo(h);
            }
        }

        private String facing(String half) {
            return Locations.HALVES.get(Locations.facingHalf(Locations.HALVES.indexOf(half)));
        }
    }

    @Nested
    class IrregularTiles {
        private int seg(Board b, int tile, String on) {
            SegmentNames.Lookup l = SegmentNames.find(b.tile(tile), on);
            assertThat(l.found()).as(on).isTrue();
            return b.find(b.segment(tile, l.segment()));
        }

        private Board board(Object... placements) {
            Board b = new Board();
            for (int i = 0; i < placements.length; i += 4) {
                b.place(CAT.byId((String) placements[i]).oriented((Integer) placements[i + 3]),
                        (Integer) placements[i + 1], (Integer) placements[i + 2]);
            }
            return b;
        }

        @Test
        void hs01SplitFieldIsJoinedByAnUndividedNeighbourField() {
            Board alone = board("hs/01", 0, 0, 0);
            assertThat(seg(alone, 0, "field:WSW")).isNotEqualTo(seg(alone, 0, "field:ESE"));
            // base/B below: its north edge is one field, so both parts become one field.
            Board joined = board("hs/01", 0, 0, 0, "base/B", 0, 1, 0);
            assertThat(seg(joined, 0, "field:WSW")).isEqualTo(seg(joined, 0, "field:ESE"));
        }

        @Test
        void hs01SplitFieldStaysSplitAgainstAnotherSplitEdge() {
            // hs/01 turned 180 below: its north edge is split too, west meets west, east meets east.
            Board b = board("hs/01", 0, 0, 0, "hs/01", 0, 1, 180);
            assertThat(seg(b, 0, "field:WSW")).isNotEqualTo(seg(b, 0, "field:ESE"));
            assertThat(seg(b, 0, "field:WSW")).isEqualTo(seg(b, 1, "field:NNW"));
            assertThat(seg(b, 0, "field:ESE")).isEqualTo(seg(b, 1, "field:NNE"));
        }

        @Test
        void hs02CityAgainstTheSharedNorthEdgeJoinsBothCities() {
            Board alone = board("hs/02", 0, 0, 0);
            assertThat(seg(alone, 0, "city:W")).isNotEqualTo(seg(alone, 0, "city:E"));
            Board joined = board("hs/02", 0, 0, 0, "base/E", 0, -1, 180);
            assertThat(seg(joined, 0, "city:W")).isEqualTo(seg(joined, 0, "city:E"));
            assertThat(seg(joined, 1, "city:S")).isEqualTo(seg(joined, 0, "city:E"));
            // West and east walls are still open: two gaps.
            assertThat(joined.openPorts(seg(joined, 0, "city:W"))).isEqualTo(2);
        }

        @Test
        void hs02CityAgainstTheWestEdgeJoinsOnlyTheCornerCity() {
            Board b = board("hs/02", 0, 0, 0, "base/E", -1, 0, 90);
            assertThat(seg(b, 1, "city:E")).isEqualTo(seg(b, 0, "city:W"));
            assertThat(seg(b, 0, "city:W")).isNotEqualTo(seg(b, 0, "city:E"));
        }

        @Test
        void hs02CityNIsAmbiguousWithAlternativesCityWAndCityE() {
            Orientation o = CAT.byId("hs/02").oriented(0);
            SegmentNames.Lookup l = SegmentNames.find(o, "city:N");
            assertThat(l.found()).isFalse();
            assertThat(l.failure()).isEqualTo(SegmentNames.Failure.AMBIGUOUS);
            assertThat(l.alternatives()).containsExactlyInAnyOrder("city:W", "city:E");
            assertThat(SegmentNames.find(o, "city:W").segment()).isNotEqualTo(SegmentNames.find(o, "city:E").segment());
        }

        @Test
        void hs02CanonicalNamesInEveryRotation() {
            TileType t = CAT.byId("hs/02");
            // The corner city N W and the city E (reaching N): after turning, the shared edge moves too.
            String[][] expected = {{"city:W", "city:E"}, {"city:N", "city:S"}, {"city:E", "city:W"}, {"city:S", "city:N"}};
            for (int q = 0; q < 4; q++) {
                Orientation o = t.orientation(q);
                assertThat(SegmentNames.canonical(o, 0)).as("turned " + q).isEqualTo(expected[q][0]);
                assertThat(SegmentNames.canonical(o, 1)).as("turned " + q).isEqualTo(expected[q][1]);
                String shared = Locations.EDGES.get(q);
                assertThat(SegmentNames.find(o, "city:" + shared).failure()).isEqualTo(SegmentNames.Failure.AMBIGUOUS);
            }
            assertThat(SegmentNames.canonical(t.oriented(0), 2)).isEqualTo("field:SSE");
        }

        @Test
        void hs07FieldBetweenTheCitiesIsSplitUnlikeBaseH() {
            Orientation hs07 = CAT.byId("hs/07").oriented(0);
            assertThat(SegmentNames.find(hs07, "field:NNW").segment())
                    .isNotEqualTo(SegmentNames.find(hs07, "field:SSE").segment());
            Orientation baseH = CAT.byId("base/H").oriented(90);
            assertThat(SegmentNames.find(baseH, "field:NNW").segment())
                    .isEqualTo(SegmentNames.find(baseH, "field:SSE").segment());
        }

        @Test
        void hs08RoadEndsOnTheTileAndTheFieldsBesideItStayApart() {
            // A straight road below and an hs/08 turned 180 (road end north) two below: the road is finished.
            Board b = board("hs/08", 0, 0, 0, "base/U", 0, 1, 90);
            int road = seg(b, 0, "road:S");
            assertThat(b.openPorts(road)).isEqualTo(1);
            assertThat(seg(b, 0, "field:WSW")).isNotEqualTo(seg(b, 0, "field:ESE"));
            b.place(CAT.byId("hs/13").oriented(0), 0, 2);
            assertThat(b.openPorts(road)).as("road between two road ends").isZero();
            assertThat(seg(b, 0, "field:WSW")).isNotEqualTo(seg(b, 0, "field:ESE"));
        }

        @Test
        void hs13RoadsEndOnTheTileAndDoNotGoThrough() {
            Board b = board("hs/13", 0, 0, 0, "hs/13", 0, -1, 0);
            int between = seg(b, 0, "road:N");
            assertThat(between).isEqualTo(seg(b, 1, "road:S"));
            assertThat(b.openPorts(between)).isZero();
            assertThat(seg(b, 0, "road:S")).isNotEqualTo(between);
            assertThat(b.openPorts(seg(b, 0, "road:S"))).isEqualTo(1);
        }

        @Test
        void hs14RoadsEndOnTheTileAndDoNotGoThrough() {
            // hs/14 turned 180 has its road ends at E and N; west of the first one it finishes its road.
            Board b = board("hs/14", 0, 0, 0, "hs/14", -1, 0, 180);
            int between = seg(b, 0, "road:W");
            assertThat(between).isEqualTo(seg(b, 1, "road:E"));
            assertThat(b.openPorts(between)).isZero();
            assertThat(seg(b, 0, "road:S")).isNotEqualTo(between);
        }

        @Test
        void hs16StubDoesNotDivideTheSouthFieldNorJoinTheWestEastRoad() {
            Orientation o = CAT.byId("hs/16").oriented(0);
            assertThat(SegmentNames.find(o, "field:SSW").segment()).isEqualTo(SegmentNames.find(o, "field:SSE").segment());
            assertThat(SegmentNames.find(o, "road:S").segment()).isNotEqualTo(SegmentNames.find(o, "road:W").segment());
            // A north-south road below: its west and east fields become one through hs/16's south field.
            Board b = board("hs/16", 0, 0, 0, "base/U", 0, 1, 90);
            assertThat(seg(b, 1, "field:WSW")).isEqualTo(seg(b, 1, "field:ESE"));
            assertThat(seg(b, 1, "road:N")).isEqualTo(seg(b, 0, "road:S"));
            assertThat(seg(b, 0, "road:S")).isNotEqualTo(seg(b, 0, "road:W"));
            assertThat(seg(b, 0, "road:W")).isEqualTo(seg(b, 0, "road:E"));
        }

        @Test
        void hs11RoadEndsAtTheMonasteryAndTheCurveIsSeparate() {
            Orientation o = CAT.byId("hs/11").oriented(0);
            int south = SegmentNames.find(o, "road:S").segment();
            assertThat(SegmentNames.find(o, "road:N").segment()).isEqualTo(SegmentNames.find(o, "road:E").segment());
            assertThat(SegmentNames.find(o, "road:N").segment()).isNotEqualTo(south);
            assertThat(o.ports(south)).as("the south road has one open end").isEqualTo(1);
            assertThat(SegmentNames.find(o, "monastery").found()).isTrue();
            // The small field between the curve's arms is its own.
            assertThat(SegmentNames.find(o, "field:NNE").segment()).isNotEqualTo(SegmentNames.find(o, "field:NNW").segment());
        }
    }
}

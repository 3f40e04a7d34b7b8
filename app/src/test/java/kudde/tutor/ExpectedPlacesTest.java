package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.SegmentNames;
import org.junit.jupiter.api.Test;

/** The parts an expected figure may be put on: one name a part, never one two parts share. */
class ExpectedPlacesTest {
    /** hs/02 unturned at [0,0]: its cities N W and E N share the name N. */
    private static Board board() {
        Board b = new Board();
        b.place(Catalogue.standard().byId("hs/02").oriented(0), 0, 0);
        return b;
    }

    @Test
    void eachPartIsOfferedByTheOneNameThatNamesItAlone() {
        Board b = board();
        assertThat(ExpectedPlaces.at(b, new Pos(0, 0), FigureKind.FOLLOWER))
                .containsExactly("city:W", "city:E", "field:SSE");
        // S1: a shepherd stands only in a field.
        assertThat(ExpectedPlaces.at(b, new Pos(0, 0), FigureKind.SHEPHERD)).containsExactly("field:SSE");
        assertThat(ExpectedPlaces.at(b, new Pos(0, 0), FigureKind.DRAGON)).isEmpty();
        assertThat(ExpectedPlaces.at(b, new Pos(1, 0), FigureKind.FOLLOWER)).isEmpty();
        for (String name : ExpectedPlaces.at(b, new Pos(0, 0), FigureKind.FOLLOWER)) {
            assertThat(SegmentNames.find(b.tile(0), name).found()).as(name).isTrue();
        }
    }

    @Test
    void aNameTwoPartsShareIsNeverKept() {
        Board b = board();
        assertThat(SegmentNames.find(b.tile(0), "city:N").failure()).isEqualTo(SegmentNames.Failure.AMBIGUOUS);
        assertThat(ExpectedPlaces.keep(b, new Pos(0, 0), FigureKind.FOLLOWER, "city:N")).isEqualTo("city:W");
        assertThat(ExpectedPlaces.canonical(b, new Pos(0, 0), "city:N")).isNull();
        // A name of one part alone is kept, written canonically; a city is no place for a shepherd.
        assertThat(ExpectedPlaces.keep(b, new Pos(0, 0), FigureKind.FOLLOWER, "field:SSW")).isEqualTo("field:SSE");
        assertThat(ExpectedPlaces.keep(b, new Pos(0, 0), FigureKind.SHEPHERD, "city:E")).isEqualTo("field:SSE");
        assertThat(ExpectedPlaces.keep(b, new Pos(5, 5), FigureKind.FOLLOWER, "city:E")).isNull();
    }

    @Test
    void placesAndSheepAreReadAsTyped() {
        assertThat(ExpectedPlaces.parse("2, -1")).isEqualTo(new Pos(2, -1));
        assertThat(ExpectedPlaces.parse("[3,0]")).isEqualTo(new Pos(3, 0));
        assertThat(ExpectedPlaces.parse(" 4 5 ")).isEqualTo(new Pos(4, 5));
        assertThat(ExpectedPlaces.parse("2")).isNull();
        assertThat(ExpectedPlaces.parse("a, b")).isNull();
        assertThat(ExpectedPlaces.parse("1, 2, 3")).isNull();
        assertThat(ExpectedPlaces.parseSheep("2, 3 3")).isEqualTo(List.of(2, 3, 3));
        assertThat(ExpectedPlaces.parseSheep("")).isEmpty();
        assertThat(ExpectedPlaces.parseSheep("5")).isNull();
        assertThat(ExpectedPlaces.parseSheep("wolf")).isNull();
    }
}

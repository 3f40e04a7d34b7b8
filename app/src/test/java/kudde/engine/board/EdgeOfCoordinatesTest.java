package kudde.engine.board;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.tile.Catalogue;
import kudde.engine.tile.Orientation;
import org.junit.jupiter.api.Test;

/** Coordinates are 32-bit (docs/scenario-format.md): the board does not wrap around at the edge of that range. */
class EdgeOfCoordinatesTest {
    private final Orientation straight = Catalogue.standard().byId("base/U").oriented(0);

    @Test
    void theEastmostAndWestmostPositionsAreNotNeighbours() {
        Board b = new Board();
        b.place(straight, Integer.MAX_VALUE, 0);
        Fit fit = b.fit(straight, Integer.MIN_VALUE, 0);
        assertThat(fit.problem()).isEqualTo(Fit.Problem.NO_NEIGHBOUR);
        assertThat(b.tileAt(Integer.MAX_VALUE, 0, 1, 0)).isEqualTo(-1);
    }

    @Test
    void aTileAtTheEdgeStillFindsItsRealNeighbour() {
        Board b = new Board();
        int east = b.place(straight, Integer.MAX_VALUE, 0);
        int west = b.place(straight, Integer.MAX_VALUE - 1, 0);
        assertThat(b.tileAt(Integer.MAX_VALUE, 0, -1, 0)).isEqualTo(west);
        assertThat(b.find(b.segment(east, 0))).isEqualTo(b.find(b.segment(west, 0)));
        assertThat(b.neighboursAround(east)).isEqualTo(1);
    }
}

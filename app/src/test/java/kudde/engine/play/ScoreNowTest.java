package kudde.engine.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import org.junit.jupiter.api.Test;

class ScoreNowTest {
    private static final Catalogue C = Catalogue.standard();

    @Test
    void anOpenCityCountsTilesAndPennantsOnceAsInFinalScoring() {
        Board b = new Board();
        b.place(C.byId("base/D").oriented(0), 0, 0);
        b.place(C.byId("base/M").oriented(180), 0, -1);
        Figure red = new Figure(FigureKind.FOLLOWER, 0, 0, 0, 0, 1, List.of());
        // base/D city N meets base/M turned so its corner city opens south: 2 tiles + 1 pennant, still open (B8).
        ScoreNow s = ScoreNow.of(b, List.of(red), 2, RuleSet.seed(), b.segment(0, 1));
        assertThat(s.points()).isEqualTo(3);
        assertThat(s.winners()).isEqualTo(0b01);
    }

    @Test
    void aTiedCityGoesToTheLeaderOnAHill() {
        Board b = new Board();
        b.place(C.byId("base/E").oriented(0), 0, 0);
        b.place(C.byId("hs/06").oriented(0), 0, -1);
        // base/E city N (segment 0) and hs/06's south city (segment 1): complete, 2 tiles (B4).
        Figure red = new Figure(FigureKind.FOLLOWER, 0, 0, 0, 0, 0, List.of());
        Figure blue = new Figure(FigureKind.FOLLOWER, 1, 0, -1, 1, 1, List.of());
        ScoreNow s = ScoreNow.of(b, List.of(red, blue), 2, RuleSet.seed(), b.segment(0, 0));
        assertThat(s.points()).isEqualTo(4);
        assertThat(s.winners()).as("H4: blue stands on the hill tile").isEqualTo(0b10);
    }

    @Test
    void aFieldsFlockIsEveryShepherdsSheep() {
        Board b = new Board();
        b.place(C.byId("base/U").oriented(0), 0, 0);
        b.place(C.byId("base/U").oriented(0), 1, 0);
        Figure red = new Figure(FigureKind.SHEPHERD, 0, 0, 0, 0, 1, List.of(3));
        Figure blue = new Figure(FigureKind.SHEPHERD, 1, 1, 0, 1, 1, List.of(2, 2));
        ScoreNow s = ScoreNow.of(b, List.of(red, blue), 2, RuleSet.seed(), b.segment(0, 1));
        assertThat(s.flock()).isEqualTo(7);
        assertThat(s.points()).isZero();
    }
}

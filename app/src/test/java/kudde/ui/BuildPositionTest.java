package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import org.junit.jupiter.api.Test;

/** A teacher builds a position from an empty board with the mouse and the R key. */
@GuiTest
class BuildPositionTest extends WindowTest {

    @Test
    void tilesRotationAFollowerAShepherdWithSheepAndAHillTile() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        // base/E shows its city north; turned twice it meets base/D's city from above.
        arm("tile:base/E");
        key(R);
        key(R);
        clickCell(0, -1);
        // hs/14 (hill) turned twice: roads north and east, fields where it touches the board.
        arm("tile:hs/14");
        key(R);
        key(R);
        fit();
        clickCell(1, -1);

        Scenario s = scenario();
        assertThat(s.board()).extracting(t -> t.tile().id() + " " + t.at() + " " + t.rotation())
                .containsExactly("base/D [0,0] 0", "base/U [1,0] 0", "base/E [0,-1] 180", "hs/14 [1,-1] 180");
        assertThat(s.board().get(3).tile().hill()).isTrue();

        // The two-tile city is complete: a follower there would already have been scored (B7).
        arm("figure:follower:red");
        clickSegment(0, -1, 0);
        assertThat(window.list("problems.list").contents()).singleElement().asString().contains("B7");
        ctrl(java.awt.event.KeyEvent.VK_Z);
        assertThat(scenario().figures()).isEmpty();
        assertThat(window.list("problems.list").contents()).isEmpty();
        clickSegment(0, 0, 0);
        arm("figure:shepherd:blue");
        clickSegment(1, 0, 2);
        arm("sheep:3");
        clickSegment(1, 0, 2);
        arm("sheep:2");
        clickSegment(1, 0, 2);

        assertThat(scenario().figures()).containsExactly(
                FigureSetup.follower("red", new Pos(0, 0), "road:E"),
                FigureSetup.shepherd("blue", new Pos(1, 0), "field:ESE", List.of(3, 2)));
        assertThat(window.list("problems.list").contents()).isEmpty();
    }

    @Test
    void aTileThatDoesNotMatchIsRefusedWithTheReason() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/B");
        clickCell(-1, 0);

        assertThat(scenario().board()).extracting(TilePlacement::at).containsExactly(new Pos(0, 0));
        assertThat(status()).contains("base/B").contains("road").contains("B1");
    }

    @Test
    void aClickWhereTheTileFitsOnlyTurnedTurnsItAndTheNextClickPlacesIt() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/E");
        clickCell(0, -1);
        assertThat(scenario().board()).hasSize(1);
        assertThat(edt(() -> main.editor().rotation())).isEqualTo(180);
        assertThat(status()).contains("180").contains("click again");

        clickCell(0, -1);
        assertThat(scenario().board()).extracting(t -> t.tile().id() + " " + t.at() + " " + t.rotation())
                .containsExactly("base/D [0,0] 0", "base/E [0,-1] 180");
    }

    @Test
    void theEraserRemovesAFigureThenATile() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("figure:follower:blue");
        clickSegment(0, 0, 0);
        assertThat(scenario().figures()).extracting(FigureSetup::kind).containsExactly(FigureKind.FOLLOWER);

        arm("tool.eraser");
        clickSegment(0, 0, 0);
        assertThat(scenario().figures()).isEmpty();
        clickCell(0, 0);
        assertThat(scenario().board()).isEmpty();
    }
}

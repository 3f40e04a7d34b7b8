package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.caciocavallosilano.cacio.ctc.junit.CacioTest;
import java.awt.Point;
import java.awt.event.KeyEvent;
import javax.swing.JMenuItem;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.tile.Catalogue;
import kudde.ui.board.TurnPicker;
import org.assertj.swing.annotation.GUITest;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JMenuItemFixture;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Playing a turn on the board is a mode turned on on purpose; without it a click edits the set-up only. */
@Tag("gui")
@CacioTest
@GUITest
class TurnModeTest extends WindowTest {

    /** The set-up: base/D at [0,0] with red's shepherd in its southern field. */
    private void setUp() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("figure:shepherd:red");
        clickSegment(0, 0, 3);
        arm("tool.pointer");
        assertThat(scenario().figures()).hasSize(1);
    }

    @Test
    void aTurnIsPlayedOnTheBoardTileSpotFigureAndTendingChoice() {
        setUp();
        key(KeyEvent.VK_T);
        assertThat(edt(() -> main.editor().turns().on())).isTrue();
        window.label("turnTitle").requireText("Playing turn 1 — Esc to stop");
        assertThat(edt(() -> board().controller())).isInstanceOf(TurnPicker.class);
        // The palette offers the tiles that are left: three base/D besides the one on the board.
        window.toggleButton("tile:base/D").requireText("D  3 left");
        clickCell(3, 3);
        assertThat(scenario().turns()).isEmpty();

        arm("tile:base/U");
        // base/U does not fit north of base/D's city: refused with the engine's reason.
        clickCell(0, -1);
        assertThat(status()).startsWith("Refused: ").contains("B1");
        assertThat(scenario().turns()).isEmpty();

        clickCell(1, 0);
        assertThat(edt(() -> main.editor().turns().picker().laid())).isNotNull();
        window.label("turnHint").requireText(
                "Click the part of the tile for a figure, or No figure; R turns it the next way it fits.");
        // The northern field of the new tile: a follower (red's shepherd is already out); the
        // tile joins the shepherd's field, so the engine asks grow or guide (S4, S5).
        Point north = edt(() -> board().segmentPoint(Catalogue.standard().byId("base/U").oriented(0), new Pos(1, 0), 1));
        window.robot().click(board(), north);
        menuItem("picker.flock.grow").click();

        assertThat(scenario().turns()).singleElement().isInstanceOfSatisfying(Turn.TileTurn.class, t -> {
            assertThat(t.player()).isEqualTo("red");
            assertThat(t.tile().id()).isEqualTo("base/U");
            assertThat(t.at()).isEqualTo(new Pos(1, 0));
            assertThat(t.place()).isEqualTo(new Turn.Placement(kudde.engine.model.FigureKind.FOLLOWER, "field:NNW"));
            assertThat(t.flock()).isEqualTo(Turn.Flock.GROW);
        });
        assertThat(status()).startsWith("Turn 1 played: ");
        // Turn mode goes on with the next turn, the next player's.
        window.label("turnTitle").requireText("Playing turn 2 — Esc to stop");
        window.comboBox("turnPlayer").requireSelection("blue");
        window.toggleButton("tile:base/U").requireText("U  7 left");

        key(KeyEvent.VK_ESCAPE);
        assertThat(edt(() -> main.editor().turns().on())).isFalse();
        assertThat(edt(() -> board().banner())).isNull();
        // The tutor came to the front with the played turn's explanation: the board is its again.
        assertThat(edt(() -> main.tutor().active())).isTrue();
        window.label("rule").requireText("B1 · Tile placement");
        window.toggleButton("tile:base/D").requireText("D  1/4");
    }

    @Test
    void aClickOnTheBoardNeverChangesTheTurnsUnlessTurnModeIsOn() {
        GuiActionRunner.execute(() -> main.files().openLesson("fields/01-two-shepherds-one-field.json"));
        int turns = scenario().turns().size();
        int tiles = scenario().board().size();
        assertThat(edt(() -> main.tutor().active())).isTrue();
        fit();
        GuiActionRunner.execute(() -> board().zoom(0.6));
        // The tutor in front: clicks on empty spots, tiles and figures, left and right.
        for (int x = -2; x <= 3; x++) {
            clickCell(x, 0);
            clickCell(x, 1);
        }
        window.robot().click(board(), edt(() -> board().cellPoint(new Pos(3, 0))), MouseButton.RIGHT_BUTTON, 1);
        assertThat(scenario().turns()).hasSize(turns);
        assertThat(scenario().board()).hasSize(tiles);

        // An armed tile edits the set-up, whatever tab is in front; the turns stay.
        arm("tile:base/U");
        assertThat(edt(() -> main.editor().active())).isTrue();
        clickCell(0, 1);
        assertThat(scenario().board()).hasSize(tiles + 1);
        assertThat(scenario().turns()).hasSize(turns);

        // Only in turn mode does a click play a turn: base/U south of the set-up's base/U.
        key(KeyEvent.VK_T);
        window.label("turnTitle").requireText("Playing turn " + (turns + 1) + " — Esc to stop");
        arm("tile:base/U");
        clickCell(1, 1);
        assertThat(edt(() -> main.editor().turns().picker().laid())).isEqualTo(new kudde.engine.moves.TileMove(new Pos(1, 1), 0));
        window.button("turnNoFigure").click();
        if (scenario().turns().size() == turns) {
            // The tile enlarged the player's own shepherd's field: the engine asks grow or guide.
            menuItem("picker.flock.grow").click();
        }
        assertThat(scenario().turns()).hasSize(turns + 1);
        assertThat(scenario().board()).hasSize(tiles + 1);
    }

    private JMenuItemFixture menuItem(String name) {
        JMenuItem item = window.robot().finder().findByName(name, JMenuItem.class, true);
        return new JMenuItemFixture(window.robot(), item);
    }
}

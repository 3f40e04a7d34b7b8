package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JMenuItem;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.tile.Catalogue;
import kudde.ui.board.TurnPicker;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JMenuItemFixture;
import org.junit.jupiter.api.Test;

/** Playing a turn on the board is a mode turned on on purpose; without it a click edits the set-up only. */
@GuiTest
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
        window.label("turnHint").requireText("Click the part of the tile for a figure, or No figure; or choose with the"
                + " arrow keys or Tab, and Enter plays the turn without a figure. R turns the tile the next way it fits.");
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
        window.textBox("rule").requireText("B1 · Tile placement");
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

    @Test
    void theFigureIsChosenAtTheKeyboardArrowsAndTabStepEnterPlays() {
        setUp();
        key(KeyEvent.VK_T);
        arm("tile:base/U");
        // The tile goes where the keyboard cursor is: from [0,0] one step east, Enter lays it.
        boardKey(KeyEvent.VK_RIGHT);
        boardKey(KeyEvent.VK_ENTER);
        TurnPicker picker = edt(() -> main.editor().turns().picker());
        assertThat(edt(picker::laid)).isEqualTo(new kudde.engine.moves.TileMove(new Pos(1, 0), 0));
        assertThat(edt(picker::keyedChoice)).isNull();
        List<FigureMove> choices = edt(picker::figureChoices);
        // What the engine allows there: a follower on the road and in each field (red's shepherd is out).
        assertThat(choices).extracting(FigureMove::on).containsExactly("road:E", "field:NNW", "field:ESE");
        assertThat(choices).extracting(FigureMove::kind).containsOnly(kudde.engine.model.FigureKind.FOLLOWER);
        assertThat(edt(() -> main.editor().turns().picker().keyedChoice())).isNull();

        boardKey(KeyEvent.VK_RIGHT);
        assertThat(edt(picker::keyedChoice)).isEqualTo(choices.get(0));
        assertThat(window.label("turnHint").text()).contains("Enter plays the turn with a thief on the road.");
        boardKey(KeyEvent.VK_TAB);
        assertThat(edt(picker::keyedChoice)).isEqualTo(choices.get(1));
        // Tab stays on the board while the figure is chosen.
        assertThat(edt(() -> board().isFocusOwner())).isTrue();
        boardKey(KeyEvent.VK_DOWN);
        boardKey(KeyEvent.VK_DOWN);
        assertThat(edt(picker::keyedChoice)).as("round to no figure").isNull();
        boardKey(KeyEvent.VK_UP);
        assertThat(edt(picker::keyedChoice)).isEqualTo(choices.get(2));
        boardKey(KeyEvent.VK_LEFT);
        assertThat(edt(picker::keyedChoice)).isEqualTo(choices.get(1));
        assertThat(window.label("turnHint").text()).contains("Enter plays the turn with a farmer in the field.");
        assertThat(scenario().turns()).isEmpty();

        // Enter plays it; the tile joins red's shepherd's field, so grow or guide is asked, the first armed.
        boardKey(KeyEvent.VK_ENTER);
        menuItem("picker.flock.grow").requireVisible();
        window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
        assertThat(scenario().turns()).singleElement().isInstanceOfSatisfying(Turn.TileTurn.class, t -> {
            assertThat(t.at()).isEqualTo(new Pos(1, 0));
            assertThat(t.place()).isEqualTo(new Turn.Placement(kudde.engine.model.FigureKind.FOLLOWER, "field:NNW"));
            assertThat(t.flock()).isEqualTo(Turn.Flock.GROW);
        });
        // The next turn: no tile laid, so the arrows move the keyboard cursor again and Tab leaves the board.
        window.label("turnTitle").requireText("Playing turn 2 — Esc to stop");
        assertThat(edt(picker::laid)).isNull();
        assertThat(edt(() -> board().getFocusTraversalKeysEnabled())).isTrue();
    }

    @Test
    void theTurnBarLeavesTheTopTileRowInView() {
        // A tall column of twelve base/B: fitted, a one-tile margin is thinner than the bar.
        List<kudde.engine.model.TilePlacement> column = new java.util.ArrayList<>();
        for (int y = 0; y < 12; y++) {
            column.add(new kudde.engine.model.TilePlacement(Catalogue.standard().byId("base/B"), new Pos(0, y), 0));
        }
        GuiActionRunner.execute(() -> main.document().replace(docLesson().withGame(scenario().withBoard(column)), null, false));
        key(KeyEvent.VK_T);
        window.label("turnTitle").requireText("Playing turn 1 — Esc to stop");
        java.awt.Rectangle bar = onScreen(edt(() -> board().banner()));
        assertThat(bar.height).isGreaterThan(edt(() -> (int) board().camera().scale()));
        for (int pass = 0; pass < 2; pass++) {
            Point top = screen(0, 0);
            Point bottom = screen(1, 12);
            assertThat(top.y).as("the top row starts below the bar").isGreaterThanOrEqualTo(bar.y + bar.height);
            assertThat(bottom.y).as("the bottom row ends in the view").isLessThanOrEqualTo(boardOnScreen().y
                    + boardOnScreen().height);
            // Fitting the board again (0 on the board) leaves the same room.
            boardKey(KeyEvent.VK_0);
        }
        key(KeyEvent.VK_ESCAPE);
        // Without the bar the board fits the whole view again: the top row moves up.
        fit();
        assertThat(screen(0, 0).y).isLessThan(bar.y + bar.height);
    }

    /**
     * After a manual pan or zoom no tile slides under the bar: the bar has a strip of its
     * own above the board, so a tile pushed up is cut at the board's edge, and its part that shows
     * is clicked and hovered as the board's.
     */
    @Test
    void noPanOrZoomPutsATileUnderTheTurnBar() {
        setUp();
        key(KeyEvent.VK_T);
        java.awt.Rectangle bar = onScreen(edt(() -> board().banner()));
        assertThat(boardOnScreen().intersects(bar)).as("the board gives the bar its rows").isFalse();
        // Drag the board up so the tile's top would be at the middle of the bar.
        Point middle = edt(() -> board().cellPoint(new Pos(0, 0)));
        int up = screen(0, 0).y - (bar.y + bar.height / 2);
        window.robot().pressMouse(board(), middle, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board(), new Point(middle.x, middle.y - up / 2));
        window.robot().moveMouse(board(), new Point(middle.x, middle.y - up));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();
        assertThat(screen(0, 0).y).as("the tile was panned up to the bar").isLessThan(bar.y + bar.height);
        assertTileClearOfBar(bar);
        // Zoomed in with the wheel at the tile's top: it grows up towards the bar, and still stops at the board's edge.
        Point nearTop = new Point(middle.x, 4);
        window.robot().moveMouse(board(), nearTop);
        window.robot().rotateMouseWheel(board(), -3);
        window.robot().waitForIdle();
        assertTileClearOfBar(bar);
        // Just under the bar the mouse is over the tile, on the board: the part that shows is the board's.
        window.robot().moveMouse(board(), new Point(middle.x, 2));
        window.robot().waitForIdle();
        assertThat(edt(() -> board().hover())).isNotNull()
                .satisfies(h -> assertThat(h.cell()).isEqualTo(new Pos(0, 0)));
        // Fitted again (0), a refused spot still says why, and the bar has not moved.
        boardKey(KeyEvent.VK_0);
        arm("tile:base/U");
        clickCell(0, -1);
        assertThat(status()).startsWith("Refused: ").contains("B1");
        assertThat(onScreen(edt(() -> board().banner()))).isEqualTo(bar);
    }

    /** The tile at [0,0], as much of it as the board shows, lies wholly below the bar. */
    private void assertTileClearOfBar(java.awt.Rectangle bar) {
        Point a = screen(0, 0);
        Point b = screen(1, 1);
        java.awt.Rectangle tile = new java.awt.Rectangle(a.x, a.y, b.x - a.x, b.y - a.y);
        java.awt.Rectangle shown = tile.intersection(boardOnScreen());
        assertThat(shown.isEmpty()).as("part of the tile shows").isFalse();
        assertThat(shown.intersects(bar)).as("the tile's area on the screen %s and the bar %s", shown, bar).isFalse();
        assertThat(shown.y).isGreaterThanOrEqualTo(bar.y + bar.height);
    }

    /** Board point (x, y) on the screen. */
    private Point screen(double x, double y) {
        return edt(() -> {
            Point p = board().toScreen(x, y);
            javax.swing.SwingUtilities.convertPointToScreen(p, board());
            return p;
        });
    }

    private java.awt.Rectangle boardOnScreen() {
        return onScreen(board());
    }

    private java.awt.Rectangle onScreen(java.awt.Component c) {
        return edt(() -> new java.awt.Rectangle(c.getLocationOnScreen(), c.getSize()));
    }

    private JMenuItemFixture menuItem(String name) {
        JMenuItem item = window.robot().finder().findByName(name, JMenuItem.class, true);
        return new JMenuItemFixture(window.robot(), item);
    }
}

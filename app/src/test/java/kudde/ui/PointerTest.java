package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.util.List;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import org.assertj.swing.core.MouseButton;
import org.junit.jupiter.api.Test;

/** The pointer: drag a figure to move it, right-click a tile to turn it, click a problem to find it. */
@GuiTest
class PointerTest extends WindowTest {

    private void dragBoard(Point from, Point to) {
        window.robot().pressMouse(board(), from, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board(), new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        window.robot().moveMouse(board(), to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
    }

    @Test
    void aShepherdDraggedToAnotherFieldKeepsItsSheep() {
        arm("tile:base/U");
        clickCell(0, 0);
        arm("figure:shepherd:red");
        clickSegment(0, 0, 1);
        arm("sheep:2");
        clickSegment(0, 0, 1);
        arm("tool.pointer");

        Point from = edt(() -> board().segmentPoint(new Pos(0, 0), 1));
        Point to = edt(() -> board().segmentPoint(new Pos(0, 0), 2));
        dragBoard(from, to);

        assertThat(scenario().figures()).containsExactly(FigureSetup.shepherd("red", new Pos(0, 0), "field:ESE", List.of(2)));
    }

    @Test
    void rightClickTurnsAPlacedTileWithItsFollower() {
        arm("tile:base/E");
        clickCell(0, 0);
        arm("figure:follower:red");
        clickSegment(0, 0, 0);
        arm("tool.pointer");

        Point p = edt(() -> board().cellPoint(new Pos(0, 0)));
        window.robot().click(board(), p, MouseButton.RIGHT_BUTTON, 1);

        assertThat(scenario().board().get(0).rotation()).isEqualTo(90);
        assertThat(scenario().figures()).containsExactly(FigureSetup.follower("red", new Pos(0, 0), "city:E"));
    }

    @Test
    void clickingAProblemSelectsItsPlace() {
        arm("tile:base/U");
        clickCell(0, 0);
        arm("figure:shepherd:red");
        clickSegment(0, 0, 1);
        clickSegment(0, 0, 2);
        assertThat(window.list("problems.list").contents()).hasSize(1);

        // A second problem with a place: two followers on one monastery (placed apart, diagonally).
        arm("tile:base/B");
        clickCell(1, 1);
        arm("figure:follower:blue");
        clickSegment(1, 1, 0);
        clickSegment(1, 1, 0);
        assertThat(window.list("problems.list").contents()).hasSize(2);

        window.list("problems.list").clickItem(0);
        assertThat(edt(() -> board().selected())).isEqualTo(new Pos(1, 1));
        assertThat(status()).contains("monastery");
    }
}

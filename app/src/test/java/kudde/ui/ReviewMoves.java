package kudde.ui;

import java.awt.Point;
import javax.swing.JMenuItem;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMoves;
import kudde.engine.tile.Orientation;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JMenuItemFixture;

/**
 * Plays the figure and tending part of a move in an exercise by clicks, its tile already laid and
 * turned: a click on the part of the tile the figure goes on (the figure chosen from the picker's
 * menu where two may go there), or "No figure"; then the tending choice from its menu, when asked.
 */
final class ReviewMoves {
    private ReviewMoves() {
    }

    static void play(FrameFixture window, MainWindow main, Turn.TileTurn move) {
        if (move.place() == null) {
            window.button("exerciseNoFigure").click();
        } else {
            Orientation o = move.tile().oriented(move.rotation());
            int segment = -1;
            for (int i = 0; i < o.type().segments().size(); i++) {
                if (FigureMoves.name(o, i).equals(move.place().on())) {
                    segment = i;
                }
            }
            int seg = segment;
            Point p = GuiActionRunner.execute(() -> main.boardView().segmentPoint(o, move.at(), seg));
            window.robot().click(main.boardView(), p);
            choose(window, "picker.figure." + move.place().kind().word());
        }
        if (move.flock() != null && move.flock() != Turn.Flock.NONE || shows(window, "picker.flock.none")) {
            choose(window, "picker.flock." + (move.flock() == null ? Turn.Flock.NONE : move.flock()).word());
        }
    }

    private static boolean shows(FrameFixture window, String name) {
        return GuiActionRunner.execute(() -> !window.robot().finder()
                .findAll(c -> c instanceof JMenuItem && name.equals(c.getName()) && c.isShowing()).isEmpty());
    }

    /** Clicks a menu item of the picker's, when its menu is up. */
    private static void choose(FrameFixture window, String name) {
        window.robot().waitForIdle();
        if (shows(window, name)) {
            new JMenuItemFixture(window.robot(), (JMenuItem) window.robot().finder()
                    .find(c -> c instanceof JMenuItem && name.equals(c.getName()) && c.isShowing())).click();
        }
    }
}

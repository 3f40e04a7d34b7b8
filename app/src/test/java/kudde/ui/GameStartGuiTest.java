package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import kudde.tutor.game.TableGame;
import kudde.ui.kit.Words;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * How a game begins in the window (Game ▸ New game): the tutor's opening line is the game's own,
 * not the lesson's "Press → to watch the turns", in English and Dutch; and "Where can this go?"
 * answered in one game is not shown in the next, even when the next deals the same tile at the
 * same turn (the same seed).
 */
@GuiTest
class GameStartGuiTest extends WindowTest {

    private TableGame game() {
        return edt(() -> main.gameMode() == null ? null : main.gameMode().game());
    }

    @Test
    void aNewGameOpensWithItsOwnLineAndWithoutTheLastGamesMoves() {
        long seed = 7;
        System.out.println("GameStartGuiTest seed " + seed);
        rememberSeededGameAgainstABeginner(seed);

        TableGame first = newGame(null);
        // A lesson's opening would end "Press → (or the Next button) to watch the turns happen".
        assertThat(window.textBox("stepText").text())
                .isEqualTo("Each turn of the game is explained here as it is played, one rule at a time.");
        GuiActionRunner.execute(() -> main.setLanguage(Words.DUTCH));
        waitUntil("the tutor speaks Dutch", () -> edt(() -> window.textBox("stepText").target().getText())
                .startsWith("Elke beurt"));
        assertThat(window.textBox("stepText").text())
                .isEqualTo("Elke beurt van het spel wordt hier uitgelegd zodra hij gespeeld is, regel voor regel.")
                .doesNotContain("→");
        GuiActionRunner.execute(() -> main.setLanguage(Words.ENGLISH));

        window.button("game.where").click();
        waitUntil("the moves are listed", () -> edt(() -> whereShows() && listed() > 0));
        assertThat(listed()).isEqualTo(edt(() -> first.legalMoves().size()));

        // The same seed deals the same first tile: only the game tells the answer is the last one's.
        TableGame second = newGame(first);
        assertThat(edt(() -> second.tile())).isEqualTo(edt(() -> first.tile()));
        assertThat(edt(() -> second.scenario().turns())).isEmpty();
        assertThat(edt(this::whereShows)).as("the last game's moves still shown").isFalse();
        assertThat(window.textBox("stepText").text()).startsWith("Each turn of the game is explained here");

        // Asked in this game, it answers for this game.
        window.button("game.where").click();
        waitUntil("the moves are listed again", () -> edt(() -> whereShows() && listed() > 0));
        assertThat(listed()).isEqualTo(edt(() -> second.legalMoves().size()));
    }

    /** Game ▸ New game (Ctrl+Shift+N), the remembered choices taken with Enter; waits for the person's first tile. */
    private TableGame newGame(TableGame before) {
        ctrlShift(KeyEvent.VK_N);
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<javax.swing.JDialog>(javax.swing.JDialog.class) {
            @Override
            protected boolean isMatching(javax.swing.JDialog d) {
                return "newGame".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(WAIT_SECONDS * 1000L).using(window.robot());
        dialog.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        if (before != null) {
            // The game before is unsaved work: the window asks before it starts another.
            waitUntil("the question about unsaved work, or the new game", () -> edt(() -> main.gameMode().game() != before
                    || java.util.Arrays.stream(java.awt.Window.getWindows()).anyMatch(w -> w.isShowing()
                            && w instanceof javax.swing.JDialog d && d.getContentPane().getComponentCount() > 0
                            && d.getContentPane().getComponent(0) instanceof javax.swing.JOptionPane)));
            if (edt(() -> main.gameMode().game() == before)) {
                window.optionPane().buttonWithText("Don't save").click();
            }
        }
        waitUntil("the person's first tile", () -> edt(() -> main.gameMode().game() != null
                && main.gameMode().game() != before && main.gameMode().picker() != null));
        window.robot().waitForIdle();
        return game();
    }

    /** The list of "where can this go?", shown or not. */
    private javax.swing.JList<?> whereList() {
        return window.robot().finder().findByName(main, "game.whereList", javax.swing.JList.class, false);
    }

    /** Whether the list and the box around it show (called on the event thread). */
    private boolean whereShows() {
        javax.swing.JList<?> list = whereList();
        return list.isShowing() && javax.swing.SwingUtilities.getAncestorOfClass(javax.swing.JScrollPane.class, list).isVisible();
    }

    private int listed() {
        return edt(() -> whereList().getModel().getSize());
    }
}

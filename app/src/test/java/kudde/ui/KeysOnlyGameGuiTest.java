package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.function.Predicate;
import kudde.engine.ai.Move;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.tutor.game.TableGame;
import kudde.ui.board.TurnPicker;
import org.junit.jupiter.api.Test;

/**
 * A game's turns with key strokes only: Game ▸ New game reached through the menu bar with F10 and
 * the arrows, the dialog's remembered choices taken with Enter, then the person's tile placed
 * with the arrows, turned with R, laid with Enter, a figure chosen with the arrows (the first
 * turn) or none (the second), played with Enter; the computer player's turn follows each. The
 * moves are the engine's legal moves, so the test knows no answer by heart. No mouse event is sent.
 */
@GuiTest
class KeysOnlyGameGuiTest extends KeyStrokesTest {

    private TableGame game() {
        return edt(() -> main.gameMode() == null ? null : main.gameMode().game());
    }

    private TurnPicker picker() {
        return edt(() -> main.gameMode().picker());
    }

    @Test
    void aGamesTurnsWithKeyStrokesOnly() {
        long seed = 7;
        System.out.println("KeysOnlyGameGuiTest seed " + seed);
        rememberSeededGameAgainstABeginner(seed);

        // F10 opens the menu bar on its first menu; Right goes on to Game, Down opens it.
        press(KeyEvent.VK_F10);
        waitUntil("the menu bar is open", () -> armed() != null);
        for (int i = 0; i < 8 && !"menu.game".equals(armed()); i++) {
            press(KeyEvent.VK_RIGHT);
        }
        assertThat(armed()).as("the Game menu selected").isEqualTo("menu.game");
        press(KeyEvent.VK_DOWN);
        for (int i = 0; i < 8 && !"menu.game.new".equals(armed()); i++) {
            press(KeyEvent.VK_DOWN);
        }
        assertThat(armed()).as("New game armed").isEqualTo("menu.game.new");
        press(KeyEvent.VK_ENTER);
        waitUntil("the new game's dialog has the focus", () -> edt(() -> focused() != null
                && "newGame".equals((focused() instanceof java.awt.Window w ? w
                        : javax.swing.SwingUtilities.getWindowAncestor(focused())).getName())));
        // Caciocavallo leaves the focus on the dialog itself, where a key reaches no control (Tab
        // neither); a real window (Xvfb) hands it to the first control, the first player's "played
        // by", where Enter reaches the default button. Here the key goes through the dialog's fixture,
        // as GameStartGuiTest's does.
        org.assertj.swing.finder.WindowFinder.findDialog("newGame").withTimeout(WAIT_SECONDS * 1000L)
                .using(window.robot()).pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("the person's first tile", () -> edt(() -> game() != null && main.gameMode().picker() != null));
        assertThat(edt(() -> game().scenario().players().get(0).name())).isEqualTo("Anna");
        waitUntil("the board has the focus for the person's tile", () -> focused() == main.boardView());
        requireBoardFocusFrame();
        assertThat(window.textBox("game.how").text()).contains("With the keys: the arrows move the cursor on the board, "
                + "R turns the tile (Shift+R back) and Enter lays it down.");

        playByKeys(m -> m.place() != null && m.flock() == null, "with a figure");
        playByKeys(m -> m.place() == null && m.flock() == null, "without a figure");
    }

    /**
     * Plays one of the engine's legal moves that {@code wanted} holds of, by keys, and waits for the
     * computer player's turn that follows it.
     */
    @SuppressWarnings("deprecation")
    private void playByKeys(Predicate<Move> wanted, String how) {
        TableGame g = game();
        int turnsBefore = edt(() -> g.scenario().turns().size());
        Move move = edt(() -> g.legalMoves().stream().filter(wanted).findFirst()
                .orElseThrow(() -> new AssertionError("seed 7 has no legal move " + how + " at turn " + turnsBefore)));
        Pos at = new Pos(move.x(), move.y());

        // The arrows move the board's cursor to the square.
        Pos start = edt(() -> main.boardView().cursorCell());
        assertThat(start).as("the board's keyboard cursor is on").isNotNull();
        for (int i = 0; i < Math.abs(at.x() - start.x()); i++) {
            press(at.x() > start.x() ? KeyEvent.VK_RIGHT : KeyEvent.VK_LEFT);
        }
        for (int i = 0; i < Math.abs(at.y() - start.y()); i++) {
            press(at.y() > start.y() ? KeyEvent.VK_DOWN : KeyEvent.VK_UP);
        }
        assertThat(edt(() -> main.boardView().cursorCell())).as("the cursor on the square").isEqualTo(at);

        // R turns the tile a quarter clockwise, Shift+R back; then as far as the move wants.
        int was = edt(() -> picker().rotation());
        press(KeyEvent.VK_R);
        assertThat(edt(() -> picker().rotation())).isEqualTo((was + 90) % 360);
        press(KeyEvent.VK_R, InputEvent.SHIFT_MASK);
        assertThat(edt(() -> picker().rotation())).isEqualTo(was);
        for (int i = 0; i < 4 && edt(() -> picker().rotation()) != move.quarterTurns() * 90; i++) {
            press(KeyEvent.VK_R);
        }
        assertThat(edt(() -> picker().rotation())).isEqualTo(move.quarterTurns() * 90);
        press(KeyEvent.VK_ENTER);
        assertThat(edt(() -> picker().laid())).as("Enter lays the tile at the cursor")
                .isEqualTo(new kudde.engine.moves.TileMove(at, move.quarterTurns() * 90));

        // No figure is the first choice; the arrows go on to the figure wanted, Enter plays the turn.
        assertThat(edt(() -> picker().keyedChoice())).as("no figure first").isNull();
        if (move.place() != null) {
            int n = edt(() -> picker().figureChoices().size());
            for (int i = 0; i <= n && !sameFigure(move.place()); i++) {
                press(KeyEvent.VK_RIGHT);
            }
            assertThat(sameFigure(move.place())).as("the figure chosen").isTrue();
        }
        press(KeyEvent.VK_ENTER);
        waitUntil("the turn is played", () -> edt(() -> g.scenario().turns().size() > turnsBefore));
        Turn.TileTurn played = edt(() -> (Turn.TileTurn) g.scenario().turns().get(turnsBefore));
        assertThat(played.player()).isEqualTo(edt(() -> g.scenario().players().get(0).id()));
        assertThat(played.at()).isEqualTo(at);
        assertThat(played.rotation()).isEqualTo(move.quarterTurns() * 90);
        assertThat(played.place()).as("the figure played").isEqualTo(move.place());

        // The computer player's turn follows; then the person's next tile waits, the board's focus kept.
        waitUntil("the computer player's turn, then the person's next tile", () -> edt(() -> g.over()
                || g.scenario().turns().size() > turnsBefore + 1 && main.gameMode().picker() != null));
        Turn.TileTurn answered = edt(() -> (Turn.TileTurn) g.scenario().turns().get(turnsBefore + 1));
        assertThat(answered.player()).isEqualTo(edt(() -> g.scenario().players().get(1).id()));
        waitUntil("the board has the focus again", () -> focused() == main.boardView());
    }

    private boolean sameFigure(Turn.Placement wanted) {
        return edt(() -> picker().keyedChoice() != null && picker().keyedChoice().placement().equals(wanted));
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kudde.engine.ai.Move;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.tutor.game.TableGame;


import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * A whole seeded game against two computer players, played in the window with
 * clicks and keys only, to final scoring; the review opens on it, it is saved, and {@code kudde
 * check} passes on the saved file (its expect holds the final scores).
 */
@GuiTest
class WholeGameGuiTest extends WindowTest {

    private TableGame game() {
        return edt(() -> gameMode() == null ? null : gameMode().game());
    }

    private kudde.ui.game.GameMode gameMode() {
        return main.gameMode();
    }

    @Test
    void aWholeSeededGameAgainstTwoComputerPlayersIsPlayedSavedAndPassesCheck() throws Exception {
        long seed = 24;
        System.out.println("WholeGameGuiTest seed " + seed);
        ctrlShift(KeyEvent.VK_N);
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<javax.swing.JDialog>(javax.swing.JDialog.class) {
            @Override
            protected boolean isMatching(javax.swing.JDialog d) {
                return "newGame".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(60_000).using(window.robot());
        dialog.checkBox("newGame.plays.2").check();
        dialog.comboBox("newGame.kind.0").selectItem(0);
        dialog.comboBox("newGame.kind.1").selectItem(1);
        dialog.comboBox("newGame.kind.2").selectItem(1);
        // Players have people's names until given others, as in the lessons: never a colour's.
        assertThat(dialog.textBox("newGame.name.1").text()).isEqualTo("Bram");
        assertThat(dialog.textBox("newGame.name.2").text()).isEqualTo("Cor");
        dialog.textBox("newGame.name.0").setText("Anna");
        dialog.radioButton("newGame.seeded").click();
        dialog.textBox("newGame.seed").setText(Long.toString(seed));
        dialog.checkBox("newGame.learning").uncheck();
        dialog.comboBox("newGame.pace").selectItem(0);
        dialog.button("newGame.start").click();
        waitUntil("the game starts", () -> game() != null);
        assertThat(edt(() -> main.learning())).isTrue();
        int moves = 0;
        while (true) {
            waitUntil("the person's turn or the end", () -> edt(() -> game().over()
                    || game().personToMove() && gameMode().picker() != null));
            if (edt(() -> game().over())) {
                break;
            }
            int turnsBefore = edt(() -> game().scenario().turns().size());
            // The spot of one legal move, read from the engine; the tile is laid with a click.
            Move m = edt(() -> game().legalMoves().get(0));
            fitBoard();
            clickAt(m.x(), m.y());
            waitUntil("the tile lies on the board", () -> edt(() -> gameMode().picker() != null
                    && gameMode().picker().laid() != null || game().scenario().turns().size() > turnsBefore));
            if (edt(() -> game().scenario().turns().size() == turnsBefore)) {
                window.button("game.noFigure").click();
                // Tending due: the picker asks grow or guide; Enter takes the first choice.
                if (edt(() -> game().scenario().turns().size() == turnsBefore)) {
                    waitUntil("the move is played or a tending question is asked",
                            () -> edt(() -> game().scenario().turns().size() > turnsBefore) || menuShowing());
                    if (menuShowing()) {
                        window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
                    }
                }
            }
            waitUntil("the move is played", () -> edt(() -> game().scenario().turns().size() > turnsBefore));
            Turn.TileTurn played = edt(() -> (Turn.TileTurn) game().scenario().turns().get(turnsBefore));
            assertThat(played.player()).isEqualTo("red");
            assertThat(played.at()).isEqualTo(new Pos(m.x(), m.y()));
            moves++;
        }
        System.out.println("WholeGameGuiTest: the person played " + moves + " moves");
        assertThat(moves).isGreaterThan(20);
        List<Turn> turns = scenario().turns();
        assertThat(turns.get(turns.size() - 1)).isInstanceOf(Turn.EndGame.class);
        assertThat(docLesson()).isEqualTo(edt(() -> game().lesson()));
        // The review opens on the finished game, in front beside the board.
        waitUntil("the review shows", () -> edt(() -> named("review") != null && named("review").isShowing()));
        assertThat(edt(() -> ((javax.swing.JTabbedPane) named("learn.tabs")).getSelectedComponent().getName()))
                .isEqualTo("review");
        // The key moments keep rows in sight under the game's panel (it left them one row, cut).
        int[] moments = edt(() -> {
            javax.swing.JList<?> list = (javax.swing.JList<?>) named("reviewMoments");
            java.awt.Rectangle view = list.getVisibleRect();
            int whole = 0;
            for (int i = 0; i < list.getModel().getSize(); i++) {
                java.awt.Rectangle r = list.getCellBounds(i, i);
                if (r != null && view.contains(r)) {
                    whole++;
                }
            }
            return new int[] {whole, list.getModel().getSize()};
        });
        assertThat(moments[0]).as("key moments whole in sight, of " + moments[1])
                .isGreaterThanOrEqualTo(Math.min(4, moments[1]));
        // The score table holds the final scores: the tutor is at final scoring's last step.
        assertThat(edt(() -> main.tutor().tutor().timeline().atEnd())).isTrue();
        assertThat(window.textBox("game.end").text()).contains("Anna").contains("Bram").contains("Cor");
        // It says who won, the game's highest score (a tie would share the win).
        List<Integer> won = edt(() -> game().winners());
        int best = edt(() -> java.util.Arrays.stream(game().game().scores()).max().getAsInt());
        assertThat(won).isNotEmpty();
        assertThat(window.textBox("game.end").text()).startsWith(won.size() == 1
                ? List.of("Anna", "Bram", "Cor").get(won.get(0)) + " wins with " + best + " points."
                : "");
        window.button("game.save").click();
        JFileChooserFixture save = chooser();
        // It proposes a name: the players and the day, not an empty field.
        assertThat(save.fileNameTextBox().text()).isEqualTo("Anna-Bram-Cor " + java.time.LocalDate.now() + ".json");
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText("my-game.json");
        save.approve();
        Path file = home.resolve("my-game.json");
        waitUntil("the game is saved", () -> Files.isRegularFile(file) && !edt(() -> main.document().dirty()));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = kudde.cli.Cli.run(new String[] {"check", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8)).isZero();
    }

    /**
     * A learning game: "where can this go?" lists every legal move and a click on one lays the
     * tile there; a move taken back brings the same tile again and is recorded on the turn that
     * replaces it; the unfinished game is autosaved, and once restored (as after a crash) Game ▸
     * Continue this game plays on with it.
     */
    @Test
    void whereTakeBackAutosaveAndContinue() throws Exception {
        settings.setChoice("game.player.0.kind", "person");
        settings.setChoice("game.player.0.name", "Anna");
        settings.setChoice("game.player.1.kind", "beginner");
        settings.setChoice("game.order", "seeded");
        settings.setChoice("game.seed", "7");
        settings.setChoice("game.learning", "true");
        settings.setChoice("game.pace", "instant");
        ctrlShift(KeyEvent.VK_N);
        DialogFixture dialog = WindowFinder.findDialog(new GenericTypeMatcher<javax.swing.JDialog>(javax.swing.JDialog.class) {
            @Override
            protected boolean isMatching(javax.swing.JDialog d) {
                return "newGame".equals(d.getName()) && d.isShowing();
            }
        }).withTimeout(60_000).using(window.robot());
        assertThat(dialog.textBox("newGame.name.0").text()).isEqualTo("Anna");
        assertThat(dialog.radioButton("newGame.seeded").target().isSelected()).isTrue();
        dialog.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("the person's turn", () -> edt(() -> game() != null && gameMode().picker() != null));
        kudde.engine.tile.TileType first = edt(() -> game().tile());
        // No list, not even an empty box, before the question is asked.
        assertThat(edt(() -> window.scrollPane(new GenericTypeMatcher<javax.swing.JScrollPane>(javax.swing.JScrollPane.class) {
            @Override
            protected boolean isMatching(javax.swing.JScrollPane p) {
                return p.getViewport().getView() != null && "game.whereList".equals(p.getViewport().getView().getName());
            }
        }).target().isVisible())).isFalse();
        window.button("game.where").click();
        waitUntil("the moves are listed", () -> edt(() -> window.list("game.whereList").target().getModel().getSize() > 0));
        int listed = edt(() -> window.list("game.whereList").target().getModel().getSize());
        assertThat(listed).isEqualTo(edt(() -> game().legalMoves().size()));
        // Each move in the learner's words ("east of the start tile, turned 90° clockwise, without a figure"), no coordinates.
        String firstListed = edt(() -> String.valueOf(window.list("game.whereList").target().getModel().getElementAt(0)));
        assertThat(firstListed).contains("of the start tile").doesNotContain("[").contains("point");
        // At a laptop's size every move is read whole, in English and in Dutch: a long one ("…, with a
        // thief on the road") wraps inside the side, none runs past its edge.
        window.resizeTo(new java.awt.Dimension(1280, 800));
        for (java.util.Locale lang : List.of(kudde.ui.kit.Strings.ENGLISH, kudde.ui.kit.Strings.DUTCH)) {
            GuiActionRunner.execute(() -> main.setLanguage(lang));
            window.robot().waitForIdle();
            List<String> cut = edt(() -> {
                List<String> out = new java.util.ArrayList<>(LearnWindowGuiTest.cut(named("game"), lang + " "));
                out.addAll(LearnWindowGuiTest.cutRows(window.list("game.whereList").target(), lang + " "));
                return out;
            });
            assertThat(cut).as("the moves where the tile can go, cut").isEmpty();
            assertThat(edt(() -> String.valueOf(window.list("game.whereList").target().getModel().getElementAt(0))))
                    .contains(lang.equals(kudde.ui.kit.Strings.ENGLISH) ? "start tile" : "starttegel");
        }
        GuiActionRunner.execute(() -> main.setLanguage(kudde.ui.kit.Strings.ENGLISH));
        window.list("game.whereList").clickItem(0);
        waitUntil("the tile lies where the hint said", () -> edt(() -> gameMode().picker().laid() != null));
        window.button("game.noFigure").click();
        if (menuShowing()) {
            window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
        }
        waitUntil("the computer answered", () -> edt(() -> game().scenario().turns().size() >= 2 && game().personToMove()
                && gameMode().picker() != null));
        Turn.TileTurn firstTurn = edt(() -> (Turn.TileTurn) game().scenario().turns().get(0));
        kudde.engine.model.Pos firstAt = firstTurn.at();
        window.button("game.takeBack").click();
        waitUntil("the move is taken back", () -> edt(() -> game().scenario().turns().isEmpty() && gameMode().picker() != null));
        assertThat(edt(() -> game().tile())).isEqualTo(first);
        assertThat(scenario().turns()).isEmpty();
        // Played again elsewhere: the comment on its placement says what was taken back.
        Move other = edt(() -> {
            List<Move> legal = game().legalMoves();
            for (Move m : legal) {
                if (!new Pos(m.x(), m.y()).equals(firstAt)) {
                    return m;
                }
            }
            return legal.get(legal.size() - 1);
        });
        fitBoard();
        clickAt(other.x(), other.y());
        waitUntil("the tile lies on the board", () -> edt(() -> gameMode().picker() == null || gameMode().picker().laid() != null));
        if (edt(() -> game().scenario().turns().isEmpty())) {
            window.button("game.noFigure").click();
            if (menuShowing()) {
                window.robot().pressAndReleaseKey(KeyEvent.VK_ENTER);
            }
        }
        waitUntil("played and answered", () -> edt(() -> game().scenario().turns().size() >= 2 && game().personToMove()));
        assertThat(docLesson().comments()).singleElement().satisfies(c -> {
            assertThat(c.step().turn()).isZero();
            // Where it lay, in the learner's words, as the tutor says it: no coordinates.
            String where = kudde.explain.Texts.of(kudde.explain.Texts.ENGLISH).render(kudde.engine.play.BoardStory.move(
                    edt(() -> game().game().board()), firstTurn.tile(), firstAt, firstTurn.rotation(), firstTurn.place(),
                    firstTurn.flock()));
            assertThat(c.text().get("en")).startsWith("Taken back first: a tile with ").contains(where)
                    .doesNotContain(firstAt.toString());
            assertThat(c.text().get("nl")).startsWith("Eerst teruggenomen:");
        });
        // Autosaved like any unsaved work.
        assertThat(edt(() -> main.document().dirty())).isTrue();
        GuiActionRunner.execute(() -> main.files().autosave());
        Path saved;
        try (java.util.stream.Stream<Path> files = Files.list(home.resolve("autosave"))) {
            saved = files.filter(f -> f.getFileName().toString().endsWith(".json")).findFirst().orElseThrow();
        }
        kudde.lesson.Lesson back = kudde.scenario.ScenarioReader.read(Files.readAllBytes(saved));
        assertThat(back).isEqualTo(docLesson());
        // Restored (as the window offers after a crash), then played on.
        GuiActionRunner.execute(() -> {
            main.document().replace(kudde.ui.doc.Scenarios.empty(), null, false);
            main.document().restore(back, null, null);
        });
        waitUntil("the game is left with the document", () -> edt(() -> game() == null));
        window.menuItem("menu.game").click();
        window.menuItem("menu.game.continue").click();
        waitUntil("the game goes on", () -> edt(() -> game() != null && gameMode().picker() != null));
        assertThat(edt(() -> game().scenario().turns())).isEqualTo(back.game().turns());
        assertThat(edt(() -> game().seat())).isZero();
    }

    private javax.swing.JComponent named(String name) {
        java.util.Collection<java.awt.Component> found = window.robot().finder()
                .findAll(main, c -> c instanceof javax.swing.JComponent && name.equals(c.getName()));
        return found.isEmpty() ? null : (javax.swing.JComponent) found.iterator().next();
    }

    private boolean menuShowing() {
        return edt(() -> {
            for (javax.swing.MenuElement e : javax.swing.MenuSelectionManager.defaultManager().getSelectedPath()) {
                if (e instanceof javax.swing.JPopupMenu p && "picker.menu".equals(p.getName()) && p.isShowing()) {
                    return true;
                }
            }
            return false;
        });
    }

    /**
     * View ▸ Fit (Ctrl+0), the mouse left where it is. A key pressed through the window's fixture
     * first points the mouse at the middle of the window (AssertJ Swing focuses a component by
     * pointing at it), which is the board's: the board's tooltip there (a feature and what it would
     * score now) showed after its delay below the pointer and, with the turns between two of the
     * person's moves now quicker than its 4 s, was still up at the next move, over the square to be
     * clicked: the click landed on the tooltip, and the tile was never laid.
     */
    @SuppressWarnings("deprecation")
    private void fitBoard() {
        focusHandedBack();
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.robot().pressAndReleaseKey(KeyEvent.VK_0, java.awt.event.InputEvent.CTRL_MASK);
    }

    /** A click on the square (x, y) of the board, which must be what lies at that point of the window. */
    private void clickAt(int x, int y) {
        java.awt.Point p = edt(() -> main.boardView().cellPoint(new Pos(x, y)));
        assertThat(edt(() -> {
            java.awt.Point on = javax.swing.SwingUtilities.convertPoint(main.boardView(), p, main.getLayeredPane());
            java.awt.Component top = javax.swing.SwingUtilities.getDeepestComponentAt(main.getLayeredPane(), on.x, on.y);
            return top == null ? null : javax.swing.SwingUtilities.isDescendingFrom(top, main.boardView()) ? "the board" : top.toString();
        })).as("what lies at the square clicked").isEqualTo("the board");
        assertThat(edt(() -> {
            java.awt.Point on = new java.awt.Point(p);
            javax.swing.SwingUtilities.convertPointToScreen(on, main.boardView());
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                // A Swing window (a heavyweight popup is one); Cacio's own proxies are not.
                if (w != main && w instanceof javax.swing.RootPaneContainer && w.isShowing() && w.getBounds().contains(on)) {
                    return w.getClass().getName();
                }
            }
            return null;
        })).as("a window over the square clicked").isNull();
        window.robot().click(main.boardView(), p);
    }
}

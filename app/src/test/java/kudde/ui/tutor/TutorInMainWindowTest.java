package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import javax.swing.JPanel;
import kudde.engine.model.Pos;
import kudde.ui.GuiTest;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/** The tutor inside the real main window: the board follows the timeline and answers clicks. */
@GuiTest
class TutorInMainWindowTest extends LessonWindowTest {
    @Test
    void aLessonOpensInTheTutorAndTheBoardShowsEachStep() {
        assertThat(mode().active()).isTrue();
        assertThat(edt(() -> main.editor().active())).isFalse();
        window.label("position").requireText("Set-up");
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(2);
        window.button("next").click();
        window.textBox("rule").requireText("B1 · Tile placement");
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(3);
        assertThat(edt(() -> main.boardView().highlight().tiles())).containsExactly(new Pos(2, 0));
        window.button("next").click();
        assertThat(edt(() -> main.boardView().highlight().figures())).containsExactly(0, 1);
        assertThat(edt(() -> main.boardView().highlight().features())).isNotEmpty();
        window.button("previous").click();
        assertThat(edt(() -> main.boardView().highlight().figures())).isEmpty();
    }

    @Test
    void theArrowKeysStepWhileTheBoardHasTheFocus() {
        window.panel("board").click();
        window.panel("board").pressAndReleaseKeys(KeyEvent.VK_RIGHT, KeyEvent.VK_RIGHT);
        window.label("position").requireText("Step 2 of 9");
        window.panel("board").pressAndReleaseKeys(KeyEvent.VK_HOME);
        window.label("position").requireText("Set-up");
    }

    @Test
    void clickingAFigureSelectsTheLatestStepAboutItAndRightClickAsksWhy() {
        GuiActionRunner.execute(() -> {
            main.tutor().tutor().setQuizMode(false);
            main.tutor().tutor().timeline().select(4);
        });
        Point anna = edt(() -> {
            Point2D b = main.boardView().figureCentre(0);
            return main.boardView().toScreen(b.getX(), b.getY());
        });
        window.robot().click(main.boardView(), anna);
        window.textBox("rule").requireText("S6 · Grow the flock");
        window.robot().click(main.boardView(), anna, MouseButton.RIGHT_BUTTON, 1);
        window.panel("why").requireVisible();
        window.textBox("whyQuestion").requireText("Why does this figure stand here like this?");
    }

    @Test
    void theWhyChainFollowsTheStepOrClosesWhenItsFigureIsGone() {
        GuiActionRunner.execute(() -> {
            main.tutor().tutor().setQuizMode(false);
            main.tutor().tutor().timeline().select(4);
            main.tutor().tutor().whyScore(0);
        });
        window.textBox("whyQuestion").requireText("Why does Anna have 0 points?");
        window.button("last").click();
        // Stepping on asks the same question at the step shown: Bram's guide gave Anna 8 (S7, S9).
        window.textBox("whyQuestion").requireText("Why does Anna have 8 points?");
        assertThat(window.list("whyLinks").contents()).anySatisfy(l -> assertThat(l).contains("S7").contains("8"));

        GuiActionRunner.execute(() -> {
            main.tutor().tutor().timeline().select(4);
            main.tutor().tutor().whyFigure(0);
        });
        window.panel("why").requireVisible();
        window.textBox("whyQuestion").requireText("Why does this figure stand here like this?");
        window.button("next").click();
        window.panel("why").requireVisible();
        // After the guide both shepherds have gone home: a chain about Anna's shepherd has no subject.
        window.button("last").click();
        JPanel why = window.robot().finder().findByName(window.target(), "why", JPanel.class, false);
        assertThat(edt(why::isVisible)).isFalse();
    }

    @Test
    void wOverAFigureAsksWhyFromTheKeyboard() {
        window.button("last").click();
        Point bram = edt(() -> {
            Point2D b = main.boardView().figureCentre(1);
            return main.boardView().toScreen(b.getX(), b.getY());
        });
        window.robot().click(main.boardView(), bram);
        window.robot().moveMouse(main.boardView(), bram);
        window.panel("board").pressAndReleaseKeys(KeyEvent.VK_W);
        window.panel("why").requireVisible();
        assertThat(window.list("whyLinks").contents()).isNotEmpty();
    }

    @Test
    void anotherTabGivesTheBoardBackToTheEditor() {
        window.button("last").click();
        window.tabbedPane("dock.right").selectTab(0);
        assertThat(mode().active()).isFalse();
        assertThat(edt(() -> main.editor().active())).isTrue();
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(2);
    }

    @Test
    @SuppressWarnings("deprecation")
    void playATurnOnTheBoardInTurnModeThenUndoIt() {
        window.checkBox("quizMode").uncheck();
        window.button("last").click();
        window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_T));
        window.label("turnTitle").requireText("Playing turn 3 — Esc to stop");
        javax.swing.JToggleButton u = window.toggleButton("tile:base/U").target();
        GuiActionRunner.execute(() -> u.scrollRectToVisible(new java.awt.Rectangle(0, 0, u.getWidth(), u.getHeight())));
        window.toggleButton("tile:base/U").click();
        Point east = edt(() -> {
            // Fitted to the placed tiles, the spot east of them may lie outside the view: step back.
            main.boardView().fitBoard();
            main.boardView().zoom(0.6);
            return main.boardView().cellPoint(new Pos(3, 0));
        });
        window.robot().click(main.boardView(), east);
        window.button("turnNoFigure").click();
        assertThat(edt(() -> main.document().scenario().turns().size())).isEqualTo(3);
        // The tutor shows the new turn's first step; the board, the game before the next turn.
        window.textBox("rule").requireText("B1 · Tile placement");
        assertThat(window.textBox("stepText").text()).startsWith("Anna places a tile with a straight road")
                .contains("3 tiles east of the start tile");
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(5);
        window.label("turnTitle").requireText("Playing turn 4 — Esc to stop");
        window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_Z)
                .modifiers(java.awt.event.InputEvent.CTRL_MASK));
        assertThat(edt(() -> main.document().scenario().turns().size())).isEqualTo(2);
        window.label("turnTitle").requireText("Playing turn 3 — Esc to stop");
        window.pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(KeyEvent.VK_ESCAPE));
        assertThat(mode().active()).isTrue();
    }

    @Test
    void theTutorSpeaksTheWindowsLanguage() {
        window.menuItem("menu.view").click();
        window.menuItem("menu.view.language.nl").click();
        window.button("next").click();
        window.textBox("rule").requireText("B1 · Tegel aanleggen");
        window.label("position").requireText("Stap 1 van 9");
    }
}

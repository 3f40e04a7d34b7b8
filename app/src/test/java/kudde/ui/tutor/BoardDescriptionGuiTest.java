package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import kudde.ui.GuiTest;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * The board in words in the real window: the board's accessible description (what a screen reader
 * reads) follows the tutor's step, and View ▸ Describe the board (Ctrl+Shift+D) shows the same
 * words in a window of their own that follows the steps too.
 */
@GuiTest
class BoardDescriptionGuiTest extends LessonWindowTest {

    private String accessibleDescription() {
        return edt(() -> main.boardView().getAccessibleContext().getAccessibleDescription());
    }

    @Test
    void theBoardsWordsFollowTheStepOnTheBoardAndInTheDescribeWindow() {
        at(stepWith("tile-placed"));
        assertThat(accessibleDescription()).startsWith("3 tiles on the board, 2 figures.")
                .contains("Anna: shepherd in the field north of the road, on the start tile, with 3 sheep.")
                .contains("The new tile joins parts holding figures of Anna and Bram into one field.");
        assertThat(edt(() -> main.boardView().getAccessibleContext().getAccessibleName())).isEqualTo("Board");

        ctrlShiftD();
        DialogFixture words = WindowFinder.findDialog("describe").withTimeout(60_000).using(window.robot());
        assertThat(words.textBox("describe.text").text()).isEqualTo(accessibleDescription());

        at(stepWith("flock-grow"));
        assertThat(accessibleDescription()).contains("The flock of Anna's shepherd: 4 sheep, before 3.");
        assertThat(words.textBox("describe.text").text()).isEqualTo(accessibleDescription());

        words.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_ESCAPE));
        waitUntil("the words' window closed", () -> !edt(() -> words.target().isShowing()));
    }

    @Test
    void aLanguageSwitchSaysTheBoardAgainAtOnceInTheNewLanguage() {
        at(stepWith("tile-placed"));
        ctrlShiftD();
        DialogFixture words = WindowFinder.findDialog("describe").withTimeout(60_000).using(window.robot());
        assertThat(accessibleDescription()).startsWith("3 tiles on the board, 2 figures.");

        // No step taken: the words change with the language, the points and the step's changes too.
        window.menuItem("menu.view.language.nl").click();
        assertThat(accessibleDescription()).startsWith("3 tegels op het speelveld, 2 figuren.")
                .contains("Anna: herder in ")
                .contains("De nieuwe tegel verbindt delen met figuren van Anna en Bram tot één weide.")
                .doesNotContain("tiles on the board").doesNotContain("The new tile");
        assertThat(edt(() -> main.boardView().getAccessibleContext().getAccessibleName())).isEqualTo("Bord");
        waitUntil("the words' window says it in Dutch too",
                () -> words.textBox("describe.text").text().equals(accessibleDescription()));

        window.menuItem("menu.view.language.en").click();
        assertThat(accessibleDescription()).startsWith("3 tiles on the board, 2 figures.")
                .contains("The new tile joins parts holding figures of Anna and Bram into one field.");
    }

    @SuppressWarnings("deprecation")
    private void ctrlShiftD() {
        // AssertJ Swing needs the old masks (docs/testing.md).
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_D)
                .modifiers(java.awt.event.InputEvent.CTRL_MASK | java.awt.event.InputEvent.SHIFT_MASK));
    }
}

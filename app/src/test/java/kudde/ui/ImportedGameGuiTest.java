package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import kudde.lesson.Lesson;
import kudde.engine.model.Scenario;
import kudde.engine.play.Step;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.scenario.ScenarioReader;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;

/**
 * A JCloisterZone save in the real window: File ▸ Open imports it, the tutor steps
 * through the game like a lesson with the players' names of the save, and Save as keeps it as a
 * Kudde scenario, while the save itself is never written over. A save Kudde cannot import is refused
 * with its reason, and the open document stays.
 */
@GuiTest
class ImportedGameGuiTest extends WindowTest {

    @Test
    void fileOpenImportsASaveAndTheTutorStepsThroughItsTurns() throws Exception {
        Path save = JczSaves.copy(JczSaves.TWO, home);
        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(save.toFile());
        open.approve();
        awaitStatus(
                "Imported the JCloisterZone game random-hs-101-2p.jcz: Save as keeps it as a Kudde scenario");
        Lesson s = edt(() -> main.document().lesson());
        assertThat(s).isEqualTo(JczImport.read(save, Locale.ENGLISH));
        // A new scenario: Save asks where to keep it.
        assertThat(edt(() -> main.document().file())).isNull();

        // Opened by the user, it opens in learn mode at its set-up (docs/learning.md); the
        // workbench (View ▸ Learn mode off) has the list of steps.
        assertThat(edt(main::learning)).isTrue();
        assertThat(edt(() -> main.tutor().tutor().timeline().atStart())).isTrue();
        window.menuItem("menu.view.learn").click();
        window.tabbedPane("dock.right").selectTab("Tutor");
        javax.swing.JCheckBox quiz = (javax.swing.JCheckBox) window.robot().finder().findByName(main, "quizMode", false);
        if (edt(quiz::isShowing) && edt(quiz::isSelected)) {
            window.checkBox("quizMode").uncheck();
        }
        // Turn 2: Bob's new shepherd draws the wolf the save's random numbers give (S2).
        List<Step> steps = edt(() -> main.tutor().tutor().timeline().steps());
        int wolf = -1;
        for (int i = 0; i < steps.size() && wolf < 0; i++) {
            if (steps.get(i).turn() == 1 && steps.get(i).rule().name().equals("S2")) {
                wolf = i;
            }
        }
        assertThat(wolf).isPositive();
        window.list("steps").clickItem(wolf + 1);
        window.robot().waitForIdle();
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).isEqualTo(wolf);
        String shown = edt(() -> ((javax.swing.JTextArea) window.robot().finder().findByName(main, "stepText", false)).getText());
        assertThat(shown).startsWith("Bob draws a token at once: the wolf!");
        assertThat(java.util.Arrays.stream(window.table("scores").contents()).map(row -> row[0]))
                .containsExactly("Alice", "Bob");

        // The last step: JCZ's final scores.
        window.list("steps").clickItem(steps.size());
        window.robot().waitForIdle();
        assertThat(java.util.Arrays.stream(window.table("scores").contents()).map(row -> row[0] + " " + row[1]))
                .containsExactly("Alice 38", "Bob 27");

        // Save as: a Kudde scenario, the same game; the save is as it was.
        window.menuItem("menu.file.saveAs").click();
        JFileChooserFixture as = chooser();
        as.setCurrentDirectory(home.toFile());
        as.fileNameTextBox().setText("lesson");
        as.approve();
        Path lesson = home.resolve("lesson.json");
        waitUntil("the scenario is saved", () -> Files.isRegularFile(lesson));
        assertThat(ScenarioReader.read(lesson)).isEqualTo(s);
        assertThat(Files.readString(save)).isEqualTo(JczSaves.text(JczSaves.TWO));
    }

    @Test
    void aSaveOfAnotherExpansionIsRefusedInTheWindowWithItsReasonAndTheDocumentStays() throws Exception {
        // The test's small save with one tile of Inns & Cathedrals in it: File ▸ Open refuses it whole.
        String text = JczSaves.text(JczSaves.MOVES).replace("\"BA/C\"", "\"IC/CRr\"");
        assertThat(text).contains("IC/CRr");
        Path save = Files.writeString(home.resolve("other.jcz"), text);
        Lesson before = docLesson();
        Path fileBefore = edt(() -> main.document().file());
        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(save.toFile());
        open.approve();
        JOptionPaneFixture refused = window.optionPane();
        refused.requireErrorMessage();
        assertThat(edt(() -> refused.target().getMessage().toString())).isEqualTo("Could not open " + save
                + "\nreplay[8].payload.tileId: the tile \"IC/CRr\" belongs to another expansion: Kudde opens games of the"
                + " base game and Hills & Sheep only");
        refused.okButton().click();
        awaitStatus("Could not open " + save);
        // Nothing half-imported: the document is the one before, and the save is only read.
        assertThat(docLesson()).isSameAs(before);
        assertThat(edt(() -> main.document().file())).isEqualTo(fileBefore);
        assertThat(Files.readString(save)).isEqualTo(text);
    }
}

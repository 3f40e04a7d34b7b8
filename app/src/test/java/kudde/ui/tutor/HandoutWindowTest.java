package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import kudde.ui.GuiTest;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/** File ▸ Export in the real window: a lesson's handout and worksheet written where the user says. */
@GuiTest
class HandoutWindowTest extends LessonWindowTest {

    private Path export(String item, String name) {
        // AssertJ Swing opens File and Export on the way to the item.
        window.menuItem(item).click();
        JFileChooserFixture fc = window.fileChooser("export.chooser");
        fc.setCurrentDirectory(home.toFile());
        fc.fileNameTextBox().setText(name);
        fc.approve();
        // The chooser's approval returns to the test before the window has written the file: wait
        // for the window to say so (a loaded run read the worksheet before it was there).
        awaitStatus("Exported " + name + ".html");
        return home.resolve(name + ".html");
    }

    @Test
    void theLessonOpenInTheTutorIsHandedOutWithAnswers() throws Exception {
        int steps = edt(() -> mode().tutor().timeline().size());
        Path handout = export("menu.file.exportHandout", "two-shepherds");
        String page = Files.readString(handout, StandardCharsets.UTF_8);
        assertThat(page).startsWith("<!DOCTYPE html>").contains("<h1>Two shepherds, one field</h1>")
                .contains("Answer: ");
        assertThat(page.split("src=\"data:image/png;base64,", -1)).hasSize(steps + 1 + 1);
    }

    @Test
    void andAsAWorksheetWithTheQuestionsOpen() throws Exception {
        // A menu of its own window: under Cacio a submenu opened right after a file dialog may not pop up.
        Path sheet = export("menu.file.exportWorksheet", "worksheet");
        String open = Files.readString(sheet, StandardCharsets.UTF_8);
        assertThat(open).contains("Your answer:").doesNotContain("Answer: ");
    }

    @Test
    void theHandoutIsMadeInTheLanguageChosenBesideTheFileName() throws Exception {
        // The window speaks English; the class reads Dutch.
        window.menuItem("menu.file.exportHandout").click();
        JFileChooserFixture fc = window.fileChooser("export.chooser");
        fc.setCurrentDirectory(home.toFile());
        javax.swing.JComboBox<?> language = (javax.swing.JComboBox<?>) window.robot().finder()
                .findByName(fc.target(), "export.language", true);
        new org.assertj.swing.fixture.JComboBoxFixture(window.robot(), language).requireSelection(0).selectItem(1);
        fc.fileNameTextBox().setText("voor-de-klas");
        fc.approve();
        awaitStatus("Exported voor-de-klas.html");
        String page = Files.readString(home.resolve("voor-de-klas.html"), StandardCharsets.UTF_8);
        assertThat(page).contains("<html lang=\"nl\">").contains("<h1>Twee herders, één weide</h1>")
                .contains("Opmerking van de maker").contains("Volg de weg vanaf het westen")
                .doesNotContain("Follow the road from the west");
    }

    private String status() {
        return edt(() -> main.statusBar().message());
    }
}

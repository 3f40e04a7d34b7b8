package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kudde.cli.Cli;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.doc.Scenarios;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** Save, reopen, undo and redo, the unsaved-changes prompt and the autosave, through the window. */
@GuiTest
class DocumentsTest extends WindowTest {

    private void twoMeadows() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        arm("figure:shepherd:red");
        clickSegment(1, 0, 2);
        arm("sheep:4");
        clickSegment(1, 0, 2);
    }

    @Test
    void savedFileValidatesAndReopensIdentical() throws Exception {
        twoMeadows();
        window.textBox("title.en").enterText("Two meadows");
        window.textBox("title.en").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        ctrl(KeyEvent.VK_S);
        JFileChooserFixture save = chooser();
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText("meadows");
        save.approve();
        awaitStatus("Saved meadows.json");

        Path file = home.resolve("meadows.json");
        assertFileExists(file);
        Lesson saved = docLesson();
        assertThat(saved.title()).containsEntry("en", "Two meadows");
        assertThat(saved.game().figures()).containsExactly(FigureSetup.shepherd("red", new Pos(1, 0), "field:ESE", List.of(4)));
        assertThat(ScenarioReader.read(file)).isEqualTo(saved);
        assertThat(main.getTitle()).contains("meadows.json").doesNotContain("*");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(new String[] {"validate", file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as("kudde validate: %s", err).isZero();

        // After a dialog, Caciocavallo may leave the focus on the closed dialog: use the tool bar.
        window.button("toolbar.new").click();
        assertThat(scenario().board()).isEmpty();
        window.button("toolbar.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(file.toFile());
        open.approve();
        awaitStatus("Opened meadows.json");

        assertThat(docLesson()).isEqualTo(saved);
        assertThat(ScenarioWriter.write(docLesson())).isEqualTo(Files.readString(file));
        assertThat(settings.recent()).containsExactly(file.toAbsolutePath().normalize());
    }

    @Test
    void undoAndRedoWithTheKeys() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
        assertThat(scenario().board()).hasSize(2);

        ctrl(KeyEvent.VK_Z);
        assertThat(scenario().board()).hasSize(1);
        ctrl(KeyEvent.VK_Z);
        assertThat(scenario().board()).isEmpty();
        ctrlShift(KeyEvent.VK_Z);
        assertThat(scenario().board()).hasSize(1);
        ctrl(KeyEvent.VK_Y);
        assertThat(scenario().board()).hasSize(2);
        assertThat(window.menuItem("menu.edit.undo").target().getText()).isEqualTo("Undo place tile");
    }

    @Test
    void unsavedChangesAreNotDroppedWithoutAsking() {
        arm("tile:base/D");
        clickCell(0, 0);

        ctrl(KeyEvent.VK_N);
        window.optionPane().buttonWithText("Cancel").click();
        assertThat(scenario().board()).hasSize(1);

        window.button("toolbar.new").click();
        window.optionPane().buttonWithText("Don't save").click();
        assertThat(scenario().board()).isEmpty();
    }

    @Test
    void workLeftByACrashIsOfferedBack() throws Exception {
        // A copy written by a process that is gone (no process has this id).
        Path dir = home.resolve("autosave");
        Files.createDirectories(dir);
        Lesson lost = Scenarios.empty().withTitle("en", "Lost work");
        ScenarioIO.save(dir.resolve("autosave-" + Integer.MAX_VALUE + ".json"), lost);
        assertThat(new Autosave(dir).leftovers()).hasSize(1);

        GuiActionRunner.execute(() -> javax.swing.SwingUtilities.invokeLater(() -> main.files().offerRestore()));
        window.optionPane().buttonWithText("Restore").click();

        assertThat(docLesson().title()).containsEntry("en", "Lost work");
        assertThat(edt(() -> main.document().dirty())).isTrue();
        assertThat(new Autosave(dir).leftovers()).isEmpty();
    }

    @Test
    void exitRemembersTheWindowAndClearsTheAutosave() throws Exception {
        arm("tile:base/D");
        clickCell(0, 0);
        Path dir = home.resolve("autosave");
        GuiActionRunner.execute(() -> main.files().autosave());
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".json")).count()).as("unsaved work kept").isEqualTo(1);
        }

        window.menuItem("menu.file.exit").click();
        window.optionPane().buttonWithText("Don't save").click();

        assertThat(edt(() -> main.isDisplayable())).isFalse();
        assertThat(settings.bounds()).isNotNull();
        assertThat(settings.bounds().width).isEqualTo(1024);
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.toString().endsWith(".json")).count()).as("a clean exit leaves no autosave").isZero();
        }
    }

    @Test
    void aLessonOpensFromTheFileMenu() {
        // The lesson items are made when the submenu first opens.
        window.menuItem("menu.file").click();
        window.menuItem("menu.file.lessons").click();
        window.menuItemWithPath("File", "Open lesson", "Shared and closed fields", "01 two shepherds one field").click();
        assertThat(docLesson().title()).containsEntry("en", "Two shepherds, one field");
        assertThat(edt(() -> main.document().bundled())).isTrue();
        assertThat(main.getTitle()).contains("Two shepherds, one field");
    }
}

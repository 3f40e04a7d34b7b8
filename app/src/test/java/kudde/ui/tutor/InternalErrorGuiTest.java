package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.scenario.ScenarioWriter;
import kudde.ui.GuiTest;
import kudde.ui.Options;
import kudde.ui.WindowTest;
import kudde.ui.doc.Derived;
import kudde.ui.doc.ScenarioIO;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * A failure of the program is reported as one, in the window: not as the position's problems, not
 * as the file's JSON syntax; the document stays as it was, and the user is told how to report it.
 */
@GuiTest
class InternalErrorGuiTest extends WindowTest {
    /**
     * A scenario no file can hold (a tile turn without a tile; the reader refuses that), handed to
     * the window as an edit would: the engine fails on it with a NullPointerException.
     */
    private Scenario brokenForTheEngine() {
        Scenario s = scenario();
        List<Turn> turns = new ArrayList<>(s.turns());
        turns.add(0, new Turn.TileTurn(s.players().get(0).id(), null, new kudde.engine.model.Pos(90, 90), 0, null,
                null, null, null));
        return s.withTurns(turns);
    }

    /** Where the window logs the failure (kudde.home), read back by each test. */
    private Path log() {
        return home.resolve("kudde-home").resolve("kudde.log");
    }

    /** A reading with a bug: it fails as a read out of turn would, on the file named {@code lesson.json}. */
    private static kudde.lesson.Lesson brokenReading(Path file, java.util.Locale locale)
            throws java.io.IOException, kudde.scenario.ScenarioException {
        if (file.getFileName().toString().equals("lesson.json")) {
            throw new IllegalStateException("a bug in the reading");
        }
        return ScenarioIO.open(file, locale);
    }

    @Override
    protected ScenarioIO.Opening opening() {
        return InternalErrorGuiTest::brokenReading;
    }

    @Override
    protected Options options() {
        return Options.in(home.resolve("kudde-home")).withFontSize(13);
    }

    @Test
    void anEngineFailureIsAnInternalErrorNotTheProblemsOfThePosition() throws Exception {
        Scenario broken = brokenForTheEngine();
        assertThat(new Derived.Cache().of(broken).problems()).as("the position itself is possible").isEmpty();
        String reason = edt(() -> {
            main.document().replace(Lesson.of(broken), null, false);
            return main.tutor().tutor().unavailableReason();
        });
        assertThat(reason).startsWith("Kudde failed while working out the steps: an internal error (java.lang.")
                .contains("This is a bug in Kudde, not a problem of the position")
                .contains("Your document is kept as it is")
                .contains("Please report the bug with the scenario file and this message (README, section Reporting a problem);"
                        + " the report is written to " + log().toAbsolutePath() + ".")
                .doesNotContain("The position has problems");
        assertThat(Files.readString(log(), StandardCharsets.UTF_8)).contains("while: working out the steps of the document")
                .contains("java.lang.NullPointerException").contains("\tat kudde.engine.");
        assertThat(scenario()).as("the document is kept").isEqualTo(broken);
    }

    @Test
    void aReaderFailureIsAnInternalErrorNotAJsonSyntaxError() throws Exception {
        Path file = home.resolve("lesson.json");
        Files.writeString(file, ScenarioWriter.write(docLesson()), StandardCharsets.UTF_8);
        Scenario before = scenario();
        // Later, as a menu command would: the dialog it shows is modal.
        javax.swing.SwingUtilities.invokeLater(() -> main.files().openPath(file));
        JOptionPaneFixture dialog = window.optionPane();
        String text = dialog.target().getMessage().toString();
        assertThat(text).startsWith("Could not open " + file)
                .contains("internal error: Kudde failed on this file (java.lang.IllegalStateException: a bug in the reading"
                        + " at kudde.ui.tutor.InternalErrorGuiTest.brokenReading(InternalErrorGuiTest.java:")
                .contains("); this is a bug in Kudde, not a fault of the file."
                        + " Please report it with this line and the file (README, \"Reporting a problem\")")
                .endsWith("Your document is kept as it was. The report is written to " + log().toAbsolutePath() + ".")
                .doesNotContain("not valid JSON");
        assertThat(Files.readString(log(), StandardCharsets.UTF_8)).contains("while: Could not open " + file)
                .contains("java.lang.IllegalStateException: a bug in the reading")
                .contains("\tat kudde.ui.tutor.InternalErrorGuiTest.brokenReading(InternalErrorGuiTest.java:");
        dialog.okButton().click();
        assertThat(scenario()).as("the document is kept").isSameAs(before);
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Toolkit;
import java.awt.datatransfer.DataFlavor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JButton;
import kudde.engine.model.Scenario;
import kudde.ui.kit.ErrorLog;
import org.assertj.swing.core.matcher.DialogMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.timing.Timeout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A failure nothing caught, in the real window: a real listener of a real button throws when the
 * user clicks it. The report appears in the language the user chose, says the document is safe and
 * where the log is; the report can be copied; the log file holds the stack trace; the document and
 * its unsaved work are untouched, and the window goes on working.
 */
@GuiTest
class CrashReportGuiTest extends WindowTest {
    private static final String FAILURE = "the zoom button's listener failed on purpose";

    private CrashReporter reporter;
    private Path logs;

    @BeforeEach
    void reportCrashes() {
        logs = home.resolve("kudde-home");
        reporter = CrashReporter.install(new ErrorLog(logs), () -> kudde.ui.kit.Strings.ENGLISH);
    }

    @AfterEach
    void stopReporting() {
        reporter.uninstall();
    }

    /** A tile laid and another after it: unsaved work, with something to undo. */
    private void unsavedWork() {
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/U");
        clickCell(1, 0);
    }

    /** Makes the zoom-in button's listener throw, as a bug in it would. */
    private void aListenerThatThrows() {
        JButton zoomIn = window.button("toolbar.zoomIn").target();
        GuiActionRunner.execute(() -> zoomIn.addActionListener(e -> {
            throw new IllegalStateException(FAILURE);
        }));
    }

    private DialogFixture report() {
        return window.dialog(DialogMatcher.withName("crash.dialog").andShowing(), Timeout.timeout(10_000));
    }

    @Test
    void inDutchTheReportSaysTheDocumentIsSafeCopiesAndIsLogged() throws Exception {
        unsavedWork();
        window.menuItem("menu.view.language.nl").click();
        Scenario before = scenario();
        assertThat(edt(() -> main.document().dirty())).isTrue();
        aListenerThatThrows();

        window.button("toolbar.zoomIn").click();

        DialogFixture dialog = report();
        assertThat(dialog.target().getTitle()).isEqualTo("Interne fout in Kudde");
        String message = dialog.label("crash.message").text();
        assertThat(message)
                .contains("Er ging iets mis in Kudde:</b> java.lang.IllegalStateException: " + FAILURE)
                .contains("Dit is een fout in Kudde, niet iets wat jij deed.")
                .contains("<b>Je document is veilig:</b> het blijft zoals het was, en je kunt verder werken en het opslaan.")
                .contains("Het verslag hieronder staat ook in " + logs.resolve("kudde.log").toAbsolutePath() + ".")
                .contains("(README, paragraaf Reporting a problem)")
                .doesNotContain("Something");
        String report = dialog.textBox("crash.report").text();
        assertThat(report).contains("while: an uncaught failure").contains("thread: AWT-EventQueue")
                .contains("java.lang.IllegalStateException: " + FAILURE)
                .contains("at kudde.ui.CrashReportGuiTest.lambda$");
        assertThat(dialog.button("crash.copy").text()).isEqualTo("Kopieer het verslag");

        dialog.button("crash.copy").click();
        assertThat(dialog.label("crash.copied").text()).isEqualTo("Het verslag staat op het klembord: plak het in je foutmelding.");
        Object copied = GuiActionRunner.execute(() ->
                Toolkit.getDefaultToolkit().getSystemClipboard().getData(DataFlavor.stringFlavor));
        assertThat(copied).isEqualTo(report);

        String log = Files.readString(logs.resolve("kudde.log"), StandardCharsets.UTF_8);
        assertThat(log).isEqualTo(report + System.lineSeparator());

        dialog.button("crash.close").click();
        assertThat(edt(() -> dialog.target().isShowing())).isFalse();
        assertThat(scenario()).as("the document is untouched").isSameAs(before);
        assertThat(edt(() -> main.document().dirty())).as("its unsaved work is still unsaved work").isTrue();
        // The window goes on working: the next edit is the document's, and undo takes it back.
        arm("tile:base/D");
        clickCell(2, 0);
        assertThat(scenario().board()).hasSize(3);
        window.menuItem("menu.view.language.en").click();
    }

    @Test
    void inEnglishTheSameFailureAgainIsLoggedButShownOnce() throws Exception {
        aListenerThatThrows();
        window.button("toolbar.zoomIn").click();
        DialogFixture dialog = report();
        assertThat(dialog.target().getTitle()).isEqualTo("Kudde ran into an internal error");
        assertThat(dialog.label("crash.message").text())
                .contains("<b>Your document is safe:</b> it is kept as it was, and you can go on working and save it.")
                .contains("The report below is also written to " + logs.resolve("kudde.log").toAbsolutePath() + ".")
                .contains("(README, section Reporting a problem)");
        assertThat(dialog.button("crash.copy").text()).isEqualTo("Copy the report");
        dialog.button("crash.close").click();

        // A bug that fails on every click must not bury the window under reports: logged, not shown again.
        window.button("toolbar.zoomIn").click();
        window.robot().waitForIdle();
        String log = Files.readString(logs.resolve("kudde.log"), StandardCharsets.UTF_8);
        assertThat(log.split("while: an uncaught failure", -1)).as("two reports in the log").hasSize(3);
        assertThat(window.robot().finder().findAll(c -> c instanceof CrashDialog && c.isShowing())).isEmpty();
    }
}

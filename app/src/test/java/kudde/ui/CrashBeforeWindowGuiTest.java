package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javax.swing.SwingUtilities;
import kudde.ui.kit.ErrorLog;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.core.matcher.DialogMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failure before any window shows (the start-up's own, say): the report has no window to take
 * its language from, so it speaks the one the user chose, as the start-up hands it to the reporter
 * (read from the settings file when the report is made, App.start), not the source language.
 */
@GuiTest
class CrashBeforeWindowGuiTest {
    @TempDir
    Path home;

    private CrashReporter reporter;
    private Robot robot;

    @AfterEach
    void stop() {
        if (reporter != null) {
            reporter.uninstall();
        }
        if (robot != null) {
            robot.cleanUpWithoutDisposingWindows();
        }
    }

    @Test
    void withNoWindowTheReportSpeaksTheLanguageKeptInTheSettings() {
        Options options = Options.in(home);
        options.settings().setLanguage("nl");
        reporter = CrashReporter.install(new ErrorLog(home.resolve("logs")),
                () -> Locale.forLanguageTag(options.settings().language()));
        robot = BasicRobot.robotWithCurrentAwtHierarchy();
        assertThat(java.util.Arrays.stream(java.awt.Frame.getFrames()).noneMatch(java.awt.Frame::isShowing))
                .as("no window shows").isTrue();

        SwingUtilities.invokeLater(() -> {
            throw new IllegalStateException("a failure before the first window");
        });

        DialogFixture dialog = WindowFinder.findDialog(DialogMatcher.withName("crash.dialog").andShowing())
                .withTimeout(60, TimeUnit.SECONDS).using(robot);
        assertThat(dialog.target().getTitle()).isEqualTo("Interne fout in Kudde");
        assertThat(dialog.button("crash.copy").text()).isEqualTo("Kopieer het verslag");
        dialog.button("crash.close").click();
        assertThat(org.assertj.swing.edt.GuiActionRunner.execute(() -> dialog.target().isShowing())).isFalse();
    }
}

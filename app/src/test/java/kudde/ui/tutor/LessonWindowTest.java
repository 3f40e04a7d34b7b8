package kudde.ui.tutor;

import java.awt.Dimension;
import java.awt.Point;
import java.nio.file.Path;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import kudde.ui.App;
import kudde.ui.MainWindow;
import kudde.ui.Settings;
import kudde.ui.Strings;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.Lessons;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real main window on Caciocavallo's screen, in English, with the start lesson open in the
 * tutor, its own settings node and autosave folder: the set-up of the tutor's window tests.
 */
abstract class LessonWindowTest {
    @TempDir
    Path home;
    FrameFixture window;
    MainWindow main;
    private Settings settings;

    @BeforeEach
    void openWindow() {
        System.setProperty("kudde.font", "13");
        settings = new Settings(Preferences.userRoot().node("/kudde-test-" + UUID.randomUUID()));
        main = GuiActionRunner.execute(() -> {
            Strings.setLocale(Strings.ENGLISH);
            MainWindow w = App.create(settings, new Autosave(home.resolve("autosave")));
            w.files().openLesson(Lessons.FIRST);
            return w;
        });
        window = new FrameFixture(main);
        window.show(new Dimension(1024, 760));
        window.moveTo(new Point(0, 0));
    }

    @AfterEach
    void closeWindow() {
        if (main != null) {
            // Disposing also drops the window's language listeners (a test may leave unsaved work,
            // which closing as the user does would ask about).
            GuiActionRunner.execute(() -> main.dispose());
        }
        if (window != null) {
            window.cleanUp();
        }
        GuiActionRunner.execute(() -> Strings.setLocale(Strings.ENGLISH));
        settings.removeAll();
    }

    <T> T edt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    TutorMode mode() {
        return edt(() -> TutorMode.of(main));
    }
}

package kudde.ui;

import java.util.List;
import java.util.Locale;
import javax.swing.SwingUtilities;
import kudde.ui.doc.Autosave;

/** Starts the window: look, language, the first document, and an offer to restore unsaved work. */
public final class App {
    private App() {
    }

    /**
     * Opens the window. With one argument, opens that file; with none, the first bundled lesson.
     * Returns at once; the window lives on the event thread.
     */
    public static void start(String[] args) {
        System.setProperty("flatlaf.menuBarEmbedded", "false");
        List<String> files = List.of(args);
        SwingUtilities.invokeLater(() -> {
            MainWindow w = create(Settings.user(), Autosave.standard());
            w.files().openAtStart(files);
            w.setVisible(true);
            SwingUtilities.invokeLater(w.files()::offerRestore);
        });
    }

    /** Sets the look and language from the settings and builds the window (not yet shown). Event thread only. */
    public static MainWindow create(Settings settings, Autosave autosave) {
        Theme.setup(settings.theme());
        Strings.setLocale(Locale.forLanguageTag(settings.language()));
        Swing.applyDefaults();
        return new MainWindow(settings, autosave);
    }
}

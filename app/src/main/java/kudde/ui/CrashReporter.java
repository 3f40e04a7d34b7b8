package kudde.ui;

import java.awt.GraphicsEnvironment;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import javax.swing.SwingUtilities;
import kudde.ui.kit.ErrorLog;
import kudde.ui.kit.Strings;

/**
 * What happens to a failure nothing else caught, on any thread (the window's event thread
 * included: AWT hands what a listener throws to this handler and goes on with the next event). It is
 * written to the {@link ErrorLog}, and the user is shown {@link CrashDialog}: what happened, that
 * the document is safe, and the report to copy (README, "Reporting a problem").
 *
 * <p>The same failure again (a paint that fails on every repaint) is logged each time but shown
 * once, and while one report is shown the next ones are only logged: the window must stay usable,
 * so the user can save the document.
 */
public final class CrashReporter implements Thread.UncaughtExceptionHandler {
    private final ErrorLog log;
    private final Thread.UncaughtExceptionHandler before;
    private final java.util.function.Supplier<java.util.Locale> chosen;
    private final Set<String> shown = ConcurrentHashMap.newKeySet();
    private CrashDialog open;

    private CrashReporter(ErrorLog log, Thread.UncaughtExceptionHandler before, java.util.function.Supplier<java.util.Locale> chosen) {
        this.log = log;
        this.before = before;
        this.chosen = chosen;
    }

    /**
     * Becomes the default handler of every thread, writing to {@code log}; returns itself, to
     * {@link #uninstall}. A report with no window to speak for it (a failure before the first one
     * shows) is in the language {@code chosen} gives, asked then: the one the user chose, kept in
     * the settings, else the desktop's.
     */
    public static CrashReporter install(ErrorLog log, java.util.function.Supplier<java.util.Locale> chosen) {
        CrashReporter r = new CrashReporter(log, Thread.getDefaultUncaughtExceptionHandler(), chosen);
        Thread.setDefaultUncaughtExceptionHandler(r);
        return r;
    }

    /** Gives the threads back the handler they had before {@link #install}. */
    public void uninstall() {
        if (Thread.getDefaultUncaughtExceptionHandler() == this) {
            Thread.setDefaultUncaughtExceptionHandler(before);
        }
    }

    public ErrorLog log() {
        return log;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        try {
            String report = log.write("an uncaught failure", thread, failure);
            if (GraphicsEnvironment.isHeadless()) {
                System.err.print(report);
                return;
            }
            if (!shown.add(signature(failure))) {
                return;
            }
            SwingUtilities.invokeLater(() -> show(failure, report));
        } catch (Throwable again) {
            // Even the report failed (out of memory, a broken look): the terminal is all that is left.
            System.err.println("kudde: internal error on thread " + thread.getName() + ": " + failure);
            System.err.println("kudde: and its report failed: " + again);
        }
    }

    private void show(Throwable failure, String report) {
        if (open != null && open.isShowing()) {
            return;
        }
        java.awt.Window owner = owner();
        // In the language of the window the user works in; before any window, the one they chose.
        kudde.ui.kit.WindowLanguage language = kudde.ui.kit.WindowLanguage.of(owner);
        open = new CrashDialog(owner, language != null ? language.texts() : Strings.in(chosenLanguage()), failure,
                report, log.file());
        open.setVisible(true);
    }

    /** The language the user chose, or the desktop's when even that cannot be read. */
    private java.util.Locale chosenLanguage() {
        try {
            return chosen.get();
        } catch (RuntimeException e) {
            return java.util.Locale.getDefault();
        }
    }

    /** The window the user works in, to put the report in front of: the focused one, else any shown frame, else none. */
    private static java.awt.Window owner() {
        java.awt.Window focused = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        // (a closed window can still be the active one a moment: it neither shows a report nor speaks for the user)
        if (focused != null && focused.isShowing()) {
            return focused;
        }
        return Arrays.stream(java.awt.Frame.getFrames()).filter(java.awt.Frame::isShowing).findFirst().orElse(null);
    }

    /** The kind of failure and where it happened: the same failure again has the same signature. */
    private static String signature(Throwable failure) {
        return failure.getClass().getName() + Arrays.stream(failure.getStackTrace()).limit(8)
                .map(StackTraceElement::toString).collect(Collectors.joining(";"));
    }
}

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
    private final Set<String> shown = ConcurrentHashMap.newKeySet();
    private CrashDialog open;

    private CrashReporter(ErrorLog log, Thread.UncaughtExceptionHandler before) {
        this.log = log;
        this.before = before;
    }

    /** Becomes the default handler of every thread, writing to {@code log}; returns itself, to {@link #uninstall}. */
    public static CrashReporter install(ErrorLog log) {
        CrashReporter r = new CrashReporter(log, Thread.getDefaultUncaughtExceptionHandler());
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
        // In the language of the window the user works in; the source language before any window.
        kudde.ui.kit.WindowLanguage language = kudde.ui.kit.WindowLanguage.of(owner);
        open = new CrashDialog(owner, language != null ? language.texts() : Strings.in(Strings.ENGLISH), failure,
                report, log.file());
        open.setVisible(true);
    }

    /** The window the user works in, to put the report in front of: the focused one, else any shown frame. */
    private static java.awt.Window owner() {
        java.awt.Window focused = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getActiveWindow();
        if (focused != null) {
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

package kudde.ui;

import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Robustness target 5 (docs/testing.md): every test in the JVM runs with AssertJ Swing's thread-violation checker,
 * which fails a test that repaints or revalidates a Swing component off the event thread. Installed
 * once, before the first test class, for every class (not only those that remember to ask), because
 * the check is JVM-global anyway and a test that builds components on its own thread must fail here
 * rather than lock up a user's window later. Registered after Caciocavallo's extension in
 * {@code META-INF/services/org.junit.jupiter.api.extension.Extension}, so the virtual screen is set
 * up before Swing is touched.
 */
public final class ThreadCheckExtension implements BeforeAllCallback {
    private static boolean installed;

    @Override
    public void beforeAll(ExtensionContext context) {
        install();
    }

    /** Installs the checker the first time; later calls do nothing. */
    public static synchronized void install() {
        if (!installed) {
            FailOnThreadViolationRepaintManager.install();
            installed = true;
        }
    }
}

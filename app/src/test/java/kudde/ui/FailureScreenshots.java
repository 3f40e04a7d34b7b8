package kudde.ui;

import java.io.File;
import java.lang.reflect.Method;
import org.assertj.swing.image.ScreenshotTaker;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.LifecycleMethodExecutionExceptionHandler;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;

/**
 * Saves the (virtual) screen when a test of a {@link GuiTest} class fails, in a test or in its set-up
 * or tear-down, as {@code failed-gui-tests/<class>.<method>.png} under the module, then lets the
 * failure through. Stands in for Caciocavallo's screenshot extension, which does not see
 * {@code @GUITest} through {@link GuiTest} (see there).
 */
public final class FailureScreenshots implements TestExecutionExceptionHandler, LifecycleMethodExecutionExceptionHandler {
    static final File FOLDER = new File("failed-gui-tests");

    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw save(context, failure);
    }

    @Override
    public void handleBeforeAllMethodExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw save(context, failure);
    }

    @Override
    public void handleBeforeEachMethodExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw save(context, failure);
    }

    @Override
    public void handleAfterEachMethodExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw save(context, failure);
    }

    @Override
    public void handleAfterAllMethodExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw save(context, failure);
    }

    /** Saves the screen for the failure and gives the failure back; a screenshot that fails is added to it. */
    private static Throwable save(ExtensionContext context, Throwable failure) {
        String name = context.getRequiredTestClass().getName()
                + context.getTestMethod().map(Method::getName).map(m -> "." + m).orElse("");
        try {
            FOLDER.mkdirs();
            File png = new File(FOLDER, name + ".png");
            png.delete();
            new ScreenshotTaker().saveDesktopAsPng(png.getPath());
        } catch (RuntimeException | Error e) {
            failure.addSuppressed(e);
        }
        return failure;
    }
}

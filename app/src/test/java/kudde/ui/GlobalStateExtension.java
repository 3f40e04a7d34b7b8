package kudde.ui;

import com.formdev.flatlaf.util.UIScale;
import java.util.Objects;
import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import org.assertj.swing.annotation.GUITest;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Gives every {@link GUITest} (which {@link GuiTest} carries) back what Swing keeps for the whole JVM,
 * also when it fails (docs/testing.md, "Writing a test"): the look and feel, its default font and
 * FlatLaf's zoom (the text size). The window's language is the window's own ({@code ui.kit.WindowLanguage}),
 * gone with it. No test sets a system property or the default locale any more (a failing reading or
 * resolution is handed in, docs/testing.md, "Internal errors"), so those are not restored. Registered
 * for every test class beside {@link ThreadCheckExtension}, so a test that forgets its
 * {@code finally} cannot change what the next one sees.
 */
public final class GlobalStateExtension implements BeforeEachCallback, AfterEachCallback {
    private static final ExtensionContext.Namespace SPACE = ExtensionContext.Namespace.create(GlobalStateExtension.class);

    /** What a test may change, as it was before it. */
    private record Before(LookAndFeel look, Object font, float zoom) {
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        if (gui(context)) {
            context.getStore(SPACE).put("before", GuiActionRunner.execute(() -> new Before(UIManager.getLookAndFeel(),
                    UIManager.get("defaultFont"), UIScale.getZoomFactor())));
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Before b = context.getStore(SPACE).remove("before", Before.class);
        if (b == null) {
            return;
        }
        GuiActionRunner.execute(() -> restoreLook(b));
    }

    private static void restoreLook(Before b) {
        boolean lookChanged = UIManager.getLookAndFeel() == null
                || !UIManager.getLookAndFeel().getClass().equals(b.look().getClass());
        if (lookChanged) {
            try {
                UIManager.setLookAndFeel(b.look());
            } catch (UnsupportedLookAndFeelException e) {
                throw new IllegalStateException("the look and feel before the test cannot be set again", e);
            }
        }
        // The text size (View > Text size is FlatLaf's zoom) before the font: FlatLaf rescales the
        // default font when the zoom changes.
        boolean zoomChanged = UIScale.getZoomFactor() != b.zoom();
        if (zoomChanged) {
            UIScale.setZoomFactor(b.zoom());
        }
        if (lookChanged || zoomChanged || !Objects.equals(UIManager.get("defaultFont"), b.font())) {
            UIManager.put("defaultFont", b.font());
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w.isDisplayable()) {
                    SwingUtilities.updateComponentTreeUI(w);
                }
            }
        }
    }

    private static boolean gui(ExtensionContext context) {
        return context.getTestClass().map(c -> AnnotationSupport.isAnnotated(c, GUITest.class)).orElse(false);
    }
}

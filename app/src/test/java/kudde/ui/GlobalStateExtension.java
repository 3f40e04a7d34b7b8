package kudde.ui;

import com.formdev.flatlaf.util.UIScale;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import javax.swing.LookAndFeel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.UnsupportedLookAndFeelException;
import kudde.ui.kit.Strings;
import org.assertj.swing.annotation.GUITest;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Gives every test back the JVM it started with, also when it fails (docs/testing.md, "Writing a
 * test"): the {@code kudde.*} system properties and the default locale for every test; for a
 * {@link GUITest} (which {@link GuiTest} carries), also the look and feel, its default font, the text size and the window's language. Registered
 * for every test class beside {@link ThreadCheckExtension}, so a test that forgets its
 * {@code finally} cannot change what the next one sees.
 */
public final class GlobalStateExtension implements BeforeEachCallback, AfterEachCallback {
    private static final ExtensionContext.Namespace SPACE = ExtensionContext.Namespace.create(GlobalStateExtension.class);

    /** What a test may change, as it was before it. */
    private record Before(Map<String, String> properties, Locale locale, LookAndFeel look, Object font,
                          Locale language, float zoom) {
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        Before b = gui(context)
                ? GuiActionRunner.execute(() -> new Before(kuddeProperties(), Locale.getDefault(),
                        UIManager.getLookAndFeel(), UIManager.get("defaultFont"), Strings.locale(),
                        UIScale.getZoomFactor()))
                : new Before(kuddeProperties(), Locale.getDefault(), null, null, null, 1f);
        context.getStore(SPACE).put("before", b);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        Before b = context.getStore(SPACE).remove("before", Before.class);
        if (b == null) {
            return;
        }
        Map<String, String> now = kuddeProperties();
        for (String key : now.keySet()) {
            if (!b.properties().containsKey(key)) {
                System.clearProperty(key);
            }
        }
        b.properties().forEach(System::setProperty);
        Locale.setDefault(b.locale());
        if (b.look() != null) {
            GuiActionRunner.execute(() -> restoreLook(b));
        }
    }

    private static void restoreLook(Before b) {
        if (!Objects.equals(Strings.locale(), b.language())) {
            Strings.setLocale(b.language());
        }
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

    private static Map<String, String> kuddeProperties() {
        Map<String, String> out = new HashMap<>();
        for (String key : System.getProperties().stringPropertyNames()) {
            if (key.startsWith("kudde.")) {
                out.put(key, System.getProperty(key));
            }
        }
        return out;
    }
}

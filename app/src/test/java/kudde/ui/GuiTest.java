package kudde.ui;

import com.github.caciocavallosilano.cacio.ctc.junit.CacioExtension;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.assertj.swing.annotation.GUITest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The one annotation a GUI test class carries (docs/testing.md, "GUI tests"), in place of
 * {@code @Tag("gui")}, {@code @CacioTest} and {@code @GUITest}:
 * <ul>
 * <li>{@code @Tag("gui")}: the fast loop leaves the class out ({@code -Pfast}); JUnit finds a tag on an
 *     annotation of the class.</li>
 * <li>{@code @GUITest}: marks the class for {@link GlobalStateExtension} (look and feel, font and
 *     text size given back after each test), which looks for it through this annotation.</li>
 * <li>Caciocavallo's virtual screen: {@link CacioExtension}, as {@code @CacioTest} registers it (it is
 *     also registered for every test class, see {@code junit-platform.properties}).</li>
 * <li>A screenshot of a failing test in {@code app/failed-gui-tests/}: {@link FailureScreenshots}.
 *     {@code @CacioTest} brings Cacio's own screenshot extension, but that one asks AssertJ Swing's
 *     {@code GUITestFinder}, which sees {@code @GUITest} only when it sits on the test class, a
 *     superclass or the method itself, never through a composed annotation: composed, it would never
 *     take a screenshot. So {@code @CacioTest} is not composed here, only what it registers.</li>
 * </ul>
 * {@code kudde.arch.TestTagsTest} fails when a class that opens a window does not carry it, or when
 * one carries one of the three by hand.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@Tag("gui")
@GUITest
@ExtendWith({CacioExtension.class, FailureScreenshots.class})
public @interface GuiTest {
}

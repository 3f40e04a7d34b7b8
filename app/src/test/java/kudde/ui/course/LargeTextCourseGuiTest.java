package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.ui.GuiTest;
import kudde.ui.Options;
import kudde.ui.WindowTest;
import kudde.ui.kit.Strings;
import org.assertj.swing.core.KeyPressInfo;
import org.junit.jupiter.api.Test;

/**
 * The course screen with the text at 200 % (View ▸ Text size, from the menu) at 1280 × 800, in
 * English and Dutch: every heading, line, button and lesson title whole (CourseScreenGuiTest's
 * cut detection).
 */
@GuiTest
class LargeTextCourseGuiTest extends WindowTest {

    /** The look's font as a real window gets it under Xvfb: 14 px, not the other window tests' 13 (docs/testing.md). */
    @Override
    protected Options options() {
        return super.options().withFontSize(14);
    }

    @Test
    @SuppressWarnings("deprecation")
    void nothingIsCutAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        int rows = 0;
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            // The item's own click (AssertJ Swing's walk through the submenu failed to open it a
            // second time under Caciocavallo; LanguageThemeTest walks it once).
            javax.swing.AbstractButton item = window.menuItem("menu.view.textSize.200").target();
            edt(() -> {
                item.doClick();
                return null;
            });
            edt(() -> {
                main.setLanguage(l);
                return null;
            });
            window.resizeTo(new Dimension(1280, 800));
            window.robot().waitForIdle();
            assertThat(settings.textSize()).isEqualTo(200);
            // Ctrl+Shift+C; AssertJ Swing needs the old masks (docs/testing.md).
            window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_C)
                    .modifiers(InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK));
            waitUntil("the course shows its lessons", () -> edt(() -> {
                CourseScreen c = CourseScreen.showing(main);
                return c != null && !c.rows().isEmpty() && c.rows().get(0).getWidth() > 0;
            }));
            window.robot().waitForIdle();
            window.robot().waitForIdle();
            CourseScreen c = edt(() -> CourseScreen.showing(main));
            out.addAll(edt(() -> CourseScreenGuiTest.cutTexts(c, l + " course: ")));
            out.addAll(edt(() -> {
                List<String> cut = new ArrayList<>();
                for (LessonRow r : c.rows()) {
                    if (!r.titleWhole()) {
                        cut.add(l + " course: \"" + r.title() + "\" is cut");
                    }
                }
                return cut;
            }));
            rows += edt(() -> c.rows().size());
        }
        assertThat(out).as("texts cut on the course screen at 200 %").isEmpty();
        assertThat(rows).as("lessons looked at").isGreaterThan(100);
    }
}

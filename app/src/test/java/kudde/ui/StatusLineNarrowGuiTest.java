package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import javax.swing.text.JTextComponent;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * The status line in a window 800 px wide at 200 % text, in English and Dutch: where its message
 * would have room for too few letters beside the problems and the zoom, it takes a line of its own
 * above them, every word whole. Beside them it had 200 px: eight lines, a third of the window, the
 * last letters of "eigenschappen" and "problemen" cut at its edge.
 */
@GuiTest
class StatusLineNarrowGuiTest extends StartedLargeWindowTest {

    @Test
    void inANarrowWindowTheMessageTakesALineOfItsOwnWithEveryWordWhole() {
        edt(() -> {
            main.setSize(800, 600);
            main.validate();
            return null;
        });
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            workbenchIn(l);
            // What the status line says on coming to the workbench by its keys (Ctrl+Shift+L), and
            // its count of problems, as after the lesson's check.
            edt(() -> {
                main.statusBar().say("status.learnOff");
                main.statusBar().problems(0);
                return null;
            });
            settle();
            String said = edt(() -> main.statusBar().message());
            JTextComponent message = window.textBox("status.message").target();
            StatusBar bar = edt(main::statusBar);
            int letters = edt(() -> message.getWidth() / message.getFontMetrics(message.getFont()).charWidth('n'));
            int lines = edt(() -> message.getHeight() / message.getFontMetrics(message.getFont()).getHeight());
            int zoomTop = edt(() -> window.label(org.assertj.swing.core.matcher.JLabelMatcher.withText(
                    java.util.regex.Pattern.compile("\\d+ %"))).target().getY());
            System.out.println(l + ": \"" + said + "\" in " + edt(message::getSize) + ", " + letters + " letters a line, "
                    + lines + " lines; the status line " + edt(bar::getHeight) + " px of the window's " + edt(main::getHeight));
            assertThat(said).as(l + ": the workbench's message").isNotBlank();
            assertThat(letters).as(l + ": letters a line of the message").isGreaterThanOrEqualTo(24);
            assertThat(zoomTop).as(l + ": the zoom under the message").isGreaterThanOrEqualTo(edt(() -> message.getY() + message.getHeight()));
            assertThat(edt(() -> LearnWindowGuiTest.cut(bar, l + " status "))).isEmpty();
            assertThat(edt(bar::getHeight)).as(l + ": the status line's height").isLessThan(edt(main::getHeight) / 4);
        }
    }
}

package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import kudde.tutor.Progress;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * While the lessons are read (seconds under load, off the event thread) the course screen says so:
 * its body holds the summary line "Reading the lessons …" from the moment the screen is made, before
 * any course is given it; it held nothing then, so the screen showed only its title. No window and
 * no waiting: the screen is made and read as it is before the reading ends.
 */
class CourseLoadingTest {

    @Test
    void theScreenSaysTheLessonsAreBeingReadUntilTheyAre() throws Exception {
        javax.swing.SwingUtilities.invokeAndWait(() -> {
            CourseScreen screen = new CourseScreen(Progress.inMemory(), name -> -1, Strings.in(Strings.ENGLISH),
                    (name, step) -> { }, () -> { });
            List<String> shown = new ArrayList<>();
            texts(screen.scrollPane().getViewport().getView(), shown);
            String reading = kudde.ui.kit.Words.of("kudde.ui.course.course", Strings.ENGLISH).get("course.loading");
            assertThat(reading).isNotBlank();
            assertThat(shown).as("the course's body before the lessons are read").contains(reading);
        });
    }

    private static void texts(Component c, List<String> out) {
        if (!c.isVisible()) {
            return;
        }
        if (c instanceof TextBlock t && t.text() != null && !t.text().isBlank()) {
            out.add(t.text());
        }
        if (c instanceof java.awt.Container k) {
            for (Component child : k.getComponents()) {
                texts(child, out);
            }
        }
    }
}

package kudde.ui.tutor;

import kudde.tutor.Timeline;
import kudde.ui.MainWindow;
import kudde.ui.WindowTest;

/**
 * The real main window (see WindowTest) with a lesson of two shepherds in one field open in the tutor
 * (seven steps: merge, grow, guide, three quiz questions), which these tests step through.
 */
abstract class LessonWindowTest extends WindowTest {
    static final String LESSON = "fields/01-two-shepherds-one-field.json";

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson(LESSON);
    }

    TutorMode mode() {
        return edt(() -> main.tutor());
    }

    /** View ▸ Lesson authoring, ticked as an author does (a fresh window is a learner's: it is off). */
    void authoringOn() {
        if (!authoringTicked()) {
            window.menuItem("menu.view.authoring").click();
        }
        org.assertj.core.api.Assertions.assertThat(authoringTicked()).as("View > Lesson authoring ticked").isTrue();
    }

    /** Whether View ▸ Lesson authoring shows a tick. */
    boolean authoringTicked() {
        return edt(() -> window.menuItem("menu.view.authoring").target().isSelected());
    }

    /** The first step of the lesson whose event is {@code event}. */
    int stepWith(String event) {
        return edt(() -> {
            Timeline t = mode().tutor().timeline();
            for (int i = 0; i < t.size(); i++) {
                if (t.steps().get(i).event().equals(event)) {
                    return i;
                }
            }
            throw new AssertionError("no step " + event);
        });
    }

    /** The tutor at step {@code step}, past every question on the way. */
    void at(int step) {
        edt(() -> {
            mode().tutor().setQuizMode(false);
            mode().tutor().timeline().select(step);
            return null;
        });
        settle();
    }
}

package kudde.ui.tutor;

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

    /** The tutor at step {@code step}, past every question on the way. */
    void at(int step) {
        edt(() -> {
            mode().tutor().setQuizMode(false);
            mode().tutor().timeline().select(step);
            return null;
        });
        window.robot().waitForIdle();
    }
}

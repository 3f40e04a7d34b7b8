package kudde.ui.tutor;

import kudde.ui.MainWindow;
import kudde.ui.WindowTest;
import kudde.ui.doc.Lessons;

/** The real main window (see WindowTest) with the start lesson open in the tutor. */
abstract class LessonWindowTest extends WindowTest {

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson(Lessons.FIRST);
    }

    TutorMode mode() {
        return edt(() -> main.tutor());
    }
}

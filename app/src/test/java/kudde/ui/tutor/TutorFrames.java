package kudde.ui.tutor;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.awt.Font;
import java.util.Locale;
import javax.swing.JFrame;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.plaf.FontUIResource;
import kudde.engine.model.Scenario;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import kudde.lesson.Lesson;

/** A minimal frame holding the tutor, for GUI tests of the panels on their own. */
final class TutorFrames {
    private TutorFrames() {
    }

    static FrameFixture open(Scenario s, Locale locale, TutorView[] out) {
        return open(Lesson.of(s), locale, out);
    }

    static FrameFixture open(Lesson s, Locale locale, TutorView[] out) {
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, 13));
            JFrame f = new JFrame("Kudde tutor test");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            TutorView v = new TutorView(locale);
            v.open(s);
            out[0] = v;
            f.setContentPane(v);
            return f;
        });
        FrameFixture window = new FrameFixture(frame);
        window.show(new Dimension(480, 700));
        window.moveTo(new java.awt.Point(0, 0));
        return window;
    }
}

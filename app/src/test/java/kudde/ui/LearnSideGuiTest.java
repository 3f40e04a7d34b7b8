package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Dimension;
import java.awt.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JFrame;
import kudde.lesson.Lesson;
import kudde.scenario.Scenarios;
import kudde.ui.kit.Strings;
import kudde.ui.tutor.LessonSource;
import kudde.ui.tutor.TutorView;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Learn mode's side, narrow, at 200 % text (400 × 330 px, the look's font at 14 px as FlatLaf takes it
 * under Xvfb), in English and Dutch, at the first question of lessons with each kind of answer:
 * nothing cut. Under Xvfb an 800 × 600 window's side at 200 % showed the quiz's heading as
 * "Questi…" beside its score; the test window gives its side more room than that, so the side is
 * held here at a width where the heading and its score do not fit on one line. There the heading was
 * cut to 74 px of 153 and the step's position ("Step 2 of 3") to 72 px of 75.
 */
@GuiTest
class LearnSideGuiTest {
    /** A lesson asking for points, for who scores, yes or no, and grow or guide. */
    private static final List<String> LESSONS = List.of("fields/05-three-shepherds-one-field.json",
            "base/06-the-majority-takes-all.json", "fields/01-two-shepherds-one-field.json",
            "shepherds/03-grow-the-flock.json");

    /** The look's font FlatLaf takes under Xvfb with no desktop settings (13 in the other tests). */
    private static final int XVFB_FONT = 14;
    /** A side too narrow for the quiz's heading and its score on one line at 200 %. */
    private static final int SIDE = 400;

    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
            window = null;
        }
    }

    @Test
    void nothingIsCutAt200PerCentInANarrowSide() throws Exception {
        List<String> out = new ArrayList<>();
        int asked = 0;
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            for (String name : LESSONS) {
                Lesson lesson = LessonSource.directory(Scenarios.directory()).load(name);
                TutorView tutor = open(l, lesson);
                boolean question = GuiActionRunner.execute(() -> tutor.timeline().index() != tutor.timeline().size() - 1);
                asked += question ? 1 : 0;
                out.addAll(GuiActionRunner.execute(() -> LearnWindowGuiTest.cut(tutor, l + " " + name + " ")));
                close();
            }
        }
        assertThat(out).as("the side cut at 200 % in 400 px").isEmpty();
        assertThat(asked).as("lessons stopped at a question").isGreaterThanOrEqualTo(6);
    }

    /**
     * Learn mode's Course and Edit this lesson buttons at 200 %: in a window whose side is narrower
     * than both side by side, Edit says its brief words beside Course ("Bewerken", "Edit": one line
     * more for the step's text in a short window), and where even those would not fit, one under
     * the other, each whole and inside the side (under Xvfb at 800 × 600 "Deze les bewerken" ran out
     * of the side's right edge); in a wide one, side by side with the whole words.
     */
    @Test
    void theLessonsButtonsStandOneUnderTheOtherInANarrowSide() throws Exception {
        List<String> out = new ArrayList<>();
        Lesson lesson = LessonSource.directory(Scenarios.directory()).load(LESSONS.get(0));
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            for (int width : new int[] {760, 1400}) {
                JFrame frame = GuiActionRunner.execute(() -> TestFrames.at("Kudde learn buttons test", XVFB_FONT, 200));
                window = new FrameFixture(frame);
                window.show(new Dimension(width, 500));
                window.moveTo(new Point(0, 0));
                window.robot().waitForIdle();
                // Into a window already shown and laid out once, as the window goes into learn mode.
                GuiActionRunner.execute(() -> {
                    TutorView tutor = new TutorView(l);
                    tutor.setLearnLayout(true);
                    tutor.open(lesson);
                    kudde.ui.learn.LearnView v = new kudde.ui.learn.LearnView(Strings.in(l), () -> { }, () -> { });
                    v.take(new javax.swing.JPanel(), tutor);
                    frame.setContentPane(v);
                    frame.getContentPane().validate();
                    return v;
                });
                window.robot().waitForIdle();
                javax.swing.JComponent row = window.panel("learn.buttons").target();
                // The row asks its parent for a new height once it has chosen, after the layout under
                // way: waited for, and then looked at whether it came (without it, it never did).
                try {
                    org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the buttons' row as high as it asks") {
                        @Override
                        public boolean test() {
                            return GuiActionRunner.execute(() -> Boolean.valueOf(row.getHeight() >= row.getPreferredSize().height));
                        }
                    }, 10_000);
                } catch (org.assertj.swing.exception.WaitTimedOutError e) {
                    // Reported below with the buttons' places.
                }
                javax.swing.JComponent side = window.panel("learn.side").target();
                javax.swing.JButton course = window.button("learn.course").target();
                javax.swing.JButton edit = window.button("learn.edit").target();
                String where = l + " in " + width + " px, a side of " + GuiActionRunner.execute(side::getWidth) + ": ";
                for (javax.swing.JButton b : List.of(course, edit)) {
                    int right = GuiActionRunner.execute(() -> javax.swing.SwingUtilities.convertPoint(b, b.getWidth(), 0, side).x);
                    int has = GuiActionRunner.execute(b::getWidth);
                    int wants = GuiActionRunner.execute(() -> b.getPreferredSize().width);
                    System.out.println(where + b.getName() + " " + has + " px of " + wants + ", ending at " + right);
                    if (right > GuiActionRunner.execute(side::getWidth) || has < wants) {
                        out.add(where + b.getName() + " is " + has + " px of " + wants + " and ends at " + right);
                    }
                    // Whole in its row and the row whole in the side: under Course, Edit was once below the row's foot.
                    int foot = GuiActionRunner.execute(() -> b.getY() + b.getHeight());
                    int rowHigh = GuiActionRunner.execute(() -> b.getParent().getHeight());
                    if (foot > rowHigh) {
                        out.add(where + b.getName() + " ends " + foot + " px down a row " + rowHigh + " px high");
                    }
                }
                // Edit says its brief words ("Bewerken", "Edit") only where the whole ones do not fit
                // beside Course, and its whole words to a screen reader whatever it shows.
                String whole = Strings.in(l).get("learn.edit");
                String says = GuiActionRunner.execute(edit::getText);
                assertThat(GuiActionRunner.execute(() -> edit.getAccessibleContext().getAccessibleName())).as(where + "Edit's name")
                        .isEqualTo(whole);
                if (width >= 1400 && !says.equals(whole)) {
                    out.add(where + "Edit says \"" + says + "\" in a wide side");
                }
                if (width == 760 && !says.equals(Strings.in(l).get("learn.edit.brief"))) {
                    out.add(where + "Edit says \"" + says + "\" where only its brief words fit beside Course");
                }
                boolean under = GuiActionRunner.execute(() -> edit.getY() >= course.getY() + course.getHeight());
                boolean bothFit = GuiActionRunner.execute(() -> course.getPreferredSize().width
                        + com.formdev.flatlaf.util.UIScale.scale(6) + edit.getPreferredSize().width <= row.getWidth());
                System.out.println(where + "the buttons' row " + GuiActionRunner.execute(row::getWidth) + " px");
                if (under == bothFit) {
                    out.add(where + (under ? "one under the other, though both fit side by side" : "side by side, though both do not fit"));
                }
                close();
            }
        }
        assertThat(out).as("the lesson's buttons at 200 %").isEmpty();
    }

    /** The tutor laid out as learn mode's side, 400 × 330, at 200 %, at the lesson's first question. */
    private TutorView open(Locale locale, Lesson lesson) {
        TutorView[] made = new TutorView[1];
        JFrame frame = GuiActionRunner.execute(() -> {
            JFrame f = TestFrames.at("Kudde learn side test", XVFB_FONT, 200);
            TutorView tutor = new TutorView(locale);
            tutor.setLearnLayout(true);
            tutor.setQuizMode(true);
            tutor.open(lesson);
            tutor.timeline().end();
            made[0] = tutor;
            f.setContentPane(tutor);
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(SIDE, 330));
        window.moveTo(new Point(0, 0));
        window.robot().waitForIdle();
        return made[0];
    }
}

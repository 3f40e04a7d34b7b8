package kudde.ui.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.FontMetrics;
import java.awt.KeyboardFocusManager;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import kudde.engine.model.Scenario;
import kudde.tutor.Progress;
import kudde.tutor.Timeline;
import kudde.lang.PseudoLanguage;
import kudde.ui.GuiTest;
import kudde.ui.WindowTest;
import kudde.ui.doc.Lessons;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import org.assertj.swing.core.KeyPressInfo;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * The course screen in the real window: every bundled lesson listed under its full name, whole
 * (wrapped, never cut) in English and Dutch at 1280 × 800 and 800 × 500; the done mark once a
 * lesson is finished; "Continue" back in the last lesson at the step left, past its question; and
 * the keys alone choose and open a lesson, with Tab never stuck.
 */
@GuiTest
class CourseScreenGuiTest extends WindowTest {

    @SuppressWarnings("deprecation")
    private void courseKey() {
        // Ctrl+Shift+C; AssertJ Swing needs the old masks (docs/testing.md).
        window.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_C).modifiers(InputEvent.CTRL_MASK | InputEvent.SHIFT_MASK));
    }

    /** A key to whatever has the focus, as a learner's key goes (the window fixture would focus the frame first). */
    private void key(int code) {
        // The robot waits for its key to be handled (its own waitForIdle); what that queued, settles.
        window.robot().pressAndReleaseKey(code);
        settle();
    }


    /** Opens the course with its key and waits until its lessons are read and laid out. */
    private CourseScreen course() {
        courseKey();
        waitUntil("the course shows its lessons", () -> edt(() -> {
            CourseScreen c = CourseScreen.showing(main);
            return c != null && !c.rows().isEmpty() && c.rows().get(0).getWidth() > 0;
        }));
        window.robot().waitForIdle();
        settle();
        return edt(() -> CourseScreen.showing(main));
    }

    private void sizeAndLanguage(int w, int h, Locale l) {
        edt(() -> {
            main.setMinimumSize(new Dimension(640, 400));
            main.setLanguage(l);
            return null;
        });
        window.resizeTo(new Dimension(w, h));
        window.robot().waitForIdle();
    }

    @Test
    void everyLessonsFullNameShowsWholeInBothLanguagesAtBothSizes() throws Exception {
        List<String> names = Lessons.list();
        assertThat(names).hasSizeGreaterThan(80);
        List<String> faults = new ArrayList<>();
        for (Dimension d : List.of(new Dimension(1280, 800), new Dimension(800, 500))) {
            for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH, PseudoLanguage.LOCALE)) {
                sizeAndLanguage(d.width, d.height, l);
                CourseScreen c = course();
                String where = l.getLanguage() + " " + d.width + "x" + d.height + ": ";
                assertThat(edt(() -> main.getSize())).isEqualTo(d);
                List<String> shown = edt(() -> c.rows().stream().map(r -> r.entry().name()).toList());
                assertThat(shown).as(where + "every bundled lesson, once").containsExactlyInAnyOrderElementsOf(names);
                for (String name : names) {
                    Lesson s = ScenarioIO.lesson(name, l);
                    String want = s.title().get(l.getLanguage());
                    assertThat(want).as(name + " has a title in " + l).isNotBlank();
                    faults.addAll(edt(() -> {
                        List<String> out = new ArrayList<>();
                        LessonRow r = c.rows().stream().filter(x -> x.entry().name().equals(name)).findFirst().orElseThrow();
                        if (!r.title().equals(want)) {
                            out.add(where + name + " shows \"" + r.title() + "\", not its title \"" + want + "\"");
                        }
                        if (!r.titleWhole()) {
                            out.add(where + name + " \"" + want + "\" is cut: lines " + r.titleLines() + " in "
                                    + r.getWidth() + "x" + r.getHeight() + " px, needs " + r.heightFor(r.getWidth()));
                        }
                        Container body = r.getParent();
                        if (r.getX() < 0 || r.getX() + r.getWidth() > body.getWidth()
                                || body.getWidth() > c.scrollPane().getViewport().getWidth()) {
                            out.add(where + name + " sticks out of the screen's width");
                        }
                        return out;
                    }));
                }
                faults.addAll(edt(() -> cutTexts(c, where)));
                // Back to the lesson, for the next size and language.
                key(KeyEvent.VK_ESCAPE);
                waitUntil("the course closes", () -> edt(() -> CourseScreen.showing(main) == null));
            }
        }
        assertThat(faults).isEmpty();
    }

    /** Every heading, caption, line and button of the screen that is cut or wider than its place. */
    static List<String> cutTexts(Component c, String where) {
        List<String> out = new ArrayList<>();
        if (!c.isShowing()) {
            return out;
        }
        if (c instanceof TextBlock t && !t.text().isEmpty()) {
            FontMetrics fm = t.getFontMetrics(t.getFont());
            String joined = String.join("", t.lines()).replaceAll("\\s+", "");
            if (!joined.equals(t.text().replaceAll("\\s+", "")) || t.heightFor(t.getWidth()) > t.getHeight()
                    || t.lines().stream().anyMatch(line -> fm.stringWidth(line) > t.getWidth())) {
                out.add(where + "\"" + t.text() + "\" is cut at " + t.getWidth() + "x" + t.getHeight());
            }
        }
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        if (text != null && !text.isBlank() && c.getWidth() + 1 < c.getPreferredSize().width) {
            out.add(where + "\"" + text + "\" is " + c.getWidth() + " px wide, needs " + c.getPreferredSize().width);
        }
        if (c instanceof Container k && !(c instanceof JViewport v && v.getView() == null)) {
            for (Component child : k.getComponents()) {
                out.addAll(cutTexts(child, where));
            }
        }
        return out;
    }

    private Progress progress() {
        return new Progress(edt(() -> settings.progressStore()));
    }

    /** Pixels of the done mark's colour in the mark's column of a row, as painted. */
    private int donePixels(LessonRow r) {
        return edt(() -> {
            BufferedImage img = new BufferedImage(r.getWidth(), r.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            g.setColor(r.getParent().getBackground());
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            r.paint(g);
            g.dispose();
            // The done mark's green (the theme's Kudde.course.done), antialiased: pixels where green leads.
            Color want = Theme.colour("Kudde.course.done");
            assertThat(want.getGreen()).isGreaterThan(want.getRed() + 40).isGreaterThan(want.getBlue() + 30);
            int n = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < Math.min(img.getWidth(), 40); x++) {
                    Color p = new Color(img.getRGB(x, y));
                    if (p.getGreen() > p.getRed() + 30 && p.getGreen() > p.getBlue() + 20) {
                        n++;
                    }
                }
            }
            return n;
        });
    }

    private LessonRow row(CourseScreen c, String name) {
        return edt(() -> c.rows().stream().filter(r -> r.entry().name().equals(name)).findFirst().orElseThrow());
    }

    @Test
    void theDoneMarkShowsOnceALessonIsFinished() {
        String lesson = "base/02-placed-apart-joined-later.json";
        CourseScreen c = course();
        assertThat(edt(() -> row(c, lesson).mark())).isEqualTo(LessonRow.Mark.NONE);
        assertThat(donePixels(row(c, lesson))).as("no done mark yet").isZero();
        key(KeyEvent.VK_ESCAPE);
        waitUntil("the course closes", () -> edt(() -> CourseScreen.showing(main) == null));
        edt(() -> {
            main.files().openLesson(lesson);
            return null;
        });
        waitUntil("the lesson is open in the tutor", () -> edt(() -> main.tutor().tutor().timeline() != null
                && lesson.equals(main.document().lessonName())
                && main.tutor().tutor().timeline().resolution().scenario().equals(main.document().scenario())));
        // The learner steps to the end with the tutor's End key.
        key(KeyEvent.VK_END);
        waitUntil("the lesson is taken to its end", () -> edt(() -> main.tutor().tutor().timeline().atEnd()));
        assertThat(progress().done(lesson)).isTrue();

        CourseScreen again = course();
        LessonRow r = row(again, lesson);
        assertThat(edt(r::mark)).isEqualTo(LessonRow.Mark.DONE);
        assertThat(donePixels(r)).as("the done mark's pixels beside the title").isGreaterThan(10);
        assertThat(edt(() -> r.getAccessibleContext().getAccessibleName())).contains("(done)");
        assertThat(edt(() -> textOf(again, "courseSummary"))).isEqualTo("1 of " + Lessons.list().size() + " done");
        // Another lesson is still without one.
        assertThat(donePixels(row(again, "base/03-a-road-loop.json"))).isZero();
    }

    private String textOf(CourseScreen c, String name) {
        return window.robot().finder().findByName(c, name, TextBlock.class, false).text();
    }

    @Test
    void continueReopensTheLastLessonAtTheStepLeftPastItsQuestion() {
        String lesson = "shepherds/04-guide-the-flock.json";
        edt(() -> {
            main.files().openLesson(lesson);
            return null;
        });
        waitUntil("the lesson is open", () -> edt(() -> main.tutor().tutor().timeline() != null
                && lesson.equals(main.document().lessonName())));
        // The learner got past the first question (here by the tutor's own quiz-mode switch) to the step after it.
        int left = edt(() -> {
            var tutor = main.tutor().tutor();
            int step = tutor.quiz().steps().get(0);
            tutor.setQuizMode(false);
            tutor.timeline().select(step);
            tutor.setQuizMode(true);
            return step;
        });
        int size = edt(() -> main.tutor().tutor().timeline().size());
        assertThat(left).isGreaterThan(Timeline.START);
        assertThat(progress().left()).isEqualTo(new Progress.Place(lesson, left));

        // Another lesson opened and not stepped into does not lose the place.
        edt(() -> {
            main.files().openLesson(Lessons.FIRST);
            return null;
        });
        waitUntil("the first lesson is open", () -> edt(() -> Lessons.FIRST.equals(main.document().lessonName())));
        assertThat(progress().left()).isEqualTo(new Progress.Place(lesson, left));

        CourseScreen c = course();
        assertThat(edt(() -> textOf(c, "courseLeft"))).isEqualTo("Where you left off: Guide the flock to the stable, at step "
                + (left + 1));
        window.button("courseContinue").click();
        waitUntil("the lesson is open again", () -> edt(() -> lesson.equals(main.document().lessonName())
                && main.tutor().tutor().timeline().resolution().scenario().equals(main.document().scenario())));
        window.robot().waitForIdle();
        assertThat(edt(() -> CourseScreen.showing(main))).isNull();
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).as("the step left").isEqualTo(left);
        assertThat(edt(() -> main.tutor().tutor().quizMode())).isTrue();
        assertThat(edt(() -> main.tutor().tutor().quiz().pendingAt(left))).as("the question before it is settled").isNull();

        // And the screen says it in full once the lesson is the open one.
        CourseScreen again = course();
        assertThat(edt(() -> textOf(again, "courseLeft"))).isEqualTo("Where you left off: Guide the flock to the stable, at step "
                + (left + 1) + " of " + size);
        edt(() -> {
            main.setLanguage(Strings.DUTCH);
            return null;
        });
        settle();
        assertThat(edt(() -> textOf(again, "courseLeft"))).startsWith("Hier was je gebleven: ").endsWith(
                "bij stap " + (left + 1) + " van " + size);
    }

    private Component focused() {
        return edt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
    }

    @Test
    void keysAloneChooseAndOpenALesson() {
        course();
        waitUntil("the suggested lesson has the focus", () -> focused() instanceof LessonRow);
        assertThat(((LessonRow) focused()).entry().name()).isEqualTo(Lessons.FIRST);
        key(KeyEvent.VK_DOWN);
        key(KeyEvent.VK_DOWN);
        waitUntil("two lessons down", () -> focused() instanceof LessonRow r && r.entry().name().startsWith("base/03"));
        // Right: the practice beside the base game's lessons; Left: back among the lessons.
        key(KeyEvent.VK_RIGHT);
        waitUntil("the practice beside", () -> focused() instanceof LessonRow r && r.entry().kind().practice());
        key(KeyEvent.VK_LEFT);
        waitUntil("back to the lessons", () -> focused() instanceof LessonRow r && !r.entry().kind().practice());
        String chosen = ((LessonRow) focused()).entry().name();
        assertThat(chosen).startsWith("base/").isNotEqualTo(Lessons.FIRST);
        key(KeyEvent.VK_ENTER);
        waitUntil("the lesson opens", () -> edt(() -> chosen.equals(main.document().lessonName())));
        assertThat(edt(() -> CourseScreen.showing(main))).as("the course closed").isNull();
        assertThat(edt(() -> SwingUtilities.isDescendingFrom(main.boardView(), main.getContentPane()))).isTrue();
    }

    @Test
    void tabNeverSticksAndEscapeGoesBackToTheLesson() {
        Scenario open = scenario();
        CourseScreen c = course();
        waitUntil("a lesson has the focus", () -> focused() instanceof LessonRow);
        // Tab goes on, component after component, and reaches the buttons again: it never stays put.
        Component before = focused();
        List<Component> seen = new ArrayList<>();
        int rows = edt(() -> c.rows().size());
        for (int i = 0; i < rows + 6; i++) {
            window.robot().pressAndReleaseKey(KeyEvent.VK_TAB);
            // The focus moves in events of its own: waited for, not counted on after a pause. A Tab
            // that sticks leaves it where it was, and the wait runs out.
            Component was = before;
            waitUntil("Tab number " + (i + 1) + " moves the focus", () -> {
                Component f = focused();
                return f != null && f != was;
            });
            Component now = focused();
            assertThat(now).as("Tab number %d moves the focus", i + 1).isNotSameAs(before);
            seen.add(now);
            before = now;
        }
        assertThat(seen).as("Tab reaches the back button").anyMatch(x -> "courseBack".equals(x.getName()));
        assertThat(seen).as("Tab reaches the lessons").anyMatch(x -> x instanceof LessonRow);
        key(KeyEvent.VK_ESCAPE);
        waitUntil("the course closes", () -> edt(() -> CourseScreen.showing(main) == null));
        assertThat(edt(() -> main.boardView().isShowing())).isTrue();
        assertThat(scenario()).as("the same document as before").isEqualTo(open);
    }
}

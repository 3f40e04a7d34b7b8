package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Point;
import java.util.Locale;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.plaf.FontUIResource;
import kudde.explain.Texts;
import kudde.scenario.Scenarios;
import kudde.ui.GuiTest;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The lesson browser, the tutor and the rules comparison together, on the repository's lessons. */
@GuiTest
class TutorWorkbenchGuiTest {
    private FrameFixture window;
    private TutorView tutor;
    private VariantDiffPanel diff;
    private LessonBrowser lessons;

    private void open(Locale locale) {
        LessonSource source = LessonSource.directory(Scenarios.directory());
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, 13));
            JFrame f = new JFrame("Kudde workbench test");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            tutor = new TutorView(locale);
            diff = new VariantDiffPanel(tutor, kudde.ui.kit.Strings.in(locale));
            lessons = new LessonBrowser(tutor, source, name -> {
                try {
                    var s = source.load(name);
                    tutor.open(s);
                    diff.show(s.game());
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            JPanel p = new JPanel(new MigLayout("insets 0, fill", "[300!][400!][grow,fill]", "[grow,fill]"));
            p.add(lessons, "grow");
            p.add(tutor, "grow");
            p.add(diff, "grow");
            f.setContentPane(p);
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(1010, 700));
        window.moveTo(new Point(0, 0));
        // The browser reads the lessons off the event thread; the tree fills in when they are read.
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the lessons are read") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(lessons::loaded);
            }
        }, 20_000);
    }

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void openTheStartLessonFromTheBrowserAndCompareThePresets() {
        open(Texts.ENGLISH);
        window.tree("lessonTree").requireNoSelection();
        assertThat(window.tree("lessonTree").valueAt(0)).isEqualTo("Base game");
        window.tree("lessonTree").doubleClickPath("Shared and closed fields/Two shepherds, one field (3 questions)");
        window.textBox("explainTitle").requireText("Two shepherds, one field");
        window.label("position").requireText("Set-up");
        window.textBox("diffSummary").requireText("Both rule sets resolve this scenario the same way.");
    }

    @Test
    void aClosedFieldUnderBothPresetsInDutch() {
        open(Texts.DUTCH);
        window.tree("lessonTree").selectPath("Gedeelde en afgesloten weiden/Een weide sluit zich rond een kudde (2 vragen)");
        window.button("openLesson").click();
        window.textBox("diffSummary").requireText("4 stappen verschillen.");
        // While the lesson's questions wait, the steps and the final scores stay back: they answer them.
        window.textBox("diffScores").requireText("De vergelijking verschijnt zodra de vragen van de les beantwoord zijn.");
        window.table("diffTable").requireRowCount(0);
        // Without the quiz they show, and a row goes straight to its step.
        window.checkBox("quizMode").uncheck();
        window.textBox("diffScores").requireText("Eindstand: Anna 0 → 5, Bram 4 → 4");
        assertThat(window.table("diffTable").valueAt(org.assertj.swing.data.TableCell.row(1).column(3))).isEqualTo("alleen links");
        // Row 1 is S4 (Bram's tile: Anna does not tend), only under the 1st edition; row 2 the kept flock.
        window.table("diffTable").cell(org.assertj.swing.data.TableCell.row(1).column(1)).doubleClick();
        window.textBox("rule").requireText("S4 · Wanneer de kudde verzorgd wordt");
        assertThat(window.table("diffTable").valueAt(org.assertj.swing.data.TableCell.row(2).column(3))).isEqualTo("alleen links");
        window.table("diffTable").cell(org.assertj.swing.data.TableCell.row(2).column(1)).doubleClick();
        window.textBox("rule").requireText("S8 · Afgesloten weide");
    }

    @Test
    void theBrowserSaysItIsReadingUntilTheLessonsAreIn() throws Exception {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        LessonSource real = LessonSource.directory(Scenarios.directory());
        LessonSource slow = new LessonSource() {
            @Override
            public java.util.List<String> names() {
                return real.names();
            }

            @Override
            public kudde.lesson.Lesson load(String name) throws Exception {
                release.await();
                return real.load(name);
            }
        };
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            JFrame f = new JFrame("Kudde lessons loading test");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            lessons = new LessonBrowser(new TutorView(Texts.ENGLISH), slow, name -> { });
            f.setContentPane(lessons);
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(400, 500));
        assertThat(window.tree("lessonTree").valueAt(0)).isEqualTo("Reading the lessons …");
        assertThat(GuiActionRunner.execute(lessons::loaded)).isFalse();
        GuiActionRunner.execute(() -> lessons.select("fields/01-two-shepherds-one-field.json"));

        release.countDown();
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the lessons are read") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(lessons::loaded);
            }
        }, 20_000);
        assertThat(window.tree("lessonTree").valueAt(0)).isEqualTo("Base game");
        assertThat(GuiActionRunner.execute(lessons::selected)).as("asked for while reading")
                .isEqualTo("fields/01-two-shepherds-one-field.json");
    }
}

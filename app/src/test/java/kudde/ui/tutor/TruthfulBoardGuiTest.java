package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.play.Figure;
import kudde.engine.play.Resolution;
import kudde.tutor.Ghost;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.GuiTest;
import org.assertj.swing.data.TableCell;
import org.junit.jupiter.api.Test;

/**
 * The real window shows exactly what the engine resolved: figures that leave are ghosts for their
 * step only, the last step is the final position, the before/after toggle flips, the quiz asks each
 * question afresh with a hint after a wrong answer, and the step keys work wherever the focus is.
 */
@GuiTest
class TruthfulBoardGuiTest extends LessonWindowTest {

    private void open(String lesson, boolean quiz) {
        edt(() -> {
            main.files().openLesson(lesson);
            return null;
        });
        edt(() -> {
            mode().tutor().setQuizMode(quiz);
            return null;
        });
    }

    private Timeline timeline() {
        return edt(() -> mode().tutor().timeline());
    }

    private void select(int step) {
        edt(() -> mode().tutor().timeline().select(step));
    }

    /** How many pixels within {@code r} screen pixels of board point {@code at} have (nearly) colour {@code c}. */
    private int pixelsOf(Color c, Point2D at, int r) {
        return edt(() -> {
            BufferedImage img = main.boardView().renderVisible();
            Point p = main.boardView().toScreen(at.getX(), at.getY());
            int n = 0;
            for (int y = p.y - r; y <= p.y + r; y++) {
                for (int x = p.x - r; x <= p.x + r; x++) {
                    if (x >= 0 && y >= 0 && x < img.getWidth() && y < img.getHeight()) {
                        Color q = new Color(img.getRGB(x, y));
                        n += Math.abs(q.getRed() - c.getRed()) + Math.abs(q.getGreen() - c.getGreen())
                                + Math.abs(q.getBlue() - c.getBlue()) < 24 ? 1 : 0;
                    }
                }
            }
            return n;
        });
    }

    @Test
    void afterAWolfTheShepherdAndItsTokensAreGhostsAndAtTheNextStepTheyAreGone() {
        open("editions/04-a-wolf-in-a-closing-field.json", false);
        int wolf = stepWith("flock-wolf");
        select(wolf - 1);
        Figure shepherd = edt(() -> main.boardView().figures().stream()
                .filter(f -> f.kind() == FigureKind.SHEPHERD).findFirst().orElseThrow());
        int index = edt(() -> main.boardView().figures().indexOf(shepherd));
        Point2D spot = edt(() -> main.boardView().figureCentre(index));
        Color colour = edt(() -> main.boardView().playerColour(shepherd.player()));
        int solid = pixelsOf(colour, spot, 4);
        assertThat(solid).as("the shepherd painted in its colour before the wolf").isGreaterThan(20);

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.textBox("rule").requireText("S6 · Grow the flock");
        // The board's figures are the engine's: no shepherd stands any more.
        assertThat(edt(() -> main.boardView().figures())).isEqualTo(timeline().snapshot().figures())
                .noneMatch(f -> f.kind() == FigureKind.SHEPHERD);
        Stage stage = edt(() -> mode().stage());
        assertThat(stage.ghosts()).singleElement().satisfies(g -> {
            assertThat(g.figure()).isEqualTo(shepherd);
            assertThat(g.figureTo()).isEqualTo(Ghost.Destination.SUPPLY);
            assertThat(g.tokens()).isEqualTo(shepherd.sheep()).isNotEmpty();
        });
        // Painted faded: hardly a pixel of the player's own colour is left where it stood.
        assertThat(pixelsOf(colour, spot, 4)).isLessThan(solid / 4);
        window.table("scores").requireCellValue(TableCell.row(shepherd.player()).column(3), "in supply");

        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        // S8: the field is closed now, and the step says the wolf left no flock in it.
        window.textBox("rule").requireText("S8 · Closed field");
        assertThat(edt(() -> mode().stage().ghosts())).isEmpty();
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.textBox("rule").requireText("B3 · Roads");
        assertThat(edt(() -> mode().stage().ghosts())).isEmpty();
        assertThat(edt(() -> main.boardView().figures())).noneMatch(f -> f.kind() == FigureKind.SHEPHERD);
    }

    @Test
    void theLastStepOfALessonShowsTheFinalPosition() {
        for (String lesson : List.of("hills/03-the-hill-breaks-the-tie.json", "base/08-final-scoring-of-unfinished-work.json")) {
            open(lesson, false);
            window.pressAndReleaseKeys(KeyEvent.VK_END);
            Resolution r = timeline().resolution();
            assertThat(edt(() -> main.boardView().figures())).as(lesson).isEqualTo(r.end().figures());
            assertThat(edt(() -> main.boardView().board().tileCount())).as(lesson).isEqualTo(r.placements().size());
            // Each figure still standing is painted, in its colour, where it stands.
            for (int i = 0; i < r.end().figures().size(); i++) {
                Figure f = r.end().figures().get(i);
                if (f.kind().owned()) {
                    int at = i;
                    Point2D c = edt(() -> main.boardView().figureCentre(at));
                    Color colour = edt(() -> main.boardView().playerColour(f.player()));
                    assertThat(pixelsOf(colour, c, 4)).as("%s: figure %d painted", lesson, i).isGreaterThan(10);
                }
            }
        }
    }

    @Test
    void theBeforeAfterToggleFlipsWithTheButtonAndTheKey() {
        open("editions/04-a-wolf-in-a-closing-field.json", false);
        int wolf = stepWith("flock-wolf");
        select(wolf);
        window.toggleButton("before").requireText("After");
        window.toggleButton("before").click();
        window.toggleButton("before").requireText("Before").requireSelected();
        assertThat(edt(() -> main.boardView().figures())).isEqualTo(timeline().snapshotAt(wolf - 1).figures())
                .anyMatch(f -> f.kind() == FigureKind.SHEPHERD);
        assertThat(edt(() -> mode().stage().ghosts())).isEmpty();
        window.pressAndReleaseKeys(KeyEvent.VK_B);
        window.toggleButton("before").requireText("After").requireNotSelected();
        assertThat(edt(() -> main.boardView().figures())).isEqualTo(timeline().snapshotAt(wolf).figures());
        assertThat(edt(() -> mode().stage().ghosts())).hasSize(1);
    }

    @Test
    void eachQuizQuestionStartsUnansweredAndAWrongAnswerGetsAHint() {
        open("fields/01-two-shepherds-one-field.json", true);
        window.pressAndReleaseKeys(KeyEvent.VK_END);
        window.panel("quiz").requireVisible();
        assertThat(window.textBox("question").text()).startsWith("Anna must tend the shared flock");
        window.radioButton("answerGrow").requireNotSelected();
        window.radioButton("answerGuide").requireNotSelected();
        window.radioButton("answerGuide").check();
        window.button("check").click();
        window.panel("hint").requireVisible();
        window.textBox("hintRule").requireText("Hint: S6 · Grow the flock");
        assertThat(window.textBox("hintLook").text()).startsWith("Compare the sheep in the field with the bag");
        // The board lights the field the question is about.
        assertThat(edt(() -> main.boardView().highlight().features())).isNotEmpty();
        window.radioButton("answerGrow").check();
        window.button("check").click();
        assertThat(window.textBox("verdict").text()).startsWith("Right!");
        window.button("continue").click();
        window.pressAndReleaseKeys(KeyEvent.VK_END);
        assertThat(window.textBox("question").text()).startsWith("Bram guides the flock to the stable. Who scores");
        window.checkBox("answer.red").requireNotSelected();
        window.checkBox("answer.blue").requireNotSelected();
        window.checkBox("answer.red").check();
        window.checkBox("answer.blue").check();
        window.button("check").click();
        window.button("continue").requireText("Next question").click();
        assertThat(window.textBox("question").text()).startsWith("Anna did not guide the flock herself");
        window.textBox("answerPoints").requireText("");
        assertThat(edt(() -> window.robot().finder().findByName(main, "verdict", false).isVisible())).isFalse();
    }

    @Test
    void theRightArrowStillStepsAfterClickingNextOrTheScoreTable() {
        open("editions/04-a-wolf-in-a-closing-field.json", false);
        window.table("scores").cell(TableCell.row(0).column(1)).click();
        window.button("next").click();
        window.label("position").requireText("Step 1 of 5");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("position").requireText("Step 2 of 5");
        window.tabbedPane("dock.right").click();
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.label("position").requireText("Step 3 of 5");
        window.pressAndReleaseKeys(KeyEvent.VK_HOME);
        window.label("position").requireText("Set-up");
    }
}

package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.engine.rules.RuleId;
import kudde.scenario.ScenarioReader;
import kudde.ui.GuiTest;
import kudde.ui.board.BoardView;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * Drawing on a step in the real window: Ctrl+drag draws an arrow the board paints over the
 * step (its pixels along the line turn the mark's colour), Ctrl+click a ring, the same again takes it
 * away, each change one undoable edit; a plain drag still pans; the marks are saved in the file and
 * shown again when it is opened, and a PNG of the step has them.
 */
@GuiTest
class DrawingWindowTest extends LessonWindowTest {
    /** The author's tools are on (docs/authoring.md); AuthoringGuiTest has the learner's window. */
    @org.junit.jupiter.api.BeforeEach
    void author() {
        authoringOn();
    }

    private static final StepRef FIRST = new StepRef(0, RuleId.B1);

    private BoardView board() {
        return main.boardView();
    }

    private Point cell(double x, double y) {
        return edt(() -> board().toScreen(x, y));
    }

    @SuppressWarnings("deprecation")
    private void ctrlDrag(Point from, Point to, boolean shift) {
        // AssertJ Swing needs the old masks (docs/testing.md).
        int mods = InputEvent.CTRL_MASK | (shift ? InputEvent.SHIFT_MASK : 0);
        window.robot().pressModifiers(mods);
        window.robot().pressMouse(board(), from, MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board(), new Point((from.x + to.x) / 2, (from.y + to.y) / 2));
        window.robot().moveMouse(board(), to);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().releaseModifiers(mods);
        window.robot().waitForIdle();
    }

    private List<Mark> marksInFile(Lesson s, StepRef at) {
        return s.drawings().stream().filter(d -> d.step().equals(at)).findFirst().map(StepDrawing::marks)
                .orElse(List.of());
    }

    private BufferedImage painted() {
        return edt(() -> board().renderVisible());
    }

    private static Color pixel(BufferedImage img, Point p) {
        return new Color(img.getRGB(p.x, p.y), true);
    }

    @Test
    void theLessonsOwnDrawingShowsAtItsStepOnly() {
        at(1);
        // S9: the file rings both shepherds' tiles and colours the tile that joins their fields
        assertThat(edt(() -> board().marks())).containsExactly(Mark.square(new Pos(2, 0), Colour.YELLOW),
                Mark.ring(new Pos(0, 0), Colour.RED), Mark.ring(new Pos(1, 0), Colour.BLUE));
        at(2);
        assertThat(edt(() -> board().marks())).isEmpty();
    }

    @Test
    void ctrlDragDrawsAnArrowThatTheBoardPaintsAndUndoTakesItBack() throws Exception {
        at(0);
        int drawings = docLesson().drawings().size();
        // Along the arrow from the start tile to the monastery tile, between the middles of [0,0] and [2,0].
        Point along = cell(1.25, 0.5);
        BufferedImage before = painted();
        ctrlDrag(cell(0.5, 0.5), cell(2.5, 0.5), false);

        Mark arrow = Mark.arrow(new Pos(0, 0), new Pos(2, 0), Colour.GREEN);
        assertThat(marksInFile(docLesson(), FIRST)).containsExactly(arrow);
        assertThat(edt(() -> board().marks())).containsExactly(arrow);
        assertThat(edt(() -> main.document().dirty())).isTrue();
        Color was = pixel(before, along);
        Color now = pixel(painted(), along);
        assertThat(now).as("painted green over %s", was).isNotEqualTo(was);
        assertThat(now.getGreen()).isGreaterThan(now.getRed()).isGreaterThan(now.getBlue());
        // Beside the arrow the board is as it was.
        Point beside = cell(1.25, 0.85);
        assertThat(pixel(painted(), beside)).isEqualTo(pixel(before, beside));

        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(marksInFile(docLesson(), FIRST)).isEmpty();
        assertThat(docLesson().drawings()).hasSize(drawings);
        assertThat(edt(() -> board().marks())).isEmpty();
        assertThat(pixel(painted(), along)).isEqualTo(was);
        edt(() -> {
            main.document().redo();
            return null;
        });
        assertThat(marksInFile(docLesson(), FIRST)).containsExactly(arrow);
    }

    @Test
    void ctrlClickRingsASquareAndTheSameClickTakesItAway() {
        at(0);
        Point middle = cell(1.5, 0.5);
        // Key 2 on the board chooses red, as the list under the comment then shows.
        window.robot().click(board(), middle);
        window.panel("board").pressAndReleaseKey(org.assertj.swing.core.KeyPressInfo.keyCode(java.awt.event.KeyEvent.VK_2));
        window.comboBox("drawing.colour").requireSelection(1);
        ctrlDrag(middle, middle, false);
        assertThat(marksInFile(docLesson(), FIRST)).containsExactly(Mark.ring(new Pos(1, 0), Colour.RED));
        ctrlDrag(middle, middle, true);
        assertThat(marksInFile(docLesson(), FIRST)).containsExactly(Mark.ring(new Pos(1, 0), Colour.RED),
                Mark.square(new Pos(1, 0), Colour.RED));
        ctrlDrag(middle, middle, false);
        assertThat(marksInFile(docLesson(), FIRST)).containsExactly(Mark.square(new Pos(1, 0), Colour.RED));
        // A plain drag pans, and draws nothing.
        List<StepDrawing> drawn = docLesson().drawings();
        window.robot().pressMouse(board(), cell(1.5, 0.5), MouseButton.LEFT_BUTTON);
        window.robot().moveMouse(board(), cell(1.8, 0.9));
        window.robot().moveMouse(board(), cell(2.2, 1.5));
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().waitForIdle();
        assertThat(docLesson().drawings()).isEqualTo(drawn);
        // Far off the board nothing is drawn, and the tutor says why.
        edt(() -> {
            board().fitBoard();
            board().zoom(0.4);
            return null;
        });
        ctrlDrag(cell(1.5, 3.5), cell(1.5, 3.5), false);
        assertThat(docLesson().drawings()).isEqualTo(drawn);
        assertThat(edt(() -> ((Paragraph) window.robot().finder().findByName(main, "comment.problem", false)).getText()))
                .contains("[1,3]");
    }

    /**
     * A green ring beside the lesson's red one at a step: the author is told that two rings told apart
     * by red and green alone look alike to a reader who does not tell those apart; undone, the
     * warning goes. The lesson's own red and blue rings and yellow square raise none.
     */
    @Test
    void aRedAndAGreenRingAtOneStepWarnTheAuthor() {
        at(1);
        Paragraph warning = (Paragraph) window.robot().finder().findByName(main, "drawing.redGreen", false);
        assertThat(edt(warning::isShowing)).as("red and blue rings, a yellow square").isFalse();
        window.comboBox("drawing.colour").selectItem(0);
        Point monastery = cell(2.5, 0.5);
        ctrlDrag(monastery, monastery, false);
        assertThat(edt(() -> board().marks())).contains(Mark.ring(new Pos(2, 0), Colour.GREEN),
                Mark.ring(new Pos(0, 0), Colour.RED));
        settle();
        assertThat(edt(warning::isShowing)).as("a green ring beside a red one").isTrue();
        // Under the drawing's hint, as wide as it: beside it, it stood a word a line.
        Paragraph hint = (Paragraph) window.robot().finder().findByName(main, "drawing.hint", false);
        assertThat(edt(warning::getY)).as("under the hint").isGreaterThanOrEqualTo(edt(() -> hint.getY() + hint.getHeight()));
        assertThat(edt(warning::getWidth)).as("as wide as the hint").isEqualTo(edt(hint::getWidth));
        String said = edt(() -> warning.getText());
        assertThat(said).startsWith("Red and green marks of one kind at this step")
                .contains("draw one of them in blue or yellow");
        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(edt(warning::isShowing)).as("the green ring undone").isFalse();
    }

    @Test
    void theDrawingIsSavedInTheFileAndShownWhenItIsOpenedAgain() throws Exception {
        at(0);
        ctrlDrag(cell(0.5, 0.5), cell(2.5, 0.5), false);
        Mark arrow = Mark.arrow(new Pos(0, 0), new Pos(2, 0), Colour.GREEN);
        window.menuItem("menu.file.saveAs").click();
        JFileChooserFixture fc = chooser();
        fc.setCurrentDirectory(home.toFile());
        fc.fileNameTextBox().setText("drawn");
        fc.approve();
        Path saved = home.resolve("drawn.json");
        waitUntil("the file is saved", () -> java.nio.file.Files.isRegularFile(saved));
        Lesson read = ScenarioReader.read(saved);
        assertThat(marksInFile(read, FIRST)).containsExactly(arrow);
        assertThat(read.drawings()).hasSize(3);  // the lesson's own, at the set-up and at S9, and the new one

        edt(() -> {
            main.files().newDocument();
            return null;
        });
        assertThat(docLesson().drawings()).isEmpty();
        edt(() -> {
            main.files().openPath(saved);
            return null;
        });
        waitUntil("the file is open", () -> edt(() -> !main.files().loading()
                && saved.toAbsolutePath().equals(main.document().file())));
        assertThat(docLesson()).isEqualTo(read);
        edt(() -> {
            window.tabbedPane("dock.right").target().setSelectedComponent(mode().tutor());
            return null;
        });
        at(0);
        assertThat(edt(() -> board().marks())).containsExactly(arrow);
        // A PNG of the step has the arrow: green between the middles of the two tiles.
        BufferedImage png = edt(() -> board().renderPicture(64));
        java.awt.geom.Rectangle2D bounds = edt(() -> board().tileBounds());
        int x = (int) ((1.25 - bounds.getX()) * 64);
        int y = (int) ((0.5 - bounds.getY()) * 64);
        Color c = new Color(png.getRGB(x, y), true);
        assertThat(c.getGreen()).isGreaterThan(c.getRed()).isGreaterThan(c.getBlue());
    }
}

package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepDrawing;
import kudde.lesson.StepDrawing.Colour;
import kudde.engine.model.FigureName;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import kudde.engine.rules.RuleId;
import kudde.scenario.ScenarioReader;
import kudde.ui.GuiTest;
import kudde.ui.MainWindow;
import kudde.ui.WindowTest;
import kudde.ui.board.BoardView;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * A ring round one of two figures on a tile, in the real window: Ctrl+click on Anna's
 * shepherd rings her shepherd, and the board paints the ring round it, not round Bram's farmer on the
 * same tile; Ctrl+click elsewhere on the tile rings the tile; the same click again takes the ring
 * away, and each is one undoable edit. Saved and opened again, the ring is where it was, and a PNG of
 * the step has it.
 */
@GuiTest
class FigureRingWindowTest extends WindowTest {
    // base/D: Bram's farmer in the field north of the road, Anna's shepherd in the one south of it.
    private static final String FILE = "{'format': 'kudde-scenario/1',"
            + " 'players': [{'id': 'red', 'name': 'Anna'}, {'id': 'blue', 'name': 'Bram'}],"
            + " 'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'figures': [{'kind': 'follower', 'player': 'blue', 'at': [0, 0], 'on': 'field:WNW'},"
            + " {'kind': 'shepherd', 'player': 'red', 'at': [0, 0], 'on': 'field:SSW'}],"
            + " 'turns': [{'player': 'blue', 'tile': 'base/U', 'at': [1, 0]}]}";
    private static final StepRef FIRST = new StepRef(0, RuleId.B1);
    private static final FigureName SHEPHERD = new FigureName(FigureKind.SHEPHERD, "red", "field:ESE");
    private Path file;

    @Override
    protected void beforeShowing(MainWindow w) {
        file = home.resolve("two-figures.json");
        try {
            Files.writeString(file, FILE.replace('\'', '"'));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        w.files().openPath(file);
    }

    private BoardView board() {
        return main.boardView();
    }

    private void open(Path p) {
        waitUntil("the file is open", () -> edt(() -> !main.files().loading()
                && p.toAbsolutePath().equals(main.document().file())));
        edt(() -> {
            window.tabbedPane("dock.right").target().setSelectedComponent(main.tutor().tutor());
            main.tutor().tutor().timeline().select(0);
            board().fitBoard();
            return null;
        });
        settle();
    }

    /** Where the board stands figure {@code kind} of the shown figures, in board units. */
    private Point2D centreOf(FigureKind kind) {
        return edt(() -> {
            List<kudde.engine.play.Figure> fs = board().figures();
            for (int i = 0; i < fs.size(); i++) {
                if (fs.get(i).kind() == kind) {
                    return board().figureCentre(i);
                }
            }
            throw new AssertionError("no " + kind + " on the board");
        });
    }

    private Point screen(Point2D b, double dx, double dy) {
        return edt(() -> board().toScreen(b.getX() + dx, b.getY() + dy));
    }

    /** Just left of a figure, where a ring tight round it runs (its radius, 0.85 figure sizes). */
    private Point onRing(Point2D centre) {
        double r = edt(() -> 0.85 * Math.max(0.27, 12 / board().camera().scale()));
        return screen(centre, -r, 0);
    }

    @SuppressWarnings("deprecation")
    private void ctrlClick(Point p) {
        window.robot().pressModifiers(InputEvent.CTRL_MASK);  // AssertJ Swing needs the old masks
        window.robot().pressMouse(board(), p, MouseButton.LEFT_BUTTON);
        window.robot().releaseMouse(MouseButton.LEFT_BUTTON);
        window.robot().releaseModifiers(InputEvent.CTRL_MASK);
        window.robot().waitForIdle();
    }

    private List<Mark> marksAtFirstStep(Lesson s) {
        return s.drawings().stream().filter(d -> d.step().equals(FIRST)).findFirst().map(StepDrawing::marks)
                .orElse(List.of());
    }

    private Color pixel(Point p) {
        BufferedImage img = edt(() -> board().renderVisible());
        return new Color(img.getRGB(p.x, p.y), true);
    }

    private static boolean reddish(Color c) {
        return c.getRed() > c.getGreen() + 40 && c.getRed() > c.getBlue() + 40;
    }

    @Test
    void ctrlClickOnOneOfTwoFiguresRingsThatFigureAloneAndIsSavedWithIt() throws Exception {
        open(file);
        // View > Lesson authoring, as an author ticks it (a fresh window is a learner's).
        if (!edt(() -> window.menuItem("menu.view.authoring").target().isSelected())) {
            window.menuItem("menu.view.authoring").click();
        }
        edt(() -> {
            main.tutor().tutor().setDrawingColour(Colour.RED);
            return null;
        });
        Point2D shepherd = centreOf(FigureKind.SHEPHERD);
        Point2D farmer = centreOf(FigureKind.FOLLOWER);
        assertThat(shepherd.distance(farmer)).as("two figures apart on one tile").isGreaterThan(0.3);
        Point nearShepherd = onRing(shepherd);
        Point nearFarmer = onRing(farmer);
        Color shepherdBefore = pixel(nearShepherd);
        Color farmerBefore = pixel(nearFarmer);
        assertThat(reddish(shepherdBefore)).as("the tile there before the ring: %s", shepherdBefore).isFalse();

        ctrlClick(screen(shepherd, 0, 0));
        Mark ring = Mark.ring(new Pos(0, 0), SHEPHERD, Colour.RED);
        assertThat(marksAtFirstStep(docLesson())).containsExactly(ring);
        assertThat(edt(() -> board().marks())).containsExactly(ring);
        Color shepherdNow = pixel(nearShepherd);
        assertThat(reddish(shepherdNow)).as("the ring round the shepherd: %s", shepherdNow).isTrue();
        assertThat(pixel(nearFarmer)).as("nothing round the farmer").isEqualTo(farmerBefore);
        // Where a ring round the whole square runs (its left side), nothing is painted either.
        Point tileRing = edt(() -> board().toScreen(0.08 + 0.045, 0.5));
        Color tileBefore = pixel(tileRing);
        assertThat(reddish(tileBefore)).isFalse();

        // One undoable edit; the same click again takes the ring away.
        edt(() -> {
            main.document().undo();
            return null;
        });
        settle();
        assertThat(marksAtFirstStep(docLesson())).isEmpty();
        assertThat(pixel(nearShepherd)).isEqualTo(shepherdBefore);
        edt(() -> {
            main.document().redo();
            return null;
        });
        settle();
        assertThat(marksAtFirstStep(docLesson())).containsExactly(ring);
        ctrlClick(screen(shepherd, 0, 0));
        assertThat(marksAtFirstStep(docLesson())).isEmpty();
        assertThat(pixel(nearShepherd)).isEqualTo(shepherdBefore);

        // Ctrl+click on the tile away from both figures rings the tile, as before; then the shepherd again.
        ctrlClick(edt(() -> board().toScreen(0.85, 0.5)));
        ctrlClick(screen(shepherd, 0, 0));
        Mark tile = Mark.ring(new Pos(0, 0), Colour.RED);
        assertThat(marksAtFirstStep(docLesson())).containsExactly(tile, ring);
        assertThat(reddish(pixel(tileRing))).as("the ring round the tile").isTrue();

        window.menuItem("menu.file.saveAs").click();
        JFileChooserFixture fc = chooser();
        fc.setCurrentDirectory(home.toFile());
        fc.fileNameTextBox().setText("ringed");
        fc.approve();
        Path saved = home.resolve("ringed.json");
        waitUntil("the file is saved", () -> Files.isRegularFile(saved));
        assertThat(Files.readString(saved)).contains("\"figure\": {\"kind\": \"shepherd\", \"player\": \"red\","
                + " \"on\": \"field:ESE\"}");
        Lesson read = ScenarioReader.read(saved);
        assertThat(marksAtFirstStep(read)).containsExactly(tile, ring);

        edt(() -> {
            main.files().newDocument();
            return null;
        });
        edt(() -> {
            main.files().openPath(saved);
            return null;
        });
        open(saved);
        assertThat(docLesson()).isEqualTo(read);
        assertThat(edt(() -> board().marks())).containsExactly(tile, ring);
        assertThat(reddish(pixel(onRing(centreOf(FigureKind.SHEPHERD))))).as("the ring after opening again").isTrue();
        assertThat(pixel(onRing(centreOf(FigureKind.FOLLOWER)))).isEqualTo(farmerBefore);

        // The PNG of the step rings the shepherd too, where the board stands it in the picture.
        BufferedImage png = edt(() -> board().renderPicture(96));
        java.awt.geom.Rectangle2D bounds = edt(() -> board().tileBounds());
        Point2D s = centreOf(FigureKind.SHEPHERD);
        double r = 0.85 * 0.27;
        Color inPng = new Color(png.getRGB((int) Math.round((s.getX() - r - bounds.getX()) * 96),
                (int) Math.round((s.getY() - bounds.getY()) * 96)), true);
        assertThat(reddish(inPng)).as("the ring in the PNG: %s", inPng).isTrue();
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import kudde.cli.Cli;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.scenario.ScenarioReader;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * The position of a rules question, built from scratch as a new user would: two meadows about to
 * merge, each with a shepherd and sheep, and a city tied between two players with one follower
 * on a hill. Saved, checked on the command line, and reopened.
 */
@GuiTest
class RulesQuestionTest extends WindowTest {

    @Test
    void twoMeadowsAndATiedCityOnAHill() throws Exception {
        arm("tile:base/U");
        clickCell(0, 0);
        arm("tile:base/E");
        clickCell(0, -1);
        // hs/03 (corner city, hill) turned twice: its city opens south onto base/E's city.
        arm("tile:hs/03");
        key(R);
        key(R);
        fit();
        clickCell(0, -2);
        fit();

        arm("figure:shepherd:red");
        clickSegment(0, 0, 1);
        arm("figure:shepherd:blue");
        clickSegment(0, 0, 2);
        arm("sheep:3");
        clickSegment(0, 0, 1);
        arm("sheep:2");
        clickSegment(0, 0, 2);
        clickSegment(0, 0, 2);
        arm("figure:follower:red");
        clickSegment(0, -1, 0);
        arm("figure:follower:blue");
        clickSegment(0, -2, 0);

        assertThat(scenario().figures()).containsExactly(
                FigureSetup.shepherd("red", new Pos(0, 0), "field:NNW", List.of(3)),
                FigureSetup.shepherd("blue", new Pos(0, 0), "field:ESE", List.of(2, 2)),
                FigureSetup.follower("red", new Pos(0, -1), "city:N"),
                FigureSetup.follower("blue", new Pos(0, -2), "city:E"));
        assertThat(window.list("problems.list").contents()).isEmpty();
        // H4: tied one to one, the follower on the hill tile takes the city.
        Point city = edt(() -> board().segmentPoint(new Pos(0, -1), 0));
        String tip = edt(() -> board().getToolTipText(
                new MouseEvent(board(), MouseEvent.MOUSE_MOVED, 0, 0, city.x, city.y, 0, false)));
        assertThat(tip).contains("1 tile with a hill").doesNotContain("[0,").contains("If scored now: 2 points for Blue");

        window.textBox("title.en").enterText("Who takes the city?");
        window.textBox("title.en").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        shoot("target/screens/rules-question.png");
        // The armed tile under the mouse, with the spots where it fits (green), fits turned (amber) or not (red).
        arm("tile:base/K");
        window.robot().moveMouse(board(), edt(() -> board().cellPoint(new Pos(1, 0))));
        shoot("target/screens/armed-tile.png");
        arm("tool.pointer");
        ctrl(KeyEvent.VK_S);
        JFileChooserFixture save = chooser();
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText("question.json");
        save.approve();
        awaitStatus("Saved question.json");

        Path file = home.resolve("question.json");
        assertFileExists(file);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        for (String command : new String[] {"validate", "check"}) {
            int code = Cli.run(new String[] {command, file.toString()}, new PrintStream(new ByteArrayOutputStream()),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as("kudde %s: %s", command, err).isZero();
        }
        assertThat(ScenarioReader.read(file)).isEqualTo(docLesson());
    }

    private void shoot(String path) throws Exception {
        BufferedImage shot = edt(() -> {
            BufferedImage img = new BufferedImage(main.getWidth(), main.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            main.getRootPane().paint(g);
            g.dispose();
            return img;
        });
        File out = new File(path);
        out.getParentFile().mkdirs();
        ImageIO.write(shot, "png", out);
    }
}

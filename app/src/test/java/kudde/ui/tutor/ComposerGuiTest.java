package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Point;
import javax.swing.JFrame;
import javax.swing.JPanel;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.plaf.FontUIResource;
import kudde.engine.model.Scenario;
import kudde.explain.Texts;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import kudde.tutor.Positions;
import kudde.ui.GuiTest;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.data.TableCell;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** Playing the next turn with the composer, next to the tutor on its own. */
@GuiTest
class ComposerGuiTest {
    private FrameFixture window;
    private TutorView tutor;

    private void open(Scenario s) {
        JFrame frame = GuiActionRunner.execute(() -> {
            FlatLightLaf.setup();
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, 13));
            JFrame f = new JFrame("Kudde composer test");
            f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
            tutor = new TutorView(Texts.ENGLISH);
            tutor.open(Lesson.of(s));
            ComposerPanel composer = new ComposerPanel(tutor, ComposerPanel.openIn(tutor));
            JPanel p = new JPanel(new MigLayout("insets 0, fill", "[420!][grow,fill]", "[grow,fill]"));
            p.add(tutor, "grow");
            p.add(composer, "grow");
            f.setContentPane(p);
            return f;
        });
        window = new FrameFixture(frame);
        window.show(new Dimension(1010, 700));
        window.moveTo(new Point(0, 0));
    }

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void playAThiefOnANewRoadTileAfterTheLesson() {
        open(Positions.twoShepherdsOneMeadow());
        window.button("last").click();
        window.label("position").requireText("Step 9 of 9");
        window.comboBox("composerPlayer").requireSelection("Anna");
        window.comboBox("composerTile").selectItem("base/U");
        window.comboBox("composerPlace").selectItem(0);
        window.comboBox("composerFigure").selectItem(1);
        assertThat(window.comboBox("composerFigure").selectedItem()).startsWith("follower: thief on the road");
        window.button("composerPlay").click();
        window.textBox("rule").requireText("B1 · Tile placement");
        assertThat(window.textBox("stepText").text()).startsWith("Anna places a tile with a straight road");
        window.label("position").requireText("Step 10 of 11");
        window.button("next").click();
        window.textBox("rule").requireText("B2 · Follower placement");
        window.table("scores").requireCellValue(TableCell.row(0).column(2), "6");
        assertThat(window.textBox("composerMessage").text()).isEqualTo("Turn 3 played: 2 steps.");
    }

    @Test
    void aDragonPathTheRulesForbidIsRefusedWithTheReason() throws Exception {
        open(ScenarioReader.read(Scenarios.directory().resolve("dragon/01-the-dragon-eats-followers.json")).game());
        window.button("last").click();
        window.comboBox("composerTile").selectItem("base/U");
        window.comboBox("composerPlace").selectItem(0);
        window.textBox("composerDragon").enterText("5,5");
        window.button("composerPlay").click();
        assertThat(window.textBox("composerMessage").text())
                .startsWith("Refused: the dragon cannot enter [5,5]").endsWith("(D1)");
        window.label("position").requireText("Step 4 of 4");
    }

    @Test
    void afterTheFinalScoringNoTurnCanFollow() {
        open(Positions.twoShepherdsOneMeadow());
        window.button("last").click();
        window.button("composerEnd").click();
        window.button("last").click();
        window.button("composerPlay").requireDisabled();
        assertThat(window.textBox("composerMessage").text()).startsWith("The game has been scored");
    }
}

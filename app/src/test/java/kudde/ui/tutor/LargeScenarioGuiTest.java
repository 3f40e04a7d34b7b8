package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kudde.bench.ScaleBoards;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioWriter;
import kudde.ui.GuiTest;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * Robustness target 5, a responsive window: a large scenario (2,025 tiles, 0.1 MB) is read, checked and
 * resolved off the event thread. While it is read the window takes no input and says what it is
 * doing; while it is resolved the tutor says so; then everything shows the new scenario.
 */
@GuiTest
class LargeScenarioGuiTest extends LessonWindowTest {

    private static Scenario large() {
        Scenario s = ScaleBoards.position(2000);
        return s.withTurns(List.of(ScaleBoards.joiningTurn(2000)));
    }

    private void awaitQuiet() {
        Pause.pause(new Condition("the file is read and resolved") {
            @Override
            public boolean test() {
                return edt(() -> !main.files().loading() && !main.tutor().resolving());
            }
        }, 30_000);
    }

    @Test
    void aLargeFileOpensOffTheEventThreadAndTheTutorFollows() throws Exception {
        Path file = home.resolve("large.json");
        Files.writeString(file, ScenarioWriter.write(Lesson.of(large())), StandardCharsets.UTF_8);
        assertThat(Files.size(file)).as("large enough to be read in the background").isGreaterThan(64 * 1024);

        // In one event: the call returns at once, the window is busy and says with what.
        List<Object> during = edt(() -> {
            main.files().openPath(file);
            return List.of(main.files().loading(), main.getGlassPane().isVisible(), main.statusBar().message(),
                    main.document().scenario().board().size());
        });
        assertThat(during.get(0)).as("reading in the background").isEqualTo(true);
        assertThat(during.get(1)).as("input blocked while reading").isEqualTo(true);
        assertThat(during.get(2)).isEqualTo("Opening large.json …");
        assertThat((Integer) during.get(3)).as("the lesson is still the document while the file is read").isLessThan(100);

        awaitQuiet();
        assertThat(edt(() -> main.document().scenario().board().size())).isEqualTo(2025);
        assertThat(edt(() -> main.getGlassPane().isVisible())).isFalse();
        assertThat(edt(main::getTitle)).contains("large.json");
        assertThat(edt(() -> main.statusBar().message())).isEqualTo("Opened large.json");
        // The turn of the file was resolved: the base/A joins the fields, red's monk, the tending.
        TutorView tutor = edt(() -> main.tutor().tutor());
        assertThat(edt(() -> tutor.timeline().resolution().scenario().board().size())).isEqualTo(2025);
        assertThat(edt(() -> tutor.timeline().resolution().steps().size())).isGreaterThanOrEqualTo(3);
        assertThat(edt(() -> tutor.timeline().resolution().ok())).isTrue();
    }

    @Test
    void whileALargeScenarioIsResolvedTheTutorSaysSoAndThenShowsIt() {
        Scenario big = large();
        // An edit of a large document (a player renamed): resolved again in the background.
        Scenario renamed = big.withPlayers(List.of(new PlayerSetup("red", "Anna", 3, null), big.players().get(1)));
        List<Object> during = edt(() -> {
            main.document().replace(Lesson.of(renamed), null, false);
            TutorView t = main.tutor().tutor();
            return List.of(main.tutor().resolving(), String.valueOf(t.unavailableReason()), t.timeline() == null);
        });
        assertThat(during.get(0)).isEqualTo(true);
        assertThat(during.get(1)).isEqualTo("Working out the steps of this large scenario …");
        assertThat(during.get(2)).as("no stale timeline of the lesson meanwhile").isEqualTo(true);
        window.textBox("explainTitle").requireVisible();

        awaitQuiet();
        TutorView tutor = edt(() -> main.tutor().tutor());
        assertThat(edt(() -> tutor.timeline().resolution().scenario())).isEqualTo(renamed);
        assertThat(edt(() -> tutor.timeline().resolution().end().scores()[0]))
                .as("red starts at 3 and scores nothing in the joining turn").isEqualTo(3);
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.swing.JTabbedPane;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleSet;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import kudde.tutor.review.Moment;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * "Practise this" in the real window for a shepherd's field and a monastery left with no way to
 * finish (S4, B5), by clicks and keys only, in the whole random game of seed 2 that PracticeTest
 * reviews at engine level: the game opened from its file, the moment chosen in Game ▸ Review,
 * Practise this, the exercise solved on the board with one of the engine's solutions, "Well done",
 * and Back to the game, where the review shows the same moment and the board its step. While the
 * exercise is open the status bar names the exercise, in the window's language, not the game's
 * file; back at the game it says again what it said of the file.
 */
@GuiTest
class PractiseStuckGuiTest extends ReviewWindowTest {
    private static final long SEED = 2;

    @Test
    void aFieldAndAMonasteryLeftWithNoWayToFinishArePractisedInTheWindowAndTheStatusBarNamesTheExercise()
            throws Exception {
        // The game as PracticeTest plays it: kept running, with the whole box to come, so the review
        // knows at every turn which tiles could still come.
        System.out.println("PractiseStuckGuiTest: the random game of seed " + SEED);
        RandomGame played = RandomGame.start(RuleSet.seed(), SEED, false, true).playAll();
        Path file = home.resolve("seed-2.json");
        Files.writeString(file, ScenarioWriter.write(
                Lesson.of(RandomGame.scenario(RuleSet.seed(), SEED, played.turns()).withTilesLeft(89))));
        Scenario game = ScenarioReader.read(file, Locale.ENGLISH).game();
        Review expected = Review.of(Resolver.resolve(game));

        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(file.toFile());
        open.approve();
        waitUntil("the game is open", () -> edt(() -> main.document().scenario().equals(game)));
        awaitStatus("Opened seed-2.json");
        waitUntil("the tutor has the game's steps", () -> edt(() -> main.tutor().tutor().timeline() != null
                && main.tutor().tutor().timeline().resolution().scenario().equals(game)));

        ctrl(KeyEvent.VK_R);
        waitUntil("the review shows", () -> edt(() -> named("review") != null && named("review").isShowing()));
        JTabbedPane tabs = (JTabbedPane) named("learn.tabs");
        assertThat(window.list("reviewMoments").contents()).hasSize(expected.moments().size());

        boolean dutch = true;
        for (Moment.Kind kind : List.of(Moment.Kind.FIELD_STUCK, Moment.Kind.MONASTERY_STUCK)) {
            int index = -1;
            Lesson exercise = null;
            for (int i = 0; i < expected.moments().size() && index < 0; i++) {
                Moment m = expected.moments().get(i);
                exercise = m.kind() == kind ? Practice.of(expected, m) : null;
                index = exercise != null ? i : -1;
            }
            assertThat(index).as("a %s to practise in the game of seed %d", kind, SEED).isNotNegative();
            Moment moment = expected.moments().get(index);
            Lesson made = exercise;
            String turn = "Turn " + (moment.turn() + 1) + " · ";

            // The moment, chosen by a click: the board shows its step.
            window.list("reviewMoments").clickItem(index);
            waitUntil("the tutor shows the moment's step", () -> stepShown() == moment.step());
            assertThat(window.textBox("reviewText").text()).startsWith(turn)
                    .contains(moment.rules().get(0).name() + " ");

            // Practise this: the position before the move is the open document, and the tutor at its exercise.
            window.button("reviewPractise").requireEnabled().click();
            waitUntil("the exercise is the open document", () -> edt(() -> main.document().lesson().equals(made)));
            waitUntil("the tutor is at the exercise", () -> edt(() -> named("exercise") != null
                    && named("exercise").isShowing()));
            LessonExercise e = made.exercises().get(0);
            assertThat(e.after()).isEqualTo(moment.turn());
            assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.POINTS);
            assertThat(window.textBox("exerciseAsk").text()).isEqualTo(e.ask().get("en"))
                    .startsWith("Find a better move for this tile: one that gains at least ");

            // The status bar names the exercise, not the game's file; in Dutch after a switch, and back.
            String title = "Practise turn " + (moment.turn() + 1) + ": a better move";
            assertThat(made.title().get("en")).isEqualTo(title);
            String practising = title + " — an exercise made from the review; \"Back to the game\" leaves it";
            awaitStatus(practising);
            if (dutch) {
                window.menuItem("menu.view.language.nl").click();
                awaitStatus("Oefen beurt " + (moment.turn() + 1) + ": een betere zet — een oefening gemaakt uit de"
                        + " nabespreking; met \"Terug naar de partij\" stop je ermee");
                window.menuItem("menu.view.language.en").click();
                awaitStatus(practising);
                dutch = false;
            }

            // The learner plays one of the engine's solutions by clicks: the tile, its turn, its figure.
            playByClicks(made, e);

            // Solved: the tutor says so, the exercise stays open, the status bar still names it.
            waitUntil("the tutor says well done", () -> edt(() -> named("exerciseVerdict") != null
                    && named("exerciseVerdict").isShowing()));
            assertThat(window.textBox("exerciseVerdict").text()).isEqualTo("Well done: the goal is met.");
            waitUntil("the review says the exercise is solved", () -> edt(() -> ((javax.swing.JTextArea)
                    named("reviewNote")).getText().startsWith("Well done: you solved the exercise of turn "
                    + (moment.turn() + 1) + ".")));
            assertThat(edt(() -> main.document().lesson().equals(made))).as("the exercise stays open").isTrue();
            assertThat(status()).isEqualTo(practising);

            // Back to the game: the game at the moment, the review where it was, the status bar on the file again.
            window.button("learn.back").requireVisible().requireText("Back to the game").click();
            waitUntil("the game is back", () -> edt(() -> main.document().scenario().equals(game)));
            waitUntil("the review is in front again", () -> edt(() -> tabs.getSelectedComponent().getName().equals("review")));
            waitUntil("the tutor shows the moment's step again", () -> stepShown() == moment.step());
            assertThat(window.list("reviewMoments").selection())
                    .containsExactly(window.list("reviewMoments").contents()[index]);
            assertThat(window.textBox("reviewText").text()).startsWith(turn);
            assertThat(window.textBox("reviewNote").text()).isEqualTo("Well done: you solved the exercise of turn "
                    + (moment.turn() + 1) + ". The board shows the game again at that moment.");
            assertThat(status()).isEqualTo("Opened seed-2.json");
            assertThat(edt(() -> named("learn.back").isVisible())).isFalse();
        }
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.Locale;
import javax.swing.JTabbedPane;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolver;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.tutor.review.Moment;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/**
 * Game ▸ Review in the real window, by clicks and keys only: a JCloisterZone save opened and
 * stepped to a turn with the arrow key, its review opened with Ctrl+R beside the board (never over
 * it), a moment clicked and shown on the board, the review read again in Dutch after a language
 * switch, and "Practise this" turning the moment into an exercise the tutor goes to, which the
 * learner solves on the board; solved, the tutor's "Well done" stays until the learner moves on with
 * "Back to the game", in sight above the tutor's tab, and the game and its review are back at the
 * moment. While the exercise is open the status bar names it, not the imported file; back at the
 * game it names the file again. The move is one of the engine's solutions, so the test knows no
 * answer by heart.
 */
@GuiTest
class ReviewGuiTest extends ReviewWindowTest {

    @Test
    void aSavesReviewSitsBesideTheBoardShowsAMomentFollowsTheLanguageAndAMomentBecomesAnExerciseTheLearnerSolves()
            throws Exception {
        Path save = JczSaves.copy(JczSaves.TWO, home);
        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = chooser();
        open.setCurrentDirectory(home.toFile());
        open.selectFile(save.toFile());
        open.approve();
        waitUntil("the tutor has the game's steps", () -> edt(() -> main.tutor().tutor().timeline() != null
                && main.tutor().tutor().timeline().size() > 100));
        String imported = "Imported the JCloisterZone game " + JczSaves.TWO + ": Save as keeps it as a Kudde scenario";
        awaitStatus(imported);
        assertThat(edt(main::learning)).isTrue();
        // Step to a turn first, as a learner reading the game would: the arrow key, from the set-up.
        assertThat(edt(() -> main.tutor().tutor().timeline().atStart())).isTrue();
        for (int i = 0; i < 5; i++) {
            key(KeyEvent.VK_RIGHT);
        }
        waitUntil("the tutor is at step 4", () -> stepShown() == 4);

        // The review the engine makes of the same game: the first moment that can be practised.
        Scenario game = JczImport.read(save, Locale.ENGLISH).game();
        Review expected = Review.of(Resolver.resolve(game));
        int index = -1;
        Lesson exercise = null;
        for (int i = 0; i < expected.moments().size() && index < 0; i++) {
            exercise = Practice.of(expected, expected.moments().get(i));
            index = exercise != null ? i : -1;
        }
        assertThat(index).isNotNegative();
        Moment moment = expected.moments().get(index);

        // Ctrl+R: the review, a tab beside the tutor in learn mode's side, in front; the board uncovered.
        ctrl(KeyEvent.VK_R);
        waitUntil("the review shows", () -> edt(() -> named("review") != null && named("review").isShowing()));
        JTabbedPane tabs = (JTabbedPane) named("learn.tabs");
        assertThat(edt(() -> tabs.getSelectedComponent().getName())).isEqualTo("review");
        Rectangle board = edt(() -> new Rectangle(main.boardView().getLocationOnScreen(), main.boardView().getSize()));
        Rectangle review = edt(() -> new Rectangle(named("review").getLocationOnScreen(), named("review").getSize()));
        assertThat(board.intersects(review)).as("the review %s covers none of the board %s", review, board).isFalse();
        assertThat(board.width * board.height).isGreaterThan(review.width * review.height);
        assertThat(window.label("reviewHeading").text()).isEqualTo("Key moments");
        assertThat(window.list("reviewMoments").contents()).hasSize(expected.moments().size());
        String heading = "Turn " + (moment.turn() + 1) + " · ";
        assertThat(window.list("reviewMoments").contents()[index]).startsWith(heading);

        // A click on the moment: its text and rule steps, and the board shows its step.
        window.list("reviewMoments").clickItem(index);
        waitUntil("the tutor shows the moment's step", () -> stepShown() == moment.step());
        assertThat(edt(main.boardView()::isShowing)).isTrue();
        assertThat(window.textBox("reviewText").text()).startsWith(heading).contains(moment.rules().get(0).name() + " ");
        assertThat(window.textBox("reviewPoints").text())
                .startsWith("Alice: 38 points in the game (0 at the start, 38 at the end).");

        // View ▸ Nederlands: the review says it all again in Dutch, the moment still chosen; and back.
        window.menuItem("menu.view.language.nl").click();
        waitUntil("the review speaks Dutch", () -> "Belangrijke momenten".equals(window.label("reviewHeading").text()));
        assertThat(window.list("reviewMoments").contents()[index]).startsWith("Beurt " + (moment.turn() + 1) + " · ");
        assertThat(window.textBox("reviewText").text()).startsWith("Beurt " + (moment.turn() + 1) + " · ");
        assertThat(window.textBox("reviewPoints").text()).startsWith("Alice: 38 punten");
        assertThat(window.button("reviewPractise").text()).isEqualTo("Oefen dit");
        assertThat(edt(() -> tabs.getTitleAt(1))).isEqualTo("Nabespreking");
        window.menuItem("menu.view.language.en").click();
        waitUntil("the review speaks English", () -> "Key moments".equals(window.label("reviewHeading").text()));

        // Practise this: the position before the move is the open document, and the tutor is at its exercise.
        window.button("reviewPractise").requireEnabled().click();
        Lesson made = exercise;
        waitUntil("the exercise is the open document", () -> edt(() -> main.document().lesson().equals(made)));
        waitUntil("the tutor is at the exercise", () -> edt(() -> named("exercise") != null && named("exercise").isShowing()));
        assertThat(edt(() -> tabs.getSelectedComponent().getName())).isNotEqualTo("review");
        LessonExercise e = made.exercises().get(0);
        assertThat(e.after()).isEqualTo(moment.turn());
        assertThat(made.game().turns()).hasSize(moment.turn());
        assertThat(window.textBox("exerciseAsk").text()).isEqualTo(e.ask().get("en"));
        // The status bar names the exercise now, not the imported file.
        String practising = made.title().get("en") + " — an exercise made from the review; \"Back to the game\" leaves it";
        assertThat(practising).startsWith("Practise turn " + (moment.turn() + 1) + ": ");
        awaitStatus(practising);
        // "Back to the game" waits in the review's tab, and above the tabs where the learner is.
        assertThat(edt(() -> named("reviewBack").isVisible())).isTrue();
        assertThat(edt(() -> named("learn.back").isShowing())).isTrue();

        // The learner plays one of the engine's solutions by clicks.
        playByClicks(made, e);

        // Solved: the tutor's verdict stays with the exercise, and the review says how to go on.
        String done = "Well done: you solved the exercise of turn " + (moment.turn() + 1)
                + ". \"Back to the game\" shows the game again at that moment.";
        // The review's tab is behind the tutor's: its note is read, not seen.
        waitUntil("the review says the exercise is solved",
                () -> done.equals(edt(() -> ((javax.swing.JTextArea) named("reviewNote")).getText())));
        waitUntil("the tutor says well done", () -> edt(() -> named("exerciseVerdict") != null
                && named("exerciseVerdict").isShowing()));
        assertThat(window.textBox("exerciseVerdict").text()).isEqualTo("Well done: the goal is met.");
        window.robot().waitForIdle();
        assertThat(edt(() -> main.document().lesson().equals(made))).as("the exercise stays open").isTrue();
        assertThat(edt(() -> named("exerciseVerdict").isShowing())).isTrue();
        assertThat(edt(() -> tabs.getSelectedComponent().getName())).isNotEqualTo("review");

        // The learner moves on with "Back to the game" above the tutor's tab.
        window.button("learn.back").requireVisible().requireText("Back to the game").click();
        waitUntil("the game is back", () -> edt(() -> main.document().scenario().equals(game)));
        waitUntil("the review is in front again", () -> edt(() -> tabs.getSelectedComponent().getName().equals("review")));
        waitUntil("the tutor shows the moment's step again", () -> stepShown() == moment.step());
        assertThat(window.textBox("reviewNote").text())
                .isEqualTo("Well done: you solved the exercise of turn " + (moment.turn() + 1)
                        + ". The board shows the game again at that moment.");
        assertThat(window.list("reviewMoments").selection()).containsExactly(window.list("reviewMoments").contents()[index]);
        assertThat(edt(() -> named("reviewBack").isVisible())).isFalse();
        assertThat(edt(() -> named("learn.back").isVisible())).isFalse();
        // And the imported file again.
        assertThat(status()).isEqualTo(imported);

        // The workbench (Ctrl+Shift+L): the review moves to the bottom dock, still clear of the board.
        ctrlShift(KeyEvent.VK_L);
        waitUntil("the review is in the bottom dock", () -> edt(() -> !main.learning() && named("review").isShowing()));
        assertThat(edt(() -> ((JTabbedPane) named("dock.bottom")).getSelectedComponent().getName())).isEqualTo("review");
        Rectangle board2 = edt(() -> new Rectangle(main.boardView().getLocationOnScreen(), main.boardView().getSize()));
        Rectangle review2 = edt(() -> new Rectangle(named("review").getLocationOnScreen(), named("review").getSize()));
        assertThat(board2.intersects(review2)).as("the review %s covers none of the board %s", review2, board2).isFalse();
        int other = index == 0 ? 1 : 0;
        window.list("reviewMoments").clickItem(other);
        waitUntil("the tutor shows the other moment's step", () -> stepShown() == expected.moments().get(other).step());
        window.button("reviewClose").click();
        waitUntil("the review is closed", () -> edt(() -> named("review") == null));
    }
}

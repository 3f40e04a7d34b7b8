package kudde.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolver;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.tutor.review.Moment;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import kudde.ui.GuiTest;
import kudde.ui.WindowTest;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * Game ▸ Review in the real window: a JCloisterZone save opened, stepped to a turn, its review
 * opened; choosing a moment shows its turn in the tutor, and "Practise this" turns a tending choice
 * into an exercise that the learner then solves on the board. The move is one of the engine's
 * solutions, so the test knows no answer by heart.
 */
@GuiTest
class ReviewGuiTest extends WindowTest {

    private void clickSquare(Pos at, MouseButton button) {
        Point p = edt(() -> main.boardView().cellPoint(at));
        window.robot().click(main.boardView(), p, button, 1);
    }

    @Test
    void aSavesReviewShowsAMomentOnTheBoardAndAMomentBecomesAnExerciseTheLearnerSolves() throws Exception {
        Path save = JczSaves.copy(JczSaves.TWO, home);
        window.menuItem("menu.file.open").click();
        JFileChooserFixture open = window.fileChooser("file.chooser");
        open.setCurrentDirectory(home.toFile());
        open.selectFile(save.toFile());
        open.approve();
        waitUntil("the save is open", () -> edt(() -> main.document().scenario().players().size() == 2));
        // The tutor shows at once in the learner's layout; in the docks it is a tab to choose.
        java.util.Collection<java.awt.Component> docks = window.robot().finder().findAll(main,
                c -> c instanceof javax.swing.JTabbedPane && "dock.right".equals(c.getName()) && c.isShowing());
        if (!docks.isEmpty()) {
            window.tabbedPane("dock.right").selectTab("Tutor");
        }
        javax.swing.JCheckBox quiz = (javax.swing.JCheckBox) window.robot().finder().findByName(main, "quizMode", false);
        if (edt(quiz::isShowing) && edt(quiz::isSelected)) {
            window.checkBox("quizMode").uncheck();
        }
        waitUntil("the tutor has the game's steps", () -> edt(() -> main.tutor().tutor().timeline() != null
                && main.tutor().tutor().timeline().size() > 100));
        // Step to a turn first, as a learner reading the game would.
        edt(() -> {
            main.tutor().showStep(4);
            return true;
        });
        window.robot().waitForIdle();
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).isEqualTo(4);

        // The review the engine makes of the same game: the first moment that can be practised.
        Scenario game = JczImport.read(save, Locale.ENGLISH);
        Review expected = Review.of(Resolver.resolve(game));
        int index = -1;
        for (int i = 0; i < expected.moments().size() && index < 0; i++) {
            if (Practice.offered(expected.moments().get(i)) && Practice.of(expected, expected.moments().get(i)) != null) {
                index = i;
            }
        }
        assertThat(index).isNotNegative();
        Moment moment = expected.moments().get(index);

        window.menuItem("menu.game.review").click();
        DialogFixture review = WindowFinder.findDialog("review").withTimeout(60_000).using(window.robot());
        assertThat(review.target().getTitle()).isEqualTo("Review of the game");
        assertThat(review.list("reviewMoments").contents()).hasSize(expected.moments().size());
        assertThat(review.list("reviewMoments").contents()[index]).isEqualTo("Turn " + (moment.turn() + 1) + " · Grow or guide");

        // A click on the moment: its text and rule steps, and the tutor shows its step on the board.
        review.list("reviewMoments").clickItem(index);
        waitUntil("the tutor shows the moment's step", () -> edt(() -> main.tutor().tutor().timeline().index()) == moment.step());
        assertThat(review.textBox("reviewText").text()).contains("points lost on average").contains("S5 Tending choice");
        assertThat(review.textBox("reviewPoints").text()).startsWith("Alice: 38 points in the game (0 at the start, 38 at the end).");

        // Practise this: the position before the move becomes the open document, with the exercise.
        review.button("reviewPractise").requireEnabled().click();
        waitUntil("the exercise is the open document", () -> edt(() -> !main.document().scenario().exercises().isEmpty()));
        review.close();
        Scenario s = edt(() -> main.document().scenario());
        Exercise e = s.exercises().get(0);
        assertThat(e.after()).isEqualTo(moment.turn());
        assertThat(s.turns()).hasSize(moment.turn());
        assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.FLOCK);

        // The learner goes to the exercise (after the last step of the position) and plays it.
        waitUntil("the tutor has the position's steps", () -> edt(() -> main.tutor().tutor().timeline() != null
                && main.tutor().tutor().timeline().resolution().scenario().equals(s)));
        int steps = edt(() -> main.tutor().tutor().timeline().size());
        edt(() -> {
            main.tutor().showStep(steps - 1);
            return true;
        });
        window.robot().waitForIdle();
        window.panel("exercise").requireVisible();
        assertThat(window.textBox("exerciseAsk").text()).isEqualTo(e.ask().get("en"));
        Turn.TileTurn right = Exercises.solve(s, e).solutions().stream().map(m -> m.get(0))
                .filter(t -> t.place() == null && t.flock() == Turn.Flock.GROW).findFirst().orElseThrow();
        // The engine works out the exercise's moves for the board's picker: wait for it, then lay the tile.
        waitUntil("the board takes the learner's tile", () -> edt(() -> main.tutor().tutor().exercisePicker() != null));
        edt(() -> {
            main.boardView().fitBoard();
            return true;
        });
        clickSquare(right.at(), MouseButton.LEFT_BUTTON);
        waitUntil("the tile lies", () -> edt(() -> main.tutor().tutor().exercisePicker().laid() != null));
        assertThat(edt(() -> main.tutor().tutor().exercisePicker().laid().at())).isEqualTo(right.at());
        for (int i = 0; i < 4 && edt(() -> main.tutor().tutor().exercisePicker().laid().rotation()) != right.rotation(); i++) {
            clickSquare(right.at(), MouseButton.RIGHT_BUTTON);
        }
        window.button("exerciseNoFigure").click();
        javax.swing.JMenuItem grow = window.robot().finder().findByName("picker.flock.grow", javax.swing.JMenuItem.class, true);
        new org.assertj.swing.fixture.JMenuItemFixture(window.robot(), grow).click();
        window.textBox("exerciseVerdict").requireText("Well done: the goal is met.");
        assertThat(List.of(right.flock())).containsExactly(Turn.Flock.GROW);
    }
}

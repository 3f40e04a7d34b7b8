package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.tutor.Timeline;
import kudde.ui.GuiTest;
import kudde.ui.WindowTest;
import kudde.ui.kit.Strings;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;

/**
 * An exercise with no turns whose set-up already holds a shepherd in a closed field: the tutor
 * says what that means (S8, told by {@link Resolver#setUpSteps}) beside the exercise's goal,
 * before the learner plays, in English and after a switch in Dutch. No bundled exercise has such a
 * set-up, so the file is written here: exercises/02's kind of file, its board four curves that close
 * the field round Anna's shepherd.
 */
@GuiTest
class SetUpStepWindowTest extends WindowTest {
    private static final String STUCK = """
            {"format": "kudde-scenario/1",
             "title": {"en": "Exercise: a field closed from the start", "nl": "Oefening: een weide die vanaf het begin af is"},
             "goal": {"en": "Anna's shepherd stands in the field inside the ring of roads.",
                      "nl": "De herder van Anna staat in de weide binnen de ring van wegen."},
             "players": [{"id": "red", "name": "Anna"}, {"id": "blue", "name": "Bram"}],
             "board": [{"tile": "base/V", "at": [0, 0], "rotation": 270}, {"tile": "base/V", "at": [1, 0]},
                       {"tile": "base/V", "at": [1, 1], "rotation": 90}, {"tile": "base/V", "at": [0, 1], "rotation": 180}],
             "figures": [{"kind": "shepherd", "player": "red", "at": [0, 0], "on": "field:SSE", "sheep": [3]}],
             "turns": [],
             "exercises": [
               {"after": 0, "player": "red", "tiles": ["base/E"],
                "goal": {"kind": "stays", "player": "red", "figure": "shepherd"},
                "ask": {"en": "Place this tile anywhere: does your shepherd stay?",
                        "nl": "Leg deze tegel ergens aan: blijft je herder staan?"}}
             ]}
            """;

    private String shownText() {
        return edt(() -> {
            Paragraph p = (Paragraph) window.robot().finder().findByName(main, "stepText", false);
            return p.isShowing() ? p.getText() : "";
        });
    }

    @Test
    void theSetUpOfAnExerciseWithNoTurnIsToldBesideItsGoalInBothLanguages() throws Exception {
        Path file = home.resolve("stuck.json");
        Files.writeString(file, STUCK);
        GuiActionRunner.execute(() -> main.files().openPath(file));
        window.tabbedPane("dock.right").selectTab("Tutor");
        settle();
        List<Step> told = Resolver.setUpSteps(scenario());
        assertThat(told).extracting(Step::event).containsExactly("field-closed-at-setup");
        assertThat(edt(() -> main.tutor().tutor().timeline().index())).isEqualTo(Timeline.START);

        String en = Texts.of(Texts.ENGLISH).stepText(told.get(0));
        assertThat(en).isEqualTo("Anna's shepherd stands in a field that is closed from the start: no open edge is"
                + " left, so no tile can ever enlarge it, and nobody can tend this flock. The flock of 3 sheep stays"
                + " until the end of the game and is then worth nothing.");
        waitUntil("the set-up told in English", () -> shownText().contains(en));
        assertThat(shownText()).startsWith("Anna's shepherd stands in the field inside the ring of roads.");

        edt(() -> {
            main.setLanguage(Strings.DUTCH);
            return null;
        });
        String nl = Texts.of(Texts.DUTCH).stepText(told.get(0));
        assertThat(nl).isEqualTo("De herder van Anna staat vanaf het begin in een afgesloten weide: er is geen open"
                + " rand meer, dus geen tegel kan die weide nog vergroten, en niemand kan deze kudde verzorgen. De kudde"
                + " van 3 schapen blijft staan tot het einde van het spel en is dan niets waard.");
        waitUntil("the set-up told in Dutch", () -> shownText().contains(nl));
        assertThat(shownText()).startsWith("De herder van Anna staat in de weide binnen de ring van wegen.")
                .doesNotContain("Anna's");
    }
}

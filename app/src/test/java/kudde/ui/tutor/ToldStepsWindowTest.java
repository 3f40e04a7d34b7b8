package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.model.Pos;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.ui.GuiTest;
import kudde.ui.WindowTest;
import org.junit.jupiter.api.Test;

/**
 * Events the board shows and the tutor now says, at their own step in the real window: the fairy's
 * protection when the dragon's path passes her tile (D1, dragon/05), and a tile that joins two
 * players' city parts (B2, base/02). The learner steps with "next" (questions set aside, as a
 * teacher walking through the lesson), and the step's rule and words are read (the Dutch text is silent on
 * both rules, so no sentence is quoted).
 */
@GuiTest
class ToldStepsWindowTest extends WindowTest {
    private final Texts en = Texts.of(Texts.ENGLISH);

    private void open(String lesson) {
        edt(() -> {
            main.files().openLesson(lesson);
            main.tutor().tutor().setQuizMode(false);
            return null;
        });
        settle();
        window.label("position").requireText("Set-up");
    }

    private void next(int times) {
        for (int i = 0; i < times; i++) {
            window.button("next").click();
        }
    }

    @Test
    void theFairysProtectionIsAStepOfItsOwnWhereThePathPassesHerTile() {
        open("dragon/05-the-fairy-protects.json");
        // Step 3: the dragon eats Bram's thief; the fairy is not yet mentioned.
        next(3);
        window.label("position").requireText("Step 3 of 7");
        assertThat(window.textBox("stepText").text()).startsWith("The dragon eats Bram's follower").doesNotContain("fairy");
        next(1);
        window.label("position").requireText("Step 4 of 7");
        window.textBox("rule").requireText("D1 · " + en.ruleTitle(RuleId.D1));
        window.textBox("stepText").requireText("The dragon's path passes the tile east of the start tile, where the fairy"
                + " stands. The dragon cannot enter the fairy's tile: she protects the two figures on it, which stay where"
                + " they are.");
        // The board lights the fairy's tile, and Anna's two figures are still on it.
        assertThat(edt(() -> main.tutor().tutor().timeline().step().highlight().tiles())).contains(new Pos(1, 0));
        assertThat(edt(() -> main.boardView().figures()).stream()
                .filter(f -> f.x() == 1 && f.y() == 0 && f.player() == 0)).hasSize(2);
        // The step after it is the dragon's next tile, not the fairy again.
        next(1);
        assertThat(window.textBox("stepText").text()).startsWith("The dragon enters").doesNotContain("fairy");
    }

    @Test
    void aTileThatJoinsTwoPlayersCityPartsIsAStepBeforeTheCityIsScored() {
        open("base/02-placed-apart-joined-later.json");
        next(1);
        window.textBox("rule").requireText("B1 · " + en.ruleTitle(RuleId.B1));
        next(1);
        window.label("position").requireText("Step 2 of 3");
        window.textBox("rule").requireText("B2 · " + en.ruleTitle(RuleId.B2));
        window.textBox("stepText").requireText("The tile joins two city parts, each with followers in it, into one city:"
                + " Anna and Bram now have followers in the same city. When the city scores, who takes its points depends"
                + " on who has the most followers in it.");
        // Nothing is scored yet: the knights of both players still stand in the joined city.
        window.label("points").requireText("No points in this step.");
        next(1);
        window.textBox("rule").requireText("B4 · " + en.ruleTitle(RuleId.B4));
        assertThat(window.textBox("stepText").text()).contains("Anna and Bram each score 8 points");
    }
}

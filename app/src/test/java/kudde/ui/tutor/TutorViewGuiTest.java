package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;
import kudde.explain.Texts;
import kudde.tutor.Positions;
import kudde.ui.GuiTest;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import kudde.lesson.LessonQuestion;
import kudde.engine.model.Question;

/** Stepping through "Two shepherds, one meadow" in the tutor panels, in English and Dutch. */
@GuiTest
class TutorViewGuiTest {
    private final TutorView[] view = new TutorView[1];
    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    /**
     * Waits for the odds of the shown tending choice: they are worked out off the event thread, so
     * a click on the step returns before they are in (a condition, never a pause).
     */
    private void awaitOdds() {
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition("the odds worked out") {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(() -> !view[0].oddsWorking());
            }
        }, org.assertj.swing.timing.Timeout.timeout(60, java.util.concurrent.TimeUnit.SECONDS));
    }

    @Test
    void stepForwardAndBackWithButtonsAndKeys() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(), Texts.ENGLISH, view);
        window.label("position").requireText("Set-up");
        window.button("next").click();
        window.textBox("stepText").requireText("Anna places a tile with a monastery and a road; it lies 2 tiles east of the start tile, turned 90° clockwise.");
        window.textBox("rule").requireText("B1 · Tile placement");
        // With the author's tools on, the same step names the tile's id and its coordinates too.
        GuiActionRunner.execute(() -> view[0].setEditing(e -> { }));
        window.textBox("stepText").requireText("Anna places a tile with a monastery and a road (base/A); it lies 2 tiles east of the start tile ([2,0]), turned 90° clockwise.");
        GuiActionRunner.execute(() -> view[0].setEditing(null));
        window.textBox("stepText").requireText("Anna places a tile with a monastery and a road; it lies 2 tiles east of the start tile, turned 90° clockwise.");
        window.label("position").requireText("Step 1 of 9");
        window.pressAndReleaseKeys(KeyEvent.VK_RIGHT);
        window.textBox("rule").requireText("S9 · A shepherd is not a follower; one flock per field");
        assertThat(window.textBox("stepText").text()).startsWith("The tile joins two fields into one, and both hold a shepherd (Anna and Bram).");
        assertThat(window.textBox("source").text()).contains("De schapen op een weide");
        window.pressAndReleaseKeys(KeyEvent.VK_END);
        window.textBox("rule").requireText("S7 · Guide the flock to the stable");
        window.label("points").requireText("Points: Anna +8, Bram +8");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(1), "8 (+8)");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(1).column(3), "in supply");
        window.button("previous").click();
        window.textBox("rule").requireText("S4 · Tending trigger");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(1).column(1), "0");
        // S9: one flock of 8 in the shared field, given once.
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(3), "8 sheep, shared with Bram");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(1).column(3), "in Anna's flock");
        window.pressAndReleaseKeys(KeyEvent.VK_HOME);
        window.label("position").requireText("Set-up");
        window.list("steps").requireSelection(0);
    }

    @Test
    void theSameStepsInDutch() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(), Texts.DUTCH, view);
        window.label("position").requireText("Opzet");
        window.list("steps").clickItem(5);
        window.textBox("rule").requireText("S6 · Kudde uitbreiden");
        window.label("position").requireText("Stap 5 van 9");
        assertThat(window.textBox("stepText").text()).startsWith("Anna breidt de kudde uit");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(3), "8 schapen, gedeeld met Bram");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(1).column(3), "in de kudde van Anna");
        window.button("last").click();
        window.label("points").requireText("Punten: Anna +8, Bram +8");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(0).column(1), "8 (+8)");
    }

    @Test
    void switchingTheLanguageRewritesTheExplanation() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(), Texts.ENGLISH, view);
        window.button("next").click();
        GuiActionRunner.execute(() -> view[0].setLanguage(Texts.DUTCH));
        window.textBox("rule").requireText("B1 · Tegel aanleggen");
        assertThat(window.table("scores").target().getColumnName(1)).isEqualTo("Punten");
    }

    @Test
    void aQuizQuestionAnsweredWrongTwiceThenTheNextOneRight() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(List.of(Positions.guidePoints(), Positions.guideScorers())),
                Texts.ENGLISH, view);
        window.button("last").click();
        window.label("position").requireText("Step 8 of 9");
        window.panel("quiz").requireVisible();
        window.textBox("question").requireText("How many points does Bram score?");
        window.button("next").requireDisabled();
        window.textBox("answerPoints").enterText("4");
        window.button("check").click();
        // A wrong answer: a hint and a second try, not the answer.
        window.textBox("verdict").requireText("Not quite. Look again and try once more.");
        window.panel("hint").requireVisible();
        window.textBox("hintRule").requireText("Hint: S7 · Guide the flock to the stable");
        assertThat(window.textBox("hintSource").text()).startsWith("„De speler trekt geen schaapsfiche");
        window.textBox("hintLook").requireText("Count all the sheep in the lit field, next to every shepherd there: each sheep is 1 point.");
        window.textBox("question").requireText("How many points does Bram score?");
        window.textBox("answerPoints").deleteText().enterText("5");
        window.button("check").click();
        // The answer, said of the step asked about; not the step's explanation, which would answer
        // the next question before it (who scores).
        window.textBox("verdict").requireText("Not quite. Bram scores 8 points at this step.");
        // The verdict stays with its question until the user moves on.
        window.textBox("question").requireText("How many points does Bram score?");
        window.button("continue").requireText("Next question").click();
        window.textBox("question").requireText("Who scores?");
        window.checkBox("answer.red").requireNotSelected();
        window.checkBox("answer.blue").requireNotSelected();
        assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(window.target(), "verdict", false).isVisible())).isFalse();
        window.checkBox("answer.red").check();
        window.checkBox("answer.blue").check();
        window.button("check").click();
        window.textBox("verdict").requireText("Right! Anna and Bram score at this step.");
        window.label("quizProgress").requireText("Quiz: 1 of 2 right");
        window.button("continue").requireText("Show the step").click();
        window.textBox("rule").requireText("S7 · Guide the flock to the stable");
        assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(window.target(), "quiz", false).isVisible())).isFalse();
    }

    @Test
    void theOddsKeepTheirVerdictUntilTheGrowOrGuideQuestionIsAnswered() {
        LessonQuestion which = new LessonQuestion(new Question(0, kudde.engine.rules.RuleId.S6,
                kudde.engine.model.Question.Kind.GROW_OR_GUIDE, null), java.util.Map.of("en", "Grow or guide?"));
        // Ten tiles to draw: the rest of the game is known, so the question has an answer.
        window = TutorFrames.open(kudde.lesson.Lesson.of(Positions.twoShepherdsOneMeadow().withTilesLeft(10))
                .withQuiz(List.of(which)), Texts.ENGLISH, view);
        // Step 3 is "Anna must tend" (S4); step 4 says Bram's shepherd in the field does not tend, and
        // the question comes before the grow.
        window.list("steps").clickItem(3);
        window.textBox("rule").requireText("S4 · Tending trigger");
        window.textBox("oddsWolf").requireVisible();
        for (String hidden : List.of("oddsGuide", "oddsGrow", "oddsChance", "oddsBreakEven", "oddsVerdict",
                "oddsLeads", "oddsAssumed")) {
            assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(window.target(), hidden, false).isVisible()))
                    .as(hidden).isFalse();
        }
        window.button("next").click();
        window.button("next").click();
        window.radioButton("answerGrow").requireNotSelected();
        window.radioButton("answerGuide").requireNotSelected();
        window.radioButton("answerGrow").check();
        window.button("check").click();
        window.button("continue").click();
        window.button("previous").click();
        window.button("previous").click();
        awaitOdds();
        window.textBox("oddsVerdict").requireText("So on average growing pays more.");
    }

    @Test
    void whyDoesBramHaveEightPoints() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(), Texts.ENGLISH, view);
        window.button("last").click();
        window.table("scores").cell(org.assertj.swing.data.TableCell.row(1).column(0)).rightClick();
        window.panel("why").requireVisible();
        window.textBox("whyQuestion").requireText("Why does Bram have 8 points?");
        assertThat(GuiActionRunner.execute(() -> findWhy().lines())).hasSize(1)
                .first().asString().startsWith("Step 9 · S7 · Bram guides the flock").endsWith("(+8)");
    }

    @Test
    void theHillsDutchSentenceStandsBesideTheCityItDecides() throws Exception {
        window = TutorFrames.open(kudde.scenario.ScenarioReader.read(
                kudde.scenario.Scenarios.directory().resolve("hills/03-the-hill-breaks-the-tie.json")), Texts.ENGLISH, view);
        window.checkBox("quizMode").uncheck();
        window.button("last").click();
        window.textBox("rule").requireText("B4 · Cities");
        assertThat(window.textBox("stepText").text()).contains("Only a tied player with a follower on a hill tile scores: Anna.");
        assertThat(window.textBox("source").text()).startsWith("H2: „De speler past de tegel met de heuvel")
                .contains("H4: „Een horige op een tegel met een heuvel beslist een gelijke stand");
        window.label("points").requireText("Points: Anna +6");
        window.table("scores").requireCellValue(org.assertj.swing.data.TableCell.row(1).column(1), "0");
    }

    @Test
    void theOddsAtBramsTendingChoice() {
        // Ten tiles to draw at the set-up: 8 after Bram's turn, every second one his.
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow().withTilesLeft(10), Texts.ENGLISH, view);
        // The step shown at once, the bag and the chance of a wolf with it; the rest of the game is
        // played out in the background meanwhile (asked in the same event as the step is chosen, so
        // the estimate cannot have come back yet).
        // What the panel says is read in that event too: once it has ended, a quick estimate may
        // already have replaced the working line (the final CI saw it gone).
        String[] atFirst = GuiActionRunner.execute(() -> {
            view[0].timeline().select(6); // list row 7: row 0 is the set-up
            javax.swing.text.JTextComponent working = (javax.swing.text.JTextComponent) window.robot().finder()
                    .findByName(window.target(), "oddsWorking", false);
            javax.swing.text.JTextComponent wolf = (javax.swing.text.JTextComponent) window.robot().finder()
                    .findByName(window.target(), "oddsWolf", false);
            return new String[] {String.valueOf(view[0].oddsWorking()),
                    working.isVisible() ? working.getText() : "(hidden)", wolf.getText()};
        });
        assertThat(atFirst[0]).as("the estimate is off the event thread").isEqualTo("true");
        assertThat(atFirst[1]).isEqualTo("Working out the chances …");
        assertThat(atFirst[2]).isEqualTo("Chance of a wolf: 14% (2 of 14)");
        awaitOdds();
        assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(window.target(), "oddsWorking", false).isVisible()))
                .isFalse();
        window.textBox("rule").requireText("S4 · Tending trigger");
        window.textBox("oddsBag").requireText("The bag: 3 × 1, 3 × 2, 4 × 3, 2 × 4 sheep, 2 × wolf (14 tokens)");
        window.textBox("oddsWolf").requireText("Chance of a wolf: 14% (2 of 14)");
        window.textBox("oddsGuide").requireText("Guide now: 8 points");
        window.textBox("oddsGrow").requireText(
                "Grow now, and choose the better again at every later tending turn: 9.3 points expected (± 0.04)");
        window.textBox("oddsChance").requireText("Chance that Bram enlarges this field again: nearly 100% (it happened "
                + "in all 2,000 ends of the game played out). 8 tiles are "
                + "still to be drawn, so Bram has at most 4 turns left; 85 of the 86 tiles not yet seen could join this "
                + "field now.");
        window.textBox("oddsBreakEven").requireText(
                "Growing pays if Bram will enlarge this field again with a chance above 86%.");
        window.textBox("oddsVerdict").requireText("So on average growing pays more.");
        window.textBox("oddsLeads").requireText("Anna has a shepherd in this field too and gets the same points: "
                + "either way Bram stays level with Anna.");
        // The rest of the game played out: later chances fall as the tiles run out, so growing is
        // worth a little less than at a sure next turn every time (9.4) and needs a smaller chance to pay.
        assertThat(window.textBox("oddsAssumed").text())
                .startsWith("Assumed:\n• The 8 tiles still to be drawn come at random from the 86 of the box not yet seen")
                .contains("2,000 such ends of the game were played out, from seed 25: the same seed plays out the same ends")
                .contains("• Bram lays a tile on this field whenever the tile Bram draws could join it, at one of the "
                        + "places where it joins, chosen at random.")
                .contains("• Tiles laid away from this field are left out: the rest of the board stays as it is now.")
                .contains("Turns on which another shepherd in this field tends the flock are not counted.");
        window.button("next").click();
        assertThat(GuiActionRunner.execute(() -> window.robot().finder().findByName(window.target(), "odds", false).isVisible())).isFalse();
    }

    @Test
    void withoutTheRestOfTheGameTheOddsClaimNoChance() {
        window = TutorFrames.open(Positions.twoShepherdsOneMeadow(), Texts.ENGLISH, view);
        window.list("steps").clickItem(7);
        awaitOdds();
        window.textBox("oddsGuide").requireText("Guide now: 8 points");
        window.textBox("oddsGrow").requireText("Grow now: what it is worth hangs on the chance that Bram enlarges this "
                + "field again, which this lesson does not give.");
        window.textBox("oddsChance").requireText("This lesson does not say how much of the game is left, so the chance "
                + "that Bram enlarges this field again is not known.");
        window.textBox("oddsBreakEven").requireText(
                "Growing pays if Bram will enlarge this field again with a chance above 90%.");
        window.textBox("oddsVerdict").requireText("So which pays more on average hangs on how much of the game is left.");
    }

    @Test
    void onTheLastTurnTheOddsSayGuide() throws Exception {
        window = TutorFrames.open(kudde.scenario.ScenarioReader.read(
                kudde.scenario.Scenarios.directory().resolve("shepherds/09-sheep-left-at-the-end.json")), Texts.ENGLISH, view);
        window.checkBox("quizMode").uncheck();
        int tend = GuiActionRunner.execute(() -> {
            kudde.engine.play.Resolution r = view[0].timeline().resolution();
            for (int i = 0; i < r.steps().size(); i++) {
                if ("tend".equals(r.steps().get(i).event())) {
                    return i;
                }
            }
            return -1;
        });
        window.list("steps").clickItem(tend + 1); // row 0 is the set-up
        awaitOdds();
        window.textBox("rule").requireText("S4 · Tending trigger");
        window.textBox("oddsChance").requireText("No tile is left to draw: the game ends after this turn, so Anna will "
                + "not enlarge this field again, and a flock still on the board at the end is worth nothing (S10).");
        window.textBox("oddsGrow").requireText(
                "Grow now, and choose the better again at every later tending turn: 0 points expected");
        window.textBox("oddsVerdict").requireText("So on average guiding now pays more.");
    }

    private WhyPanel findWhy() {
        return (WhyPanel) window.panel("why").target();
    }
}

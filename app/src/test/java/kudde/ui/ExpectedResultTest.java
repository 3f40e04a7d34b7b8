package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.scenario.CheckVerdict;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** The problems panel says live what check says: whether the expected result holds and what differs. */
@GuiTest
class ExpectedResultTest extends WindowTest {
    private static final String LESSON = "fields/01-two-shepherds-one-field.json";

    private String check() {
        return edt(() -> main.problems().checkText());
    }

    private List<String> notices() {
        return List.of(window.list("problems.notices").contents());
    }

    private void inspector() {
        window.tabbedPane("dock.right").selectTab("Inspector");
    }


    @Test
    void aWrongExpectedResultShowsWhatDiffersAndTakingTheResultMendsIt() {
        GuiActionRunner.execute(() -> main.files().openLesson(LESSON));
        assertThat(check()).isEqualTo("Check passes: the expected result holds.");
        assertThat(notices()).isEmpty();

        inspector();
        window.spinner("expect.score.red").select(5);
        assertThat(scenario().expect().scores()).containsEntry("red", 5);
        assertThat(check()).isEqualTo("Check fails: the expected result does not hold (1 difference below).");
        // The very words of `check FILE` (CheckVerdict is the command line's own).
        assertThat(notices()).containsExactly("scores: red expected 5, got 8");
        assertThat(CheckVerdict.of(docLesson(), Locale.ENGLISH).differences()).isEqualTo(notices());

        visible("expect.take");
        window.button("expect.take").click();
        assertThat(check()).isEqualTo("Check passes: the expected result holds.");
        assertThat(CheckVerdict.of(docLesson(), Locale.ENGLISH).passes()).isTrue();
        assertThat(scenario().expect().scores()).containsEntry("red", 8).containsEntry("blue", 8);
        assertThat(scenario().expect().rules()).contains("S9", "S4", "S6", "S7");
        window.textBox("expect.rules").requireText("B1, S9, S4, S6, S7");
    }

    @Test
    void aTileUsedMoreOftenThanTheGameHasItIsANoticeNotAProblem() {
        arm("tile:base/C");
        clickCell(0, 0);
        clickCell(1, 0);
        assertThat(scenario().board()).hasSize(2);
        assertThat(window.list("problems.list").contents()).isEmpty();
        window.textBox("problems.none").requireText("Nothing blocks the position, but see the notices below.");
        assertThat(notices()).containsExactly(
                "base/C is used 2 times, but the game has only 1 copy (allowed in a scenario, impossible in a game).");
    }

    @Test
    void aTileThatTouchesNoOtherIsANoticeAndTheEmptyListSaysWhatWasChecked() {
        arm("tile:base/U");
        clickCell(0, 0);
        assertThat(notices()).isEmpty();
        window.textBox("problems.none").requireText("No problems found. Checked: the tiles fit their neighbours, the figures"
                + " stand where the rules let them, each player owns as many figures as the game has, and the bag and the"
                + " sheep tokens add up. Not checked: whether a game could ever reach this position.");
        // The editor lays a tile only next to the board (B1); a file, or a teacher's script, may not.
        List<TilePlacement> apart = List.of(scenario().board().get(0),
                new TilePlacement(scenario().board().get(0).tile(), new Pos(2, 0), 0));
        GuiActionRunner.execute(() -> main.document().replace(docLesson().withGame(scenario().withBoard(apart)), null, false));
        assertThat(scenario().board()).hasSize(2);
        assertThat(window.list("problems.list").contents()).isEmpty();
        window.textBox("problems.none").requireText("Nothing blocks the position, but see the notices below.");
        assertThat(notices()).containsExactly(
                "The tile at [0,0] touches no other tile (allowed in a scenario; in a game every tile is laid next to another).",
                "The tile at [2,0] touches no other tile (allowed in a scenario; in a game every tile is laid next to another).");
        clickCell(1, 0);
        assertThat(notices()).isEmpty();
    }

    @Test
    void aTurnThatCannotBePlayedLaterInTheFileIsShownWhenItOpens() {
        GuiActionRunner.execute(() -> main.files().openLesson(LESSON));
        Scenario s = scenario();
        List<Turn> turns = new ArrayList<>(s.turns());
        Turn.TileTurn last = (Turn.TileTurn) turns.get(1);
        // The second turn's tile on the first tile's place: B1 refuses it.
        turns.set(1, new Turn.TileTurn(last.player(), last.tile(), new Pos(0, 0), 0, null, null, null, null));
        Scenario broken = s.withTurns(turns);
        GuiActionRunner.execute(() -> main.document().replace(Lesson.of(broken), null, false));
        assertThat(check()).isEqualTo("Check fails: turn 2 cannot be played (below).");
        assertThat(notices()).singleElement().asString().startsWith("Turn 2 cannot be played: ").endsWith("(B1)");
    }
}

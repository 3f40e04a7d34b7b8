package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Locale;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.scenario.CheckVerdict;
import org.junit.jupiter.api.Test;

/**
 * The expected figures are edited one by one in the inspector, each change one undoable edit, and
 * the problems panel's verdict (check's own words) follows; a location two parts share cannot be chosen.
 */
@GuiTest
class ExpectedFiguresTest extends WindowTest {
    // hs/02 turned a quarter at [0,0]: its two cities share the name city:E; Bram's farmer ends on its field.
    private static final String LESSON = "base/13-a-turned-hs02.json";
    private static final String HOLDS = "Check passes: the expected result holds.";

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson(LESSON);
    }

    private String check() {
        return edt(() -> main.problems().checkText());
    }

    private List<String> notices() {
        return List.of(window.list("problems.notices").contents());
    }

    private List<FigureSetup> expected() {
        return scenario().expect().figures();
    }


    @Test
    void oneExpectedFigureChangedShowsWhatDiffersAndPuttingItBackHolds() {
        window.tabbedPane("dock.right").selectTab("Inspector");
        assertThat(check()).isEqualTo(HOLDS);
        assertThat(expected()).containsExactly(FigureSetup.follower("blue", new Pos(0, 0), "field:WNW"));
        visible("expect.figure.0");
        // Each part of the tile once, by the one name that names it alone: city:E names both cities.
        assertThat(window.comboBox("expect.figure.0.on").contents()).containsExactly("city:N", "city:S", "field:WSW");
        window.comboBox("expect.figure.0.on").requireSelection("field:WSW");
        window.comboBox("expect.figure.0.kind").requireSelection("Follower");
        window.comboBox("expect.figure.0.player").requireSelection("Bram");

        window.comboBox("expect.figure.0.on").selectItem("city:S");
        assertThat(expected()).containsExactly(FigureSetup.follower("blue", new Pos(0, 0), "city:S"));
        assertThat(check()).isEqualTo("Check fails: the expected result does not hold (2 differences below).");
        assertThat(notices()).containsExactly(
                "figures: expected follower of blue at [0,0] on city:S, not on the board at the end",
                "figures: follower of blue at [0,0] on field:WSW is on the board at the end, not expected");
        assertThat(CheckVerdict.of(docLesson(), Locale.ENGLISH).differences()).isEqualTo(notices());
        visible("expect.figure.0");
        window.comboBox("expect.figure.0.on").selectItem("field:WSW");
        assertThat(check()).isEqualTo(HOLDS);

        // Another player: one edit, and one undo takes it back.
        visible("expect.figure.0");
        window.comboBox("expect.figure.0.player").selectItem("Anna");
        assertThat(expected()).singleElement().extracting(FigureSetup::player).isEqualTo("red");
        assertThat(notices()).containsExactly(
                "figures: expected follower of red at [0,0] on field:WSW, not on the board at the end",
                "figures: follower of blue at [0,0] on field:WSW is on the board at the end, not expected");
        ctrl(KeyEvent.VK_Z);
        assertThat(expected()).singleElement().extracting(FigureSetup::player).isEqualTo("blue");
        assertThat(check()).isEqualTo(HOLDS);
        window.comboBox("expect.figure.0.player").requireSelection("Bram");

        // A place without a tile at the end is refused, saying so; the figure stays.
        visible("expect.figure.0.at");
        window.textBox("expect.figure.0.at").deleteText().enterText("9, 9\n");
        awaitStatus("No tile lies at [9,9] at the end, so no figure can stand there.");
        window.textBox("expect.figure.0.at").deleteText().enterText("nine\n");
        awaitStatus("\"nine\" is not a place: write two whole numbers x, y, e.g. 2, -1.");
        // (Put back above by the list's name for that part.)
        assertThat(expected()).containsExactly(FigureSetup.follower("blue", new Pos(0, 0), "field:WSW"));
        window.textBox("expect.figure.0.at").requireText("0, 0");
        assertThat(check()).isEqualTo(HOLDS);
    }

    @Test
    void aFigureIsAddedAndRemovedAndEveryOneOfItsPartsIsAChoice() {
        window.tabbedPane("dock.right").selectTab("Inspector");
        visible("expect.figure.add");
        window.button("expect.figure.add").click();
        // A follower of the first player on the last tile laid: Anna's base/E at [1,0], city west.
        assertThat(expected()).hasSize(2).last().isEqualTo(FigureSetup.follower("red", new Pos(1, 0), "city:W"));
        assertThat(notices()).containsExactly(
                "figures: expected follower of red at [1,0] on city:W, not on the board at the end");

        // Moved onto hs/02: the name city:W names no part there, so it is named anew from its parts.
        visible("expect.figure.1.at");
        window.textBox("expect.figure.1.at").deleteText().enterText("0, 0\n");
        assertThat(expected().get(1).at()).isEqualTo(new Pos(0, 0));
        assertThat(expected().get(1).on()).isIn("city:N", "city:S", "field:WSW");
        assertThat(status()).startsWith("city:W names no single part of hs/02 at [0,0]: the figure now stands on ");

        // A shepherd only in a field (S1): its list offers the field alone; the dragon needs no part.
        visible("expect.figure.1.kind");
        window.comboBox("expect.figure.1.kind").selectItem("Shepherd");
        assertThat(expected().get(1)).isEqualTo(new FigureSetup(FigureKind.SHEPHERD, "red", new Pos(0, 0), "field:WSW",
                List.of()));
        assertThat(window.comboBox("expect.figure.1.on").contents()).containsExactly("field:WSW");
        visible("expect.figure.1.sheep");
        window.textBox("expect.figure.1.sheep").enterText("2, 3\n");
        assertThat(expected().get(1).sheep()).containsExactly(2, 3);
        assertThat(notices()).containsExactly(
                "figures: expected shepherd of red at [0,0] on field:WSW with sheep [2, 3], not on the board at the end");
        visible("expect.figure.1.kind");
        window.comboBox("expect.figure.1.kind").selectItem("Dragon");
        assertThat(expected().get(1)).isEqualTo(new FigureSetup(FigureKind.DRAGON, null, new Pos(0, 0), null, List.of()));
        assertThat(notices()).containsExactly("figures: expected dragon at [0,0], not on the board at the end");

        visible("expect.figure.1.remove");
        window.button("expect.figure.1.remove").click();
        assertThat(expected()).hasSize(1);
        assertThat(check()).isEqualTo(HOLDS);
        ctrl(KeyEvent.VK_Z);
        assertThat(expected()).hasSize(2);
    }
}

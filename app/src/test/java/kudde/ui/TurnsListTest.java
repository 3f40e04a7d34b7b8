package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import javax.swing.JMenuItem;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.explain.Texts;
import org.assertj.swing.fixture.JMenuItemFixture;
import org.junit.jupiter.api.Test;

/** The turns list: a turn replaced changes what follows; a deletion is one undoable edit. */
@GuiTest
class TurnsListTest extends WindowTest {
    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson("fields/01-two-shepherds-one-field.json");
    }

    private void showTurns() {
        window.tabbedPane("dock.bottom").selectTab("Turns");
        assertThat(window.list("turns.list").contents()).containsExactly(
                "1. Anna · base/A at [2,0], turned 90° · Grow the flock",
                "2. Bram · base/U at [-1,0], turned 0° · Guide the flock home");
    }

    /** What the steps of turn {@code turn} say, in English. */
    private static List<String> stepsOf(Scenario s, int turn) {
        Resolution r = Resolver.resolve(s);
        return r.steps().stream().filter(st -> st.turn() == turn)
                .map(st -> Texts.of(Locale.ENGLISH).render(st.message())).toList();
    }

    @Test
    void replacingATurnChangesTheLaterSteps() {
        Scenario before = scenario();
        showTurns();
        window.list("turns.list").selectItem(0);
        window.button("turns.replace").click();
        window.label("turnTitle").requireText("Replacing turn 1 — Esc to stop");
        // The board and the choices start from the turn replaced: its tile lies where it was.
        assertThat(edt(() -> main.editor().turns().picker().laid())).isEqualTo(new TileMove(new Pos(2, 0), 90));
        window.comboBox("turnPlayer").requireSelection("Anna");

        // The monastery goes north of the road instead: it no longer joins the two fields.
        fit();
        clickCell(1, -1);
        assertThat(edt(() -> main.editor().turns().picker().laid().at())).isEqualTo(new Pos(1, -1));
        window.button("turnNoFigure").click();
        menuItem("picker.flock.grow").click();

        Scenario after = scenario();
        assertThat(edt(() -> main.editor().turns().on())).isFalse();
        assertThat(after.turns()).hasSize(2);
        assertThat(after.turns().get(1)).isEqualTo(before.turns().get(1));
        assertThat(((Turn.TileTurn) after.turns().get(0)).at()).isEqualTo(new Pos(1, -1));
        // Bram's turn after it now guides a flock of his own: other steps, other scores.
        assertThat(stepsOf(before, 1)).anyMatch(t -> t.contains("Anna and Bram each score 8 points"));
        assertThat(stepsOf(after, 1)).noneMatch(t -> t.contains("Anna and Bram")).isNotEqualTo(stepsOf(before, 1));
        assertThat(Resolver.resolve(after).end().scores()).containsExactly(0, 4);
        assertThat(window.list("turns.list").contents()).startsWith("1. Anna · base/A at [1,-1], turned 90° · Grow the flock");
    }

    @Test
    void deletingATurnIsUndoneByOneUndo() {
        Scenario before = scenario();
        showTurns();
        int undo = edt(() -> main.document().history().size());
        window.list("turns.list").selectItem(0);
        window.button("turns.delete").click();
        assertThat(scenario().turns()).hasSizeLessThan(2).doesNotContain(before.turns().get(0));
        assertThat(status()).startsWith("Turn 1 deleted");
        assertThat(edt(() -> main.document().history().size())).isEqualTo(undo + 1);
        ctrl(java.awt.event.KeyEvent.VK_Z);
        assertThat(scenario()).isEqualTo(before);
        assertThat(window.list("turns.list").contents()).hasSize(2);
    }

    private JMenuItemFixture menuItem(String name) {
        JMenuItem item = window.robot().finder().findByName(name, JMenuItem.class, true);
        return new JMenuItemFixture(window.robot(), item);
    }
}

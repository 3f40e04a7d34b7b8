package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.play.Figure;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import kudde.ui.GuiTest;
import kudde.ui.MainWindow;
import kudde.ui.WindowTest;
import org.junit.jupiter.api.Test;

/**
 * A refused move in the real window: a refused-move lesson (Bram's second shepherd into Anna's field,
 * S3) shows the attempted move on the board with its square framed, the refusal with its rule id
 * and Dutch sentence, and then carries on as if the move had not been tried.
 */
@GuiTest
class RefusedLessonWindowTest extends WindowTest {
    static final String LESSON = "refused/01-a-field-with-a-shepherd.json";

    @Override
    protected void beforeShowing(MainWindow w) {
        w.files().openLesson(LESSON);
    }

    private static Figure blueShepherd(List<Figure> fs) {
        return fs.stream().filter(f -> f.kind() == FigureKind.SHEPHERD && f.player() == 1).findFirst().orElse(null);
    }

    @Test
    void theRefusedMoveIsShownWithItsRuleThenTheLessonGoesOn() {
        window.label("position").requireText("Set-up");
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(2);

        window.button("next").click();
        Texts en = Texts.of(Texts.ENGLISH);
        window.textBox("rule").requireText("S3 · " + en.ruleTitle(RuleId.S3));
        assertThat(window.textBox("stepText").text())
                .startsWith("Bram tries to place a tile with a straight road")
                .contains("the rules refuse this move: the field already holds Anna's shepherd")
                .contains("The move is taken back");
        assertThat(window.textBox("source").text()).contains(en.source(RuleId.S3).orElseThrow());
        // The attempt on the board: the tile on its square, Bram's shepherd in Anna's field, framed as refused.
        assertThat(edt(() -> main.boardView().board().tileAt(2, 0))).isGreaterThanOrEqualTo(0);
        Figure tried = edt(() -> blueShepherd(main.boardView().figures()));
        assertThat(tried).isNotNull();
        assertThat(tried.x()).isEqualTo(2);
        assertThat(edt(() -> main.tutor().stage().refused())).isEqualTo(new Pos(2, 0));
        // Bram's shepherd did not really go on the board: the score table still has it in supply.
        assertThat(edt(() -> main.tutor().tutor().timeline().snapshot().figures()).stream()
                .filter(f -> f.kind() == FigureKind.SHEPHERD)).hasSize(1);

        // The game goes on as if the move had not been tried: the same tile, legally, south of the road.
        window.button("next").click();
        window.textBox("rule").requireText("B1 · " + en.ruleTitle(RuleId.B1));
        assertThat(edt(() -> main.tutor().stage().refused())).isNull();
        assertThat(edt(() -> main.boardView().board().tileCount())).isEqualTo(3);
        window.button("next").click();
        window.textBox("rule").requireText("S1 · " + en.ruleTitle(RuleId.S1));
        window.button("last").click();
        Figure placed = edt(() -> blueShepherd(main.boardView().figures()));
        assertThat(placed.sheepTotal()).isEqualTo(2);
        assertThat(placed.x()).isEqualTo(2);
    }
}

package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.model.Scenario;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

class VariantDiffTest {
    private static Scenario lesson(String name) throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve(name)).game();
    }

    @Test
    void theSameRulesGiveNoDifference() {
        Scenario s = Positions.twoShepherdsOneMeadow();
        VariantDiff d = VariantDiff.of(s, RuleSet.seed(), RuleSet.seed());
        assertThat(d.rows()).hasSize(9).allMatch(r -> r.change() == VariantDiff.Change.SAME);
        assertThat(d.differences()).isZero();
        assertThat(d.outcomeDiffers()).isFalse();
    }

    @Test
    void aClosedFieldKeptUnderTheSeedIsGuidedUnderTheSecondEdition() throws Exception {
        Scenario s = lesson("fields/07-a-closed-field-keeps-its-flock.json");
        VariantDiff d = VariantDiff.of(s, RuleSet.seed(), RuleSet.of(Preset.SECOND_EDITION));
        assertThat(d.rows()).extracting(r -> (r.left() == null ? "-" : r.left().event()) + "|"
                        + (r.right() == null ? "-" : r.right().event()) + "|" + r.change())
                .containsExactly("tile-placed|tile-placed|SAME",
                        "no-tending|-|ONLY_LEFT",
                        "field-closed-kept|-|ONLY_LEFT",
                        "-|field-closed-guided|ONLY_RIGHT",
                        "road-scored|road-scored|SAME",
                        "flock-unscored|-|ONLY_LEFT");
        assertThat(d.outcomeDiffers()).isTrue();
        assertThat(d.right().end().scores()[0]).isEqualTo(5);
    }

    @Test
    void theDragonsTimingMovesTheCityScore() throws Exception {
        Scenario s = lesson("dragon/06-score-then-dragon.json");
        VariantDiff d = VariantDiff.of(s, s.rules(), s.rules().with(Variant.DRAGON_TIMING, "before-scoring"));
        assertThat(d.differences()).isPositive();
        assertThat(d.rows()).anyMatch(r -> r.change() == VariantDiff.Change.ONLY_LEFT && r.left().event().equals("city-scored"));
        assertThat(d.rows()).anyMatch(r -> r.change() == VariantDiff.Change.CHANGED && r.left().event().equals("dragon-enters"));
        assertThat(d.left().end().scores()[0]).isEqualTo(4);
        assertThat(d.right().end().scores()[0]).isZero();
    }
}

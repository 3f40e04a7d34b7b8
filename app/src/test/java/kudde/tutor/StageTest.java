package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.play.Resolver;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

class StageTest {
    @Test
    void theGuidedShepherdsStayLitForTheGuideStep() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        t.end();
        assertThat(t.snapshot().figures()).isEmpty();
        Stage s = Stage.of(t, t.index(), t.highlight());
        assertThat(s.figures()).hasSize(2);
        assertThat(s.leaving()).isEqualTo(2);
        assertThat(s.highlight().figures()).containsExactly(0, 1);
        assertThat(s.highlight().tiles()).isEqualTo(t.highlight().tiles());
    }

    @Test
    void theTiedKnightsShowWhenTheHillBreaksTheTie() throws Exception {
        Timeline t = new Timeline(Resolver.resolve(ScenarioReader.read(
                Scenarios.directory().resolve("hills/03-the-hill-breaks-the-tie.json"))));
        t.end();
        Stage s = Stage.of(t, t.index(), t.highlight());
        assertThat(s.figures()).extracting(f -> f.player()).containsExactlyInAnyOrder(0, 1);
        assertThat(s.highlight().figures()).hasSize(2);
    }

    @Test
    void aStepThatRemovesNothingShowsTheStateAsItIs() {
        Timeline t = new Timeline(Resolver.resolve(Positions.twoShepherdsOneMeadow()));
        t.select(3);
        Stage s = Stage.of(t, t.index(), t.highlight());
        assertThat(s.leaving()).isZero();
        assertThat(s.figures()).isEqualTo(t.snapshot().figures());
        assertThat(s.highlight()).isEqualTo(t.highlight());
    }
}

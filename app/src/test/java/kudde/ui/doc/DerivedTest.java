package kudde.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/** What the window derives from a scenario is worked out once and found again for the two latest scenarios. */
class DerivedTest {

    private static Scenario lesson() throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve(Lessons.FIRST));
    }

    @Test
    void theSameScenarioFindsWhatWasWorkedOut() throws Exception {
        Scenario s = lesson();
        Derived d = Derived.of(s);
        assertThat(d.problems()).isEmpty();
        assertThat(d.resolution()).isNotNull();
        assertThat(d.resolution().ok()).isTrue();
        assertThat(Derived.of(s)).isSameAs(d);
        assertThat(Derived.of(s).resolution()).isSameAs(d.resolution());
        assertThat(Derived.of(s).shown()).isSameAs(d.shown());
        assertThat(d.shown().board().tileCount()).isEqualTo(s.board().size());
    }

    @Test
    void twoScenariosAreRememberedAThirdPushesTheOldestOut() throws Exception {
        Scenario a = lesson();
        Scenario b = a.withTurns(List.of());
        Scenario c = a.withPlayers(List.of(new PlayerSetup("red", "Anna", 4, null), a.players().get(1)));
        Derived da = Derived.of(a);
        Derived db = Derived.of(b);
        assertThat(Derived.of(a)).as("Undo back to the scenario before").isSameAs(da);
        assertThat(Derived.of(b)).isSameAs(db);
        Derived.of(c);
        assertThat(Derived.of(a)).as("the oldest of three is worked out again").isNotSameAs(da);
    }

    @Test
    void anImpossiblePositionHasProblemsAndNoResolution() throws Exception {
        Scenario a = lesson();
        // Both tiles on one square.
        Scenario broken = a.withBoard(List.of(a.board().get(0), a.board().get(0)));
        Derived d = Derived.of(broken);
        assertThat(d.problems()).isNotEmpty();
        assertThat(d.resolution()).isNull();
    }
}

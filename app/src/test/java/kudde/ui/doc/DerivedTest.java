package kudde.ui.doc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** What the window derives from a scenario is worked out once and found again for the two latest scenarios. */
class DerivedTest {

    private static Lesson lesson() throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve(Lessons.FIRST));
    }

    @Test
    void theSameScenarioFindsWhatWasWorkedOut() throws Exception {
        Derived.Cache cache = new Derived.Cache();
        Lesson s = lesson();
        Derived d = cache.of(s.game());
        assertThat(d.problems()).isEmpty();
        assertThat(d.resolution()).isNotNull();
        assertThat(d.resolution().ok()).isTrue();
        assertThat(cache.of(s.game())).isSameAs(d);
        assertThat(cache.of(s.game()).resolution()).isSameAs(d.resolution());
        assertThat(cache.of(s.game()).shown()).isSameAs(d.shown());
        assertThat(d.shown().board().tileCount()).isEqualTo(s.game().board().size());
    }

    @Test
    void twoScenariosAreRememberedAThirdPushesTheOldestOut() throws Exception {
        Derived.Cache cache = new Derived.Cache();
        Lesson a = lesson();
        Scenario b = a.game().withTurns(List.of());
        Scenario c = a.game().withPlayers(List.of(new PlayerSetup("red", "Anna", 4, null), a.game().players().get(1)));
        Derived da = cache.of(a.game());
        Derived db = cache.of(b);
        assertThat(cache.of(a.game())).as("Undo back to the scenario before").isSameAs(da);
        assertThat(cache.of(b)).isSameAs(db);
        cache.of(c);
        assertThat(cache.of(a.game())).as("the oldest of three is worked out again").isNotSameAs(da);
    }

    @Test
    void anImpossiblePositionHasProblemsAndNoResolution() throws Exception {
        Derived.Cache cache = new Derived.Cache();
        Lesson a = lesson();
        // Both tiles on one square.
        Scenario broken = a.game().withBoard(List.of(a.game().board().get(0), a.game().board().get(0)));
        Derived d = cache.of(broken);
        assertThat(d.problems()).isNotEmpty();
        assertThat(d.resolution()).isNull();
    }
}

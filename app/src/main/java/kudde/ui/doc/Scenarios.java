package kudde.ui.doc;

import java.util.List;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;

/** The scenario a new document starts from. */
public final class Scenarios {
    private Scenarios() {
    }

    /** A new, empty scenario: two players, no tiles, the seed rules, nothing written about it. */
    public static Lesson empty() {
        return Lesson.of(Scenario.blank().withPlayers(
                List.of(new PlayerSetup("red", "", 0, null), new PlayerSetup("blue", "", 0, null))));
    }
}

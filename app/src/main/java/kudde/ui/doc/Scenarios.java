package kudde.ui.doc;

import java.util.List;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;

/** The scenario a new document starts from. */
public final class Scenarios {
    private Scenarios() {
    }

    /** A new, empty scenario: two players, no tiles, the seed rules. */
    public static Scenario empty() {
        return Scenario.blank().withPlayers(
                List.of(new PlayerSetup("red", "", 0, null), new PlayerSetup("blue", "", 0, null)));
    }
}

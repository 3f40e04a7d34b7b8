package kudde.engine.model;

import java.util.List;
import java.util.Map;

/** What the scenario's author says the outcome is; each part may be null (not compared). */
public record Expect(Map<String, Integer> scores, List<FigureSetup> figures, Map<Token, Integer> bag,
                     List<String> rules) {
}

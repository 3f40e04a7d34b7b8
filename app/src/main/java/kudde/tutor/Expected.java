package kudde.tutor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.model.Expect;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;

/**
 * The expected result an author takes from the current resolution (the inspector's "Record the
 * result"): every player's final score, every figure on the board at the end (canonical
 * locations), the whole bag, and the main rule of each step, in the order the steps first apply
 * them. {@code check} then passes the scenario as it stands, and fails once a change alters any of it.
 */
public final class Expected {
    private Expected() {
    }

    /** The expectation the resolution {@code r} (without an error) meets. */
    public static Expect of(Resolution r) {
        Scenario s = r.scenario();
        Map<String, Integer> scores = new LinkedHashMap<>();
        for (int p = 0; p < s.players().size(); p++) {
            scores.put(s.players().get(p).id(), r.end().scores()[p]);
        }
        Map<Token, Integer> bag = new EnumMap<>(Token.class);
        for (Token t : Token.ORDER) {
            bag.put(t, r.end().bag()[t.ordinal()]);
        }
        Set<String> rules = new LinkedHashSet<>();
        for (Step step : r.steps()) {
            rules.add(step.rule().name());
        }
        return new Expect(scores, r.figuresAsSetup(r.end()), bag, new ArrayList<>(rules));
    }

    /** The rule ids of an expectation as one line ("B1, S4, S7"), or "" for none. */
    public static String rulesLine(Expect e) {
        return e == null || e.rules() == null ? "" : String.join(", ", e.rules());
    }

    /** "B1, s4  S7" → ["B1", "S4", "S7"]: ids as written, upper case; whether each is a rule is check's to say. */
    public static List<String> parseRules(String line) {
        List<String> out = new ArrayList<>();
        for (String part : line.split("[,;\\s]+")) {
            if (!part.isBlank()) {
                out.add(part.trim().toUpperCase(java.util.Locale.ROOT));
            }
        }
        return out;
    }
}

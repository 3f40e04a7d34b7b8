package kudde.engine.rules;

import java.util.List;

/**
 * A point where sources disagree (docs/rules.md, "Variants"). Each variant has a file name and a fixed list of
 * values, as written in scenario files.
 */
public enum Variant {
    TENDING("tending", List.of("mandatory", "optional")),
    CLOSED_FIELD("closedField", List.of("ignore", "guide")),
    HILL_TIEBREAK("hillTiebreak", List.of("presence", "count")),
    DRAGON_SHEEP("dragonSheep", List.of("own", "field")),
    DRAGON_TIMING("dragonTiming", List.of("after-scoring", "before-scoring")),
    TINY_CITY("tinyCity", List.of("4", "2"));

    private final String key;
    private final List<String> choices;

    Variant(String key, List<String> values) {
        this.key = key;
        this.choices = values;
    }

    /** The name used in scenario files. */
    public String key() {
        return key;
    }

    /** The allowed values, as written in scenario files. */
    public List<String> choices() {
        return choices;
    }

    public static Variant ofKey(String key) {
        for (Variant v : values()) {
            if (v.key.equals(key)) {
                return v;
            }
        }
        return null;
    }
}

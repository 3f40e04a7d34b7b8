package kudde.engine.rules;

import java.util.EnumMap;
import java.util.Map;

/** A named set of variant values (docs/rules.md, "Presets"). */
public enum Preset {
    /** The Dutch text, 1st edition: the default. */
    SEED("seed", "ignore", "after-scoring"),
    SECOND_EDITION("second-edition", "guide", "before-scoring");

    private final String key;
    private final Map<Variant, String> values = new EnumMap<>(Variant.class);

    Preset(String key, String closedField, String dragonTiming) {
        this.key = key;
        values.put(Variant.TENDING, "mandatory");
        values.put(Variant.CLOSED_FIELD, closedField);
        values.put(Variant.HILL_TIEBREAK, "presence");
        values.put(Variant.DRAGON_SHEEP, "own");
        values.put(Variant.DRAGON_TIMING, dragonTiming);
        values.put(Variant.TINY_CITY, "4");
    }

    public String key() {
        return key;
    }

    public String value(Variant v) {
        return values.get(v);
    }

    public Preset other() {
        return this == SEED ? SECOND_EDITION : SEED;
    }

    public static Preset ofKey(String key) {
        for (Preset p : values()) {
            if (p.key.equals(key)) {
                return p;
            }
        }
        return null;
    }
}

package kudde.engine.rules;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/**
 * The rules a resolution runs under: a preset plus the variants that override it. Kept as
 * preset + overrides (not just the resulting values) so a file writes back as it was read.
 */
public final class RuleSet {
    private final Preset preset;
    private final Map<Variant, String> overrides;

    private RuleSet(Preset preset, Map<Variant, String> overrides) {
        this.preset = preset;
        EnumMap<Variant, String> copy = new EnumMap<>(Variant.class);
        copy.putAll(overrides);
        this.overrides = Collections.unmodifiableMap(copy);
    }

    public static RuleSet of(Preset preset) {
        return new RuleSet(preset, Map.of());
    }

    public static RuleSet seed() {
        return of(Preset.SEED);
    }

    /** This rule set with one variant set; a value equal to the preset's drops the override. */
    public RuleSet with(Variant v, String value) {
        if (!v.choices().contains(value)) {
            throw new IllegalArgumentException(v.key() + " cannot be " + value);
        }
        EnumMap<Variant, String> o = new EnumMap<>(Variant.class);
        o.putAll(overrides);
        if (preset.value(v).equals(value)) {
            o.remove(v);
        } else {
            o.put(v, value);
        }
        return new RuleSet(preset, o);
    }

    /** The same overrides on another preset. */
    public RuleSet withPreset(Preset p) {
        RuleSet r = of(p);
        for (Map.Entry<Variant, String> e : overrides.entrySet()) {
            r = r.with(e.getKey(), e.getValue());
        }
        return r;
    }

    public Preset preset() {
        return preset;
    }

    /** Variants whose value differs from the preset's. */
    public Map<Variant, String> overrides() {
        return overrides;
    }

    public String value(Variant v) {
        return overrides.getOrDefault(v, preset.value(v));
    }

    /**
     * The edition whose own rules would do otherwise in {@code v}, for a note on it: the other
     * preset where these rules keep their preset's value and the other edition differs; this preset
     * itself where a variant borrows the other edition's value (a lesson on the 1st-edition rules
     * with the 2nd edition's closed field is noted against the 1st edition); null where both
     * editions agree, or where neither edition has this value (a variant of no edition).
     */
    public Preset editionOtherwise(Variant v) {
        String mine = value(v);
        if (preset.value(v).equals(mine)) {
            return preset.other().value(v).equals(mine) ? null : preset.other();
        }
        return preset.other().value(v).equals(mine) ? preset : null;
    }

    public boolean tendingOptional() {
        return value(Variant.TENDING).equals("optional");
    }

    public boolean closedFieldGuides() {
        return value(Variant.CLOSED_FIELD).equals("guide");
    }

    public boolean hillTiebreakByCount() {
        return value(Variant.HILL_TIEBREAK).equals("count");
    }

    public boolean dragonEatsWholeFlock() {
        return value(Variant.DRAGON_SHEEP).equals("field");
    }

    public boolean dragonBeforeScoring() {
        return value(Variant.DRAGON_TIMING).equals("before-scoring");
    }

    public boolean tinyCityTwo() {
        return value(Variant.TINY_CITY).equals("2");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleSet r && r.preset == preset && r.overrides.equals(overrides);
    }

    @Override
    public int hashCode() {
        return preset.hashCode() * 31 + overrides.hashCode();
    }

    @Override
    public String toString() {
        return preset.key() + (overrides.isEmpty() ? "" : overrides.toString());
    }
}

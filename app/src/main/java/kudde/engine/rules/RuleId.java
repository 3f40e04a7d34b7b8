package kudde.engine.rules;

/** The rule ids of docs/rules.md. Explanations and {@code resolve --json} cite these. */
public enum RuleId {
    B1, B2, B3, B4, B5, B6, B7, B8, B9,
    S1, S2, S3, S4, S5, S6, S7, S8, S9, S10, S11, S12,
    H1, H2, H3, H4, H5, H6,
    V1, V2, V3,
    D1, D2, D3, D4;

    /** The part of the rules the id belongs to: base game, shepherds, hills, vineyards, dragon. */
    public char group() {
        return name().charAt(0);
    }

    public static RuleId parse(String id) {
        for (RuleId r : values()) {
            if (r.name().equals(id)) {
                return r;
            }
        }
        return null;
    }
}

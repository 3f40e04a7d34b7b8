package kudde.engine.play;

import kudde.engine.rules.RuleId;

/** A turn the rules do not allow; resolution stops there (docs/scenario-format.md, "turns"). */
public final class IllegalTurn extends RuntimeException {
    private final RuleId rule;
    private final Message reason;
    private int turn = -1;

    public IllegalTurn(RuleId rule, String key, Object... args) {
        super(key, null, false, false);
        this.rule = rule;
        this.reason = Message.of(key, args);
    }

    /** The rule that forbids it, or null where no rule id fits (an unknown player). */
    public RuleId rule() {
        return rule;
    }

    public Message reason() {
        return reason;
    }

    /** 0-based turn index, once known. */
    public int turn() {
        return turn;
    }

    public IllegalTurn atTurn(int t) {
        this.turn = t;
        return this;
    }
}

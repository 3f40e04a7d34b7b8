package kudde.engine.play;

import kudde.engine.rules.RuleId;

/** A turn the rules do not allow; resolution stops there (docs/scenario-format.md, "turns"). */
public final class IllegalTurn extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final RuleId rule;
    private final Message reason;
    private Message told;
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

    /** The reason in an author's words: the error line of {@code validate} and {@code check}. */
    public Message reason() {
        return reason;
    }

    /**
     * The reason as a refused-move step tells it to the learner: tiles named by what they show,
     * their ids only in brackets. The author's reason where the two are the same.
     */
    public Message told() {
        return told == null ? reason : told;
    }

    /** Sets the learner's wording of the reason (see {@link #told()}). */
    IllegalTurn told(String key, Object... args) {
        this.told = Message.of(key, args);
        return this;
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

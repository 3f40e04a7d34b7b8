package kudde.engine.model;

import kudde.engine.rules.RuleId;

/**
 * A step of the resolution named the way a file names it, as a quiz question does: the first step
 * of turn {@code turn} (0-based) that applies {@code rule}, as its main rule or among its others;
 * with {@code nth} above 1, the nth such step (a turn may tell S4 twice: for another player's
 * shepherd, then for the player's own). Step indices would shift whenever the engine explains a
 * turn in more or fewer steps; a turn and a rule stay put.
 *
 * @param nth 1 for the first step of the turn applying the rule, 2 for the second, …
 */
public record StepRef(int turn, RuleId rule, int nth) {
    /**
     * The set-up: the position before the first step, where a lesson starts (a file writes it
     * {@code "setup": true}, with no turn and no rule). No step of a resolution is it.
     */
    public static final StepRef SETUP = new StepRef(-1, null, 1);

    public StepRef {
        if (nth < 1) {
            throw new IllegalArgumentException("nth counts from 1: " + nth);
        }
    }

    /** Whether this names the set-up rather than a step. */
    public boolean setup() {
        return turn == -1 && rule == null;
    }

    /** The first step of the turn that applies the rule. */
    public StepRef(int turn, RuleId rule) {
        this(turn, rule, 1);
    }
}

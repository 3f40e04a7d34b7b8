package kudde.engine.play;

import kudde.engine.rules.RuleId;

/**
 * A turn the lesson expects the rules to refuse, and what became of it: the engine tried it on a
 * copy of the game (the game itself goes on as if it had not been tried).
 *
 * @param turn     0-based index into the scenario's turns
 * @param expected the rule the file says refuses it
 * @param actual   the rule that did refuse it, or null when the turn was legal (or refused by no rule)
 * @param accepted whether the rules allowed the turn
 * @param reason   why it was refused (the illegal-turn reason), or null when it was accepted
 */
public record Refusal(int turn, RuleId expected, RuleId actual, boolean accepted, Message reason) {
    /** Refused, and by the rule the file names. */
    public boolean asExpected() {
        return !accepted && actual == expected;
    }
}

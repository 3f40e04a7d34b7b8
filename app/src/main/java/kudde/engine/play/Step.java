package kudde.engine.play;

import java.util.List;
import kudde.engine.rules.RuleId;

/**
 * One rule application: the unit the tutor steps through.
 *
 * @param turn    0-based index into the scenario's turns (final scoring: the endGame turn)
 * @param rule    the rule this step applies
 * @param rules   every rule the step applies, {@code rule} first
 * @param event   short kebab-case name, e.g. {@code flock-grow}
 * @param message what happened, with its arguments
 * @param details further sentences (a tie and how a hill broke it, a vineyard bonus)
 * @param notes   where another preset would decide this step differently
 * @param points  points this step gave, per player index
 * @param after   the state after the step
 */
public record Step(int turn, RuleId rule, List<RuleId> rules, String event, Message message,
                   List<Message> details, List<Message> notes, int[] points, Highlight highlight,
                   Snapshot after) {
    public Step {
        rules = List.copyOf(rules);
        details = List.copyOf(details);
        notes = List.copyOf(notes);
        points = points.clone();
    }

    /** Points this step gave, per player index (a copy). */
    @Override
    public int[] points() {
        return points.clone();
    }

    public int totalPoints() {
        int n = 0;
        for (int p : points) {
            n += p;
        }
        return n;
    }
}

package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.rules.RuleId;

/**
 * A step being written into the game's record ({@link Game#step}): the rule it applies and what
 * happened are said first, the rest only where the step has it, so each caller reads as what it
 * records. Unsaid, a step cites only its own rule, has no details or notes, gives no points and
 * lights nothing. {@link #record()} writes it, when the game records steps at all.
 */
final class StepEntry {
    private final Game game;
    private final RuleId rule;
    private final String event;
    private List<RuleId> rules;
    private Message message;
    private List<Message> details = List.of();
    private List<Message> notes = List.of();
    private int[] points;
    private Highlight highlight = Highlight.NONE;

    StepEntry(Game game, RuleId rule, String event) {
        this.game = game;
        this.rule = rule;
        this.event = event;
        this.rules = List.of(rule);
    }

    /** Further rules the step applies, after its own. */
    StepEntry citing(RuleId... more) {
        List<RuleId> all = new ArrayList<>(more.length + 1);
        all.add(rule);
        all.addAll(List.of(more));
        rules = all;
        return this;
    }

    /** Every rule the step applies, its own first (a list worked out by the caller). */
    StepEntry rules(List<RuleId> all) {
        rules = all;
        return this;
    }

    /** What happened. */
    StepEntry says(Message m) {
        message = m;
        return this;
    }

    /** Further sentences: a tie and how a hill broke it, a vineyard bonus. */
    StepEntry details(List<Message> more) {
        details = more;
        return this;
    }

    /** Where another preset would decide this step differently. */
    StepEntry notes(List<Message> where) {
        notes = where;
        return this;
    }

    /** The points the step gives, per player index. */
    StepEntry points(int[] perPlayer) {
        points = perPlayer;
        return this;
    }

    /** What the tutor lights up on the board for this step (null: nothing). */
    StepEntry lights(Highlight h) {
        highlight = h == null ? Highlight.NONE : h;
        return this;
    }

    /** Writes the step with the state after it into the game's record. */
    void record() {
        game.add(this);
    }

    Step toStep(int turn, Snapshot after) {
        return new Step(turn, rule, rules, event, message, details, notes,
                points == null ? new int[after.scores().length] : points, highlight, after);
    }
}

package kudde.tutor.game;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;

/**
 * The tutor's notes in a game: each rule is explained the first time it happens in
 * this game, once. A moment is told from the engine's steps (their events and rules), never worked
 * out again here.
 */
public final class FirstTimes {
    /** What can happen for the first time in a game, with the rule its note explains. */
    public enum Moment {
        /** A shepherd goes on the board and draws (S1, S2). */
        SHEPHERD(RuleId.S1),
        /** A hill tile hides the next tile (H1). */
        HILL(RuleId.H1),
        /** A player tends their flock (S4, S5). */
        TEND(RuleId.S4),
        /** A player's tile enlarges a field with another player's shepherd: that shepherd's owner does nothing (S4). */
        OTHERS_FIELD(RuleId.S4),
        /** Fields with shepherds join: one flock for every shepherd in it (S9). */
        MERGE(RuleId.S9),
        /** A wolf is drawn (S2 on placement, S6 when growing). */
        WOLF(RuleId.S6),
        /** A flock is guided to the stable and counted (S7). */
        GUIDE(RuleId.S7),
        /** A field with a shepherd is closed (S8). */
        CLOSED_FIELD(RuleId.S8),
        /** A hill breaks a tie in a scoring (H4). */
        HILL_TIE(RuleId.H4),
        /** A completed monastery gets the vineyard bonus (V1). */
        VINEYARD(RuleId.V1),
        /** Flocks still on the board at the end score nothing (S10). */
        FLOCK_AT_END(RuleId.S10);

        private final RuleId rule;

        Moment(RuleId rule) {
            this.rule = rule;
        }

        public RuleId rule() {
            return rule;
        }

        /** The moment a step is the first sign of, or null. */
        static Moment of(Step s) {
            String e = s.event();
            return switch (e) {
                case "shepherd-placed" -> SHEPHERD;
                case "hill-hides-tile" -> HILL;
                case "tend" -> TEND;
                case "no-tending" -> OTHERS_FIELD;
                case "fields-merged" -> MERGE;
                case "shepherd-draws-wolf", "flock-wolf" -> WOLF;
                case "flock-guide", "flock-guide-empty" -> GUIDE;
                case "field-closed-empty", "field-closed-kept", "field-closed-guided" -> CLOSED_FIELD;
                case "flock-unscored" -> FLOCK_AT_END;
                default -> {
                    if (s.rules().contains(RuleId.V1)) {
                        yield VINEYARD;
                    }
                    // A scoring whose tie a hill decided (H4 among its rules); the step for the
                    // tied-out player on a hill ("hill-not-leader") follows such a scoring.
                    if (s.rules().contains(RuleId.H4) && !e.equals("hill-not-leader")) {
                        yield HILL_TIE;
                    }
                    yield null;
                }
            };
        }
    }

    /**
     * One note: the moment, and the step it is told at.
     *
     * @param step the step's index in the resolution
     */
    public record Note(Moment moment, int step, int turn) {
        public RuleId rule() {
            return moment.rule();
        }
    }

    private final Set<Moment> told = EnumSet.noneOf(Moment.class);

    /**
     * The notes for the steps from {@code from} on (the turn just played): each moment not told
     * before in this game, at its first step; remembered, so it is never told again.
     */
    public List<Note> after(List<Step> steps, int from) {
        List<Note> out = new ArrayList<>();
        for (int i = Math.max(0, from); i < steps.size(); i++) {
            Moment m = Moment.of(steps.get(i));
            if (m != null && told.add(m)) {
                out.add(new Note(m, i, steps.get(i).turn()));
            }
        }
        return out;
    }

    /** Forgets what was told from turn {@code turn} on (a move taken back): its moments may come again. */
    public void forgetFrom(List<Step> steps, int turn) {
        told.clear();
        for (Step s : steps) {
            if (s.turn() >= turn) {
                break;
            }
            Moment m = Moment.of(s);
            if (m != null) {
                told.add(m);
            }
        }
    }

    /** The moments told so far. */
    public Set<Moment> told() {
        return EnumSet.copyOf(told);
    }
}

package kudde.tutor.review;

import java.util.List;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Message;
import kudde.engine.rules.RuleId;

/**
 * One key moment of a game, a click away on the board.
 *
 * @param kind    what kind of moment it is
 * @param turn    0-based index of the turn in the scenario
 * @param step    index of the step that shows it on the board (the tutor moves there)
 * @param player  the player it is about (index), or -1 for a turn that concerns several
 * @param text    what happened, as a message in the learner's words
 * @param why     the rule steps behind it (a scoring step's own words, a tie's details)
 * @param rules   the rules the moment rests on, the main one first
 * @param tending the judged tending choice (S5), for {@link Kind#TENDING}; null otherwise
 */
public record Moment(Kind kind, int turn, int step, int player, Message text, List<Message> why,
                     List<RuleId> rules, Tending tending) {
    public Moment {
        why = List.copyOf(why);
        rules = List.copyOf(rules);
    }

    /** The kinds of key moment a review lists. */
    public enum Kind {
        /** A tending choice judged by the grow-or-guide model (S5–S7). */
        TENDING,
        /** A shepherd placed while a wolf was a likely draw (S1, S2). */
        WOLF_RISK,
        /** A tie on the most followers that a hill decided (H4). */
        HILL_TIE,
        /** A shepherd's field that no tile still to come can join: its flock is never tended again (S4, S10). */
        FIELD_STUCK,
        /** A monastery with a monk that no tile still to come can complete (B5, B8). */
        MONASTERY_STUCK,
        /** One of the turns that moved the score most. */
        SWING;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * A tending choice judged: the choice made, the better one by the expected points of the
     * grow-or-guide model, and the expected points lost (0 when the better choice was made).
     *
     * @param growNow expected points for growing now (NaN when growing is no move)
     */
    public record Tending(Turn.Flock made, Turn.Flock better, int sheep, int guideNow, double growNow,
                         double lost, GrowOrGuide odds) {
        /**
         * Whether the choice made was the one that pays more on average; leaving the flock (S5,
         * optional tending) is right when it loses nothing (another tending turn is certain).
         */
        public boolean right() {
            return made == better || (made == Turn.Flock.NONE && lost == 0);
        }
    }
}

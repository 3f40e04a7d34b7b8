package kudde.engine.model;

import java.util.Map;

/**
 * A quiz question a lesson asks before it shows a step (tutor quiz mode, an optional extension
 * of the version-1 format). The author writes only the question; the answer is what the engine
 * resolves, so a lesson can never teach a wrong answer.
 *
 * @param turn   0-based turn index of the step to pause at
 * @param rule   the step is the first of that turn applying this rule (e.g. S7, B4)
 * @param kind   what is asked
 * @param player for {@link Kind#POINTS} and {@link Kind#SHEPHERD_RETURNS}: whose points or shepherd
 * @param ask    the question per language
 */
public record Question(int turn, kudde.engine.rules.RuleId rule, Kind kind, String player, Map<String, String> ask) {
    public Question {
        ask = ask == null ? Map.of() : Map.copyOf(ask);
    }

    /** What a question asks; the file names them in kebab case. */
    public enum Kind {
        /** Who scores at this step? Answer: a set of players (maybe nobody). */
        SCORERS,
        /** How many points does {@code player} get at this step? */
        POINTS,
        /** Is {@code player}'s shepherd back in supply after this step? */
        SHEPHERD_RETURNS,
        /** At this tending choice, which scores more over the rest of the game: growing or guiding now (exact model, kudde.engine.odds)? */
        GROW_OR_GUIDE;

        public String word() {
            return FileWords.of(this);
        }

        public static Kind ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }
}

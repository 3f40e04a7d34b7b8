package kudde.engine.model;


/**
 * A quiz question as the engine answers it (tutor quiz mode, an optional extension of the
 * version-1 format): which step it pauses at and what it asks about. The author writes only the
 * question; the answer is what the engine resolves, so a lesson can never teach a wrong answer.
 * The question's words are the lesson's ({@code kudde.lesson.LessonQuestion}), not the engine's.
 *
 * @param turn   0-based turn index of the step to pause at
 * @param rule   the step is the first of that turn applying this rule (e.g. S7, B4)
 * @param kind   what is asked
 * @param player for {@link Kind#POINTS} and {@link Kind#SHEPHERD_RETURNS}: whose points or shepherd
 */
public record Question(int turn, kudde.engine.rules.RuleId rule, Kind kind, String player) {

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

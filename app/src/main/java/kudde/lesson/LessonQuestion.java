package kudde.lesson;

import java.util.Map;
import kudde.engine.model.Question;
import kudde.engine.rules.RuleId;

/**
 * A quiz question as the lesson asks it: the engine's question (the step it pauses at and what it
 * asks about, which the engine answers) and the words the author asks it with.
 *
 * @param question what the engine answers
 * @param ask      the question per language tag
 */
public record LessonQuestion(Question question, Map<String, String> ask) {
    public LessonQuestion {
        ask = ask == null ? Map.of() : Map.copyOf(ask);
    }

    public int turn() {
        return question.turn();
    }

    public RuleId rule() {
        return question.rule();
    }

    public Question.Kind kind() {
        return question.kind();
    }

    public String player() {
        return question.player();
    }
}

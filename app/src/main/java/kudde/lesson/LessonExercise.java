package kudde.lesson;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Exercise;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.TileType;

/**
 * An exercise as the lesson sets it: the engine's exercise (the position, the learner's tiles and the
 * goal the engine judges) and the words the author sets it with.
 *
 * @param exercise what the engine judges
 * @param ask      the task per language tag
 * @param hints    given one by one after wrong tries (at most three)
 */
public record LessonExercise(Exercise exercise, Map<String, String> ask, List<Hint> hints) {
    public LessonExercise {
        ask = ask == null ? Map.of() : Map.copyOf(ask);
        hints = hints == null ? List.of() : List.copyOf(hints);
    }

    /**
     * A hint: the rule to read and what to look at on the board.
     *
     * @param look per language tag
     */
    public record Hint(RuleId rule, Map<String, String> look) {
        public Hint {
            look = look == null ? Map.of() : Map.copyOf(look);
        }
    }

    public int after() {
        return exercise.after();
    }

    public String player() {
        return exercise.player();
    }

    public List<TileType> tiles() {
        return exercise.tiles();
    }

    public Exercise.Goal goal() {
        return exercise.goal();
    }
}

package kudde.lesson;

import java.util.Map;
import kudde.engine.model.StepRef;

/**
 * The author's own words on one step (docs/scenario-format.md, "comments"), shown under the
 * engine's explanation of that step. Presentation only: the resolution never reads it.
 *
 * @param step the step it belongs to
 * @param text per language tag; a file must give the source language's
 */
public record StepComment(StepRef step, Map<String, String> text) {
    public StepComment {
        text = text == null ? Map.of() : Map.copyOf(text);
    }
}

package kudde.engine.model;

import java.util.Map;

/**
 * The author's own words on one step (docs/scenario-format.md, "comments"), shown under the
 * engine's explanation of that step. Presentation only: the resolution never reads it.
 *
 * @param step the step it belongs to
 * @param text per language ("en", "nl"); a file must give both
 */
public record StepComment(StepRef step, Map<String, String> text) {
    public StepComment {
        text = text == null ? Map.of() : Map.copyOf(text);
    }
}

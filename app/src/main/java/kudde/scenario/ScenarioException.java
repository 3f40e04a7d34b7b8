package kudde.scenario;

import java.util.List;

/** A scenario file that cannot be used, with every reason found (at least one). */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<ScenarioError> errors;

    public ScenarioException(List<ScenarioError> errors) {
        super(errors.isEmpty() ? "invalid scenario" : errors.get(0).toString(), null, false, false);
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a ScenarioException needs at least one error");
        }
        this.errors = List.copyOf(errors);
    }

    public ScenarioException(ScenarioError error) {
        this(List.of(error));
    }

    public List<ScenarioError> errors() {
        return errors;
    }
}

package kudde.ui.doc;

import java.util.function.UnaryOperator;
import kudde.engine.model.Scenario;

/**
 * One edit of the document: a name for the Undo menu (a key of the UI bundle) and the change,
 * a pure function of the scenario. Undo restores the scenario as it was before.
 */
public record Edit(String nameKey, UnaryOperator<Scenario> change) {
    public Scenario apply(Scenario s) {
        return change.apply(s);
    }
}

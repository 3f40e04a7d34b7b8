package kudde.ui.doc;

import java.util.function.UnaryOperator;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;

/**
 * One edit of the document: a name for the Undo menu (a key of the UI bundle) and the change,
 * a pure function of the lesson. Undo restores the lesson as it was before.
 */
public record Edit(String nameKey, UnaryOperator<Lesson> change) {
    /** An edit of the game only (the board, the players, the turns …): what is written about it stays. */
    public static Edit ofGame(String nameKey, UnaryOperator<Scenario> change) {
        return new Edit(nameKey, l -> {
            Scenario after = change.apply(l.game());
            // The same game object when nothing changed, so the document sees no edit.
            return after.equals(l.game()) ? l : l.withGame(after);
        });
    }

    public Lesson apply(Lesson s) {
        return change.apply(s);
    }
}

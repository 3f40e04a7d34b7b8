package kudde.ui;

import java.awt.Point;
import javax.swing.JComponent;
import kudde.engine.model.Pos;
import org.assertj.swing.core.MouseButton;

/**
 * What the window tests of the review do by hand: click a square of the board, find a component
 * by its name while it may not be there yet, read the step the tutor shows.
 */
abstract class ReviewWindowTest extends WindowTest {

    protected void clickSquare(Pos at, MouseButton button) {
        Point p = edt(() -> main.boardView().cellPoint(at));
        window.robot().click(main.boardView(), p, button, 1);
    }

    /** The window's component of that name, or null while there is none. */
    protected JComponent named(String name) {
        java.util.Collection<java.awt.Component> found = window.robot().finder()
                .findAll(main, c -> c instanceof JComponent && name.equals(c.getName()));
        return found.isEmpty() ? null : (JComponent) found.iterator().next();
    }

    protected int stepShown() {
        return edt(() -> main.tutor().tutor().timeline().index());
    }
}

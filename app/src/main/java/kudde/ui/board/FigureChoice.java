package kudde.ui.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.KeyStroke;
import kudde.engine.moves.FigureMove;
import kudde.ui.kit.Keys;

/**
 * The figure chosen at the keyboard for a tile laid down in turn mode: no figure, or one of the
 * figures the engine allows on it (a follower on each free segment, a shepherd in a field where
 * one may go), in the engine's order. The arrows and Tab step through them, Enter plays the one
 * chosen, Backspace picks the tile up again; it starts at "no figure", what Enter always meant.
 * The keys are lent to the board only while a tile lies there (then Tab stays on the board).
 */
final class FigureChoice {
    private final List<FigureMove> choices = new ArrayList<>();
    private int index;
    private BoardView lentTo;
    private Keys.Loan loan;

    /** The choices for a newly laid tile (no figure first); none while no tile is laid. */
    void reset(List<FigureMove> figures) {
        choices.clear();
        choices.add(null);
        choices.addAll(figures);
        index = 0;
    }

    /** One choice on ({@code by} = 1) or back (−1), round. */
    void step(int by) {
        if (!choices.isEmpty()) {
            index = Math.floorMod(index + by, choices.size());
        }
    }

    /** The figure chosen, or null for none. */
    FigureMove chosen() {
        return choices.isEmpty() ? null : choices.get(index);
    }

    /** How many choices there are, "no figure" included. */
    int size() {
        return choices.size();
    }

    /** Lends the board the keys that choose (once; again after {@link #giveKeysBack}). */
    void lendKeys(BoardView view, Runnable next, Runnable previous, Runnable play, Runnable pickUp) {
        if (loan != null) {
            return;
        }
        Map<KeyStroke, Map.Entry<String, Action>> k = new LinkedHashMap<>();
        for (String stroke : List.of("RIGHT", "DOWN", "TAB")) {
            k.put(KeyStroke.getKeyStroke(stroke), Map.entry("picker.next", action(next)));
        }
        for (String stroke : List.of("LEFT", "UP", "shift TAB")) {
            k.put(KeyStroke.getKeyStroke(stroke), Map.entry("picker.previous", action(previous)));
        }
        k.put(KeyStroke.getKeyStroke("ENTER"), Map.entry("picker.play", action(play)));
        k.put(KeyStroke.getKeyStroke("BACK_SPACE"), Map.entry("picker.pickUp", action(pickUp)));
        loan = Keys.lend(view, k);
        lentTo = view;
        view.setFocusTraversalKeysEnabled(false);
    }

    /** The keys mean on the board what they meant before; Tab moves the focus again. */
    void giveKeysBack() {
        if (loan != null) {
            loan.giveBack();
            lentTo.setFocusTraversalKeysEnabled(true);
            loan = null;
            lentTo = null;
        }
    }

    private static Action action(Runnable r) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                r.run();
            }
        };
    }
}

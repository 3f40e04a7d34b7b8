package kudde.ui.tutor;

import java.awt.Component;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Window;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.JList;
import javax.swing.KeyStroke;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import kudde.lesson.StepDrawing;
import kudde.tutor.Timeline;
import kudde.ui.kit.Keys;

/**
 * Home, Left, Right and End step the tutor, and B flips between before and after the step,
 * wherever the focus is in the window (a button just clicked, the score table, the tabs), except
 * while the user is typing ({@link Keys#typing()}) and while a menu is open. Only while the tutor can be
 * seen: in a hidden dock tab the keys keep their usual meaning. On the board, while the learner's
 * tile waits there (an exercise, a game's turn), the arrows are the board's: they move its cursor
 * to a square, then choose the figure; a key means one thing at a time.
 */
final class TutorKeys implements KeyEventDispatcher {
    private static final List<String> STEPS = List.of("tutor.first", "tutor.previous", "tutor.next", "tutor.last");
    private static final List<String> ARROWS = List.of("tutor.previous", "tutor.next");
    private final Window window;
    private final TutorView tutor;
    /** Whether a component (the board) keeps the arrows for itself now. */
    private final Predicate<Component> keepsArrows;

    private TutorKeys(Window window, TutorView tutor, Predicate<Component> keepsArrows) {
        this.window = window;
        this.tutor = tutor;
        this.keepsArrows = keepsArrows;
    }

    /**
     * Listens to every key of {@code window}; returns what {@link #uninstall} takes.
     *
     * @param keepsArrows whether the component a key goes to keeps Left and Right for itself now
     */
    static KeyEventDispatcher install(Window window, TutorView tutor, Predicate<Component> keepsArrows) {
        TutorKeys k = new TutorKeys(window, tutor, keepsArrows);
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(k);
        return k;
    }

    static void uninstall(KeyEventDispatcher k) {
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(k);
    }

    @Override
    public boolean dispatchKeyEvent(KeyEvent e) {
        String action = action(e);
        if (action == null || !applies(e)) {
            return false;
        }
        if (e.getID() == KeyEvent.KEY_PRESSED) {
            step(tutor.timeline(), action);
        }
        return true;  // the released key too, so no component acts on half a key stroke
    }

    /** The key of a step action: tutor.first Home, tutor.previous Left, tutor.next Right, tutor.last End, tutor.before B. */
    static KeyStroke key(String action) {
        int code = switch (action) {
            case "tutor.first" -> KeyEvent.VK_HOME;
            case "tutor.previous" -> KeyEvent.VK_LEFT;
            case "tutor.next" -> KeyEvent.VK_RIGHT;
            case "tutor.before" -> KeyEvent.VK_B;
            default -> KeyEvent.VK_END;
        };
        return KeyStroke.getKeyStroke(code, 0);
    }

    /** Runs a tutor key's action (tutor.first, .previous, .next, .last, .before) when a timeline is open. */
    static void step(Timeline timeline, String action) {
        if (timeline == null) {
            return;
        }
        switch (action) {
            case "tutor.first" -> timeline.home();
            case "tutor.previous" -> timeline.back();
            case "tutor.next" -> timeline.forward();
            case "tutor.last" -> timeline.end();
            case "tutor.before" -> timeline.toggleBefore();
            default -> { }
        }
    }

    /**
     * The step keys, bound in the whole window while the tutor can be seen (in a hidden tab the keys
     * belong to others); the list of steps has its own Home/End/Left/Right, which step the timeline too.
     */
    static void bindSteps(TutorView tutor, JList<?> steps) {
        for (String name : STEPS) {
            Keys.inWindow(tutor, key(name), name, () -> step(tutor.timeline(), name));
        }
        for (String name : STEPS) {
            Keys.whenFocused(steps, key(name), name, Keys.action(tutor, name));
        }
    }

    /**
     * The board's keys while it is the tutor's: Home and End step to the first and last step, W
     * asks why about the thing under the mouse (the keyboard way to right-click), and 1 to 4 choose
     * the drawing colour (green, red, blue, yellow), the hand staying on the board. Left and Right
     * are lent apart ({@link #boardArrows}), as they are the board's cursor while a tile waits.
     */
    static Map<KeyStroke, Map.Entry<String, Action>> boardKeys(TutorView tutor, Runnable whyUnderMouse,
            Consumer<StepDrawing.Colour> drawIn) {
        Map<KeyStroke, Map.Entry<String, Action>> keys = new LinkedHashMap<>();
        for (String name : STEPS) {
            if (!ARROWS.contains(name)) {
                keys.put(key(name), Map.entry(name, Keys.action(tutor, name)));
            }
        }
        keys.put(KeyStroke.getKeyStroke("W"), Map.entry("tutor.why", action(whyUnderMouse)));
        StepDrawing.Colour[] colours = StepDrawing.Colour.values();
        for (int i = 0; i < colours.length; i++) {
            StepDrawing.Colour c = colours[i];
            keys.put(KeyStroke.getKeyStroke(Integer.toString(i + 1)),
                    Map.entry("tutor.drawIn." + c.word(), action(() -> drawIn.accept(c))));
        }
        return keys;
    }

    /** Left and Right on the board step through the timeline, while no tile of the learner's waits there. */
    static Map<KeyStroke, Map.Entry<String, Action>> boardArrows(TutorView tutor) {
        Map<KeyStroke, Map.Entry<String, Action>> keys = new LinkedHashMap<>();
        for (String name : ARROWS) {
            keys.put(key(name), Map.entry(name, Keys.action(tutor, name)));
        }
        return keys;
    }

    private static Action action(Runnable r) {
        return new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                r.run();
            }
        };
    }

    /** The tutor action of a plain key, or null. */
    static String action(KeyEvent e) {
        if (e.getModifiersEx() != 0 || e.getID() == KeyEvent.KEY_TYPED) {
            return null;
        }
        return switch (e.getKeyCode()) {
            case KeyEvent.VK_HOME -> "tutor.first";
            case KeyEvent.VK_LEFT -> "tutor.previous";
            case KeyEvent.VK_RIGHT -> "tutor.next";
            case KeyEvent.VK_END -> "tutor.last";
            case KeyEvent.VK_B -> "tutor.before";
            default -> null;
        };
    }

    private boolean applies(KeyEvent e) {
        Component c = e.getComponent();
        if (c == null || SwingUtilities.getWindowAncestor(c) != window && c != window) {
            return false;  // a dialog's keys are its own
        }
        String a = action(e);
        if (a != null && ARROWS.contains(a) && keepsArrows.test(c)) {
            return false;  // the board's cursor (or figure choice) while the learner's tile waits
        }
        if (!tutor.isShowing() || tutor.timeline() == null) {
            return false;
        }
        if (MenuSelectionManager.defaultManager().getSelectedPath().length > 0) {
            return false;
        }
        return !Keys.typing();
    }
}

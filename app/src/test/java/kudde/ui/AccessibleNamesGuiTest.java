package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.accessibility.AccessibleContext;
import kudde.ui.course.CourseScreen;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * Every control a learner can reach with the keyboard has an accessible name, which a screen
 * reader says when it takes the focus (docs/accessibility.md): the test walks the component tree
 * of each screen — learn mode with a lesson, an exercise and a question, the workbench, the course,
 * the board's words, the review, the editor's panels with lesson authoring on (the quiz editor
 * among them), and the dialogs: the file chooser, a picture's and a handout's export, a new game,
 * the keys, and Swing's message boxes (the unsaved-changes question, an error message, the
 * question before saving over a file, the offer of unsaved work back after a crash, About) and a
 * game's turn with the answer to Where can this go? — in
 * English and Dutch, and lists every showing, focusable control without one, or named by its own
 * id or its panel's ("scores", "turns": the program's words, in English in either language).
 */
@GuiTest
class AccessibleNamesGuiTest extends WindowTest {

    /** How many controls Tab stops at on each screen: the walk must reach some, or it proves nothing. */
    private final java.util.Map<String, Integer> reached = new java.util.LinkedHashMap<>();
    /** How many buttons showing only a picture each screen has: each must have a description. */
    private final java.util.Map<String, Integer> pictures = new java.util.LinkedHashMap<>();

    /**
     * Swing's own test of whether Tab stops at a component (LayoutFocusTraversalPolicy, the policy
     * of every Kudde window): focusable, showing, enabled, and a control (a panel or a label is
     * passed by unless it has keys of its own).
     */
    private static final class TabStops extends javax.swing.LayoutFocusTraversalPolicy {
        private static final long serialVersionUID = 1L;

        boolean stopsAt(Component c) {
            return accept(c);
        }
    }

    /** How many controls Tab stops at in {@code c}: the course's lessons among them, once read. */
    private static int tabStops(Container c, TabStops tab) {
        int n = 0;
        for (Component k : c.getComponents()) {
            n += k.isShowing() && tab.stopsAt(k) ? 1 : 0;
            if (k instanceof Container kc) {
                n += tabStops(kc, tab);
            }
        }
        return n;
    }

    /** Every control of the open windows that Tab stops at without an accessible name. */
    private List<String> unnamed(String screen) {
        return edt(() -> {
            Set<String> out = new LinkedHashSet<>();
            TabStops tab = new TabStops();
            for (Window w : Window.getWindows()) {
                if (w.isShowing() && w instanceof javax.swing.RootPaneContainer) {
                    // (the virtual screen's own windows are no part of Kudde)
                    walk(w, screen, tab, out);
                }
            }
            return new ArrayList<>(out);
        });
    }

    private void walk(Component c, String screen, TabStops tab, Set<String> out) {
        if (!c.isShowing()) {
            return;
        }
        // A tool bar's buttons take no focus, but a screen reader's review of the window reaches them.
        boolean tool = c instanceof javax.swing.AbstractButton && c.getParent() instanceof javax.swing.JToolBar;
        if (!(c instanceof Window) && (tab.stopsAt(c) || tool)) {
            reached.merge(screen, 1, Integer::sum);
            AccessibleContext ac = c.getAccessibleContext();
            String name = ac == null ? null : ac.getAccessibleName();
            if (name == null || name.isBlank()) {
                out.add(screen + ": " + c.getClass().getName() + " \"" + c.getName() + "\" in "
                        + (c.getParent() == null ? "-" : c.getParent().getClass().getSimpleName() + " \""
                        + c.getParent().getName() + "\""));
            } else {
                if (c instanceof javax.swing.AbstractButton b && (b.getText() == null || b.getText().isBlank())) {
                    // A button that shows only a picture: its description (its tooltip) says what it
                    // does, as a sighted user reads it when the mouse rests on it.
                    pictures.merge(screen, 1, Integer::sum);
                    String about = ac.getAccessibleDescription();
                    if (about == null || about.isBlank()) {
                        out.add(screen + ": " + c.getClass().getName() + " \"" + c.getName() + "\" shows a picture and has no description");
                    }
                }
                if (anId(c, name)) {
                    // A screen reader would say the program's own id ("scores", "turns"), in English
                    // whatever the language.
                    out.add(screen + ": " + c.getClass().getName() + " \"" + c.getName() + "\" is named by its id \"" + name + "\"");
                }
            }
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                walk(child, screen, tab, out);
            }
        }
    }

    /**
     * Whether {@code name} is the id of {@code c} or of a panel holding it, not words: ids are
     * lower case ("steps"); a word that only sounds like one ("Board", "Check") is a word.
     */
    private static boolean anId(Component c, String name) {
        for (Component k = c; k != null; k = k.getParent()) {
            if (name.equals(k.getName())) {
                return true;
            }
        }
        return false;
    }

    private void ctrlShiftKey(int code) {
        // Where the focus is: once a lesson is open the window hands it on to the board (WindowTest.shortcut).
        shortcut(code, true);
    }

    private void openLesson(String lesson) {
        edt(() -> {
            main.files().openLesson(lesson);
            return null;
        });
        settle();
    }

    private List<String> everyScreen() {
        List<String> missing = new ArrayList<>();
        edt(() -> {
            main.setLearning(true);
            return null;
        });
        openLesson("shepherds/03-grow-the-flock.json");
        missing.addAll(unnamed("learn mode, a lesson"));
        openLesson("exercises/02-grow-the-flock.json");
        missing.addAll(unnamed("learn mode, an exercise"));
        openLesson("fields/01-two-shepherds-one-field.json");
        edt(() -> {
            main.tutor().tutor().setQuizMode(true);
            main.tutor().tutor().timeline().end();
            return null;
        });
        settle();
        missing.addAll(unnamed("learn mode, a question"));

        ctrlShiftKey(KeyEvent.VK_D);
        waitUntil("the board's words show", () -> edt(() -> named("describe") != null));
        missing.addAll(unnamed("describe the board"));
        edt(() -> {
            ((Window) named("describe")).dispose();
            return null;
        });

        ctrl(KeyEvent.VK_R);
        waitUntil("the review shows", () -> edt(() -> named("review") != null && named("review").isShowing()));
        missing.addAll(unnamed("the review"));

        edt(() -> {
            main.setLearning(false);
            return null;
        });
        settle();
        missing.addAll(unnamed("the workbench"));
        // Each panel of the dock right of the board in front in turn: the lessons' list among them.
        javax.swing.JTabbedPane right = (javax.swing.JTabbedPane) edt(() -> named("dock.right"));
        for (int i = 0; i < edt(right::getTabCount); i++) {
            int tab = i;
            edt(() -> {
                right.setSelectedIndex(tab);
                return null;
            });
            settle();
            missing.addAll(unnamed("the workbench"));
        }

        // The editor's panels with lesson authoring on (View ▸ Lesson authoring): each tab of the
        // bottom dock in front in turn, the quiz editor's form among them.
        ctrlShift(KeyEvent.VK_A);
        waitUntil("lesson authoring is on", () -> edt(main::authoring));
        javax.swing.JTabbedPane bottom = (javax.swing.JTabbedPane) edt(() -> named("dock.bottom"));
        int tabs = edt(bottom::getTabCount);
        boolean quizShown = false;
        for (int i = 0; i < tabs; i++) {
            int tab = i;
            edt(() -> {
                bottom.setSelectedIndex(tab);
                return null;
            });
            settle();
            settle();
            missing.addAll(unnamed("the editor, lesson authoring"));
            quizShown |= edt(() -> named("quiz.list") != null && named("quiz.list").isShowing());
        }
        assertThat(quizShown).as("the quiz editor was walked").isTrue();

        // The dialogs: each control of theirs, and of the file choosers Kudde wraps, named too.
        ctrl(KeyEvent.VK_O);
        missing.addAll(unnamedIn("the file chooser", "file.chooser"));
        cancel(chooser());
        // (File ▸ Export ▸ …: asked for as the menu item does, which waits on the dialog)
        javax.swing.SwingUtilities.invokeLater(() -> main.files().exportPng(true));
        missing.addAll(unnamedIn("export a picture", "export.chooser"));
        cancel(exportChooser());
        // Closed before the next is asked for: under load the first still showed when the handout's
        // chooser came, and two were found.
        waitUntil("the picture's chooser closed", () -> edt(() -> named("export.chooser") == null));
        javax.swing.SwingUtilities.invokeLater(() -> main.files().exportHandout(true));
        missing.addAll(unnamedIn("export a handout", "export.chooser"));
        cancel(exportChooser());
        ctrlShiftKey(KeyEvent.VK_N);
        missing.addAll(unnamedIn("new game", "newGame"));
        dialog("newGame").button("newGame.cancel").click();
        waitUntil("the new game's dialog closed", () -> edt(() -> named("newGame") == null));
        // (Help ▸ Keys, asked for as the menu item does: after the new game's dialog Cacio did not
        // always hand the window its focus back, and F1 waited for it in vain, once in a whole-suite
        // run; KeysAndWordsTest presses F1 itself.)
        javax.swing.AbstractButton keys = window.menuItem("menu.help.keys").target();
        javax.swing.SwingUtilities.invokeLater(keys::doClick);
        missing.addAll(unnamedIn("the keys", "keys.dialog"));
        dialog("keys.dialog").pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        waitUntil("the keys' dialog closed", () -> edt(() -> named("keys.dialog") == null));

        // Swing's own message boxes: the unsaved-changes question (a change made in the inspector,
        // then the question asked before another file replaces it) and an error message (that file
        // is no scenario).
        edt(() -> {
            main.docks().show(main.inspector());
            return null;
        });
        settle();
        window.textBox("title.en").enterText("!");
        window.textBox("title.en").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitUntil("the scenario has unsaved changes", () -> edt(() -> main.document().dirty()));
        javax.swing.SwingUtilities.invokeLater(() -> main.files().confirmDiscard());
        missing.addAll(unnamed("the unsaved-changes question", messageBox()));
        answer(main.texts().get("button.cancel"));
        java.nio.file.Path bad = home.resolve("not-a-scenario.json");
        try {
            java.nio.file.Files.writeString(bad, "{ this is no scenario");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        javax.swing.SwingUtilities.invokeLater(() -> main.files().openPath(bad));
        messageBox();
        answer(main.texts().get("button.discard"));
        missing.addAll(unnamed("an error message", messageBox()));
        assertThat(messageText()).as("the error names the file").contains("not-a-scenario.json");
        answer(javax.swing.JOptionPane.OK_OPTION);

        // The overwrite question: Save as onto a file that is there already.
        java.nio.file.Path existing = home.resolve("existing.json");
        try {
            java.nio.file.Files.writeString(existing, "{}");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        javax.swing.SwingUtilities.invokeLater(() -> main.files().saveAs());
        org.assertj.swing.fixture.JFileChooserFixture save = chooser();
        save.setCurrentDirectory(home.toFile());
        save.fileNameTextBox().setText("existing.json");
        save.approve();
        missing.addAll(unnamed("the overwrite question", messageBox()));
        assertThat(messageText()).as("the question names the file").contains("existing.json");
        answer(main.texts().get("button.cancel"));

        // The restore question: unsaved work a crash left, offered back as at start.
        java.nio.file.Path autosaved = home.resolve("autosave");
        try {
            java.nio.file.Files.createDirectories(autosaved);
            kudde.ui.doc.ScenarioIO.save(autosaved.resolve("autosave-" + Integer.MAX_VALUE + ".json"),
                    kudde.ui.doc.Scenarios.empty().withTitle("en", "Lost work"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        javax.swing.SwingUtilities.invokeLater(() -> main.files().offerRestore());
        missing.addAll(unnamed("the restore question", messageBox()));
        answer(main.texts().get("button.dropAutosave"));

        // Help ▸ About, asked for as its menu item does (clicked through the menu, the test window
        // left the keyboard's focus on the closed box's button at times, and no key reached the window).
        javax.swing.JMenuItem about = window.menuItem("menu.help.about").target();
        javax.swing.SwingUtilities.invokeLater(about::doClick);
        missing.addAll(unnamed("the About box", messageBox()));
        assertThat(messageText()).contains("Kudde");
        answer(javax.swing.JOptionPane.OK_OPTION);

        // A game: the person's turn (its words, buttons, pace and notes), then the answer to Where
        // can this go?, a list of moves. (Started as Game ▸ New game's dialog starts it, after the
        // question about unsaved work where there is any.)
        javax.swing.SwingUtilities.invokeLater(() -> main.gameMode().start(new kudde.tutor.game.GameSetup(List.of(
                new kudde.tutor.game.Seat("red", "Anna", null),
                new kudde.tutor.game.Seat("blue", "Bram", kudde.engine.ai.Strength.of("beginner"))),
                kudde.engine.rules.RuleSet.seed(), 24, true), true, kudde.ui.game.Pace.STEP));
        // The restored work is unsaved: the question before it is replaced comes first.
        answer(main.texts().get("button.discard"));
        waitUntil("the game's panel shows", () -> edt(() -> named("game") != null && named("game").isShowing()));
        settle();
        missing.addAll(unnamed("a game, a person's turn"));
        window.button("game.where").click();
        waitUntil("where the tile can go shows", () -> edt(() -> named("game.whereList") != null
                && named("game.whereList").isShowing()));
        missing.addAll(unnamed("a game, where the tile can go"));

        ctrlShiftKey(KeyEvent.VK_C);
        // Its lessons are read in the background: the walk waits for their rows (walked while the
        // course said "loading", it reached one control and checked none of the lessons' names).
        waitUntil("the course shows its lessons", () -> edt(() -> {
            CourseScreen c = CourseScreen.showing(main);
            return c != null && c.isShowing() && tabStops(c, new TabStops()) > 20;
        }));
        missing.addAll(unnamed("the course"));
        System.out.println("controls reached by Tab: " + reached);
        assertThat(reached.keySet()).hasSize(20);
        assertThat(reached.values()).allMatch(n -> n >= 1);
        assertThat(reached.get("the workbench")).isGreaterThan(10);
        assertThat(reached.get("the course")).as("the course's lessons reached").isGreaterThan(20);
        System.out.println("buttons showing only a picture: " + pictures);
        assertThat(pictures.get("the workbench")).as("the tool bar's picture buttons checked").isGreaterThan(5);
        return missing;
    }

    /** The unnamed controls once {@code box} shows. */
    private List<String> unnamed(String screen, javax.swing.JOptionPane box) {
        window.robot().waitForIdle();
        assertThat(edt(box::isShowing)).isTrue();
        return unnamed(screen);
    }

    /** The message box (a JOptionPane's dialog) that shows, once one does. */
    private javax.swing.JOptionPane messageBox() {
        javax.swing.JOptionPane[] found = new javax.swing.JOptionPane[1];
        waitUntil("a message box shows", () -> edt(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof javax.swing.JDialog d && d.isShowing()
                        && d.getContentPane().getComponentCount() > 0
                        && d.getContentPane().getComponent(0) instanceof javax.swing.JOptionPane p) {
                    found[0] = p;
                    return true;
                }
            }
            return false;
        }));
        return found[0];
    }

    /** The text of the message box that shows. */
    private String messageText() {
        javax.swing.JOptionPane box = messageBox();
        return edt(() -> String.valueOf(box.getMessage()));
    }

    /** Answers the message box that shows as its button {@code value} would, and waits for it to close. */
    private void answer(Object value) {
        javax.swing.JOptionPane box = messageBox();
        edt(() -> {
            box.setValue(value);
            return null;
        });
        waitUntil("the message box closed", () -> edt(() -> !box.isShowing()));
    }

    /** The unnamed controls once the dialog or chooser named {@code name} shows. */
    private List<String> unnamedIn(String screen, String name) {
        waitUntil(screen + " shows", () -> edt(() -> named(name) != null));
        window.robot().waitForIdle();
        return unnamed(screen);
    }

    /**
     * The dialog named {@code name}, which {@link #unnamedIn} has waited for: taken as found, not looked
     * for again by AssertJ Swing's finder within its own 5 s, where every other wait of the window
     * tests gives a loaded machine 60 s (a loaded run timed out there on the keys' dialog in Dutch).
     */
    private org.assertj.swing.fixture.DialogFixture dialog(String name) {
        java.awt.Dialog d = (java.awt.Dialog) edt(() -> named(name));
        assertThat(d).as(name + " shows").isNotNull();
        return new org.assertj.swing.fixture.DialogFixture(window.robot(), d);
    }

    private org.assertj.swing.fixture.JFileChooserFixture exportChooser() {
        return org.assertj.swing.finder.JFileChooserFinder.findFileChooser("export.chooser")
                .withTimeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS).using(window.robot());
    }

    private Component named(String name) {
        for (Window w : Window.getWindows()) {
            if (w.isShowing()) {
                Component c = find(w, name);
                if (c != null) {
                    return c;
                }
            }
        }
        return null;
    }

    private static Component find(Component c, String name) {
        if (name.equals(c.getName())) {
            return c;
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                Component f = find(child, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    @Test
    void everyFocusableControlHasAnAccessibleNameInEnglish() {
        assertThat(everyScreen()).isEmpty();
    }

    @Test
    void everyFocusableControlHasAnAccessibleNameInDutch() {
        edt(() -> {
            main.setLanguage(Strings.DUTCH);
            return null;
        });
        assertThat(everyScreen()).isEmpty();
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.ScenarioIO;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the real main window on Caciocavallo's virtual screen, with its own settings file and
 * autosave folder, and offers the steps a user takes: arm a palette button, click a board cell or
 * a feature, press keys.
 */
public abstract class WindowTest {
    @TempDir
    protected Path home;

    protected FrameFixture window;
    protected MainWindow main;
    protected Settings settings;

    @BeforeAll
    static void checkThreads() {
        ThreadCheckExtension.install();
    }

    @BeforeEach
    void openWindow() {
        settings = new Settings(home.resolve("settings.properties"));
        beforeStarting(settings);
        main = GuiActionRunner.execute(() -> {
            MainWindow w = App.create(settings, new Autosave(home.resolve("autosave")), options(), opening());
            beforeShowing(w);
            return w;
        });
        window = new FrameFixture(main);
        window.robot().settings().delayBetweenEvents(ROBOT_DELAY_MS);
        // The robot's events are in AWT's queue once its call returns (RobotInputExtension), so its
        // wait for the queue needs no pause for Cacio's event pump first (docs/testing.md, "Waiting").
        window.robot().settings().eventPostingDelay(ROBOT_DELAY_MS);
        // Caciocavallo's screen is 1024x768 unless cacio.managed.screensize says otherwise. Shown here
        // and waited for as long as any other wait: AssertJ Swing's own show() gives a window 20 s,
        // which a loaded machine (load average near 30) ran out of before the first paint.
        GuiActionRunner.execute(() -> {
            main.setSize(new Dimension(1024, 760));
            main.setVisible(true);
        });
        waitUntil("the window shows", () -> edt(main::isShowing));
        window.robot().waitForIdle();
        window.moveTo(new Point(0, 0));
        fit();
    }

    /** How the window is started: its files in the test's home, the font pinned to 13 (docs/testing.md). */
    protected Options options() {
        return Options.in(home).withFontSize(13);
    }

    /** How the window reads the files it opens: the program's own reading, unless a test class fails it on purpose. */
    protected ScenarioIO.Opening opening() {
        return ScenarioIO::open;
    }

    /** What a test class remembers in the settings before the window is made, as an earlier run would have: nothing here. */
    protected void beforeStarting(Settings settings) {
    }

    /** What a test class does with the window before it is shown (on the event thread): nothing here. */
    protected void beforeShowing(MainWindow w) {
    }

    @AfterEach
    void closeWindow() {
        if (main != null) {
            // Disposing also drops the window's language listeners (a test may leave unsaved work,
            // which closing as the user does would ask about).
            GuiActionRunner.execute(() -> main.dispose());
        }
        if (window != null) {
            window.cleanUp();
        }
        settings.removeAll();
    }

    protected <T> T edt(Supplier<T> s) {
        return GuiActionRunner.execute(s::get);
    }

    protected Scenario scenario() {
        return edt(() -> main.document().scenario());
    }

    /** The open document's lesson: its game and what its author wrote about it. */
    protected Lesson docLesson() {
        return edt(() -> main.document().lesson());
    }

    BoardView board() {
        return main.boardView();
    }

    void fit() {
        GuiActionRunner.execute(() -> board().fitBoard());
    }

    /** Clicks a palette button, scrolling the palette to it first. */
    void arm(String button) {
        javax.swing.JToggleButton b = window.toggleButton(button).target();
        GuiActionRunner.execute(() -> b.scrollRectToVisible(new java.awt.Rectangle(0, 0, b.getWidth(), b.getHeight())));
        window.toggleButton(button).click();
    }

    /** Scrolls a named component into view (the inspector is long, the bottom dock low). */
    void visible(String name) {
        javax.swing.JComponent c = window.robot().finder().findByName(main, name, javax.swing.JComponent.class, true);
        GuiActionRunner.execute(() -> c.scrollRectToVisible(new java.awt.Rectangle(0, 0, c.getWidth(), c.getHeight())));
    }

    /** Clicks the middle of a board cell. */
    void clickCell(int x, int y) {
        Point p = edt(() -> board().cellPoint(new Pos(x, y)));
        window.robot().click(board(), p);
    }

    /** Clicks where a figure on segment {@code segment} of the tile at (x, y) would stand. */
    void clickSegment(int x, int y, int segment) {
        Point p = edt(() -> board().segmentPoint(new Pos(x, y), segment));
        window.robot().click(board(), p);
    }

    void key(int code) {
        focusHandedBack();
        // Where the focus is, when it is in the window: the frame fixture's press first asks for the
        // window's own focus, which the window hands on (to the board, after a dialog), and AssertJ
        // Swing's wait for it could run out on a loaded machine (as ctrl did, docs/testing.md).
        boolean inside = edt(() -> {
            Component owner = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
            return owner != null && SwingUtilities.getWindowAncestor(owner) == main;
        });
        if (inside) {
            window.robot().pressAndReleaseKey(code);
            window.robot().waitForIdle();
        } else {
            window.pressAndReleaseKey(KeyPressInfo.keyCode(code));
        }
    }

    /**
     * Waits until the keyboard focus is on a component that shows, or on none. A dialog that has just
     * closed (a file chooser's Cancel) can still own the focus for a moment while the window takes it
     * back; AssertJ Swing's key press first focuses the window and gives up if that moment outlasts its
     * own short wait, which on a loaded machine it did (AccessibleNamesGuiTest, KeysAndWordsTest).
     */
    void focusHandedBack() {
        // Which component kept the focus, named in the time-out: once in a whole suite's run it
        // stayed on one that did not show for the whole wait after the new game's dialog.
        String[] held = {""};
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition(
                "the keyboard focus is back on something that shows") {
            @Override
            public boolean test() {
                return edt(() -> {
                    Component owner = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
                    held[0] = owner == null ? "" : " (held by " + owner.getClass().getName() + " \"" + owner.getName()
                            + "\" in " + javax.swing.SwingUtilities.getWindowAncestor(owner) + ")";
                    return owner == null || owner.isShowing();
                });
            }

            @Override
            protected String descriptionAddendum() {
                return held[0];
            }
        }, org.assertj.swing.timing.Timeout.timeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS));
    }

    /** A key pressed on the board itself (it takes the focus first, as after a click). */
    void boardKey(int code) {
        window.panel("board").pressAndReleaseKey(KeyPressInfo.keyCode(code));
    }

    @SuppressWarnings("deprecation")
    void ctrl(int code) {
        // Where the focus is, as a user presses it (shortcut): AssertJ Swing's own press first asked
        // for the window's focus and waited in vain once the window had handed it on (docs/testing.md).
        shortcut(code, false);
    }

    /**
     * Ctrl and {@code code} pressed where the keyboard focus is, as a user presses a shortcut. The frame
     * fixture's own press ({@link #ctrl}) first asks for the window's focus; after a file dialog, or once
     * a lesson is open, the window hands the focus on to the board after such a request, and AssertJ
     * Swing's wait for it ran out (docs/testing.md).
     */
    @SuppressWarnings("deprecation")
    void shortcut(int code, boolean shift) {
        focusHandedBack();
        window.robot().pressAndReleaseKey(code, InputEvent.CTRL_MASK | (shift ? InputEvent.SHIFT_MASK : 0));
        window.robot().waitForIdle();
    }

    @SuppressWarnings("deprecation")
    void ctrlShift(int code) {
        shortcut(code, true);
    }

    /**
     * The new-game dialog's remembered choices for a seeded learning game: Anna at this computer
     * against a beginner, the computer's turns at once; the dialog opens with them.
     */
    protected void rememberSeededGameAgainstABeginner(long seed) {
        settings.setChoice("game.player.0.kind", "person");
        settings.setChoice("game.player.0.name", "Anna");
        settings.setChoice("game.player.1.kind", "beginner");
        settings.setChoice("game.order", "seeded");
        settings.setChoice("game.seed", Long.toString(seed));
        settings.setChoice("game.learning", "true");
        settings.setChoice("game.pace", "instant");
    }

    /** Lesson {@code name} opened in learn mode: its timeline, or null (noted in {@code out}) when it did not resolve. */
    kudde.tutor.Timeline learned(String name, java.util.List<String> out) {
        edt(() -> {
            main.learnLesson(name);
            return null;
        });
        settle();
        kudde.tutor.Timeline t = edt(() -> main.tutor().tutor().timeline());
        if (t == null) {
            out.add(name + ": not resolved");
        }
        return t;
    }

    String status() {
        return edt(() -> main.statusBar().message());
    }

    /**
     * The file chooser the window opens, once it shows: it comes up after the menu's event has run, so a
     * test waits for it rather than counting on the robot's pauses (docs/testing.md, "Waiting").
     */
    protected org.assertj.swing.fixture.JFileChooserFixture chooser() {
        return org.assertj.swing.finder.JFileChooserFinder.findFileChooser("file.chooser")
                .withTimeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS).using(window.robot());
    }

    /**
     * A second window in this JVM, made after the test's with settings of its own (in a folder of the
     * test's home) that speak {@code language}, shown at 900 x 700; the test closes it with
     * {@link #close(FrameFixture)}.
     */
    protected FrameFixture secondWindow(String language) {
        Path otherHome = home.resolve("other");
        Settings otherSettings = new Settings(otherHome.resolve("settings.properties"));
        otherSettings.setLanguage(language);
        MainWindow w = GuiActionRunner.execute(() -> App.create(otherSettings, new Autosave(otherHome.resolve("autosave")),
                Options.in(otherHome).withFontSize(13), ScenarioIO::open));
        FrameFixture f = new FrameFixture(window.robot(), w);
        GuiActionRunner.execute(() -> {
            w.setSize(new Dimension(900, 700));
            w.setVisible(true);
        });
        waitUntil("the second window shows", () -> edt(w::isShowing));
        return f;
    }

    /** Closes a window of {@link #secondWindow}. */
    protected void close(FrameFixture second) {
        GuiActionRunner.execute(() -> second.target().dispose());
        second.cleanUp();
    }

    /** Clicks Cancel of {@code fc}, a file chooser of this test's window. */
    protected void cancel(org.assertj.swing.fixture.JFileChooserFixture fc) {
        cancel(fc, edt(main::texts));
    }

    /**
     * Clicks Cancel of {@code fc}, a file chooser of the window that speaks {@code texts}. AssertJ
     * Swing's own {@code cancel()} looks for the button by the text in {@code UIManager}, which is
     * Swing's English: a window's chooser has the window's words (kudde.ui.kit.SwingTexts).
     */
    protected void cancel(org.assertj.swing.fixture.JFileChooserFixture fc, kudde.ui.kit.Strings texts) {
        String cancel = edt(() -> texts.get("swing.FileChooser.cancelButtonText"));
        javax.swing.JButton button = window.robot().finder().find(fc.target(),
                org.assertj.swing.core.matcher.JButtonMatcher.withText(cancel).andShowing());
        new org.assertj.swing.fixture.JButtonFixture(window.robot(), button).click();
    }

    /**
     * Waits until {@code holds}, asked on the test's thread, is true (work done in the background lands
     * later); a condition that reads the window wraps itself in {@link #edt}. A component the condition
     * looks up and does not find yet (a list shown once work in the background is done) means "not
     * yet": the wait goes on, and if it runs out it names the component last missed.
     */
    protected void waitUntil(String what, java.util.function.BooleanSupplier holds) {
        org.assertj.swing.timing.Pause.pause(new org.assertj.swing.timing.Condition(what) {
            private String missing = "";

            @Override
            public boolean test() {
                try {
                    return holds.getAsBoolean();
                } catch (org.assertj.swing.exception.ComponentLookupException e) {
                    String message = String.valueOf(e.getMessage()).strip();
                    int end = message.indexOf('\n');
                    missing = " (not found: " + (end < 0 ? message : message.substring(0, end)) + ")";
                    return false;
                }
            }

            @Override
            protected String descriptionAddendum() {
                return missing;
            }
        }, org.assertj.swing.timing.Timeout.timeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS));
    }

    /**
     * Waits until the event thread has nothing left to do after work handed to it with {@link #edt}
     * (and what that work queued in turn), as after robot input: the robot's wait has no pause first
     * (its posting delay is the delay between events, see {@link #openWindow}).
     */
    protected void settle() {
        window.robot().waitForIdle();
        // The odds of a tending choice come in from the background and lay the side out again: a
        // layout test that looked before they were in saw their lines squeezed (LargeTextWindowGuiTest
        // in the whole suite's run, "oddsGrow … is 64 high of 96").
        waitUntil("the odds are worked out", () -> edt(() -> !main.tutor().tutor().oddsWorking()));
        window.robot().waitForIdle();
    }

    /**
     * View ▸ Text size ▸ {@code percent}, with the item's own click (in the test window the submenu
     * opens only once, docs/accessibility.md), then settled.
     */
    protected void textSize(String percent) {
        javax.swing.AbstractButton item = window.menuItem("menu.view.textSize." + percent).target();
        edt(() -> {
            item.doClick();
            return null;
        });
        settle();
    }

    /** Waits for the status bar to say {@code text}, as after a file opened or saved in the background. */
    protected void awaitStatus(String text) {
        waitUntil("the status bar says \"" + text + "\"", () -> edt(() -> text.equals(main.statusBar().message())));
    }

    /**
     * The robot's pause between two events (AssertJ Swing's default is 60 ms, which made typing a
     * lesson's texts take most of a minute). What the window does after an event is waited for by
     * condition ({@link #waitUntil}), never by this pause.
     */
    static final int ROBOT_DELAY_MS = 10;

    /** Long enough for a loaded machine; a condition that holds returns at once. */
    static final int WAIT_SECONDS = 60;

    static void assertFileExists(Path p) {
        assertThat(Files.isRegularFile(p)).as("%s exists", p).isTrue();
    }

    static final int R = KeyEvent.VK_R;
}

package kudde.ui;

import java.awt.Dimension;
import java.awt.Point;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import javax.swing.JToggleButton;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;

/**
 * Child process for {@link AutosaveKillTest}: opens the real main window on Caciocavallo's virtual
 * screen, places two tiles with the robot (palette button, then a click on the board cell, as a
 * user does), waits until the window's own autosave timer has written them to
 * {@code autosave-PID.json} in the folder given as the only argument, prints {@link #READY} and
 * then waits to be killed. It never exits cleanly on its own (a clean exit would remove the
 * autosave): if the parent goes away (standard input closes) or after five minutes it halts.
 */
public final class CrashHarness {
    static final String READY = "READY";
    /** The edit the parent must find again: these two placements, in this order. */
    static final List<String> TILES = List.of("base/D", "base/U");

    private CrashHarness() {
    }

    public static void main(String[] args) throws Exception {
        // What CacioExtension does for a test JVM: its static initialiser swaps in the virtual screen.
        Class.forName("com.github.caciocavallosilano.cacio.ctc.junit.CacioExtension", true,
                CrashHarness.class.getClassLoader());
        ThreadCheckExtension.install();
        Path dir = Paths.get(args[0]);
        // The settings file lies in the temporary home the parent passed as user.home.
        Settings settings = new Settings(Paths.get(System.getProperty("user.home"), Settings.FILE));
        MainWindow main = GuiActionRunner.execute(() -> {
            return App.create(settings, new Autosave(dir), new Options(dir, false, 13, null, null,
                    Integer.getInteger("kudde.autosaveSeconds", 10), false));
        });
        FrameFixture window = new FrameFixture(BasicRobot.robotWithCurrentAwtHierarchy(), main);
        window.show(new Dimension(1024, 760));
        window.moveTo(new Point(0, 0));
        GuiActionRunner.execute(() -> main.boardView().fitBoard());

        for (int i = 0; i < TILES.size(); i++) {
            JToggleButton b = window.toggleButton("tile:" + TILES.get(i)).target();
            GuiActionRunner.execute(() -> b.scrollRectToVisible(new java.awt.Rectangle(0, 0, b.getWidth(), b.getHeight())));
            window.toggleButton("tile:" + TILES.get(i)).click();
            Pos at = new Pos(i, 0);
            Point p = GuiActionRunner.execute(() -> main.boardView().cellPoint(at));
            window.robot().click(main.boardView(), p);
        }
        if (!GuiActionRunner.execute(() -> hasTheEdit(main.document().scenario()))) {
            fail("the clicks did not place the tiles: " + GuiActionRunner.execute(() -> main.document().scenario().board()));
        }

        // Wait for the timer (kudde.autosaveSeconds) to write this process's copy; do not call it.
        Path json = dir.resolve("autosave-" + ProcessHandle.current().pid() + ".json");
        long deadline = System.nanoTime() + 40_000_000_000L;
        while (!hasTheEdit(json)) {
            if (System.nanoTime() > deadline) {
                fail("no autosave with the edit at " + json);
            }
            Thread.sleep(50);
        }
        System.out.println(READY);
        System.out.flush();

        Thread stop = new Thread(() -> {
            try {
                Thread.sleep(300_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Runtime.getRuntime().halt(3);
        });
        stop.setDaemon(true);
        stop.start();
        while (System.in.read() >= 0) {
            // the parent never writes; end of input means it is gone
        }
        Runtime.getRuntime().halt(2);
    }

    static boolean hasTheEdit(Scenario s) {
        List<TilePlacement> board = s.board();
        if (board.size() != TILES.size()) {
            return false;
        }
        for (int i = 0; i < TILES.size(); i++) {
            if (!board.get(i).tile().id().equals(TILES.get(i)) || !board.get(i).at().equals(new Pos(i, 0))) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasTheEdit(Path json) {
        if (!Files.isRegularFile(json)) {
            return false;
        }
        try {
            return hasTheEdit(ScenarioIO.open(json, Strings.ENGLISH).game());
        } catch (Exception e) {
            // Saving is atomic, so this should not happen; the test fails on the time-out if it persists.
            System.err.println("autosave not readable yet: " + e);
            return false;
        }
    }

    private static void fail(String why) {
        System.err.println("CrashHarness: " + why);
        System.out.println("FAILED " + why);
        System.out.flush();
        Runtime.getRuntime().halt(1);
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.assertj.core.api.Assertions.tuple;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import kudde.engine.model.Pos;
import kudde.engine.model.TilePlacement;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.junit.jupiter.api.Test;

/**
 * Robustness target 4 (docs/testing.md), "No lost work", end to end: a real window in another JVM ({@link
 * CrashHarness}) places two tiles, its autosave timer writes them, and it is killed with SIGKILL,
 * so nothing of its own clean-up runs. The next window offers the work back with its real dialog;
 * accepting restores the two tiles as unsaved work, and the dead process's copy is gone.
 */
@GuiTest
class AutosaveKillTest extends WindowTest {
    private static final long READY_SECONDS = 60;

    @Test
    void workOfAWindowKilledWithSigkillIsOfferedBackAndRestored() throws Exception {
        Path dir = home.resolve("autosave");
        Path err = home.resolve("child-stderr.txt");
        Process child = startChild(dir, err);
        try {
            awaitReady(child, err);
        } catch (AssertionError | RuntimeException e) {
            child.destroyForcibly();
            throw e;
        }
        Path childCopy = dir.resolve("autosave-" + child.pid() + ".json");
        assertThat(ScenarioIO.open(childCopy, Strings.ENGLISH).game()).matches(CrashHarness::hasTheEdit, "holds the two tiles");

        child.destroyForcibly();
        assertThat(child.waitFor(20, TimeUnit.SECONDS)).as("the child died").isTrue();
        // 128 + 9: killed by SIGKILL, so no clean exit (which would remove the copy) ran.
        assertThat(child.exitValue()).as("exit status of the killed child").isEqualTo(137);
        assertThat(childCopy).as("the autosave survives the kill").isRegularFile();
        assertThat(new Autosave(dir).leftovers()).extracting(Autosave.Found::json).containsExactly(childCopy);

        // What App.start does once the window is shown.
        GuiActionRunner.execute(() -> SwingUtilities.invokeLater(() -> main.files().offerRestore()));
        JOptionPaneFixture offer = window.optionPane();
        offer.requireTitle("Restore unsaved work?");
        offer.requireMessage(Pattern.compile(
                "(?s)Kudde did not close properly last time\\.\\nRestore the unsaved work on Untitled from .+\\?"));
        offer.buttonWithText("Restore").click();

        kudde.lesson.Lesson restored = docLesson();
        assertThat(restored.game().board()).extracting(t -> t.tile().id(), TilePlacement::at)
                .containsExactly(tuple("base/D", new Pos(0, 0)),
                        tuple("base/U", new Pos(1, 0)));
        assertThat(edt(() -> main.document().dirty())).as("restored work is unsaved").isTrue();
        awaitStatus("Restored the unsaved work; save it to keep it");
        // The dead process's copy is gone; the work now lives in this window's own autosave.
        assertThat(childCopy).doesNotExist();
        assertThat(dir.resolve("autosave-" + child.pid() + ".properties")).doesNotExist();
        assertThat(new Autosave(dir).leftovers()).isEmpty();
        Path ownCopy = dir.resolve("autosave-" + ProcessHandle.current().pid() + ".json");
        assertThat(ScenarioIO.open(ownCopy, Strings.ENGLISH)).isEqualTo(restored);
    }

    /** The same java, class path and Caciocavallo flags as this JVM, with its own home and preferences. */
    private Process startChild(Path dir, Path err) throws IOException {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-Xshare:auto", "-XX:TieredStopAtLevel=1"));
        // Surefire's argLine (pom.xml): -Djava.awt.headless=false and the --add-exports/--add-opens for Cacio.
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("--add-exports") || a.startsWith("--add-opens") || a.startsWith("-Djava.awt.headless")) {
                cmd.add(a);
            }
        }
        Path userHome = home.resolve("child-home");
        Files.createDirectories(userHome);
        cmd.addAll(List.of(
                // Cacio's extension installs a Byte Buddy agent into its own JVM.
                "-Djdk.attach.allowAttachSelf=true",
                // Nothing may touch the real ~/.kudde or the real settings.
                "-Duser.home=" + userHome,
                "-Dkudde.home=" + dir,
                "-Dkudde.autosaveSeconds=1",
                "-cp", System.getProperty("java.class.path") + File.pathSeparator
                        + System.getProperty("surefire.test.class.path", ""),
                CrashHarness.class.getName(), dir.toString()));
        return new ProcessBuilder(cmd).redirectError(err.toFile()).start();
    }

    private static void awaitReady(Process child, Path err) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                String l;
                while ((l = out.readLine()) != null) {
                    if (l.equals(CrashHarness.READY) || l.startsWith("FAILED")) {
                        return l;
                    }
                }
                return "(the child's output ended)";
            } catch (IOException e) {
                return e.toString();
            }
        });
        String got;
        try {
            got = line.get(READY_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            got = "(no " + CrashHarness.READY + " within " + READY_SECONDS + " s)";
        }
        if (!got.equals(CrashHarness.READY)) {
            child.destroyForcibly();
            child.waitFor(10, TimeUnit.SECONDS);
            fail("child did not get ready: %s%n--- its standard error ---%n%s", got,
                    Files.isRegularFile(err) ? Files.readString(err) : "(none)");
        }
    }
}

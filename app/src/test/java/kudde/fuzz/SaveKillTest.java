package kudde.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.tile.Catalogue;
import kudde.robust.Seeds;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/**
 * No lost work: a JVM saving over one file again and again is killed with SIGKILL at a random
 * moment, 30 times in the suite; the file must always be one complete version, old or new, byte for
 * byte. Each kill is the same proof again at another moment: a save that writes over the file as
 * it goes (a buffered writer on the target) failed at the first kill. {@code -Dkudde.longRuns} (any
 * value but false) kills 100 times; {@code -Dkudde.saveKills=N}, N times (docs/testing.md, "Long
 * runs and seeds").
 */
@Tag("slow")
class SaveKillTest {
    private static final int KILLS = Integer.getInteger("kudde.saveKills", longRun(System.getProperty("kudde.longRuns")) ? 100 : 30);

    private static boolean longRun(String v) {
        return v != null && !v.isBlank() && !v.equals("false");
    }

    /** Two versions of a 2,500-tile scenario (about 100 KB), so a save takes a while to write. */
    static Lesson version(int v) {
        List<TilePlacement> board = new ArrayList<>();
        for (int i = 0; i < 2500; i++) {
            board.add(new TilePlacement(Catalogue.standard().byId("base/B"), new Pos(i % 50, i / 50), 90 * (i % 4)));
        }
        return Lesson.of(Scenario.blank().withPlayers(List.of(new PlayerSetup("red", "Anna", v, null))).withBoard(board))
                .withTitle(Map.of("en", "version " + v, "nl", "versie " + v));
    }

    @Test
    void aSaveKilledAtAnyMomentLeavesTheOldOrTheNewFile(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("lesson.json");
        byte[][] versions = {
            ScenarioWriter.write(version(0)).getBytes(StandardCharsets.UTF_8),
            ScenarioWriter.write(version(1)).getBytes(StandardCharsets.UTF_8)};
        String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long seed = Seeds.base(7L);
        Random rnd = new Random(seed);
        Path childErr = dir.resolve("child.err");
        int[] seen = new int[2];
        for (int i = 0; i < KILLS; i++) {
            // The child's standard error goes to a file: a JVM warning there (JAVA_TOOL_OPTIONS
            // picked up, a deprecated flag) is no failure, only shown when the child does not start.
            ProcessBuilder child = new ProcessBuilder(javaBin, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp",
                    System.getProperty("java.class.path") + File.pathSeparator + System.getProperty("surefire.test.class.path", ""),
                    SaveLoop.class.getName(), target.toString())
                    .redirectError(childErr.toFile());
            if (i % 2 == 0) {
                // Every other child prints "Picked up JAVA_TOOL_OPTIONS: …" first, as on a machine that sets it.
                child.environment().put("JAVA_TOOL_OPTIONS", "-Dkudde.child=" + i);
            }
            Process p = child.start();
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            while (line != null && !line.equals("ready")) {
                line = out.readLine();  // whatever a JVM prints on standard output before the child's own line
            }
            assertThat(line).as("child started (kill %d, seed %d); its standard error: %s", i, seed,
                    Files.exists(childErr) ? Files.readString(childErr) : "").isEqualTo("ready");
            // Kill while save n is being written (or just after): n is drawn, never waited out on
            // a clock, so on a loaded machine the kill still falls among the saves, of either version.
            int n = 1 + rnd.nextInt(4);
            while (line != null && !line.equals("saving " + n)) {
                line = out.readLine();
            }
            assertThat(line).as("child reached save %d (kill %d, seed %d)", n, i, seed).isNotNull();
            Thread.sleep(rnd.nextInt(20));
            p.destroyForcibly();
            assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
            byte[] now = Files.readAllBytes(target);
            int which = Arrays.equals(now, versions[0]) ? 0 : Arrays.equals(now, versions[1]) ? 1 : -1;
            assertThat(which).as("kill %d left a file that is neither version (%d bytes)", i, now.length)
                    .isNotNegative();
            seen[which]++;
            ScenarioReader.read(target);
        }
        // Both versions were caught on disk: the kills really landed while saving was going on
        // (each kill follows save n of a drawn n, half of them odd, so one version alone is about
        // as likely as 30 coin tosses all landing the same way, 2 in a billion).
        assertThat(seen[0]).isPositive();
        assertThat(seen[1]).isPositive();
    }
}

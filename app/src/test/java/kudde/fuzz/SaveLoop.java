package kudde.fuzz;

import java.nio.file.Path;
import java.nio.file.Paths;
import kudde.engine.model.Scenario;
import kudde.scenario.ScenarioFiles;
import kudde.lesson.Lesson;

/**
 * Child process for {@link SaveKillTest}: saves two versions of a scenario over one file, in
 * turn, until it is killed. Prints "ready" once the first save is done, and "saving N" as save N
 * begins (version N mod 2), so the test can kill it while a save is under way, however slow the
 * machine.
 */
public final class SaveLoop {
    private SaveLoop() {
    }

    public static void main(String[] args) throws Exception {
        Path target = Paths.get(args[0]);
        Lesson[] versions = {SaveKillTest.version(0), SaveKillTest.version(1)};
        ScenarioFiles.save(target, versions[0]);
        System.out.println("ready");
        System.out.flush();
        for (int i = 1; ; i++) {
            System.out.println("saving " + i);
            System.out.flush();
            ScenarioFiles.save(target, versions[i & 1]);
        }
    }
}

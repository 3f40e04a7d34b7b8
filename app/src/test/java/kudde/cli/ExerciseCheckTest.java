package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** check searches every exercise: no solution fails the file, and a pass says how many there are. */
class ExerciseCheckTest {
    @TempDir
    Path dir;

    @Test
    void aPassSaysHowManySolutionsEachExerciseHas() {
        CliTest.Run r = CliTest.run("check", Scenarios.directory().resolve("exercises/02-grow-the-flock.json").toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).matches("(?s)PASS .*02-grow-the-flock.json \\(exercises: \\d+ solutions of \\d+\\)\\n");
    }

    @Test
    void anExerciseWithoutASolutionFailsTheFile() throws Exception {
        String json = Files.readString(Scenarios.directory().resolve("exercises/03-guide-for-points.json"))
                .replace("\"atLeast\": 5", "\"atLeast\": 6");
        Path f = dir.resolve("impossible.json");
        Files.writeString(f, json);
        CliTest.Run r = CliTest.run("check", f.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).startsWith("FAIL " + f + ": exercises[0]: no legal move of red with base/V reaches the goal (")
                .contains("legal moves tried)");
    }

    @Test
    void aStaysGoalWhoseFigureScoredBeforeTheExerciseFailsTheFile() throws Exception {
        // base/07: Anna's follower closes the city at once in turn 1 and goes back (B4), so after that
        // turn she has no follower left for "keep your follower on the board" to judge.
        String json = Files.readString(Scenarios.directory().resolve("base/07-score-and-return-at-once.json"));
        json = json.substring(0, json.lastIndexOf('}')) + ", \"exercises\": [{\"after\": 1, \"player\": \"blue\","
                + " \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"stays\", \"player\": \"red\", \"figure\": \"follower\"}}]}";
        Path f = dir.resolve("nothing-to-keep.json");
        Files.writeString(f, json);
        CliTest.Run r = CliTest.run("check", f.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).startsWith("FAIL " + f + ": exercises[0]: the stays goal has nothing to keep: red has no follower"
                + " on the board when the exercise starts");
    }

    @Test
    void aStaysGoalForAFigureThePlayerNeverHadIsAReadingError() throws Exception {
        // exercises/04 keeps Anna's shepherd on the board; Bram has no shepherd in the set-up and no
        // earlier turn places one, so "Bram's shepherd stays" would be met by any move: the file is
        // refused as it is read, with its own message, not searched for a move that "reaches" it.
        String json = Files.readString(Scenarios.directory().resolve("exercises/04-keep-away-from-the-wolf.json"))
                .replace("\"goal\": {\"kind\": \"stays\", \"player\": \"red\"", "\"goal\": {\"kind\": \"stays\", \"player\": \"blue\"");
        assertThat(json).contains("\"kind\": \"stays\", \"player\": \"blue\"");
        Path f = dir.resolve("keeps-nothing.json");
        Files.writeString(f, json);
        for (String command : new String[] {"validate", "check"}) {
            CliTest.Run r = CliTest.run(command, f.toString());
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.out() + r.err()).as(command).contains("exercises[0].goal.figure")
                    .contains("a stays goal keeps the shepherd of blue on the board, but blue has no shepherd there when the"
                            + " exercise starts")
                    .doesNotContain("no legal move");
        }
    }
}

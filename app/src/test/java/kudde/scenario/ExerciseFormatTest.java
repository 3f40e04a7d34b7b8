package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/** Exercises read strictly, written back, and files without them unchanged. */
class ExerciseFormatTest {
    @TempDir
    Path dir;

    private static final String BASE = "{\"format\": \"kudde-scenario/1\","
            + "\"players\": [{\"id\": \"red\", \"name\": \"Anna\"}, {\"id\": \"blue\", \"name\": \"Bram\"}],"
            + "\"board\": [{\"tile\": \"base/D\", \"at\": [0, 0]}, {\"tile\": \"base/U\", \"at\": [1, 0]}],"
            + "\"figures\": [{\"kind\": \"shepherd\", \"player\": \"red\", \"at\": [1, 0], \"on\": \"field:NNW\", \"sheep\": [2, 3]}],"
            + "\"exercises\": [%s]}";

    private Path write(String json) throws Exception {
        Path p = dir.resolve("x.json");
        Files.writeString(p, json);
        return p;
    }

    private Path exercise(String body) throws Exception {
        return write(String.format(BASE, body));
    }

    @Test
    void anExerciseIsReadAndWrittenBackUnchanged() throws Exception {
        Path p = exercise("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\", \"base/V\"],"
                + "\"goal\": {\"kind\": \"points\", \"player\": \"red\", \"atLeast\": 5, \"atMost\": 9, \"atEnd\": true},"
                + "\"ask\": {\"en\": \"Score\", \"nl\": \"Scoor\"},"
                + "\"hints\": [{\"rule\": \"S7\", \"look\": {\"en\": \"Look\", \"nl\": \"Kijk\"}}]}");
        Lesson s = ScenarioReader.read(p);
        LessonExercise e = s.exercises().get(0);
        assertThat(e.tiles()).extracting(t -> t.id()).containsExactly("base/U", "base/V");
        assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.POINTS);
        assertThat(e.goal().atLeast()).isEqualTo(5);
        assertThat(e.goal().atMost()).isEqualTo(9);
        assertThat(e.goal().atEnd()).isTrue();
        assertThat(e.hints()).singleElement().satisfies(h -> assertThat(h.look()).containsEntry("nl", "Kijk"));
        String once = ScenarioWriter.write(s);
        Lesson again = ScenarioReader.read(write(once));
        assertThat(again.exercises()).isEqualTo(s.exercises());
        assertThat(ScenarioWriter.write(again)).isEqualTo(once);
        assertThat(once).contains("\"exercises\": [");
    }

    @Test
    void aFileWithoutExercisesIsWrittenWithoutTheField() throws Exception {
        Lesson s = ScenarioReader.read(write(String.format(BASE, "").replace(",\"exercises\": []", "")));
        assertThat(s.exercises()).isEmpty();
        assertThat(ScenarioWriter.write(s)).doesNotContain("exercises");
    }

    @Test
    void everyGoalKindRoundTrips() throws Exception {
        for (String goal : new String[] {
            "{\"kind\": \"returns\", \"player\": \"red\", \"figure\": \"shepherd\"}",
            "{\"kind\": \"stays\", \"player\": \"red\", \"figure\": \"shepherd\"}",
            "{\"kind\": \"fields-merge\"}",
            "{\"kind\": \"scorers\", \"rule\": \"B4\", \"players\": [\"red\", \"blue\"]}",
            "{\"kind\": \"flock\", \"player\": \"red\", \"atMost\": 4}"}) {
            Lesson s = ScenarioReader.read(exercise("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": " + goal + "}"));
            Lesson again = ScenarioReader.read(write(ScenarioWriter.write(s)));
            assertThat(again.exercises()).as(goal).isEqualTo(s.exercises());
        }
    }

    private void refused(String body, String path, String words) throws Exception {
        Path p = exercise(body);
        assertThatThrownBy(() -> ScenarioReader.read(p)).isInstanceOf(ScenarioException.class)
                .satisfies(e -> assertThat(((ScenarioException) e).errors()).anySatisfy(err ->
                        assertThat(err.toString()).contains(path).contains(words)));
    }

    @Test
    void aStaysGoalWithAFigureToKeepIsRead() throws Exception {
        Lesson s = ScenarioReader.read(exercise("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"],"
                + " \"goal\": {\"kind\": \"stays\", \"player\": \"red\", \"figure\": \"shepherd\"}}"));
        assertThat(s.exercises()).singleElement().satisfies(e -> assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.STAYS));
    }

    @Test
    void badExercisesAreErrorsWithTheirPath() throws Exception {
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"win\"}}",
                "exercises[0].goal.kind", "win");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"points\", \"player\": \"red\"}}",
                "exercises[0].goal", "atLeast");
        refused("{\"after\": 0, \"player\": \"green\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"fields-merge\"}}",
                "exercises[0].player", "green");
        refused("{\"after\": -1, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"fields-merge\"}}",
                "exercises[0].after", "a number of the file's turns, from 0, not -1");
        refused("{\"after\": 3, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"fields-merge\"}}",
                "exercises[0].after", "3");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [], \"goal\": {\"kind\": \"fields-merge\"}}",
                "exercises[0].tiles", "one or two");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"fields-merge\"}, \"solution\": 1}",
                "exercises[0].solution", "unknown field");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"stays\", \"player\": \"red\", \"figure\": \"dragon\"}}",
                "exercises[0].goal.figure", "dragon");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"stays\", \"player\": \"blue\", \"figure\": \"shepherd\"}}",
                "exercises[0].goal.figure", "blue has no shepherd there when the exercise starts");
        refused("{\"after\": 0, \"player\": \"red\", \"tiles\": [\"base/U\"], \"goal\": {\"kind\": \"fields-merge\"}, \"hints\": [{\"rule\": \"Z1\"}]}",
                "exercises[0].hints[0].rule", "Z1");
    }
}

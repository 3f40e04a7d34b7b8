package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.errors;
import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/** The optional top-level "quiz" (docs/scenario-format.md, "quiz"): read, written back, checked. */
class ScenarioQuizTest {
    // Turn 0 carries a tending choice, so a grow-or-guide question may name it.
    private static final String TURNS = "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'flock': 'grow'}, {'endGame': true}],";

    private static String quiz(String questions) {
        return file(TURNS + " 'quiz': [" + questions + "],");
    }

    @Test
    void readsEveryKindOfQuestion() throws Exception {
        Lesson s = ScenarioReader.read(ScenarioReaderTest.json(quiz(
                "{'turn': 1, 'rule': 'B8', 'kind': 'scorers', 'ask': {'en': 'Who scores?', 'nl': 'Wie scoort?'}},"
                        + "{'turn': 1, 'rule': 'B8', 'kind': 'points', 'player': 'red'},"
                        + "{'turn': 0, 'rule': 'S7', 'kind': 'shepherd-returns', 'player': 'blue'},"
                        + "{'turn': 0, 'rule': 'S4', 'kind': 'grow-or-guide'}")));
        assertThat(s.quiz()).extracting(LessonQuestion::kind).containsExactly(Question.Kind.SCORERS, Question.Kind.POINTS,
                Question.Kind.SHEPHERD_RETURNS, Question.Kind.GROW_OR_GUIDE);
        LessonQuestion first = s.quiz().get(0);
        assertThat(first.turn()).isEqualTo(1);
        assertThat(first.rule()).isEqualTo(RuleId.B8);
        assertThat(first.player()).isNull();
        assertThat(first.ask()).containsEntry("nl", "Wie scoort?");
        assertThat(s.quiz().get(1).player()).isEqualTo("red");
    }

    @Test
    void aFileWithoutQuizHasNoQuestionsAndWritesNone() throws Exception {
        Lesson s = ScenarioReader.read(ScenarioReaderTest.json(file(TURNS)));
        assertThat(s.quiz()).isEmpty();
        assertThat(ScenarioWriter.write(s)).doesNotContain("quiz");
    }

    @Test
    void questionsRoundTrip() throws Exception {
        Lesson s = ScenarioReader.read(ScenarioReaderTest.json(quiz(
                "{'turn': 1, 'rule': 'B8', 'kind': 'points', 'player': 'red', 'ask': {'en': 'How many?', 'nl': 'Hoeveel?'}}")));
        String written = ScenarioWriter.write(s);
        assertThat(written).contains("\"quiz\": [").contains("\"kind\": \"points\"");
        assertThat(ScenarioReader.read(written).quiz()).isEqualTo(s.quiz());
    }

    @Test
    void everyLessonWithQuestionsRoundTripsThem() throws Exception {
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            assertThat(ScenarioReader.read(ScenarioWriter.write(s)).quiz()).as(f.toString()).isEqualTo(s.quiz());
        }
    }

    @Test
    void aGrowOrGuideQuestionNeedsATurnWithATendingChoice() {
        ScenarioError e = only(ScenarioReaderTest.json(quiz("{'turn': 1, 'rule': 'S10', 'kind': 'grow-or-guide'}")));
        assertThat(e.path()).isEqualTo("quiz[0].turn");
        assertThat(e.text()).contains("tending choice").contains("turn 1");
    }

    @Test
    void anUnknownKindIsNamed() {
        ScenarioError e = only(ScenarioReaderTest.json(quiz("{'turn': 0, 'rule': 'B1', 'kind': 'colour'}")));
        assertThat(e.path()).isEqualTo("quiz[0].kind");
        assertThat(e.text()).contains("colour").contains("grow-or-guide");
    }

    @Test
    void aPointsQuestionNeedsAPlayer() {
        ScenarioError e = only(ScenarioReaderTest.json(quiz("{'turn': 0, 'rule': 'B1', 'kind': 'points'}")));
        assertThat(e.path()).isEqualTo("quiz[0].player");
    }

    @Test
    void aQuestionNamesATurnAndAPlayerOfTheFile() {
        assertThat(errors(ScenarioReaderTest.json(quiz(
                "{'turn': 2, 'rule': 'B8', 'kind': 'points', 'player': 'green'}"))))
                .extracting(ScenarioError::path).containsExactlyInAnyOrder("quiz[0].turn", "quiz[0].player");
    }

    @Test
    void anUnknownFieldInAQuestionIsAnError() {
        ScenarioError e = only(ScenarioReaderTest.json(quiz("{'turn': 0, 'rule': 'B1', 'kind': 'scorers', 'answer': 3}")));
        assertThat(e.path()).isEqualTo("quiz[0].answer");
    }

    @Test
    void requiredFieldsAreNamed() {
        ScenarioError e = only(ScenarioReaderTest.json(quiz("{'turn': 0, 'kind': 'scorers'}")));
        assertThat(e.path()).isEqualTo("quiz[0].rule");
    }

    @Test
    void writtenFilesStayVersionOne(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Lesson s = ScenarioReader.read(ScenarioReaderTest.json(quiz("{'turn': 1, 'rule': 'B8', 'kind': 'scorers'}")));
        Path f = dir.resolve("q.json");
        Files.writeString(f, ScenarioWriter.write(s));
        assertThat(Files.readString(f)).contains("\"format\": \"kudde-scenario/1\"");
    }
}

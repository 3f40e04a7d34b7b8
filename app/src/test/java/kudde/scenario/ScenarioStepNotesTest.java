package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.errors;
import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;
import kudde.engine.model.StepRef;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** A lesson's step comments and board drawings: read strictly, judged, written back. */
class ScenarioStepNotesTest {
    private static final String TURNS = "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]}, {'endGame': true}],";
    private static final String COMMENT = "'comments': [{'turn': 0, 'rule': 'B1',"
            + " 'text': {'en': 'The road goes on.', 'nl': 'De weg loopt door.'}}],";
    private static final String DRAWING = "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': ["
            + "{'kind': 'arrow', 'colour': 'green', 'from': [0, 0], 'to': [1, 0]},"
            + " {'kind': 'ring', 'colour': 'red', 'at': [1, 0]},"
            + " {'kind': 'square', 'colour': 'blue', 'at': [2, 0]}]}],";

    @Test
    void commentsAndDrawingsAreReadWithTheirStep() throws Exception {
        Lesson s = ScenarioReader.read(file(TURNS + COMMENT + DRAWING));
        StepRef step = new StepRef(0, RuleId.B1);
        assertThat(s.comments()).containsExactly(
                new StepComment(step, java.util.Map.of("en", "The road goes on.", "nl", "De weg loopt door.")));
        assertThat(s.drawings()).hasSize(1);
        assertThat(s.drawings().get(0).step()).isEqualTo(step);
        assertThat(s.drawings().get(0).marks()).containsExactly(
                StepDrawing.Mark.arrow(new Pos(0, 0), new Pos(1, 0), StepDrawing.Colour.GREEN),
                StepDrawing.Mark.ring(new Pos(1, 0), StepDrawing.Colour.RED),
                StepDrawing.Mark.square(new Pos(2, 0), StepDrawing.Colour.BLUE));
    }

    @Test
    void theyRoundTripAfterEverythingElse() throws Exception {
        Lesson s = ScenarioReader.read(file(TURNS + COMMENT + DRAWING));
        String written = ScenarioWriter.write(s);
        assertThat(written.indexOf("\"turns\"")).isLessThan(written.indexOf("\"comments\""));
        assertThat(written.indexOf("\"comments\"")).isLessThan(written.indexOf("\"drawings\""));
        assertThat(written).contains("{\"turn\": 0, \"rule\": \"B1\", \"text\": {\"en\": \"The road goes on.\","
                + " \"nl\": \"De weg loopt door.\"}}");
        assertThat(written).contains("{\"kind\": \"arrow\", \"colour\": \"green\", \"from\": [0, 0], \"to\": [1, 0]}");
        Lesson again = ScenarioReader.read(written);
        assertThat(again).isEqualTo(s);
        assertThat(ScenarioWriter.write(again)).isEqualTo(written);
    }

    @Test
    void aFileWithoutThemIsWrittenExactlyAsBefore() throws Exception {
        Lesson s = ScenarioReader.read(file(TURNS));
        assertThat(s.comments()).isEmpty();
        assertThat(s.drawings()).isEmpty();
        String written = ScenarioWriter.write(s);
        assertThat(written).doesNotContain("comments").doesNotContain("drawings");
        Lesson noted = ScenarioReader.read(file(TURNS + COMMENT + DRAWING));
        assertThat(ScenarioWriter.write(noted.withComments(List.of()).withDrawings(List.of()))).isEqualTo(written);
    }

    @Test
    void aCommentNeedsTheSourceLanguageEveryOtherFallsBackTo() throws Exception {
        ScenarioError e = only(file(TURNS + "'comments': [{'turn': 0, 'rule': 'B1', 'text': {'nl': 'Alleen Nederlands.'}}],"));
        assertThat(e.path()).isEqualTo("comments[0].text");
        assertThat(e.text()).contains("in English").contains("\"en\" is missing");
        // English alone is read: a reader of another language gets it, marked as not translated.
        assertThat(ScenarioReader.read(file(TURNS + "'comments': [{'turn': 0, 'rule': 'B1', 'text': {'en': 'Only English.'}}],")).comments())
                .singleElement().satisfies(c -> assertThat(c.text()).containsOnlyKeys("en"));
    }

    @Test
    void anEmptyCommentIsAnErrorNamingItsLanguage() {
        ScenarioError e = only(file(TURNS + "'comments': [{'turn': 0, 'rule': 'B1', 'text': {'en': 'x', 'nl': '  '}}],"));
        assertThat(e.path()).isEqualTo("comments[0].text.nl");
        assertThat(e.text()).contains("empty");
    }

    @Test
    void aStepBeyondTheTurnsIsAnError() {
        ScenarioError e = only(file(TURNS + "'comments': [{'turn': 2, 'rule': 'B1', 'text': {'en': 'x', 'nl': 'y'}}],"));
        assertThat(e.path()).isEqualTo("comments[0].turn");
        assertThat(e.text()).contains("no turn 2").contains("2 turns");
    }

    @Test
    void aNegativeTurnOrUnknownRuleIsAnError() {
        assertThat(only(file(TURNS + "'comments': [{'turn': -1, 'rule': 'B1', 'text': {'en': 'x', 'nl': 'y'}}],"))
                .path()).isEqualTo("comments[0].turn");
        ScenarioError rule = only(file(TURNS + "'drawings': [{'turn': 0, 'rule': 'Z9', 'marks': "
                + "[{'kind': 'ring', 'colour': 'red', 'at': [0, 0]}]}],"));
        assertThat(rule.path()).isEqualTo("drawings[0].rule");
        assertThat(rule.text()).contains("Z9");
    }

    @Test
    void twoCommentsOnOneStepAreAnError() {
        ScenarioError e = only(file(TURNS + "'comments': [{'turn': 0, 'rule': 'B1', 'text': {'en': 'x', 'nl': 'y'}},"
                + " {'turn': 0, 'rule': 'B1', 'text': {'en': 'z', 'nl': 'w'}}],"));
        assertThat(e.path()).isEqualTo("comments[1]");
        assertThat(e.text()).contains("second comment").contains("B1").contains("turn 0");
    }

    @Test
    void anUnknownFieldIsAnErrorListingTheAllowedOnes() {
        ScenarioError e = errors(file(TURNS + "'comments': [{'turn': 0, 'rule': 'B1', 'txt': {'en': 'x', 'nl': 'y'}}],"))
                .get(0);
        assertThat(e.path()).isEqualTo("comments[0].txt");
        assertThat(e.text()).contains("turn").contains("rule").contains("text");
    }

    @Test
    void aMarkIsJudgedByKindColourAndPlace() {
        String start = TURNS + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [";
        ScenarioError kind = only(file(start + "{'kind': 'cross', 'colour': 'red', 'at': [0, 0]}]}],"));
        assertThat(kind.path()).isEqualTo("drawings[0].marks[0].kind");
        assertThat(kind.text()).contains("arrow, ring or square").contains("cross");
        ScenarioError colour = only(file(start + "{'kind': 'ring', 'colour': 'purple', 'at': [0, 0]}]}],"));
        assertThat(colour.path()).isEqualTo("drawings[0].marks[0].colour");
        assertThat(colour.text()).contains("green, red, blue or yellow").contains("purple");
        ScenarioError far = only(file(start + "{'kind': 'square', 'colour': 'red', 'at': [5, 5]}]}],"));
        assertThat(far.path()).isEqualTo("drawings[0].marks[0].at");
        assertThat(far.text()).contains("[5,5]").contains("after turn 0");
        ScenarioError farEnd = only(file(start + "{'kind': 'arrow', 'colour': 'red', 'from': [0, 0], 'to': [0, 7]}]}],"));
        assertThat(farEnd.path()).isEqualTo("drawings[0].marks[0].to");
    }

    @Test
    void anArrowRunsFromOnePlaceToAnother() {
        String start = TURNS + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [";
        ScenarioError same = only(file(start + "{'kind': 'arrow', 'colour': 'red', 'from': [1, 0], 'to': [1, 0]}]}],"));
        assertThat(same.path()).isEqualTo("drawings[0].marks[0].to");
        ScenarioError missing = only(file(start + "{'kind': 'arrow', 'colour': 'red', 'from': [1, 0]}]}],"));
        assertThat(missing.path()).isEqualTo("drawings[0].marks[0].to");
        ScenarioError wrong = only(file(start + "{'kind': 'ring', 'colour': 'red', 'at': [1, 0], 'to': [0, 0]}]}],"));
        assertThat(wrong.path()).isEqualTo("drawings[0].marks[0].to");
        assertThat(wrong.text()).contains("ring");
    }

    @Test
    void theSameMarkTwiceOrNoMarkIsAnError() {
        String start = TURNS + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [";
        ScenarioError twice = only(file(start + "{'kind': 'ring', 'colour': 'red', 'at': [1, 0]},"
                + " {'kind': 'ring', 'colour': 'blue', 'at': [1, 0]}]}],"));
        assertThat(twice.path()).isEqualTo("drawings[0].marks[1]");
        assertThat(twice.text()).contains("marks[0]");
        assertThat(only(file(start + "]}],")).path()).isEqualTo("drawings[0].marks");
    }

    @Test
    void aMarkOnATileOfALaterTurnIsTooFarAtAnEarlierStep() {
        // [2,0] is next to base/U laid in turn 0; [3,0] only next to the tile of a turn after it.
        String turns = "'board': [{'tile': 'base/D', 'at': [0, 0]}], 'turns': [{'player': 'red', 'tile': 'base/U',"
                + " 'at': [1, 0]}, {'player': 'blue', 'tile': 'base/U', 'at': [2, 0]}],";
        List<ScenarioError> e = errors(file(turns + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': ["
                + "{'kind': 'ring', 'colour': 'red', 'at': [2, 0]}, {'kind': 'ring', 'colour': 'red', 'at': [3, 0]}]}],"));
        assertThat(e).extracting(ScenarioError::path).containsExactly("drawings[0].marks[1].at");
    }

    @Test
    void everyBundledLessonRoundTripsItsNotes() throws Exception {
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            Lesson again = ScenarioReader.read(ScenarioWriter.write(s));
            assertThat(again.comments()).as(f.toString()).isEqualTo(s.comments());
            assertThat(again.drawings()).as(f.toString()).isEqualTo(s.drawings());
        }
    }
}

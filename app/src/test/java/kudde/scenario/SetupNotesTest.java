package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.errors;
import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing.Colour;
import kudde.lesson.StepDrawing.Mark;
import kudde.engine.model.StepRef;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * A comment and a drawing on the set-up, the position before the first step: named
 * {@code "setup": true} with no turn or rule, read strictly, written back the same.
 */
class SetupNotesTest {
    private static final String TURNS = "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]}, {'endGame': true}],";
    private static final String COMMENT = "'comments': [{'setup': true,"
            + " 'text': {'en': 'Look at the road.', 'nl': 'Kijk naar de weg.'}}],";
    private static final String DRAWING = "'drawings': [{'setup': true, 'marks': ["
            + "{'kind': 'arrow', 'colour': 'green', 'from': [0, 0], 'to': [1, 0]}]}],";

    @Test
    void aCommentAndADrawingOnTheSetUpAreReadAndWrittenBack() throws Exception {
        Lesson s = ScenarioReader.read(file(TURNS + COMMENT + DRAWING));
        assertThat(s.comments()).containsExactly(
                new StepComment(StepRef.SETUP, Map.of("en", "Look at the road.", "nl", "Kijk naar de weg.")));
        assertThat(s.drawings().get(0).step()).isEqualTo(StepRef.SETUP);
        assertThat(s.drawings().get(0).marks()).containsExactly(
                Mark.arrow(new Pos(0, 0), new Pos(1, 0), Colour.GREEN));
        String written = ScenarioWriter.write(s);
        assertThat(written).contains("{\"setup\": true, \"text\": {\"en\": \"Look at the road.\"")
                .contains("{\"setup\": true, \"marks\": [{\"kind\": \"arrow\"");
        assertThat(ScenarioReader.read(written)).isEqualTo(s);
        assertThat(ScenarioWriter.write(ScenarioReader.read(written))).isEqualTo(written);
    }

    @Test
    void aFileWithoutTurnsTakesSetUpNotesToo() throws Exception {
        Lesson s = ScenarioReader.read(file("'board': [{'tile': 'base/D', 'at': [0, 0]}]," + COMMENT));
        assertThat(s.comments()).hasSize(1);
    }

    @Test
    void theSetUpNamesNoStep() {
        ScenarioError turn = only(file(TURNS + "'comments': [{'setup': true, 'turn': 0,"
                + " 'text': {'en': 'x', 'nl': 'y'}}],"));
        assertThat(turn.path()).isEqualTo("comments[0].turn");
        assertThat(turn.text()).contains("set-up").contains("\"turn\"");
        ScenarioError no = only(file(TURNS + "'comments': [{'setup': false, 'text': {'en': 'x', 'nl': 'y'}}],"));
        assertThat(no.path()).isEqualTo("comments[0].setup");
        assertThat(no.text()).contains("turn and rule");
        ScenarioError neither = errors(file(TURNS + "'drawings': [{'marks': [{'kind': 'ring', 'colour': 'red',"
                + " 'at': [0, 0]}]}],")).get(0);
        assertThat(neither.path()).isEqualTo("drawings[0].turn");
    }

    @Test
    void oneCommentAndOneDrawingOnTheSetUp() {
        List<ScenarioError> e = errors(file(TURNS + "'comments': [{'setup': true, 'text': {'en': 'x', 'nl': 'y'}},"
                + " {'setup': true, 'text': {'en': 'z', 'nl': 'w'}}],"));
        assertThat(e).extracting(ScenarioError::path).containsExactly("comments[1]");
        assertThat(e.get(0).text()).contains("second comment on the set-up");
    }

    @Test
    void aMarkOnTheSetUpGoesOnItsBoard() {
        // [2,0] is next to the tile turn 0 lays, not to the set-up's.
        ScenarioError far = only(file(TURNS + "'drawings': [{'setup': true, 'marks': [{'kind': 'ring',"
                + " 'colour': 'red', 'at': [2, 0]}]}],"));
        assertThat(far.path()).isEqualTo("drawings[0].marks[0].at");
        assertThat(far.text()).contains("[2,0]").contains("in the set-up");
    }
}

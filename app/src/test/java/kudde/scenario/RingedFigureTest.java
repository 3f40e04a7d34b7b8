package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.errors;
import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepDrawing.Colour;
import kudde.engine.model.FigureName;
import kudde.lesson.StepDrawing.Mark;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * A ring round one figure of several on a tile: the mark's {@code figure} names it by kind,
 * player and location, as {@code figures} does; read strictly, judged against the tile at its step
 * (and at the set-up against the set-up's figures), written back.
 */
class RingedFigureTest {
    // base/D at [0,0]: a farmer of blue in the north field, a shepherd of red in the south field.
    private static final String SETUP = "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'figures': [{'kind': 'follower', 'player': 'blue', 'at': [0, 0], 'on': 'field:WNW'},"
            + " {'kind': 'shepherd', 'player': 'red', 'at': [0, 0], 'on': 'field:SSW'}],"
            + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]}, {'endGame': true}],";

    private static String ring(String figure) {
        return ring("[0, 0]", figure);
    }

    private static String ring(String at, String figure) {
        return SETUP + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [{'kind': 'ring', 'colour': 'red', 'at': "
                + at + ", 'figure': " + figure + "}]}],";
    }

    @Test
    void aRingNamesOneFigureOfTheTileAndIsWrittenBackAfterItsSquare() throws Exception {
        Lesson s = ScenarioReader.read(file(ring("{'kind': 'shepherd', 'player': 'red', 'on': 'field:SSW'}")));
        FigureName shepherd = new FigureName(FigureKind.SHEPHERD, "red", "field:SSW");
        assertThat(s.drawings().get(0).marks()).containsExactly(Mark.ring(new Pos(0, 0), shepherd, Colour.RED));
        String written = ScenarioWriter.write(s);
        assertThat(written).contains("{\"kind\": \"ring\", \"colour\": \"red\", \"at\": [0, 0], \"figure\":"
                + " {\"kind\": \"shepherd\", \"player\": \"red\", \"on\": \"field:SSW\"}}");
        assertThat(ScenarioReader.read(written)).isEqualTo(s);
        // A ring round the square and one round a figure on it are two marks, both allowed.
        Lesson both = ScenarioReader.read(file(SETUP + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': ["
                + "{'kind': 'ring', 'colour': 'red', 'at': [0, 0]}, {'kind': 'ring', 'colour': 'blue', 'at': [0, 0],"
                + " 'figure': {'kind': 'follower', 'player': 'blue', 'on': 'field:ENE'}}]}],"));
        assertThat(both.drawings().get(0).marks()).hasSize(2);
    }

    @Test
    void onlyARingGoesRoundAFigure() {
        ScenarioError e = only(file(SETUP + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [{'kind': 'square',"
                + " 'colour': 'red', 'at': [0, 0], 'figure': {'kind': 'dragon'}}]}],"));
        assertThat(e.path()).isEqualTo("drawings[0].marks[0].figure");
        assertThat(e.text()).contains("only a ring").contains("square");
    }

    @Test
    void theFigureIsNamedAsFiguresNameOne() {
        ScenarioError noPlayer = only(file(ring("{'kind': 'shepherd', 'on': 'field:SSW'}")));
        assertThat(noPlayer.path()).isEqualTo("drawings[0].marks[0].figure.player");
        ScenarioError dragonOn = only(file(ring("{'kind': 'dragon', 'on': 'field:SSW'}")));
        assertThat(dragonOn.path()).isEqualTo("drawings[0].marks[0].figure.on");
        assertThat(dragonOn.text()).contains("dragon");
        ScenarioError kind = only(file(ring("{'kind': 'knight', 'player': 'red', 'on': 'city:N'}")));
        assertThat(kind.path()).isEqualTo("drawings[0].marks[0].figure.kind");
        ScenarioError sheep = only(file(ring("{'kind': 'shepherd', 'player': 'red', 'on': 'field:SSW', 'sheep': [2]}")));
        assertThat(sheep.path()).isEqualTo("drawings[0].marks[0].figure.sheep");
        assertThat(sheep.text()).contains("kind, player, on");
    }

    @Test
    void theFigureMustBeOnTheTileThere() {
        ScenarioError player = only(file(ring("{'kind': 'shepherd', 'player': 'green', 'on': 'field:SSW'}")));
        assertThat(player.path()).isEqualTo("drawings[0].marks[0].figure.player");
        assertThat(player.text()).contains("\"green\"");
        ScenarioError none = only(file(ring("{'kind': 'follower', 'player': 'red', 'on': 'city:S'}")));
        assertThat(none.path()).isEqualTo("drawings[0].marks[0].figure.on");
        assertThat(none.text()).contains("base/D").contains("[0,0]").contains("city:S");
        ScenarioError bad = only(file(ring("{'kind': 'follower', 'player': 'red', 'on': 'north'}")));
        assertThat(bad.path()).isEqualTo("drawings[0].marks[0].figure.on");
        assertThat(bad.text()).contains("\"north\"").contains("TYPE:LOCATION");
        // [0,1] is next to the board (a ring round the square may go there), but holds no tile.
        ScenarioError empty = only(file(ring("[0, 1]", "{'kind': 'follower', 'player': 'red', 'on': 'city:N'}")));
        assertThat(empty.path()).isEqualTo("drawings[0].marks[0].figure");
        assertThat(empty.text()).contains("no tile").contains("[0,1]").contains("after turn 0");
    }

    @Test
    void twoNamesOfOneSegmentRingOneFigureTwice() {
        List<ScenarioError> e = errors(file(SETUP + "'drawings': [{'turn': 0, 'rule': 'B1', 'marks': ["
                + "{'kind': 'ring', 'colour': 'red', 'at': [0, 0], 'figure': {'kind': 'shepherd', 'player': 'red', 'on': 'field:SSW'}},"
                + " {'kind': 'ring', 'colour': 'blue', 'at': [0, 0], 'figure': {'kind': 'shepherd', 'player': 'red', 'on': 'field:ESE'}}]}],"));
        assertThat(e).extracting(ScenarioError::path).containsExactly("drawings[0].marks[1]");
        assertThat(e.get(0).text()).contains("marks[0]");
    }

    @Test
    void atTheSetUpTheFigureMustStandInTheSetUp() throws Exception {
        String start = SETUP + "'drawings': [{'setup': true, 'marks': [{'kind': 'ring', 'colour': 'red', 'at': [0, 0],"
                + " 'figure': ";
        Lesson s = ScenarioReader.read(file(start + "{'kind': 'follower', 'player': 'blue', 'on': 'field:ENE'}}]}],"));
        assertThat(s.drawings().get(0).marks().get(0).figure().on()).isEqualTo("field:ENE");
        ScenarioError absent = only(file(start + "{'kind': 'follower', 'player': 'red', 'on': 'field:ENE'}}]}],"));
        assertThat(absent.path()).isEqualTo("drawings[0].marks[0].figure");
        assertThat(absent.text()).contains("set-up has no follower of red on field:ENE at [0,0]");
        ScenarioError fairy = only(file(start + "{'kind': 'fairy'}}]}],"));
        assertThat(fairy.text()).contains("set-up has no fairy at [0,0]");
    }
}

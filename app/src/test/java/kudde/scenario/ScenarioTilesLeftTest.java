package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import kudde.engine.model.Scenario;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** The optional top-level "tilesLeft" (docs/scenario-format.md, "tilesLeft"): read strictly, written back. */
class ScenarioTilesLeftTest {
    private static final String BOARD = "'board': [{'tile': 'base/D', 'at': [0, 0]}],";
    private static final String TWO_TURNS = " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]},"
            + " {'player': 'blue', 'tile': 'base/U', 'at': [2, 0]}],";

    @Test
    void readAndWrittenBackAfterTheBag() throws Exception {
        Lesson s = ScenarioReader.read(file(BOARD + " 'tilesLeft': 6," + TWO_TURNS));
        assertThat(s.game().tilesLeft()).isEqualTo(6);
        String written = ScenarioWriter.write(s);
        assertThat(written).contains("\n  \"tilesLeft\": 6,\n  \"turns\": ");
        assertThat(ScenarioReader.read(written)).isEqualTo(s);
    }

    @Test
    void aFileWithoutItSaysNothingAndWritesNothing() throws Exception {
        Lesson s = ScenarioReader.read(file(BOARD + TWO_TURNS));
        assertThat(s.game().tilesLeft()).isNull();
        assertThat(ScenarioWriter.write(s)).doesNotContain("tilesLeft");
    }

    @Test
    void notAWholeNumber() {
        ScenarioError e = only(file(BOARD + " 'tilesLeft': 'six'," + TWO_TURNS));
        assertThat(e.path()).isEqualTo("tilesLeft");
        e = only(file(BOARD + " 'tilesLeft': 2.5," + TWO_TURNS));
        assertThat(e.path()).isEqualTo("tilesLeft");
    }

    @Test
    void moreThanTheBoxHoldsOrBelowNone() {
        // 90 tiles in the box, one on the board: at most 89 still to draw.
        ScenarioError e = only(file(BOARD + " 'tilesLeft': 90," + TWO_TURNS));
        assertThat(e.path()).isEqualTo("tilesLeft");
        assertThat(e.text()).contains("89").contains("90");
        assertThat(only(file(BOARD + " 'tilesLeft': -1," + TWO_TURNS)).path()).isEqualTo("tilesLeft");
    }

    @Test
    void fewerThanTheTurnsDraw() {
        ScenarioError e = only(file(BOARD + " 'tilesLeft': 1," + TWO_TURNS));
        assertThat(e.path()).isEqualTo("tilesLeft");
        assertThat(e.text()).contains("2").contains("1");
    }

    @Test
    void notBesideAnEndGameTurn() {
        ScenarioError e = only(file(BOARD + " 'tilesLeft': 4, 'turns': [{'player': 'red', 'tile': 'base/U',"
                + " 'at': [1, 0]}, {'endGame': true}],"));
        assertThat(e.path()).isEqualTo("tilesLeft");
        assertThat(e.text()).contains("endGame");
    }
}

package kudde.scenario;

import static kudde.scenario.ScenarioReaderTest.file;
import static kudde.scenario.ScenarioReaderTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import kudde.engine.model.Scenario;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** A lesson's optional goal (read at the start) and takeaway (read at the end): read, written back, checked. */
class ScenarioGoalTest {
    private static final String TURNS = "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
            + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]}, {'endGame': true}],";
    private static final String TEXTS = "'goal': {'en': 'Watch the road.', 'nl': 'Let op de weg.'},"
            + " 'takeaway': {'en': 'An open road scores 1 a tile.', 'nl': 'Een open weg telt 1 per tegel.'},";

    @Test
    void goalAndTakeawayAreReadPerLanguage() throws Exception {
        Lesson s = ScenarioReader.read(file(TEXTS + TURNS));
        assertThat(s.goal()).containsEntry("en", "Watch the road.").containsEntry("nl", "Let op de weg.").hasSize(2);
        assertThat(s.takeaway()).containsEntry("en", "An open road scores 1 a tile.").hasSize(2);
        assertThat(s.description()).isEmpty();
    }

    @Test
    void eitherLanguageMayBeMissing() throws Exception {
        Lesson s = ScenarioReader.read(file("'goal': {'nl': 'Let op de weg.'}," + TURNS));
        assertThat(s.goal()).containsOnlyKeys("nl");
        assertThat(s.takeaway()).isEmpty();
    }

    @Test
    void theyRoundTripAfterTheDescription() throws Exception {
        Lesson s = ScenarioReader.read(file("'description': {'en': 'Old text.'}," + TEXTS + TURNS));
        String written = ScenarioWriter.write(s);
        assertThat(written.indexOf("\"description\"")).isLessThan(written.indexOf("\"goal\""));
        assertThat(written.indexOf("\"goal\"")).isLessThan(written.indexOf("\"takeaway\""));
        assertThat(written.indexOf("\"takeaway\"")).isLessThan(written.indexOf("\"rules\""));
        Lesson again = ScenarioReader.read(written);
        assertThat(again).isEqualTo(s);
        assertThat(ScenarioWriter.write(again)).isEqualTo(written);
    }

    @Test
    void aFileWithoutThemIsWrittenExactlyAsBefore() throws Exception {
        Lesson s = ScenarioReader.read(file("'description': {'en': 'Old text.', 'nl': 'Oude tekst.'}," + TURNS));
        assertThat(s.goal()).isEmpty();
        assertThat(s.takeaway()).isEmpty();
        String written = ScenarioWriter.write(s);
        assertThat(written).doesNotContain("goal").doesNotContain("takeaway").contains("\"description\"");
        Lesson withQuizOnly = s.withGoal(Map.of()).withTakeaway(Map.of());
        assertThat(ScenarioWriter.write(withQuizOnly)).isEqualTo(written);
    }

    @Test
    void aKeyThatIsNoLanguageTagIsAnErrorNamingItsPlace() {
        ScenarioError e = only(file("'takeaway': {'en': 'x', 'Deutsch': 'y'}," + TURNS));
        assertThat(e.path()).isEqualTo("takeaway.Deutsch");
        assertThat(e.text()).isEqualTo("\"Deutsch\" is not a language tag (like \"en\", \"nl\" or \"pt-BR\")");
    }

    @Test
    void aGoalThatIsNotTextIsAnError() {
        ScenarioError e = only(file("'goal': 'Watch the road.'," + TURNS));
        assertThat(e.path()).isEqualTo("goal");
    }

    @Test
    void aMisspelledFieldIsStillAnError() {
        ScenarioError e = only(file("'goals': {'en': 'x'}," + TURNS));
        assertThat(e.path()).isEqualTo("goals");
        assertThat(e.text()).contains("goal").contains("takeaway");
    }

    @Test
    void everyBundledLessonRoundTripsItsTexts() throws Exception {
        for (Path f : Scenarios.files()) {
            Lesson s = ScenarioReader.read(f);
            Lesson again = ScenarioReader.read(ScenarioWriter.write(s));
            assertThat(again.goal()).as(f.toString()).isEqualTo(s.goal());
            assertThat(again.takeaway()).as(f.toString()).isEqualTo(s.takeaway());
            assertThat(again.description()).as(f.toString()).isEqualTo(s.description());
        }
    }
}

package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate} and {@code check} read a lesson's goal and takeaway like its title: strictly, with the place named. */
class ValidateGoalTest {
    @TempDir
    Path dir;

    private Path write(String fields) throws Exception {
        Path f = dir.resolve("lesson.json");
        Files.writeString(f, CliTest.json("{'format': 'kudde-scenario/1', " + fields
                + " 'players': [{'id': 'red'}], 'board': [{'tile': 'base/D', 'at': [0, 0]}],"
                + " 'turns': [{'endGame': true}], 'expect': {'scores': {'red': 0}}}"));
        return f;
    }

    @Test
    void aLessonWithGoalAndTakeawayIsValidAndPasses() throws Exception {
        Path f = write("'goal': {'en': 'See what an empty board scores.', 'nl': 'Kijk wat een leeg bord oplevert.'},"
                + " 'takeaway': {'en': 'Nothing.', 'nl': 'Niets.'},");
        CliTest.validAndPasses(f);
    }

    @Test
    void aTakeawayInAThirdLanguageIsValidAndAKeyThatIsNoLanguageIsNot() throws Exception {
        CliTest.validAndPasses(write("'takeaway': {'fr': 'Rien.'},"));
        Path f = write("'takeaway': {'French': 'Rien.'},");
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).contains("takeaway.French: \"French\" is not a language tag");
    }
}

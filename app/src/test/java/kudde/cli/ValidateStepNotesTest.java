package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code validate} and {@code check} on a lesson's step comments and drawings. */
class ValidateStepNotesTest {
    @TempDir
    Path dir;

    private Path write(String fields) throws Exception {
        Path f = dir.resolve("lesson.json");
        Files.writeString(f, CliTest.json("{'format': 'kudde-scenario/1', " + fields
                + " 'players': [{'id': 'red'}], 'board': [{'tile': 'base/D', 'at': [0, 0]}],"
                + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0]}, {'endGame': true}],"
                + " 'expect': {'scores': {'red': 0}}}"));
        return f;
    }

    @Test
    void aLessonWithACommentAndADrawingIsValidAndPasses() throws Exception {
        Path f = write("'comments': [{'turn': 0, 'rule': 'B1', 'text': {'en': 'The road goes on.', 'nl': 'De weg loopt door.'}}],"
                + " 'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [{'kind': 'arrow', 'colour': 'green', 'from': [0, 0], 'to': [1, 0]}]}],");
        CliTest.validAndPasses(f);
    }

    @Test
    void aCommentInOneLanguageIsInvalidInputNamingItsPlace() throws Exception {
        Path f = write("'comments': [{'turn': 0, 'rule': 'B1', 'text': {'nl': 'De weg loopt door.'}}],");
        CliTest.Run v = CliTest.run("validate", f.toString());
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).contains(f + ": comments[0].text: ").contains("\"en\" is missing");
        assertThat(CliTest.run("check", f.toString()).code()).isEqualTo(2);
    }

    @Test
    void aCommentOnAStepTheTurnDoesNotHaveFailsCheck() throws Exception {
        // Turn 0 places a tile and scores nothing: it has a B1 step, no B4 step.
        Path f = write("'comments': [{'turn': 0, 'rule': 'B4', 'text': {'en': 'A city.', 'nl': 'Een stad.'}}],"
                + " 'drawings': [{'turn': 0, 'rule': 'S7', 'marks': [{'kind': 'ring', 'colour': 'red', 'at': [1, 0]}]}],");
        assertThat(CliTest.run("validate", f.toString()).code()).isZero();
        CliTest.Run c = CliTest.run("check", f.toString());
        assertThat(c.code()).isEqualTo(1);
        assertThat(c.out()).contains("comments[0]: turn 0 has no step of B4")
                .contains("drawings[0]: turn 0 has no step of S7");
    }

    @Test
    void aRingRoundAFigureThatStandsAtItsStepPassesAndOneRoundNothingFailsCheck() throws Exception {
        String knight = "'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0], 'on': 'field:WNW'}],";
        Path f = write(knight + " 'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [{'kind': 'ring', 'colour': 'red',"
                + " 'at': [0, 0], 'figure': {'kind': 'follower', 'player': 'red', 'on': 'field:WNW'}}]}],");
        CliTest.validAndPasses(f);
        // Turn 0 lays base/U at [1,0] with no figure on it: the ring there would go round nothing.
        Path g = write(knight + " 'drawings': [{'turn': 0, 'rule': 'B1', 'marks': [{'kind': 'ring', 'colour': 'red',"
                + " 'at': [1, 0], 'figure': {'kind': 'follower', 'player': 'red', 'on': 'road:E'}}]}],");
        assertThat(CliTest.run("validate", g.toString()).code()).isZero();
        CliTest.Run c = CliTest.run("check", g.toString());
        assertThat(c.code()).isEqualTo(1);
        assertThat(c.out()).contains("drawings[0].marks[0].figure: after the B1 step of turn 0 no follower of red"
                + " at [1,0] on road:E stands there, so the ring goes round nothing");
    }

    @Test
    void aCommentAndADrawingOnTheSetUpAreValidAndPass() throws Exception {
        Path f = write("'comments': [{'setup': true, 'text': {'en': 'Look here.', 'nl': 'Kijk hier.'}}],"
                + " 'drawings': [{'setup': true, 'marks': [{'kind': 'square', 'colour': 'yellow', 'at': [1, 0]}]}],");
        CliTest.validAndPasses(f);
        Path bad = write("'comments': [{'setup': true, 'rule': 'B1', 'text': {'en': 'Look here.', 'nl': 'Kijk hier.'}}],");
        CliTest.Run v = CliTest.run("validate", bad.toString());
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).contains(bad + ": comments[0].rule: a note on the set-up names no step");
    }
}

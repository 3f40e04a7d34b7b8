package kudde.jcz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import kudde.cli.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code kudde import}, and {@code resolve}, {@code check} and {@code validate} on a save: each save
 * Kudde cannot import is refused with one line, {@code FILE: PATH: reason}, exit code 2, and nothing
 * written (a file already at the output is kept as it was); the small saves are the test's own save of each kind of move with one thing changed.
 */
class ImportRefusalsTest {
    @TempDir
    Path dir;

    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The save of each kind of move with {@code from} replaced by {@code to}. */
    private static String variant(String from, String to) {
        String s = JczSaves.text(JczSaves.MOVES);
        assertThat(s).contains(from);
        return s.replace(from, to);
    }

    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("another expansion's tile", variant("\"BA/C\"", "\"IC/CRr\""),
                        "replay[8].payload.tileId: the tile \"IC/CRr\" belongs to another expansion"),
                Arguments.of("another expansion's set", variant("\"hills-and-sheep:1\": 1",
                        "\"hills-and-sheep:1\": 1, \"inns-and-cathedrals:1\": 1"),
                        "setup.sets.inns-and-cathedrals:1: the expansion \"inns-and-cathedrals:1\""),
                Arguments.of("another expansion's figure", variant("\"0.small.2\"", "\"0.big.1\""),
                        "replay[16].payload.meepleId: the figure \"0.big.1\" belongs to another expansion"),
                Arguments.of("another expansion's element", variant("\"vineyard\": true",
                        "\"vineyard\": true, \"big-follower\": 1"),
                        "setup.elements.big-follower: the game element \"big-follower\" belongs to another expansion"),
                Arguments.of("another expansion's move", variant("\"type\": \"PASS\"", "\"type\": \"PLACE_TOKEN\""),
                        "replay[9].type: the move PLACE_TOKEN belongs to another expansion"),
                Arguments.of("two shepherds per player", variant("\"shepherd\": 1", "\"shepherd\": 2"),
                        "setup.elements.shepherd: 2 shepherds per player: Hills & Sheep gives each player one shepherd"),
                Arguments.of("a save older than 5.7", variant("\"5.12.1\"", "\"5.6.2\""),
                        "appVersion: a save of JCloisterZone 5.6.2: Kudde opens saves of JCloisterZone 5.7 and later"),
                Arguments.of("a broken file", JczSaves.text(JczSaves.MOVES).substring(0, 300),
                        "not a JCloisterZone save: the JSON is broken"),
                Arguments.of("a tile the game has no copy left of", variant("\"BA/L\", \"rotation\": \"R0\", \"position\": [2, -1]",
                        "\"HS/RFR.h\", \"rotation\": \"R0\", \"position\": [2, -1]"),
                        "replay[22].payload.tileId: one HS/RFR.h too many: the game has only one, so this tile could not"
                                + " be drawn and the save does not add up"),
                // The farmer on the hill tile turned R90, named by the half-edges of the unturned tile.
                Arguments.of("a place the tile does not have", variant("\"ER.SL.SR.WL\"}, \"meepleId\": \"0.small.2\"",
                        "\"NR.EL.ER.SL\"}, \"meepleId\": \"0.small.2\""),
                        "replay[16].payload.pointer: the tile HS/RFR.h has no part that JCloisterZone calls Field"
                                + " \"NR.EL.ER.SL\""),
                // Bram lets the tile that enlarges his shepherd's field pass without tending (S4, S5).
                Arguments.of("a move the rules refuse", variant(
                        "  {\"type\": \"FLOCK_EXPAND_OR_SCORE\", \"payload\": {\"value\": \"EXPAND\", \"random\": 0.05}, \"player\": 1},\n", ""),
                        "replay[11]: turn 4 cannot be played: "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusals")
    void aSaveKuddeCannotImportIsRefusedWithOneLineAndNothingWritten(String what, String save, String line)
            throws Exception {
        Path file = Files.writeString(dir.resolve("game.jcz"), save, StandardCharsets.UTF_8);
        Path out = dir.resolve("game.json");
        Run r = run("import", file.toString(), "-o", out.toString());
        assertThat(r.code()).as(r.err()).isEqualTo(Cli.INVALID);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().lines().toList()).singleElement().asString().startsWith(file + ": " + line);
        assertThat(out).doesNotExist();
        // A file already at the output is kept as it was: nothing lost.
        String earlier = "{\"earlier\": \"work\"}\n";
        Files.writeString(out, earlier, StandardCharsets.UTF_8);
        assertThat(run("import", file.toString(), "-o", out.toString()).code()).isEqualTo(Cli.INVALID);
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(earlier);
        for (String command : new String[] {"resolve", "check", "validate"}) {
            Run c = run(command, file.toString());
            assertThat(c.code()).as(command).isEqualTo(Cli.INVALID);
            assertThat(c.err().lines().toList()).as(command).singleElement().asString().startsWith(file + ": " + line);
        }
    }

    @Test
    void importWritesAScenarioFileThatChecksAndTheCommandsReadTheSaveDirectly() throws Exception {
        Path save = JczSaves.copy(JczSaves.TWO, dir);
        Path out = dir.resolve("game.json");
        Run r = run("import", save.toString(), "-o", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("wrote " + out + "\n");
        assertThat(run("check", out.toString()).out()).isEqualTo("PASS " + out + "\n");
        assertThat(run("validate", save.toString()).out()).isEqualTo("OK " + save + "\n");
        assertThat(run("check", save.toString()).out()).isEqualTo("PASS " + save + "\n");
        Run resolved = run("resolve", save.toString());
        assertThat(resolved.code()).isZero();
        assertThat(resolved.out()).contains("turn 2 · S2 · Bob draws a token at once: the wolf!")
                .endsWith("result: Alice 38, Bob 27\n");
        // Without -o the scenario goes to standard output, and it is the file -o wrote.
        assertThat(run("import", save.toString()).out()).isEqualTo(Files.readString(out));
        // The save itself is only read.
        assertThat(Files.readString(save)).isEqualTo(JczSaves.text(JczSaves.TWO));
    }
}

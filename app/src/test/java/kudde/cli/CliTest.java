package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.lesson.Lesson;
import kudde.scenario.ScenarioException;
import kudde.scenario.ScenarioReader;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: exit codes, and what goes to standard output and standard error. */
class CliTest {
    @TempDir
    Path dir;
    private Path example;

    /** The result of one run. */
    record Run(int code, String out, String err) {
        List<String> outLines() {
            return out.isEmpty() ? List.of() : List.of(out.split("\n"));
        }

        List<String> errLines() {
            return err.isEmpty() ? List.of() : List.of(err.split("\n"));
        }
    }

    static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
                err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    /** A command run with the given reading and resolving in place of the program's own. */
    static Run run(Cli.Reading reading, Function<Scenario, Resolution> resolving, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new Cli(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), reading, resolving).run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"),
                err.toString(StandardCharsets.UTF_8).replace("\r\n", "\n"));
    }

    /** {@code validate} says OK and {@code check} PASS on the file, both exiting 0. */
    static void validAndPasses(java.nio.file.Path f) {
        Run v = run("validate", f.toString());
        assertThat(v.code()).as(v.err()).isZero();
        assertThat(v.out()).isEqualTo("OK " + f + "\n");
        Run c = run("check", f.toString());
        assertThat(c.code()).as(c.out() + c.err()).isZero();
        assertThat(c.out()).startsWith("PASS ");
    }

    static String json(String singleQuoted) {
        return singleQuoted.replace('\'', '"');
    }

    @BeforeEach
    void copyExample() throws IOException {
        example = dir.resolve("example.json");
        try (var in = getClass().getResourceAsStream("/kudde/scenario/contract-example.json")) {
            Files.write(example, in.readAllBytes());
        }
    }

    private Path write(String name, String content) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, content, StandardCharsets.UTF_8);
        return p;
    }

    /** The example with one text replaced. */
    private Path variant(String name, String from, String to) throws IOException {
        String s = Files.readString(example);
        assertThat(s).contains(from);
        return write(name, s.replace(from, to));
    }

    @Test
    void resolvePrintsOneLinePerStepAndTheResult() {
        Run r = run("resolve", example.toString());
        assertThat(r.code()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).hasSize(10);
        assertThat(r.outLines().get(2)).isEqualTo("turn 1 · S4 · Anna's tile enlarges the field with Bram's shepherd,"
                + " but only the player who places the tile tends, and only for their own shepherd: Bram does not tend"
                + " now.  (+0)");
        assertThat(r.outLines().get(5)).isEqualTo("turn 2 · S6 · Bram grows the flock: a token with 3 sheep joins it."
                + " The field now holds 8 sheep.  (+0)");
        assertThat(r.outLines().get(6)).startsWith("turn 3 · B8 · Final scoring, an incomplete road: 4 tiles")
                .endsWith("(+4 Anna)");
        assertThat(r.outLines().get(9)).isEqualTo("result: Anna 5, Bram 3");
    }

    @Test
    void resolveOfAFileWithNoTurnTellsWhatItsSetUpMeans() throws IOException {
        // An exercise's position: four curves close the field around Anna's shepherd before any turn (S8).
        Path f = write("stuck.json", json("{'format': 'kudde-scenario/1', 'title': {'en': 'stuck'},"
                + " 'players': [{'id': 'red', 'name': 'Anna'}, {'id': 'blue', 'name': 'Bram'}],"
                + " 'board': [{'tile': 'base/V', 'at': [0, 0], 'rotation': 270}, {'tile': 'base/V', 'at': [1, 0]},"
                + " {'tile': 'base/V', 'at': [1, 1], 'rotation': 90}, {'tile': 'base/V', 'at': [0, 1], 'rotation': 180}],"
                + " 'figures': [{'kind': 'shepherd', 'player': 'red', 'at': [0, 0], 'on': 'field:SSE', 'sheep': [3]}]}"));
        Run en = run("resolve", f.toString());
        assertThat(en.err()).isEmpty();
        assertThat(en.outLines()).hasSize(2);
        assertThat(en.outLines().get(0)).startsWith("set-up · S8 · ").contains("Anna");
        assertThat(en.outLines().get(1)).isEqualTo("result: Anna 0, Bram 0");
        Run nl = run("resolve", f.toString(), "--lang", "nl");
        assertThat(nl.outLines().get(0)).startsWith("beginstand · S8 · ").contains("Anna");
    }

    @Test
    void resolveTellsPlacesInWordsAndAddsIdsAndCoordinatesForAnAuthor() {
        Run learner = run("resolve", example.toString());
        Run author = run("resolve", "--authoring", example.toString());
        assertThat(author.code()).isZero();
        assertThat(learner.outLines().get(0)).doesNotContain("[").doesNotContain("base/")
                .contains(" of the start tile");
        // The same sentence, with the tile's id and the coordinates beside the words.
        assertThat(author.outLines().get(0)).matches(".*\\(base/[A-X]\\); it lies .* of the start tile \\(\\[-?\\d+,-?\\d+\\]\\).*");
        assertThat(author.outLines()).hasSameSizeAs(learner.outLines());
        assertThat(run("resolve", "--authoring", "--json", example.toString()).out()).contains("([");
    }

    @Test
    void resolveInDutch() {
        Run r = run("resolve", "--lang", "nl", example.toString());
        assertThat(r.code()).isZero();
        assertThat(r.outLines().get(5)).startsWith("beurt 2 · S6 · Bram breidt de kudde uit");
        assertThat(r.outLines().get(9)).isEqualTo("uitslag: Anna 5, Bram 3");
        assertThat(run("resolve", example.toString(), "--lang=nl").out()).isEqualTo(r.out());
    }

    @Test
    void checkPassesTheExample() {
        Run r = run("check", example.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("PASS " + example + "\n");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void checkSaysHowAnExpectationDiffers() throws IOException {
        Path f = variant("wrong.json", "\"scores\": {\"red\": 5, \"blue\": 3}", "\"scores\": {\"red\": 6, \"blue\": 3}");
        Run r = run("check", f.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).isEqualTo("FAIL " + f + ": scores: red expected 6, got 5\n");
    }

    @Test
    void checkReportsEveryDifferenceOnOneLine() throws IOException {
        String s = Files.readString(example)
                .replace("\"scores\": {\"red\": 5, \"blue\": 3}", "\"scores\": {\"red\": 5, \"blue\": 4}")
                .replace("\"sheep\": [2, 3, 3]", "\"sheep\": [3, 2]")
                .replace("\"rules\": [\"S4\", \"S6\", \"B8\", \"S10\"]", "\"rules\": [\"S4\", \"S7\"]");
        Path f = write("several.json", s);
        Run r = run("check", f.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).isEqualTo("FAIL " + f + ": scores: blue expected 4, got 3; figures: shepherd of blue at"
                + " [1,0] on field:ESE with sheep [2, 3, 3]: sheep expected [2, 3], got [2, 3, 3];"
                + " rules: S7 expected, but no step reports it\n");
    }

    @Test
    void checkExitsWithTheWorstCodeAndGoesOnAfterABadFile() throws IOException {
        Path fail = variant("fail.json", "\"red\": 5,", "\"red\": 0,");
        Path invalid = write("invalid.json", "{");
        Run r = run("check", example.toString(), invalid.toString(), fail.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.outLines()).containsExactly("PASS " + example, "FAIL " + fail + ": scores: red expected 0, got 5");
        assertThat(r.errLines()).containsExactly(invalid + ": line 1 column 2: not valid JSON: the file ends before the JSON does");
        assertThat(run("check", example.toString(), fail.toString()).code()).isEqualTo(1);
    }

    @Test
    void aFileWithoutExpectPasses() throws IOException {
        Path f = write("plain.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}]}"));
        assertThat(run("check", f.toString())).isEqualTo(new Run(0, "PASS " + f + "\n", ""));
    }

    @Test
    void anIllegalTurnNamesTheTurnTheRuleAndTheReason() throws IOException {
        Path f = variant("illegal.json", "\"tile\": \"base/V\", \"at\": [3, 0], \"rotation\": 0",
                "\"tile\": \"hs/13\", \"at\": [3, 0], \"rotation\": 0");
        Run r = run("check", f.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).containsExactly(f + ": turns[1]: hs/13 at [3,0] does not fit: its west edge is a field"
                + " but base/U at [2,0] shows a road there (B1)");
        Run resolve = run("resolve", f.toString());
        assertThat(resolve.code()).isEqualTo(2);
        assertThat(resolve.outLines()).hasSize(3);
        assertThat(resolve.err()).isEqualTo(r.err());
        Run json = run("resolve", "--json", f.toString());
        assertThat(json.code()).isEqualTo(2);
        assertThat(json.out()).isEmpty();
    }

    @Test
    void validateReadsWithoutResolving() throws IOException {
        Path illegal = variant("illegal.json", "\"tile\": \"base/V\"", "\"tile\": \"hs/13\"");
        Path unknown = variant("unknown.json", "\"seed\": 7", "\"seed\": 7, \"sed\": 8");
        Run r = run("validate", example.toString(), illegal.toString(), unknown.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.outLines()).containsExactly("OK " + example, "OK " + illegal);
        assertThat(r.errLines()).containsExactly(unknown + ": bag.sed: unknown field \"sed\"; allowed here: contents, draws, seed");
    }

    @Test
    void validateJudgesAFlockChoiceTheRulesDoNotOffer() throws IOException {
        // The contract example's blue grows; "none" is a choice only with tending=optional (S5).
        Path none = variant("none.json", "\"flock\": \"grow\"", "\"flock\": \"none\"");
        for (String command : new String[] {"validate", "check", "resolve"}) {
            Run r = run(command, none.toString());
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.out()).as(command).isEmpty();
            assertThat(r.errLines()).as(command).containsExactly(none + ": turns[1].flock: flock \"none\" needs the"
                    + " variant tending=optional: under these rules a player who tends must grow or guide (S5)");
        }
    }

    @Test
    void anAmbiguousExpectedLocationIsInvalidInputNotAFailedExpectation() throws IOException {
        // hs/02's two cities both touch its north edge: city:N in expect.figures names neither.
        Path f = write("ambiguous.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}],"
                + " 'board': [{'tile': 'hs/02', 'at': [0, 0]}],"
                + " 'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0], 'on': 'city:W'}],"
                + " 'expect': {'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0], 'on': 'city:N'}]}}"));
        for (String command : new String[] {"check", "validate"}) {
            Run r = run(command, f.toString());
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.out()).as(command).isEmpty();
            assertThat(r.errLines()).as(command).containsExactly(f + ": expect.figures[0].on: city:N is ambiguous on"
                    + " hs/02 at [0,0]: two segments share it; write one of city:W, city:E");
        }
    }

    /** A reading with a bug: it fails as a read out of turn would, whatever the file. */
    private static Lesson brokenReading(Path file, Locale locale) {
        throw new IllegalStateException("a bug in the reading");
    }

    /** A resolution with a bug, whatever the game. */
    private static Resolution brokenResolving(Scenario game) {
        throw new IllegalStateException("a bug in the resolution");
    }

    private static Lesson reading(Path file, Locale locale) throws ScenarioException {
        return ScenarioReader.read(file, locale);
    }

    @Test
    void aFailureOfTheReaderIsAnInternalErrorNotAJsonSyntaxError() throws IOException {
        Path f = write("lesson.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}]}"));
        for (String command : new String[] {"validate", "check", "resolve", "review"}) {
            Run r = run(CliTest::brokenReading, Resolver::resolve, command, f.toString());
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.errLines()).as(command).singleElement().asString()
                    .startsWith(f + ": internal error: Kudde failed on this file (java.lang.IllegalStateException:"
                            + " a bug in the reading at kudde.cli.CliTest.brokenReading(CliTest.java:")
                    .endsWith("); this is a bug in Kudde, not a fault of the file. Please report it with this line"
                            + " and the file (README, \"Reporting a problem\")");
        }
        Run nl = run(CliTest::brokenReading, Resolver::resolve, "resolve", "--lang", "nl", f.toString());
        assertThat(nl.errLines()).singleElement().asString().startsWith(f + ": interne fout: Kudde liep vast")
                .doesNotContain("JSON");
        assertThat(run(CliTest::reading, Resolver::resolve, "validate", f.toString()).code()).as("with a sound reading")
                .isZero();
        assertThat(run("validate", f.toString()).code()).as("with the program's reading").isZero();
    }

    @Test
    void aFailureOfTheEngineIsAnInternalErrorNotAnInvalidFile() throws IOException {
        Path f = write("lesson.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}]}"));
        for (String command : new String[] {"check", "resolve", "review"}) {
            Run r = run(CliTest::reading, CliTest::brokenResolving, command, f.toString());
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.errLines()).as(command).singleElement().asString()
                    .startsWith(f + ": internal error: Kudde failed on this file (java.lang.IllegalStateException:"
                            + " a bug in the resolution at kudde.cli.CliTest.brokenResolving(CliTest.java:")
                    .endsWith("Please report it with this line and the file (README, \"Reporting a problem\")");
        }
        assertThat(run(CliTest::reading, CliTest::brokenResolving, "validate", f.toString()).code())
                .as("validate does not resolve").isZero();
        assertThat(run("check", f.toString()).code()).as("with the program's resolution").isZero();
    }

    @Test
    void everyErrorOfAFileIsOneLine() throws IOException {
        Path f = write("bad.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}],"
                + " 'board': [{'tile': 'base/Z', 'at': [0.5, 0]}]}"));
        Run r = run("validate", f.toString());
        assertThat(r.errLines()).containsExactly(
                f + ": board[0].tile: no tile \"base/Z\" in the catalogue (ids like base/D or hs/02)",
                f + ": board[0].at[0]: 0.5 is not an integer");
    }

    @Test
    void unreadableFiles() throws IOException {
        Path missing = dir.resolve("missing.json");
        assertThat(run("validate", missing.toString())).isEqualTo(new Run(2, "", missing + ": no such file\n"));
        assertThat(run("check", dir.toString())).isEqualTo(new Run(2, "", dir + ": not a regular file\n"));
        assertThat(run("resolve", "bad\u0000name.json").err()).isEqualTo("bad\u0000name.json: no such file\n");
    }

    @Test
    void usageErrorsExitTwo() {
        for (String[] args : List.of(new String[] {}, new String[] {"frobnicate"}, new String[] {"check"},
                new String[] {"validate", "--strict", "x.json"}, new String[] {"resolve"},
                new String[] {"resolve", "a.json", "b.json"}, new String[] {"resolve", "--lang", "de", "a.json"},
                new String[] {"resolve", "--lang"}, new String[] {"resolve", "--yaml", "a.json"})) {
            Run r = run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.err()).as(String.join(" ", args)).startsWith("kudde: ").contains("usage:");
        }
        assertThat(run("help").code()).isZero();
    }

    @Test
    void afterDoubleDashEveryArgumentIsAFile() {
        Run r = run("validate", "--", "-odd.json");
        assertThat(r).isEqualTo(new Run(2, "", "-odd.json: no such file\n"));
    }

    @Test
    void aTileAtTheLowestCoordinate() throws IOException {
        Path f = write("corner.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}],"
                + " 'board': [{'tile': 'base/U', 'at': [-2147483648, 0]}],"
                + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [-2147483647, 0],"
                + " 'place': {'kind': 'follower', 'on': 'road:E'}}, {'endGame': true}],"
                + " 'expect': {'scores': {'red': 2}}}"));
        assertThat(run("check", f.toString())).isEqualTo(new Run(0, "PASS " + f + "\n", ""));
    }

    @Test
    void theEdgesOfTheCoordinateRangeAreNotNeighbours() throws IOException {
        Path f = write("wrap.json", json("{'format': 'kudde-scenario/1', 'players': [{'id': 'red'}],"
                + " 'board': [{'tile': 'base/U', 'at': [2147483647, 5]}],"
                + " 'turns': [{'player': 'red', 'tile': 'base/U', 'at': [-2147483648, 5]}]}"));
        Run r = run("check", f.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).isEqualTo(f + ": turns[0]: base/U at [-2147483648,5] touches no placed tile;"
                + " a tile must go next to one (B1)\n");
    }
}

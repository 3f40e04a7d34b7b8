package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.rules.Preset;
import kudde.engine.rules.Variant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/** Reading scenario files: what is accepted, and each class of bad input with its path and reason. */
class ScenarioReaderTest {

    /** JSON written with ' for " so the tests stay readable. */
    static String json(String singleQuoted) {
        return singleQuoted.replace('\'', '"');
    }

    /** A valid file around the given extra top-level fields (each ending with a comma). */
    static String file(String fields) {
        return json("{'format': 'kudde-scenario/1', " + fields + " 'players': [{'id': 'red'}, {'id': 'blue'}]}");
    }

    static List<ScenarioError> errors(String text) {
        try {
            ScenarioReader.read(text);
        } catch (ScenarioException e) {
            return e.errors();
        }
        throw new AssertionError("expected errors for " + text);
    }

    static ScenarioError only(String text) {
        List<ScenarioError> e = errors(text);
        assertThat(e).hasSize(1);
        return e.get(0);
    }

    /** A reader of the fields with a bug: it fails as a read out of turn would. */
    private static Lesson brokenFields(JsonIn in) {
        throw new IllegalStateException("a bug in the reader of the fields");
    }

    @Test
    void aFailureOfTheReaderItselfIsAnInternalErrorNotTheFilesSyntax() throws ScenarioException {
        assertThatThrownBy(() -> ScenarioReader.parse(file(""), Locale.ENGLISH, ScenarioReaderTest::brokenFields))
                .isInstanceOfSatisfying(ScenarioException.class, e -> {
                    assertThat(e.internal()).isTrue();
                    assertThat(e.getCause()).isInstanceOf(IllegalStateException.class)
                            .hasMessage("a bug in the reader of the fields");
                    assertThat(e.errors()).singleElement().satisfies(err -> {
                        assertThat(err.path()).isEmpty();
                        assertThat(err.text()).startsWith("internal error: Kudde failed on this file"
                                        + " (java.lang.IllegalStateException: a bug in the reader of the fields at"
                                        + " kudde.scenario.ScenarioReaderTest.brokenFields(ScenarioReaderTest.java:")
                                .doesNotContain("JSON");
                    });
                });
        // The same file with the real reader of the fields is read without an error.
        assertThat(ScenarioReader.parse(file(""), Locale.ENGLISH, in -> new ScenarioParser(in).parse()).game().players())
                .isNotEmpty();
    }

    @Test
    void aScoreThatIsNoIntegerIsAnErrorNotAFailureOfTheReader() {
        // Found by HostileFilesTest once parser failures stopped passing for JSON syntax errors.
        assertThat(only(file("'expect': {'scores': {'red': 2.0, 'blue': 0}},")))
                .isEqualTo(new ScenarioError("expect.scores.red", "2.0 is not an integer"));
    }

    @Test
    void readsTheContractExample() throws Exception {
        byte[] bytes = ScenarioReaderTest.class.getResourceAsStream("contract-example.json").readAllBytes();
        Lesson s = ScenarioReader.read(bytes);
        assertThat(s.title()).containsEntry("nl", "Een struikrover en een herder");
        assertThat(s.game().rules().preset()).isEqualTo(Preset.SEED);
        assertThat(s.game().players()).extracting(p -> p.id() + "/" + p.name() + "/" + p.score())
                .containsExactly("red/Anna/0", "blue/Bram/3");
        assertThat(s.game().board()).hasSize(2);
        assertThat(s.game().figures().get(1).kind()).isEqualTo(FigureKind.SHEPHERD);
        assertThat(s.game().figures().get(1).sheep()).containsExactly(2, 3);
        assertThat(s.game().bag().draws()).containsExactly(Token.THREE);
        assertThat(s.game().bag().seed()).isEqualTo(7);
        assertThat(s.game().turns()).hasSize(3);
        assertThat(s.game().turns().get(0)).isInstanceOfSatisfying(Turn.TileTurn.class, t -> {
            assertThat(t.at()).isEqualTo(new Pos(2, 0));
            assertThat(t.place()).isEqualTo(new Turn.Placement(FigureKind.FOLLOWER, "road:W"));
        });
        assertThat(s.game().turns().get(1)).isInstanceOfSatisfying(Turn.TileTurn.class,
                t -> assertThat(t.flock()).isEqualTo(Turn.Flock.GROW));
        assertThat(s.game().turns().get(2)).isInstanceOf(Turn.EndGame.class);
        assertThat(s.game().expect().scores()).isEqualTo(Map.of("red", 5, "blue", 3));
        assertThat(s.game().expect().bag()).containsEntry(Token.WOLF, 2);
        assertThat(s.game().expect().rules()).containsExactly("S4", "S6", "B8", "S10");
    }

    @Test
    void defaultsWhereTheFileSaysNothing() throws Exception {
        Scenario s = ScenarioReader.read(file("")).game();
        assertThat(s.rules().preset()).isEqualTo(Preset.SEED);
        assertThat(s.players().get(0).score()).isZero();
        assertThat(s.players().get(0).followers()).isNull();
        assertThat(s.bag().seed()).isEqualTo(1);
        assertThat(s.bag().contents()).isNull();
        assertThat(s.expect()).isNull();
    }

    @Test
    void acceptsAByteOrderMark() throws Exception {
        byte[] body = file("").getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        assertThat(ScenarioReader.read(withBom).game().players()).hasSize(2);
    }

    @Test
    void variantsOverrideThePreset() throws Exception {
        Scenario s = ScenarioReader.read(file("'rules': {'preset': 'second-edition', 'tinyCity': 2, 'tending': 'optional'},")).game();
        assertThat(s.rules().preset()).isEqualTo(Preset.SECOND_EDITION);
        assertThat(s.rules().value(Variant.TINY_CITY)).isEqualTo("2");
        assertThat(s.rules().tendingOptional()).isTrue();
        assertThat(s.rules().closedFieldGuides()).isTrue();
    }

    @Test
    void coordinatesAndSeedUseTheirFullRange() throws Exception {
        Scenario s = ScenarioReader.read(file("'board': [{'tile': 'base/D', 'at': [-2147483648, 2147483647]}],"
                + " 'bag': {'seed': -9223372036854775808},")).game();
        assertThat(s.board().get(0).at()).isEqualTo(new Pos(Integer.MIN_VALUE, Integer.MAX_VALUE));
        assertThat(s.bag().seed()).isEqualTo(Long.MIN_VALUE);
    }

    @Test
    void readsDragonTurnsAndHiddenTiles() throws Exception {
        Scenario s = ScenarioReader.read(file("'board': [{'tile': 'base/U', 'at': [0, 0]}, {'tile': 'base/U', 'at': [1, 0]}],"
                + " 'figures': [{'kind': 'dragon', 'at': [0, 0]}],"
                + " 'turns': [{'dragon': [[1, 0]]}, {'player': 'red', 'tile': 'hs/13', 'at': [2, 0], 'rotation': 90,"
                + " 'hidden': 'base/E'}, {'endGame': true}],")).game();
        assertThat(s.turns().get(0)).isEqualTo(new Turn.DragonTurn(List.of(new Pos(1, 0))));
        assertThat(s.turns().get(1)).isInstanceOfSatisfying(Turn.TileTurn.class,
                t -> assertThat(t.hidden().id()).isEqualTo("base/E"));
    }

    @Nested
    class Syntax {
        @Test
        void brokenJsonIsLocatedByLineAndColumn() {
            ScenarioError e = only("{\n  \"format\": \"kudde-scenario/1\"\n  \"players\": []\n}");
            assertThat(e.path()).isEqualTo("line 3 column 4");
            assertThat(e.text()).startsWith("not valid JSON");
        }

        @Test
        void anUnfinishedFile() {
            ScenarioError e = only("{\"format\": ");
            assertThat(e.path()).startsWith("line 1 column");
            assertThat(e.text()).isEqualTo("not valid JSON: the file ends before the JSON does");
        }

        @Test
        void lenientJsonIsRefused() {
            assertThat(only("{'format': 1}").text()).contains("not strict JSON");
            assertThat(only(json("{'format': 'kudde-scenario/1',}")).text())
                    .isEqualTo("not valid JSON: a field name in double quotes is expected here");
            assertThat(only(json("{'format': 'kudde-scenario/1' /* c */}")).path()).startsWith("line 1");
        }

        @Test
        void aControlCharacterInAText() {
            ScenarioError e = only(file("'title': {'en': 'a\tb'},"));
            assertThat(e.text()).contains("control character");
        }

        @Test
        void somethingAfterTheObject() {
            ScenarioError e = only(file("") + " {}");
            assertThat(e.text()).isEqualTo("there is more after the scenario object");
        }

        @Test
        void notAnObject() {
            assertThat(only("[]").text()).isEqualTo("expected an object { … }, found a list");
        }

        @Test
        void notUtf8() throws Exception {
            byte[] bad = file("'title': {'en': 'x'},").getBytes(StandardCharsets.UTF_8);
            bad[30] = (byte) 0xC3;
            bad[31] = (byte) 0x28;
            assertThatThrownBy(() -> ScenarioReader.read(bad)).isInstanceOfSatisfying(ScenarioException.class,
                    e -> assertThat(e.errors().get(0).text()).startsWith("not UTF-8 text"));
        }

        @Test
        void duplicateKeysAtAnyLevel() {
            ScenarioError e = only(json("{'format': 'kudde-scenario/1', 'players': [{'id': 'a', 'id': 'b'}]}"));
            assertThat(e).isEqualTo(new ScenarioError("players[0].id", "the field \"id\" appears twice in this object"));
            assertThat(only(file("'expect': {'scores': {'red': 1, 'red': 2}},")).path()).isEqualTo("expect.scores.red");
            assertThat(only(json("{'format': 'kudde-scenario/1', 'format': 'kudde-scenario/1', 'players': [{'id': 'a'}]}"))
                    .path()).isEqualTo("format");
        }
    }

    @Nested
    class Fields {
        @Test
        void unknownFieldsAreNamedAtEveryLevel() {
            assertThat(only(file("'hints': [],"))).satisfies(e -> {
                assertThat(e.path()).isEqualTo("hints");
                assertThat(e.text()).startsWith("unknown field \"hints\"; allowed here: format, title");
            });
            // Any language tag is a key of a text (a third language is data); what is none is an error.
            assertThat(only(file("'title': {'Duits': 'Titel'},")).path()).isEqualTo("title.Duits");
            assertThat(only(file("'rules': {'preset': 'seed', 'tendng': 'optional'},")).path()).isEqualTo("rules.tendng");
            assertThat(only(file("'bag': {'seeds': 3},")).path()).isEqualTo("bag.seeds");
            assertThat(only(file("'board': [{'tile': 'base/D', 'at': [0, 0], 'rot': 90}],")).path()).isEqualTo("board[0].rot");
            assertThat(only(file("'expect': {'score': {}},")).path()).isEqualTo("expect.score");
            ScenarioError place = only(file("'board': [{'tile': 'base/D', 'at': [0, 0]}], 'turns': [{'player': 'red',"
                    + " 'tile': 'base/U', 'at': [1, 0], 'place': {'kind': 'follower', 'on': 'road:W', 'at': [1, 0]}}],"));
            assertThat(place).isEqualTo(new ScenarioError("turns[0].place.at", "unknown field \"at\"; allowed here: kind, on"));
        }

        @Test
        void missingRequiredFields() {
            assertThat(errors(json("{'players': [{'id': 'a'}]}")))
                    .containsExactly(new ScenarioError("format", "the required field \"format\" is missing"));
            assertThat(only(json("{'format': 'kudde-scenario/1'}")).path()).isEqualTo("players");
            assertThat(only(json("{'format': 'kudde-scenario/1', 'players': [{'name': 'Anna'}]}")).path())
                    .isEqualTo("players[0].id");
            assertThat(only(file("'board': [{'tile': 'base/D'}],")).path()).isEqualTo("board[0].at");
            assertThat(errors(file("'turns': [{'player': 'red', 'rotation': 90}],")))
                    .extracting(ScenarioError::path).containsExactly("turns[0].tile", "turns[0].at");
            assertThat(only(file("'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0]}],")).path())
                    .isEqualTo("figures[0].on");
        }

        @Test
        void wrongTypes() {
            assertThat(only(file("'title': 'A title',"))).isEqualTo(
                    new ScenarioError("title", "expected an object { … }, found the text \"A title\""));
            assertThat(only(file("'board': {},")).text()).isEqualTo("expected a list [ … ], found an object");
            assertThat(only(json("{'format': 'kudde-scenario/1', 'players': [{'id': 7}]}"))).isEqualTo(
                    new ScenarioError("players[0].id", "expected a text in double quotes, found the number 7"));
            assertThat(only(file("'turns': [{'endGame': 'yes'}],")).text())
                    .isEqualTo("expected true or false, found the text \"yes\"");
            assertThat(only(file("'board': [{'tile': 'base/D', 'at': [0, 0], 'rotation': null}],"))).isEqualTo(
                    new ScenarioError("board[0].rotation", "expected an integer, found null"));
            assertThat(only(file("'board': [{'tile': 'base/D', 'at': [0]}],"))).isEqualTo(
                    new ScenarioError("board[0].at", "a position is [x, y], two integers, not 1 values"));
        }

        @Test
        void numbersThatAreNotIntegers() {
            List<ScenarioError> e = errors(file("'board': [{'tile': 'base/D', 'at': [2.0, 1e3]}],"));
            assertThat(e).containsExactly(new ScenarioError("board[0].at[0]", "2.0 is not an integer"),
                    new ScenarioError("board[0].at[1]", "1e3 is not an integer"));
            assertThat(only(file("'bag': {'seed': 7.5},")).text()).isEqualTo("7.5 is not an integer");
        }

        @Test
        void integersOutOfRange() {
            assertThat(only(file("'board': [{'tile': 'base/D', 'at': [2147483648, 0]}],"))).isEqualTo(
                    new ScenarioError("board[0].at[0]", "2147483648 is out of range: from -2147483648 to 2147483647"));
            assertThat(only(file("'bag': {'seed': 9223372036854775808},")).path()).isEqualTo("bag.seed");
            assertThat(only(file("'bag': {'seed': 123456789012345678901234567890123456789},")).text())
                    .contains("is out of range");
        }
    }

    @Nested
    class Values {
        @Test
        void formatMustBeVersionOne() {
            assertThat(only(json("{'format': 'kudde-scenario/2', 'players': [{'id': 'a'}]}"))).isEqualTo(
                    new ScenarioError("format", "format must be exactly \"kudde-scenario/1\", not \"kudde-scenario/2\""));
        }

        @Test
        void unknownTileIdsAndRotations() {
            List<ScenarioError> e = errors(file("'board': [{'tile': 'base/Z', 'at': [0, 0], 'rotation': 45}],"));
            assertThat(e).containsExactly(
                    new ScenarioError("board[0].tile", "no tile \"base/Z\" in the catalogue (ids like base/D or hs/02)"),
                    new ScenarioError("board[0].rotation", "rotation must be 0, 90, 180 or 270, not 45"));
            assertThat(only(file("'turns': [{'player': 'red', 'tile': 'hs/99', 'at': [0, 0]}],")).path())
                    .isEqualTo("turns[0].tile");
        }

        @Test
        void presetsAndVariants() {
            assertThat(only(file("'rules': {'preset': 'first'},"))).isEqualTo(
                    new ScenarioError("rules.preset", "preset must be \"seed\" or \"second-edition\", not \"first\""));
            assertThat(only(file("'rules': {'closedField': 'close'},"))).isEqualTo(
                    new ScenarioError("rules.closedField", "closedField must be one of ignore, guide, not \"close\""));
            assertThat(only(file("'rules': {'tinyCity': '2'},"))).isEqualTo(
                    new ScenarioError("rules.tinyCity", "expected an integer, found the text \"2\""));
            assertThat(only(file("'rules': {'tinyCity': 3},")).text()).isEqualTo("tinyCity must be the number 4 or 2, not 3");
        }

        @Test
        void badTokens() {
            List<ScenarioError> e = errors(file("'bag': {'draws': [5, 'sheep', 0, null]},"));
            assertThat(e).extracting(ScenarioError::toString).containsExactly(
                    "bag.draws[0]: a token is 1, 2, 3, 4 or \"wolf\", not 5",
                    "bag.draws[1]: a token is 1, 2, 3, 4 or \"wolf\", not \"sheep\"",
                    "bag.draws[2]: a token is 1, 2, 3, 4 or \"wolf\", not 0",
                    "bag.draws[3]: expected a token (1, 2, 3, 4 or \"wolf\"), found null");
            assertThat(only(file("'bag': {'contents': {'1': 4, '2': 5, '3': 5, '4': 2, 'wolves': 2}},")))
                    .isEqualTo(new ScenarioError("bag.contents.wolves",
                            "no token \"wolves\": the tokens are \"1\", \"2\", \"3\", \"4\" and \"wolf\""));
            assertThat(only(file("'expect': {'bag': {'5': 1}},")).path()).isEqualTo("expect.bag.5");
            assertThat(only(file("'board': [{'tile': 'base/U', 'at': [0, 0]}], 'figures': [{'kind': 'shepherd',"
                    + " 'player': 'red', 'at': [0, 0], 'on': 'field:NNW', 'sheep': [5]}],")))
                    .isEqualTo(new ScenarioError("figures[0].sheep[0]", "a sheep token shows 1, 2, 3 or 4 sheep, not 5"));
        }

        @Test
        void figureKindsAndTheirFields() {
            assertThat(only(file("'board': [{'tile': 'base/U', 'at': [0, 0]}], 'figures': [{'kind': 'knight', 'at': [0, 0]}],")))
                    .isEqualTo(new ScenarioError("figures[0].kind",
                            "kind must be follower, shepherd, dragon or fairy, not \"knight\""));
            assertThat(only(file("'board': [{'tile': 'base/U', 'at': [0, 0]}],"
                    + " 'figures': [{'kind': 'dragon', 'player': 'red', 'at': [0, 0]}],")))
                    .isEqualTo(new ScenarioError("figures[0].player", "a dragon has no \"player\""));
            assertThat(only(file("'board': [{'tile': 'base/U', 'at': [0, 0]}], 'figures': [{'kind': 'follower',"
                    + " 'player': 'red', 'at': [0, 0], 'on': 'road:W', 'sheep': []}],")))
                    .isEqualTo(new ScenarioError("figures[0].sheep", "only a shepherd has sheep"));
        }

        @Test
        void turnShapes() {
            String board = "'board': [{'tile': 'base/U', 'at': [0, 0]}],";
            assertThat(only(file(board + "'turns': [{}],"))).isEqualTo(new ScenarioError("turns[0]",
                    "a turn needs a tile (with player and at), a dragon path or endGame"));
            assertThat(only(file(board + "'turns': [{'endGame': false}],"))).isEqualTo(
                    new ScenarioError("turns[0].endGame", "endGame can only be true"));
            assertThat(only(file(board + "'turns': [{'endGame': true, 'player': 'red'}],"))).isEqualTo(
                    new ScenarioError("turns[0].player", "\"player\" cannot stand in an endGame turn"));
            assertThat(only(file(board + "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'flock': 'keep'}],")))
                    .isEqualTo(new ScenarioError("turns[0].flock", "flock must be grow, guide or none, not \"keep\""));
            assertThat(only(file(board + "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0],"
                    + " 'place': {'kind': 'dragon', 'on': 'road:W'}}],")).path()).isEqualTo("turns[0].place.kind");
            assertThat(only(file(board + "'figures': [{'kind': 'dragon', 'at': [0, 0]}], 'turns': [{'dragon': []}],")))
                    .isEqualTo(new ScenarioError("turns[0].dragon", "the dragon path is empty"));
        }

        @Test
        void hiddenOnlyUnderAHill() {
            assertThat(only(file("'turns': [{'player': 'red', 'tile': 'base/D', 'at': [0, 0], 'hidden': 'base/E'}],")))
                    .isEqualTo(new ScenarioError("turns[0].hidden",
                            "base/D has no hill: only a hill tile hides a tile under it (H1)"));
        }

        @Test
        void flockNoneOnlyWhereTendingIsOptional() throws ScenarioException {
            String board = "'board': [{'tile': 'base/U', 'at': [0, 0]}],";
            String turn = "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'flock': 'none'}],";
            ScenarioError s5 = new ScenarioError("turns[0].flock", "flock \"none\" needs the variant tending=optional:"
                    + " under these rules a player who tends must grow or guide (S5)");
            assertThat(only(file(board + turn))).as("seed preset").isEqualTo(s5);
            // The rules are judged whole, wherever they stand in the file.
            assertThat(only(file(board + turn + " 'rules': {'preset': 'second-edition', 'tending': 'mandatory'},")))
                    .isEqualTo(s5);
            assertThat(ScenarioReader.read(file(board + turn + " 'rules': {'tending': 'optional'},")).game().turns())
                    .extracting(t -> ((Turn.TileTurn) t).flock()).containsExactly(Turn.Flock.NONE);
            // A turn the author marks as refused by the rules is meant to break them: the resolution shows it.
            assertThat(ScenarioReader.read(file(board + turn.replace("'none'", "'none', 'refused': 'S5'"))).game().turns())
                    .extracting(Turn::refused).containsExactly(kudde.engine.rules.RuleId.S5);
        }

        @Test
        void anExpectedFigureOnALocationTwoSegmentsShareIsAnError() throws ScenarioException {
            // hs/02 has two cities, both touching its north edge: city:N names neither (contract).
            String board = "'board': [{'tile': 'hs/02', 'at': [0, 0]}],";
            assertThat(only(file(board + " 'expect': {'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0],"
                    + " 'on': 'city:N'}]},"))).isEqualTo(new ScenarioError("expect.figures[0].on",
                    "city:N is ambiguous on hs/02 at [0,0]: two segments share it; write one of city:W, city:E"));
            // The same for a tile a turn places, turned: the alternatives are named as turned.
            assertThat(only(file(board + " 'turns': [{'player': 'red', 'tile': 'hs/02', 'at': [0, 1], 'rotation': 180}],"
                    + " 'expect': {'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 1], 'on': 'city:S'}]},"))
                    .path()).isEqualTo("expect.figures[0].on");
            assertThat(ScenarioReader.read(file(board + " 'expect': {'figures': [{'kind': 'follower', 'player': 'red',"
                    + " 'at': [0, 0], 'on': 'city:W'}]},")).game().expect().figures()).extracting(f -> f.on())
                    .containsExactly("city:W");
            // A refused turn places no tile: the location is judged at the end, by check.
            assertThat(ScenarioReader.read(file(board
                    + " 'turns': [{'player': 'red', 'tile': 'hs/02', 'at': [0, 1], 'refused': 'B1'}],"
                    + " 'expect': {'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 1], 'on': 'city:N'}]},"))
                    .game().expect().figures()).extracting(f -> f.on()).containsExactly("city:N");
        }

        @Test
        void endGameMustBeLast() {
            assertThat(only(file("'turns': [{'endGame': true}, {'endGame': true}],"))).isEqualTo(
                    new ScenarioError("turns[0]", "the endGame turn must be the last"));
        }

        @Test
        void expectNamesKnownPlayersAndRules() {
            assertThat(only(file("'expect': {'scores': {'green': 3}},"))).isEqualTo(
                    new ScenarioError("expect.scores.green", "no player \"green\" in players"));
            assertThat(only(file("'expect': {'rules': ['S4', 'Z9']},"))).isEqualTo(
                    new ScenarioError("expect.rules[1]", "no rule \"Z9\" in the rules (ids like B4, S6, H4)"));
        }

        @Test
        void negativeScoresAndCounts() {
            assertThat(only(json("{'format': 'kudde-scenario/1', 'players': [{'id': 'a', 'score': -1}]}")).text())
                    .isEqualTo("a score cannot be below 0, not -1");
            assertThat(only(file("'bag': {'contents': {'1': -1, '2': 5, '3': 5, '4': 2, 'wolf': 2}},")).path())
                    .isEqualTo("bag.contents.1");
        }
    }

    @Nested
    class Positions {
        @Test
        void impossiblePositionsComeFromPositionCheckWithTheirPaths() {
            List<ScenarioError> e = errors(file("'board': [{'tile': 'base/U', 'at': [0, 0]}, {'tile': 'base/U', 'at': [0, 0]}],"
                    + " 'figures': [{'kind': 'follower', 'player': 'red', 'at': [5, 5], 'on': 'road:W'}],"));
            assertThat(e).extracting(ScenarioError::path).containsExactly("board[1].at", "figures[0].at");
            assertThat(e.get(1).text()).isEqualTo("no tile lies at [5,5]");
        }

        @Test
        void edgesMustMatch() {
            ScenarioError e = only(file("'board': [{'tile': 'base/U', 'at': [0, 0]},"
                    + " {'tile': 'base/U', 'at': [1, 0], 'rotation': 90}],"));
            assertThat(e.path()).isEqualTo("board[1]");
            assertThat(e.text()).isEqualTo("base/U at [1,0] does not fit: its west edge is a field"
                    + " but base/U at [0,0] shows a road there (B1)");
        }

        @Test
        void anAmbiguousLocationNamesTheAlternatives() {
            ScenarioError e = only(file("'board': [{'tile': 'hs/02', 'at': [0, 0]}],"
                    + " 'figures': [{'kind': 'follower', 'player': 'red', 'at': [0, 0], 'on': 'city:N'}],"));
            assertThat(e.path()).isEqualTo("figures[0].on");
            assertThat(e.text()).contains("city:W").contains("city:E");
        }

        @Test
        void parseLeavesThePositionToTheEditor() throws Exception {
            String twoTiles = file("'board': [{'tile': 'base/U', 'at': [0, 0]}, {'tile': 'base/U', 'at': [0, 0]}],");
            assertThat(ScenarioReader.parse(twoTiles, Locale.ENGLISH).game().board()).hasSize(2);
            assertThat(ScenarioReader.problems(ScenarioReader.parse(twoTiles, Locale.ENGLISH).game(), Locale.ENGLISH)).hasSize(1);
        }
    }

    @Test
    void errorsInDutch() {
        try {
            ScenarioReader.read(file("'board': [{'tile': 'base/Z', 'at': [0, 0]}],"), Locale.forLanguageTag("nl"));
            throw new AssertionError("no error");
        } catch (ScenarioException e) {
            assertThat(e.errors()).containsExactly(new ScenarioError("board[0].tile",
                    "geen tegel \"base/Z\" in de catalogus (ids zoals base/D of hs/02)"));
        }
    }
}

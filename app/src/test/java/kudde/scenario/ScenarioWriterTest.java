package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;
import kudde.lesson.LessonQuestion;

/** Writing scenario files: read → write → read gives an equal scenario, in the layout of docs/scenario-format.md. */
class ScenarioWriterTest {

    /**
     * Every file under scenarios/, its game and what is written about it, reads back equal from what
     * the writer makes of it, and the writer makes the same bytes of that again.
     */
    @Test
    void everyBundledScenarioRoundTrips() throws Exception {
        List<Path> files = Scenarios.files();
        try (java.util.stream.Stream<Path> all = Files.walk(Scenarios.directory())) {
            assertThat(files).as("every file under scenarios/").hasSize(
                    (int) all.filter(p -> p.toString().endsWith(".json")).count());
        }
        for (Path f : files) {
            Lesson s = ScenarioReader.read(f);
            String written = ScenarioWriter.write(s);
            assertThat(ScenarioReader.read(written)).as(f.toString()).isEqualTo(s);
            assertThat(ScenarioWriter.write(ScenarioReader.read(written))).as(f.toString()).isEqualTo(written);
        }
    }

    @Test
    void theContractExampleRoundTripsInItsOwnLayout() throws Exception {
        byte[] bytes = getClass().getResourceAsStream("contract-example.json").readAllBytes();
        Lesson s = ScenarioReader.read(bytes);
        String written = ScenarioWriter.write(s);
        assertThat(ScenarioReader.read(written)).isEqualTo(s);
        assertThat(written).startsWith("{\n  \"format\": \"kudde-scenario/1\",\n  \"title\": {\"en\": ")
                .contains("\n  \"rules\": {\"preset\": \"seed\"},\n")
                .contains("\n    {\"tile\": \"base/D\", \"at\": [0, 0], \"rotation\": 0},\n")
                .contains("{\"kind\": \"shepherd\", \"player\": \"blue\", \"at\": [1, 0], \"on\": \"field:SSE\", \"sheep\": [2, 3]}")
                .contains("\n  \"bag\": {\"draws\": [3], \"seed\": 7},\n")
                .contains("\"place\": {\"kind\": \"follower\", \"on\": \"road:W\"}")
                .contains("{\"player\": \"blue\", \"tile\": \"base/V\", \"at\": [3, 0], \"rotation\": 0, \"flock\": \"grow\"}")
                .contains("\n    {\"endGame\": true}\n")
                .contains("\"bag\": {\"1\": 4, \"2\": 4, \"3\": 3, \"4\": 2, \"wolf\": 2}")
                .endsWith("\"rules\": [\"S4\", \"S6\", \"B8\", \"S10\"]\n  }\n}\n");
        List<String> order = List.of("\"format\"", "\"title\"", "\"description\"", "\"rules\"", "\"players\"",
                "\"board\"", "\"figures\"", "\"bag\"", "\"turns\"", "\"expect\"");
        int last = -1;
        for (String key : order) {
            int at = written.indexOf("\n  " + key);
            assertThat(at).as(key).isGreaterThan(last);
            last = at;
        }
    }

    @Test
    void textsAreEscaped() throws Exception {
        Lesson s = Lesson.of(Scenario.blank().withPlayers(List.of(new PlayerSetup("r\"ed", "Ánna", 0, null))))
                .withTitle(Map.of("en", "quote \" backslash \\ tab \t nl \n bell \u0007 sep \u2028 é ✓"));
        assertThat(ScenarioReader.read(ScenarioWriter.write(s))).isEqualTo(s);
    }

    @Test
    void generatedScenariosRoundTrip() throws Exception {
        long seed = kudde.robust.Seeds.base(42L);
        Random random = new Random(seed);
        for (int i = 0; i < 300; i++) {
            Lesson s = generate(random);
            String written = ScenarioWriter.write(s);
            assertThat(ScenarioReader.parse(written, Locale.ENGLISH)).as("case %d, %s:%n%s", i,
                    kudde.robust.Seeds.replay(ScenarioWriterTest.class, "generatedScenariosRoundTrip", seed), written)
                    .isEqualTo(s);
        }
    }

    @Test
    void saveReplacesTheFileWhole(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("lesson.json");
        Files.writeString(file, "old content");
        Lesson s = ScenarioReader.read(getClass().getResourceAsStream("contract-example.json").readAllBytes());
        ScenarioFiles.save(file, s);
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(ScenarioWriter.write(s));
        assertThat(ScenarioFiles.load(file, Locale.ENGLISH)).isEqualTo(s);
        try (var listing = Files.list(dir)) {
            assertThat(listing.toList()).containsExactly(file);
        }
    }

    /**
     * A random scenario with every kind of field: the position need not be possible, since
     * {@link ScenarioReader#parse} reads fields only.
     */
    static Lesson generate(Random r) {
        List<TileType> tiles = Catalogue.standard().all();
        List<PlayerSetup> players = new ArrayList<>();
        int n = 1 + r.nextInt(6);
        for (int i = 0; i < n; i++) {
            players.add(new PlayerSetup("p" + i, r.nextBoolean() ? "Name " + i : null, r.nextInt(100),
                    r.nextBoolean() ? r.nextInt(8) : null));
        }
        List<TilePlacement> board = new ArrayList<>();
        for (int i = r.nextInt(6); i > 0; i--) {
            board.add(new TilePlacement(tiles.get(r.nextInt(tiles.size())), pos(r), 90 * r.nextInt(4)));
        }
        List<FigureSetup> figures = new ArrayList<>();
        for (int i = r.nextInt(5); i > 0; i--) {
            figures.add(figure(r, n));
        }
        RuleSet rules = RuleSet.of(r.nextBoolean() ? Preset.SEED : Preset.SECOND_EDITION);
        for (Variant v : Variant.values()) {
            if (r.nextInt(3) == 0) {
                rules = rules.with(v, v.choices().get(r.nextInt(v.choices().size())));
            }
        }
        Map<Token, Integer> contents = null;
        if (r.nextBoolean()) {
            contents = new EnumMap<>(Token.class);
            for (Token t : Token.ORDER) {
                contents.put(t, r.nextInt(t.inGame() + 1));
            }
        }
        List<Token> draws = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            draws.add(Token.ORDER.get(r.nextInt(5)));
        }
        BagSetup bag = new BagSetup(contents, draws, r.nextInt(3) == 0 ? 1 : r.nextLong());
        List<Turn> turns = new ArrayList<>();
        for (int i = r.nextInt(5); i > 0; i--) {
            turns.add(turn(r, n, tiles, rules.tendingOptional()));
        }
        if (r.nextBoolean()) {
            turns.add(new Turn.EndGame());
        }
        Expect expect = null;
        if (r.nextBoolean()) {
            Map<String, Integer> scores = r.nextBoolean() ? Map.of("p0", r.nextInt(50)) : null;
            List<FigureSetup> fs = r.nextBoolean() ? List.of(figure(r, n)) : null;
            Map<Token, Integer> eb = r.nextBoolean() ? Map.of(Token.WOLF, 2, Token.ONE, 3) : null;
            List<String> ids = r.nextBoolean() ? List.of("S6", "B4") : null;
            expect = new Expect(scores, fs, eb, ids);
        }
        Map<String, String> title = r.nextBoolean() ? Map.of("en", "T " + r.nextInt()) : Map.of();
        Map<String, String> description = r.nextBoolean() ? Map.of("en", "D", "nl", "Ö \" \\") : Map.of();
        List<LessonQuestion> quiz = new ArrayList<>();
        for (int i = turns.isEmpty() ? 0 : r.nextInt(3); i > 0; i--) {
            Question.Kind kind = Question.Kind.values()[r.nextInt(Question.Kind.values().length)];
            int turn = r.nextInt(turns.size());
            if (kind == Question.Kind.GROW_OR_GUIDE && !(turns.get(turn) instanceof Turn.TileTurn tt && tt.flock() != null)) {
                kind = Question.Kind.SCORERS; // grow-or-guide needs a turn with a tending choice
            }
            quiz.add(new LessonQuestion(new Question(turn, RuleId.values()[r.nextInt(RuleId.values().length)], kind,
                    kind == Question.Kind.POINTS || kind == Question.Kind.SHEPHERD_RETURNS || r.nextBoolean() ? "p0" : null),
                    r.nextBoolean() ? Map.of("en", "Who?", "nl", "Wie?") : Map.of()));
        }
        return Lesson.of(Scenario.blank().withRules(rules).withPlayers(players).withBoard(board).withFigures(figures)
                .withBag(bag).withTurns(turns).withExpect(expect))
                .withTitle(title).withDescription(description).withQuiz(quiz);
    }

    private static Pos pos(Random r) {
        return r.nextInt(4) == 0 ? new Pos(r.nextInt(), r.nextInt()) : new Pos(r.nextInt(9) - 4, r.nextInt(9) - 4);
    }

    private static FigureSetup figure(Random r, int players) {
        String p = "p" + r.nextInt(players);
        return switch (r.nextInt(4)) {
            case 0 -> FigureSetup.follower(p, pos(r), r.nextBoolean() ? "road:W" : "monastery");
            case 1 -> FigureSetup.shepherd(p, pos(r), "field:SSE", r.nextBoolean() ? List.of() : List.of(1 + r.nextInt(4), 3));
            case 2 -> new FigureSetup(FigureKind.DRAGON, null, pos(r), null, List.of());
            default -> new FigureSetup(FigureKind.FAIRY, null, pos(r), null, List.of());
        };
    }

    /** A tile turn or a dragon-only turn; "none" as the tending choice only where the rules offer it (S5). */
    private static Turn turn(Random r, int players, List<TileType> tiles, boolean tendingOptional) {
        if (r.nextInt(5) == 0) {
            return new Turn.DragonTurn(List.of(pos(r), pos(r)));
        }
        TileType t = tiles.get(r.nextInt(tiles.size()));
        Turn.Placement place = switch (r.nextInt(3)) {
            case 0 -> null;
            case 1 -> new Turn.Placement(FigureKind.FOLLOWER, "city:N");
            default -> new Turn.Placement(FigureKind.SHEPHERD, "field:WNW");
        };
        Turn.Flock flock = r.nextBoolean() ? null : Turn.Flock.values()[r.nextInt(tendingOptional ? 3 : 2)];
        TileType hidden = t.hill() && r.nextBoolean() ? tiles.get(r.nextInt(tiles.size())) : null;
        List<Pos> dragon = r.nextBoolean() ? null : List.of(pos(r));
        return new Turn.TileTurn("p" + r.nextInt(players), t, pos(r), 90 * r.nextInt(4), place, flock, hidden, dragon);
    }
}

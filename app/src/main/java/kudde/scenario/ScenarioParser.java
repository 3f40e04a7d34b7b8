package kudde.scenario;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import kudde.lang.Languages;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.lesson.LessonQuestion;
import kudde.lesson.StepComment;
import kudde.lesson.StepDrawing;

/**
 * The version-1 scenario schema (docs/scenario-format.md) on top of {@link JsonIn}: every
 * field is checked for its type and its allowed values; whether the position can arise is left
 * to {@code PositionCheck}. Each method returns null after reporting a problem; the lesson (the game
 * and what its author wrote about it) is built only when no problem was found.
 */
final class ScenarioParser {
    static final String FORMAT = "kudde-scenario/1";

    /**
     * Top-level fields in the order the writer uses. A new optional field (the tutor's
     * {@code quiz}) is one name here and one case in {@link #root}.
     */
    static final List<String> ROOT_FIELDS = List.of("format", "title", "description", "goal", "takeaway", "rules",
            "players", "board", "figures", "bag", "tilesLeft", "turns", "expect", "quiz", "exercises", "comments", "drawings");
    private static final List<String> PLAYER_FIELDS = List.of("id", "name", "score", "followers");
    private static final List<String> TILE_FIELDS = List.of("tile", "at", "rotation");
    private static final List<String> FIGURE_FIELDS = List.of("kind", "player", "at", "on", "sheep");
    private static final List<String> BAG_FIELDS = List.of("contents", "draws", "seed");
    private static final List<String> TURN_FIELDS = List.of("player", "tile", "at", "rotation", "place", "flock",
            "hidden", "dragon", "refused", "endGame");
    private static final List<String> TILE_TURN_FIELDS = TURN_FIELDS.subList(0, 9);
    private static final List<String> PLACE_FIELDS = List.of("kind", "on");
    private static final List<String> EXPECT_FIELDS = List.of("scores", "figures", "bag", "rules");
    private static final List<String> QUESTION_FIELDS = List.of("turn", "rule", "kind", "player", "ask");
    private static final List<Integer> ROTATIONS = List.of(0, 90, 180, 270);

    private final JsonIn in;
    private final Catalogue catalogue = Catalogue.standard();

    // What the root object held; null where absent (or broken, which is reported).
    private String format;
    private Map<String, String> title;
    private Map<String, String> description;
    private Map<String, String> goal;
    private Map<String, String> takeaway;
    private RuleSet rules;
    private List<PlayerSetup> players;
    private List<TilePlacement> board;
    private List<FigureSetup> figures;
    private BagSetup bag;
    private List<Turn> turns;
    private Expect expect;
    private Map<String, Integer> expectScores;
    private List<LessonQuestion> quiz;
    private List<LessonExercise> exercises;
    private List<StepComment> comments;
    private List<StepDrawing> drawings;
    private Integer tilesLeft;

    ScenarioParser(JsonIn in) {
        this.in = in;
    }

    /** Reads the document; null when anything was reported. */
    Lesson parse() throws IOException {
        Set<String> seen = in.object("", ROOT_FIELDS, this::root);
        if (seen == null) {
            return null;
        }
        if (!in.atEnd()) {
            in.error("", "json.trailing");
            return null;
        }
        if (!seen.contains("format")) {
            in.error("format", "field.missing", "format");
        }
        if (!seen.contains("players")) {
            in.error("players", "field.missing", "players");
        }
        if (expectScores != null && players != null) {
            for (String id : expectScores.keySet()) {
                if (players.stream().noneMatch(p -> id.equals(p.id()))) {
                    in.error("expect.scores." + id, "expect.unknownPlayer", id);
                }
            }
        }
        checkQuiz();
        checkTilesLeft();
        AcrossFields.flockChoices(in, rules, turns);
        AcrossFields.expectedLocations(in, board, turns, expect);
        new ExerciseParser(in, this).check(exercises, players, figures, turns);
        new StepNotesParser(in, this).check(comments, drawings, board, figures, players, turns);
        if (!in.errors().isEmpty()) {
            return null;
        }
        Scenario game = Scenario.blank().withRules(rules).withPlayers(players).withBoard(board).withFigures(figures)
                .withBag(bag).withTurns(turns).withExpect(expect).withTilesLeft(tilesLeft);
        return Lesson.of(game).withTitle(title).withDescription(description).withGoal(goal).withTakeaway(takeaway)
                .withQuiz(quiz).withExercises(exercises).withComments(comments).withDrawings(drawings);
    }

    /**
     * {@code tilesLeft}: the tiles still to be drawn at the set-up. At most the catalogue's tiles not on
     * the board, at least what the file's turns draw (a tile each, and a named hidden tile, H1), and
     * not beside an endGame turn, which says how much game is left too.
     */
    private void checkTilesLeft() {
        if (tilesLeft == null) {
            return;
        }
        int most = catalogue.tileCount() - (board == null ? 0 : board.size());
        if (tilesLeft < 0 || tilesLeft > most) {
            in.error("tilesLeft", "tilesLeft.range", Math.max(0, most), tilesLeft);
            return;
        }
        int drawn = 0;
        for (int i = 0; turns != null && i < turns.size(); i++) {
            Turn t = turns.get(i);
            if (t instanceof Turn.EndGame) {
                in.error("tilesLeft", "tilesLeft.endGame", i);
                return;
            }
            if (t instanceof Turn.TileTurn tt && tt.refused() == null) {
                drawn += tt.hidden() == null ? 1 : 2;
            }
        }
        if (drawn > tilesLeft) {
            in.error("tilesLeft", "tilesLeft.short", drawn, tilesLeft);
        }
    }

    private static <T> List<T> orEmpty(List<T> l) {
        return l == null ? List.of() : l;
    }

    private void root(String name, String path) throws IOException {
        switch (name) {
            case "format" -> {
                format = in.string(path);
                if (format != null && !format.equals(FORMAT)) {
                    in.error(path, "format.wrong", FORMAT, JsonIn.shorten(format));
                }
            }
            case "title" -> title = texts(path);
            case "description" -> description = texts(path);
            case "goal" -> goal = texts(path);
            case "takeaway" -> takeaway = texts(path);
            case "rules" -> rules = rules(path);
            case "players" -> players = in.list(path, this::player);
            case "board" -> board = in.list(path, this::tile);
            case "figures" -> figures = in.list(path, this::figure);
            case "bag" -> bag = bag(path);
            case "tilesLeft" -> tilesLeft = in.int32(path);
            case "turns" -> turns = in.list(path, this::turn);
            case "expect" -> expect = expect(path);
            case "quiz" -> quiz = in.list(path, this::question);
            case "exercises" -> exercises = in.list(path, new ExerciseParser(in, this)::exercise);
            case "comments" -> comments = in.list(path, new StepNotesParser(in, this)::comment);
            case "drawings" -> drawings = in.list(path, new StepNotesParser(in, this)::drawing);
            default -> throw new IllegalStateException("field without a reader: " + name);
        }
    }

    /** Texts per language: any well-formed language tag is a key, so a lesson may speak a language the window does not yet. */
    Map<String, String> texts(String path) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        boolean read = in.map(path, (lang, p) -> {
            if (!Languages.isTag(lang)) {
                in.error(p, "text.language", JsonIn.shorten(lang));
                in.skip();
                return;
            }
            String s = in.string(p);
            if (s != null) {
                out.put(lang, s);
            }
        });
        return read ? out : null;
    }

    private RuleSet rules(String path) throws IOException {
        List<String> allowed = new ArrayList<>();
        allowed.add("preset");
        for (Variant v : Variant.values()) {
            allowed.add(v.key());
        }
        Preset[] preset = {Preset.SEED};
        Map<Variant, String> values = new EnumMap<>(Variant.class);
        Set<String> seen = in.object(path, allowed, (name, p) -> {
            if (name.equals("preset")) {
                String s = in.string(p);
                if (s != null) {
                    preset[0] = Preset.ofKey(s);
                    if (preset[0] == null) {
                        in.error(p, "rules.preset", JsonIn.shorten(s));
                    }
                }
                return;
            }
            Variant v = Variant.ofKey(name);
            if (v == Variant.TINY_CITY) {
                // docs/scenario-format.md: tinyCity is the NUMBER 4 or 2, not a text.
                Integer n = in.int32(p);
                if (n != null && n != 4 && n != 2) {
                    in.error(p, "rules.tinyCity", n.toString());
                } else if (n != null) {
                    values.put(v, n.toString());
                }
                return;
            }
            String s = in.string(p);
            if (s != null && !v.choices().contains(s)) {
                in.error(p, "rules.variant", v.key(), String.join(", ", v.choices()), JsonIn.shorten(s));
            } else if (s != null) {
                values.put(v, s);
            }
        });
        if (seen == null || preset[0] == null) {
            return null;
        }
        RuleSet r = RuleSet.of(preset[0]);
        for (Map.Entry<Variant, String> e : values.entrySet()) {
            r = r.with(e.getKey(), e.getValue());
        }
        return r;
    }

    private PlayerSetup player(String path) throws IOException {
        String[] id = new String[2];
        Integer[] numbers = {0, null};
        boolean[] ok = {true};
        Set<String> seen = in.object(path, PLAYER_FIELDS, (name, p) -> {
            switch (name) {
                case "id" -> ok[0] &= (id[0] = in.string(p)) != null;
                case "name" -> ok[0] &= (id[1] = in.string(p)) != null;
                case "score" -> {
                    numbers[0] = in.int32(p);
                    if (numbers[0] != null && numbers[0] < 0) {
                        in.error(p, "player.score", numbers[0].toString());
                        numbers[0] = null;
                    }
                    ok[0] &= numbers[0] != null;
                }
                default -> ok[0] &= (numbers[1] = in.int32(p)) != null;
            }
        });
        if (seen == null) {
            return null;
        }
        if (!seen.contains("id")) {
            in.error(JsonIn.join(path, "id"), "field.missing", "id");
            return null;
        }
        return ok[0] ? new PlayerSetup(id[0], id[1], numbers[0], numbers[1]) : null;
    }

    private TilePlacement tile(String path) throws IOException {
        TileType[] type = {null};
        Pos[] at = {null};
        Integer[] rotation = {0};
        Set<String> seen = in.object(path, TILE_FIELDS, (name, p) -> {
            switch (name) {
                case "tile" -> type[0] = tileType(p);
                case "at" -> at[0] = in.pos(p);
                default -> rotation[0] = rotation(p);
            }
        });
        if (seen == null || !required(path, seen, "tile", "at")) {
            return null;
        }
        return type[0] != null && at[0] != null && rotation[0] != null
                ? new TilePlacement(type[0], at[0], rotation[0]) : null;
    }

    TileType tileType(String path) throws IOException {
        String id = in.string(path);
        if (id == null) {
            return null;
        }
        TileType t = catalogue.byId(id);
        if (t == null) {
            in.error(path, "tile.unknown", JsonIn.shorten(id));
        }
        return t;
    }

    private Integer rotation(String path) throws IOException {
        Integer r = in.int32(path);
        if (r != null && !ROTATIONS.contains(r)) {
            in.error(path, "tile.rotation", r.toString());
            return null;
        }
        return r;
    }

    /** Reports each missing required field; true when none is missing. */
    boolean required(String path, Set<String> seen, String... names) {
        boolean all = true;
        for (String n : names) {
            if (!seen.contains(n)) {
                in.error(JsonIn.join(path, n), "field.missing", n);
                all = false;
            }
        }
        return all;
    }

    /** A figure's {@code kind} (a follower, a shepherd, the dragon, the fairy), or null after an error at {@code p}. */
    FigureKind figureKind(String p) throws IOException {
        String k = in.string(p);
        FigureKind kind = k == null ? null : FigureKind.ofWord(k);
        if (k != null && kind == null) {
            in.error(p, "figure.kind", JsonIn.shorten(k));
        }
        return kind;
    }

    private FigureSetup figure(String path) throws IOException {
        FigureKind[] kind = {null};
        String[] strings = new String[2];
        Pos[] at = {null};
        List<List<Integer>> sheep = new ArrayList<>();
        boolean[] ok = {true};
        Set<String> seen = in.object(path, FIGURE_FIELDS, (name, p) -> {
            switch (name) {
                case "kind" -> ok[0] &= (kind[0] = figureKind(p)) != null;
                case "player" -> ok[0] &= (strings[0] = in.string(p)) != null;
                case "on" -> ok[0] &= (strings[1] = in.string(p)) != null;
                case "at" -> ok[0] &= (at[0] = in.pos(p)) != null;
                default -> {
                    List<Integer> s = in.list(p, this::sheepValue);
                    ok[0] &= s != null;
                    sheep.add(s);
                }
            }
        });
        if (seen == null || !required(path, seen, "kind", "at") || kind[0] == null) {
            return null;
        }
        FigureKind k = kind[0];
        if (k.owned()) {
            if (!required(path, seen, "player", "on")) {
                return null;
            }
            if (k == FigureKind.FOLLOWER && seen.contains("sheep")) {
                in.error(JsonIn.join(path, "sheep"), "figure.sheepNotShepherd");
                return null;
            }
        } else {
            boolean clean = true;
            for (String f : List.of("player", "on", "sheep")) {
                if (seen.contains(f)) {
                    in.error(JsonIn.join(path, f), "figure.notFor", k.word(), f);
                    clean = false;
                }
            }
            if (!clean) {
                return null;
            }
        }
        if (!ok[0]) {
            return null;
        }
        return new FigureSetup(k, strings[0], at[0], strings[1], sheep.isEmpty() ? List.of() : sheep.get(0));
    }

    private Integer sheepValue(String path) throws IOException {
        Integer v = in.int32(path);
        if (v != null && (v < 1 || v > 4)) {
            in.error(path, "token.sheep", v.toString());
            return null;
        }
        return v;
    }

    private BagSetup bag(String path) throws IOException {
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<Token, Integer>[] contents = new Map[1];
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<Token>[] draws = new List[1];
        Long[] seed = {BagSetup.DEFAULT_SEED};
        boolean[] ok = {true};
        Set<String> seen = in.object(path, BAG_FIELDS, (name, p) -> {
            switch (name) {
                case "contents" -> ok[0] &= (contents[0] = tokenCounts(p)) != null;
                case "draws" -> ok[0] &= (draws[0] = in.list(p, this::token)) != null;
                default -> ok[0] &= (seed[0] = in.int64(p)) != null;
            }
        });
        return seen == null || !ok[0] ? null : new BagSetup(contents[0], draws[0], seed[0]);
    }

    /** Counts per token kind, keyed "1" … "4" and "wolf" (bag contents, expected bag). */
    private Map<Token, Integer> tokenCounts(String path) throws IOException {
        Map<Token, Integer> out = new EnumMap<>(Token.class);
        boolean[] ok = {true};
        boolean read = in.map(path, (key, p) -> {
            Token t = Token.ofKey(key);
            if (t == null) {
                in.error(p, "token.name", JsonIn.shorten(key));
                in.skip();
                ok[0] = false;
                return;
            }
            Integer n = in.int32(p);
            if (n != null && n < 0) {
                in.error(p, "token.count", n.toString());
                n = null;
            }
            if (n == null) {
                ok[0] = false;
            } else {
                out.put(t, n);
            }
        });
        return read && ok[0] ? out : null;
    }

    /** A scripted draw: a number 1–4 or the text "wolf". */
    private Token token(String path) throws IOException {
        switch (in.peek()) {
            case NUMBER -> {
                Integer v = in.int32(path);
                if (v == null) {
                    return null;
                }
                Token t = Token.ofSheep(v);
                if (t == null) {
                    in.error(path, "token.value", v.toString());
                }
                return t;
            }
            case STRING -> {
                String s = in.string(path);
                if (!"wolf".equals(s)) {
                    in.error(path, "token.value", "\"" + JsonIn.shorten(s) + "\"");
                    return null;
                }
                return Token.WOLF;
            }
            default -> {
                in.expect(path, com.google.gson.stream.JsonToken.NUMBER, "type.token");
                return null;
            }
        }
    }

    private Turn turn(String path) throws IOException {
        TurnFields f = new TurnFields();
        Set<String> seen = in.object(path, TURN_FIELDS, (name, p) -> f.read(name, p));
        if (seen == null) {
            return null;
        }
        if (seen.contains("endGame")) {
            boolean clean = true;
            for (String n : TURN_FIELDS) {
                if (!n.equals("endGame") && seen.contains(n)) {
                    in.error(JsonIn.join(path, n), "turn.endGameExtra", n);
                    clean = false;
                }
            }
            if (f.endGame != null && !f.endGame) {
                in.error(JsonIn.join(path, "endGame"), "turn.endGameFalse");
                clean = false;
            }
            return clean && f.ok ? new Turn.EndGame() : null;
        }
        if (seen.isEmpty()) {
            in.error(path, "turn.empty");
            return null;
        }
        if (seen.contains("dragon") && (seen.size() == 1 || seen.size() == 2 && seen.contains("refused"))) {
            return f.ok ? new Turn.DragonTurn(f.dragon, f.refused) : null;
        }
        if (!required(path, seen, "player", "tile", "at") || !f.ok) {
            return null;
        }
        // A turn the file expects to be refused may break any rule the turn's resolution judges;
        // the engine tries it and check compares the rule that refuses it (H1 among them).
        if (f.hidden != null && !f.tile.hill() && f.refused == null) {
            in.error(JsonIn.join(path, "hidden"), "turn.hiddenNotHill", f.tile.id());
            return null;
        }
        return new Turn.TileTurn(f.player, f.tile, f.at, f.rotation, f.place, f.flock, f.hidden, f.dragon, f.refused);
    }

    /** The fields of one turn as read, before knowing which kind of turn it is. */
    private final class TurnFields {
        String player;
        TileType tile;
        Pos at;
        int rotation;
        Turn.Placement place;
        Turn.Flock flock;
        TileType hidden;
        List<Pos> dragon;
        RuleId refused;
        Boolean endGame;
        boolean ok = true;

        void read(String name, String p) throws IOException {
            switch (name) {
                case "player" -> ok &= (player = in.string(p)) != null;
                case "tile" -> ok &= (tile = tileType(p)) != null;
                case "at" -> ok &= (at = in.pos(p)) != null;
                case "rotation" -> {
                    Integer r = rotation(p);
                    ok &= r != null;
                    rotation = r == null ? 0 : r;
                }
                case "place" -> ok &= (place = placement(p)) != null;
                case "flock" -> ok &= (flock = flock(p)) != null;
                case "hidden" -> ok &= (hidden = tileType(p)) != null;
                case "dragon" -> ok &= (dragon = dragonPath(p)) != null;
                case "refused" -> ok &= (refused = refusedBy(p)) != null;
                default -> ok &= (endGame = in.bool(p)) != null;
            }
        }
    }

    private Turn.Placement placement(String path) throws IOException {
        FigureKind[] kind = {null};
        String[] on = {null};
        boolean[] ok = {true};
        Set<String> seen = in.object(path, PLACE_FIELDS, (name, p) -> {
            if (name.equals("kind")) {
                String k = in.string(p);
                kind[0] = k == null ? null : FigureKind.ofWord(k);
                if (k != null && kind[0] != FigureKind.FOLLOWER && kind[0] != FigureKind.SHEPHERD) {
                    in.error(p, "place.kind", JsonIn.shorten(k));
                    kind[0] = null;
                }
                ok[0] &= kind[0] != null;
            } else {
                ok[0] &= (on[0] = in.string(p)) != null;
            }
        });
        if (seen == null || !required(path, seen, "kind", "on") || !ok[0]) {
            return null;
        }
        return new Turn.Placement(kind[0], on[0]);
    }

    private Turn.Flock flock(String path) throws IOException {
        String s = in.string(path);
        if (s == null) {
            return null;
        }
        for (Turn.Flock f : Turn.Flock.values()) {
            if (f.word().equals(s)) {
                return f;
            }
        }
        in.error(path, "turn.flock", JsonIn.shorten(s));
        return null;
    }

    private List<Pos> dragonPath(String path) throws IOException {
        List<Pos> p = in.list(path, in::pos);
        if (p != null && p.isEmpty()) {
            in.error(path, "turn.dragonEmpty");
            return null;
        }
        return p;
    }

    private Expect expect(String path) throws IOException {
        Map<String, Integer> scores = new LinkedHashMap<>();
        boolean[] has = new boolean[4];
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<FigureSetup>[] figs = new List[1];
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<Token, Integer>[] tokens = new Map[1];
        @SuppressWarnings({"unchecked", "rawtypes"})
        List<String>[] ruleIds = new List[1];
        boolean[] ok = {true};
        Set<String> seen = in.object(path, EXPECT_FIELDS, (name, p) -> {
            switch (name) {
                case "scores" -> {
                    has[0] = true;
                    // Not "ok[0] &= in.map(…)": that reads ok[0] before the lambda clears it, and a
                    // score that is no integer (reported) would then reach Map.copyOf as null.
                    boolean map = in.map(p, (id, sp) -> {
                        Integer n = in.int32(sp);
                        if (n == null) {
                            ok[0] = false;
                        } else {
                            scores.put(id, n);
                        }
                    });
                    ok[0] &= map;
                }
                case "figures" -> ok[0] &= (figs[0] = in.list(p, this::figure)) != null;
                case "bag" -> ok[0] &= (tokens[0] = tokenCounts(p)) != null;
                default -> ok[0] &= (ruleIds[0] = in.list(p, this::ruleId)) != null;
            }
        });
        if (seen == null || !ok[0]) {
            return null;
        }
        if (has[0]) {
            expectScores = scores;
        }
        return new Expect(has[0] ? Map.copyOf(scores) : null, figs[0] == null ? null : List.copyOf(figs[0]),
                tokens[0] == null ? null : Map.copyOf(tokens[0]),
                ruleIds[0] == null ? null : List.copyOf(ruleIds[0]));
    }

    /** The rule a turn is expected to be refused by (a refused-move lesson). */
    private RuleId refusedBy(String path) throws IOException {
        String s = in.string(path);
        RuleId r = s == null ? null : RuleId.parse(s);
        if (s != null && r == null) {
            in.error(path, "turn.refused", JsonIn.shorten(s));
        }
        return r;
    }

    private String ruleId(String path) throws IOException {
        String s = in.string(path);
        if (s != null && RuleId.parse(s) == null) {
            in.error(path, "expect.rule", JsonIn.shorten(s));
            return null;
        }
        return s;
    }

    /**
     * A quiz question (the tutor's optional extension, docs/scenario-format.md, "quiz"): turn, rule
     * and kind are required; player is required for the kinds that ask about one player.
     */
    private LessonQuestion question(String path) throws IOException {
        Integer[] turn = {null};
        RuleId[] rule = {null};
        Question.Kind[] kind = {null};
        String[] player = {null};
        // One-element arrays carry what the field lambdas read; a generic array is made raw.
        @SuppressWarnings({"unchecked", "rawtypes"})
        Map<String, String>[] ask = new Map[1];
        boolean[] ok = {true};
        Set<String> seen = in.object(path, QUESTION_FIELDS, (name, p) -> {
            switch (name) {
                case "turn" -> {
                    turn[0] = in.int32(p);
                    if (turn[0] != null && turn[0] < 0) {
                        in.error(p, "quiz.turn", turn[0].toString());
                        turn[0] = null;
                    }
                    ok[0] &= turn[0] != null;
                }
                case "rule" -> {
                    String r = ruleId(p);
                    rule[0] = r == null ? null : RuleId.parse(r);
                    ok[0] &= rule[0] != null;
                }
                case "kind" -> {
                    String k = in.string(p);
                    kind[0] = k == null ? null : Question.Kind.ofWord(k);
                    if (k != null && kind[0] == null) {
                        in.error(p, "quiz.kind", JsonIn.shorten(k));
                    }
                    ok[0] &= kind[0] != null;
                }
                case "player" -> ok[0] &= (player[0] = in.string(p)) != null;
                default -> ok[0] &= (ask[0] = texts(p)) != null;
            }
        });
        if (seen == null || !required(path, seen, "turn", "rule", "kind") || !ok[0]) {
            return null;
        }
        boolean aboutOne = kind[0] == Question.Kind.POINTS || kind[0] == Question.Kind.SHEPHERD_RETURNS;
        if (aboutOne && player[0] == null) {
            in.error(JsonIn.join(path, "player"), "quiz.playerMissing", kind[0].word());
            return null;
        }
        return new LessonQuestion(new Question(turn[0], rule[0], kind[0], player[0]), ask[0]);
    }

    /** A question names a turn of this file and, where it names one, a player of it. */
    private void checkQuiz() {
        if (quiz == null) {
            return;
        }
        for (int i = 0; i < quiz.size(); i++) {
            LessonQuestion q = quiz.get(i);
            String path = "quiz[" + i + "]";
            if (q == null) {
                continue;
            }
            if (turns != null && q.turn() >= turns.size()) {
                in.error(JsonIn.join(path, "turn"), "quiz.noTurn", q.turn(), turns.size());
            } else if (turns != null && q.kind() == Question.Kind.GROW_OR_GUIDE
                    && turns.get(q.turn()) != null && !turns.get(q.turn()).tendingChoice()) {
                // The question is answered at the player's tending choice of that turn (S5): a turn without one cannot carry it.
                in.error(JsonIn.join(path, "turn"), "quiz.noTending", q.turn());
            }
            if (q.player() != null && players != null && players.stream().noneMatch(p -> q.player().equals(p.id()))) {
                in.error(JsonIn.join(path, "player"), "expect.unknownPlayer", q.player());
            }
        }
    }
}

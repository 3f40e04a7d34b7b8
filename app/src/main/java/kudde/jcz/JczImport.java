package kudde.jcz;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Game;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolver;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.lang.Languages;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.explain.Texts;
import kudde.scenario.ErrorText;
import kudde.scenario.ScenarioError;
import kudde.scenario.ScenarioException;
import kudde.scenario.ScenarioReader;

/**
 * Imports a JCloisterZone save ({@code .jcz}, base game and Hills &amp; Sheep) as a Kudde scenario
 * (docs/scenario-format.md, "Importing a JCloisterZone save"). The save holds no sheep or wolf
 * tokens: the game is replayed turn by turn on the engine, and each draw (S2, S6) is worked out
 * from the save's random numbers and the bag as it is then, and written into the scenario as a
 * scripted draw, so the file is whole without the save. A save that does not add up (a tile placed
 * more often than the game has it, a draw from an empty bag, a move the rules refuse) and anything
 * of another expansion is refused with one located error; nothing is half-imported. The tile order
 * is checked against the random numbers too ({@link JczPile}); a save whose tiles do not follow them
 * is imported as it is and says so ({@link Imported#tileOrder}): its moves are the game, only its
 * draws are in doubt.
 */
public final class JczImport {
    /** The tiles of the game: the base game's 72 and the 18 of Hills & Sheep (the start tile among them). */
    private static final int TILES = Catalogue.standard().all().stream().mapToInt(TileType::count).sum();

    private JczImport() {
    }

    /**
     * An imported save, and where its tiles stop following its random numbers: the first turn whose
     * tile is not the one drawn, with the tile that was (null when every tile was, or when the
     * save's version does not tell).
     */
    public record Imported(Lesson lesson, ScenarioError tileOrder) {
    }

    /** Whether a file is to be read as a JCloisterZone save: its name ends in {@code .jcz}. */
    public static boolean isSave(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".jcz");
    }

    /** Reads and imports a save, as a lesson about its game that says only where it came from; errors in {@code locale}. */
    public static Lesson read(Path file, Locale locale) throws ScenarioException {
        return imported(file, locale).lesson();
    }

    /** Reads and imports a save, saying whether its tile order follows its random numbers; errors in {@code locale}. */
    public static Imported imported(Path file, Locale locale) throws ScenarioException {
        ErrorText text = ErrorText.of(locale);
        byte[] bytes;
        try {
            if (!Files.isRegularFile(file)) {
                throw new ScenarioException(new ScenarioError("", text.get(Files.exists(file)
                        ? "file.notRegular" : "file.notFound")));
            }
            if (Files.size(file) > ScenarioReader.MAX_BYTES) {
                throw new ScenarioException(new ScenarioError("", text.get("jcz.tooLarge")));
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ScenarioException(new ScenarioError("", text.get("file.notFound")));
        } catch (IOException e) {
            throw new ScenarioException(new ScenarioError("", text.get("file.unreadable", e.getMessage())));
        }
        String json;
        try {
            json = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new ScenarioException(new ScenarioError("", text.get("jcz.notUtf8")));
        }
        String stem = file.getFileName().toString().replaceFirst("(?i)\\.jcz$", "");
        return imported(json, stem, locale);
    }

    /** Imports a save's text; {@code stem} names the game when the save gives it no name. */
    public static Lesson read(String json, String stem, Locale locale) throws ScenarioException {
        return imported(json, stem, locale).lesson();
    }

    /** Imports a save's text, saying whether its tile order follows its random numbers. */
    public static Imported imported(String json, String stem, Locale locale) throws ScenarioException {
        try {
            if (json.startsWith("\uFEFF")) {
                json = json.substring(1);
            }
            Replay replay = new JczImport.Replay(JczSave.read(json), stem, locale);
            return new Imported(replay.lesson(), replay.offOrder == null ? null : new ScenarioError(replay.offOrder.path,
                    ErrorText.of(locale).get(replay.offOrder.key, replay.offOrder.args)));
        } catch (JczSave.Refused r) {
            throw new ScenarioException(new ScenarioError(r.path, ErrorText.of(locale).get(r.key, r.args)));
        } catch (RuntimeException e) {
            throw ScenarioException.internal(e, locale);
        }
    }

    /** The replay of one save on the engine. */
    static final class Replay {
        private final JczSave save;
        private final String stem;
        private final Locale locale;
        /** The first tile the random numbers do not draw, as a located text; null while they all do. */
        JczSave.Refused offOrder;

        Replay(JczSave save, String stem, Locale locale) {
            this.save = save;
            this.stem = stem;
            this.locale = locale;
        }

        Lesson lesson() throws JczSave.Refused {
            List<String> ids = playerIds(save.players);
            List<PlayerSetup> players = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                String n = save.players.get(i);
                players.add(new PlayerSetup(ids.get(i), n.isEmpty() ? null : n, 0, null));
            }
            RuleSet rules = RuleSet.of(Preset.SECOND_EDITION);
            if (save.countTiebreak) {
                rules = rules.with(Variant.HILL_TIEBREAK, "count");
            }
            // A running game is imported up to its last committed turn; a game ended early by its
            // annotations (endTurn) up to that turn.
            List<JczSave.Turn> committed = new ArrayList<>();
            for (JczSave.Turn t : save.turns) {
                if (t.commit() != null && (save.endTurn == null || committed.size() < save.endTurn)) {
                    committed.add(t);
                }
            }
            // The tiles first: each must be one the game still had (the start tile is one of its
            // copies, and a hill hides one more, H1), or the save does not add up.
            Map<TileType, Integer> used = new HashMap<>();
            used.put(save.start, 1);
            int left = TILES - 1;
            List<Turn> turns = new ArrayList<>();
            for (JczSave.Turn t : committed) {
                String where = "replay[" + t.move() + "]";
                if (left == 0) {
                    throw new JczSave.Refused(where, "jcz.noTileLeft", t.jczTile());
                }
                if (used.merge(t.tile(), 1, Integer::sum) > t.tile().count()) {
                    throw new JczSave.Refused(where + ".payload.tileId", "jcz.tooMany", t.jczTile(), t.tile().count());
                }
                left -= t.tile().hill() && left > 1 ? 2 : 1;
                turns.add(tileTurn(t, ids));
            }
            Scenario s = Scenario.blank().withRules(rules).withPlayers(players)
                    .withBoard(List.of(new TilePlacement(save.start, save.startAt, save.startRotation)))
                    .withTurns(turns);
            Game g = Resolver.setUp(s, false);
            JczRandom random = new JczRandom(save.initialRandom, save.advances);
            // The tiles' order is checked against the numbers in every version: JCZ 5.7 to 5.12 build
            // the same pack, and a turn's tile is drawn with the number the last commit left; 5.7 and
            // 5.8 use a number as it is for every draw that follows (a tile drawn again after one put
            // aside, a shepherd's token), later versions move it on after each use (JczRandom).
            JczPile pile = new JczPile(save.startTile);
            List<Token> draws = new ArrayList<>();
            // The turns (from 1) at which a drawn tile was put aside, with that tile, known only while
            // the tiles follow the numbers.
            List<PutAside> asides = new ArrayList<>();
            for (int i = 0; i < committed.size(); i++) {
                JczSave.Turn t = committed.get(i);
                String where = "replay[" + t.move() + "]";
                if (pile != null) {
                    int before = pile.putAside().size();
                    String drawn = pile.draws(t.jczTile(), random, id -> fitsNowhere(g, id));
                    if (drawn != null) {
                        offOrder = new JczSave.Refused(where + ".payload.tileId", "jcz.tileOrder", t.jczTile(), drawn, i + 1);
                        pile = null;
                    } else {
                        for (String id : pile.putAside().subList(before, pile.putAside().size())) {
                            asides.add(new PutAside(i + 1, JczTiles.of(id)));
                        }
                    }
                }
                Token token = draw(t, random, g.bag().counts());
                if (token != null) {
                    g.bag().script(token);
                    draws.add(token);
                }
                try {
                    Resolver.apply(g, turns.get(i));
                } catch (IllegalTurn e) {
                    String reason = Texts.of(locale).render(e.reason());
                    String rule = e.rule() == null || reason.endsWith("(" + e.rule().name() + ")") ? ""
                            : " (" + e.rule().name() + ")";
                    throw new JczSave.Refused(where, "jcz.illegal", i + 1, reason + rule);
                }
            }
            // The tiles put aside because they fit nowhere (known while the order is checked) end the game sooner.
            int aside = pile == null ? 0 : pile.putAside().size();
            boolean ended = !committed.isEmpty() && (left - aside <= 0 || save.endTurn != null && committed.size() == save.endTurn);
            List<Turn> all = new ArrayList<>(turns);
            Expect expect = null;
            if (ended) {
                all.add(new Turn.EndGame());
                g.endGame();
                Map<String, Integer> scores = new LinkedHashMap<>();
                for (int p = 0; p < ids.size(); p++) {
                    scores.put(ids.get(p), g.scores()[p]);
                }
                expect = new Expect(scores, null, null, null);
            }
            String title = save.name.isEmpty() ? stem : save.name;
            // A running game says how much of it is left: the whole box but the start tile was to come
            // at the set-up, so the odds of any turn (S4, S10) count the rest of this game; a hill
            // tile hides one more (H1). A finished game says so by its endGame.
            return Lesson.of(s.withTurns(all).withBag(new BagSetup(null, draws, BagSetup.DEFAULT_SEED)).withExpect(expect)
                            .withTilesLeft(ended ? null : TILES - 1))
                    .withTitle(everyLanguage("jcz.title", title, ids.size()))
                    .withDescription(offOrder != null
                            ? everyLanguage("jcz.description.offOrder", save.version, committed.size(), ended ? 1 : 0, offOrder.args[2])
                            : asides.isEmpty() ? everyLanguage("jcz.description.inOrder", save.version, committed.size(), ended ? 1 : 0)
                            : putAsideDescription(committed.size(), ended, asides));
        }

        /**
         * The description of a game whose tiles follow its numbers and in which drawn tiles were put aside
         * (B1): each named by what it shows and the turn it was drawn at, as the tutor names tiles, never
         * by id; the same tile put aside more than once in one turn is counted ("2 tiles with a monastery").
         */
        private Map<String, String> putAsideDescription(int turns, boolean ended, List<PutAside> asides) {
            Map<String, String> out = new LinkedHashMap<>();
            for (Locale l : Languages.all()) {
                Texts words = Texts.of(l);
                ErrorText text = ErrorText.of(l);
                List<String> items = new ArrayList<>();
                for (int k = 0; k < asides.size(); ) {
                    PutAside a = asides.get(k);
                    int same = 1;
                    while (k + same < asides.size() && asides.get(k + same).equals(a)) {
                        same++;
                    }
                    items.add(text.get("jcz.putAside.tile", same, words.term("tile." + a.tile().id()), a.turn()));
                    k += same;
                }
                out.put(l.toLanguageTag(), text.get("jcz.description.putAside", save.version, turns, ended ? 1 : 0,
                        asides.size(), words.join(items)));
            }
            return out;
        }

        /** Whether the tile of JCZ id {@code id} has no place on the board as it is (B1). */
        private static boolean fitsNowhere(Game g, String id) {
            return Frontier.of(g.board()).placements(JczTiles.of(id)).isEmpty();
        }

        /**
         * The token this turn draws, from the bag {@code counts} as the turn begins, or null for
         * none, with the random number moved on past every use of the turn: the turn's tile draw
         * uses the number the last turn's commit left (the save records the tile), a shepherd placed
         * this turn (S2) draws with the number after it, and a grow (S6) uses its own move's number.
         * The tile a hill hides (H1) is not drawn in between: the three games of the tests
         * (ImportedGamesTest) reach JCZ's final scores only so. JCZ draws before a closed field of
         * the same turn is guided (S8), so the bag is the one the turn began with: our engine,
         * which guides first, has every such token in its bag too.
         */
        static Token draw(JczSave.Turn t, JczRandom random, int[] counts) throws JczSave.Refused {
            Token token = null;
            boolean draws = false;
            random.skip(); // this turn's tile
            if (t.deploy() != null && t.deploy().shepherd()) {
                draws = true;
                token = random.token(counts);
            }
            if (t.grow() != null) {
                random.replace(t.flockRandom());
                if (t.grow()) {
                    draws = true;
                    token = random.token(counts);
                }
            }
            random.replace(t.commit());
            if (draws && token == null) {
                throw new JczSave.Refused("replay[" + t.move() + "]", "jcz.emptyBag");
            }
            return token;
        }

        private Turn.TileTurn tileTurn(JczSave.Turn t, List<String> ids) throws JczSave.Refused {
            Turn.Placement place = null;
            if (t.deploy() != null) {
                String on = JczLocations.on(t.tile().oriented(t.rotation()), t.deploy().feature(), t.deploy().location());
                if (on == null) {
                    throw new JczSave.Refused("replay[" + t.deploy().move() + "].payload.pointer", "jcz.location",
                            t.deploy().feature(), t.deploy().location(), t.jczTile());
                }
                if (t.deploy().shepherd() && !on.startsWith("field:")) {
                    throw new JczSave.Refused("replay[" + t.deploy().move() + "].payload.pointer", "jcz.shepherdOff",
                            t.deploy().feature());
                }
                place = new Turn.Placement(t.deploy().shepherd() ? FigureKind.SHEPHERD : FigureKind.FOLLOWER, on);
            }
            Turn.Flock flock = t.grow() == null ? null : t.grow() ? Turn.Flock.GROW : Turn.Flock.GUIDE;
            return new Turn.TileTurn(ids.get(t.player()), t.tile(), t.at(), t.rotation(), place, flock, null, null);
        }

        /** A text in every language Kudde speaks, by tag, so every reader finds the import named in theirs. */
        private static Map<String, String> everyLanguage(String key, Object... args) {
            Map<String, String> out = new LinkedHashMap<>();
            for (Locale l : Languages.all()) {
                out.put(l.toLanguageTag(), ErrorText.of(l).get(key, args));
            }
            return out;
        }
    }

    /** A drawn tile put aside because it fitted nowhere (B1), and the turn (from 1) it was drawn at. */
    private record PutAside(int turn, TileType tile) {
    }

    /** Short ids from the players' names ({@code alice}), unique, {@code player2} where a name gives none. */
    static List<String> playerIds(List<String> names) {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String base = names.get(i).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
            if (base.isEmpty() || base.length() > 24) {
                base = "player" + (i + 1);
            }
            String id = base;
            for (int k = 2; ids.contains(id); k++) {
                id = base + k;
            }
            ids.add(id);
        }
        return ids;
    }
}

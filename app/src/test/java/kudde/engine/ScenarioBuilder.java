package kudde.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Snapshot;
import kudde.engine.play.Step;
import kudde.engine.position.PositionCheck;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * Test-only fluent builder of small {@link Scenario}s, so a rule test reads like the rulebook:
 * a board, the figures on it, the bag, then the turns.
 *
 * <pre>
 * Played p = scenario().players("red", "blue")
 *         .tile("base/U", 0, 0).shepherd("red", 0, 0, "field:NNW", 2)
 *         .draws(3)
 *         .play("red", "base/U", 1, 0).grow()
 *         .resolve();
 * </pre>
 * Turn modifiers ({@link #placeFollower}, {@link #grow}, {@link #hiding}, {@link #dragonPath} …)
 * apply to the tile turn started last by {@link #play}.
 */
public final class ScenarioBuilder {
    private RuleSet rules = RuleSet.seed();
    private final List<PlayerSetup> players = new ArrayList<>();
    private final List<TilePlacement> board = new ArrayList<>();
    private final List<FigureSetup> figures = new ArrayList<>();
    private Map<Token, Integer> contents;
    private final List<Token> draws = new ArrayList<>();
    private long seed = BagSetup.DEFAULT_SEED;
    private final List<Turn> turns = new ArrayList<>();
    private Draft draft;

    private ScenarioBuilder() {
    }

    public static ScenarioBuilder scenario() {
        return new ScenarioBuilder();
    }

    public static TileType type(String id) {
        TileType t = Catalogue.standard().byId(id);
        assertThat(t).as("tile type %s", id).isNotNull();
        return t;
    }

    // ---- rules and players ----

    public ScenarioBuilder preset(Preset p) {
        rules = rules.withPreset(p);
        return this;
    }

    public ScenarioBuilder variant(Variant v, String value) {
        rules = rules.with(v, value);
        return this;
    }

    public ScenarioBuilder rules(RuleSet r) {
        rules = r;
        return this;
    }

    /** Players named by their ids, so a step's arguments read "red", as the test wrote it. */
    public ScenarioBuilder players(String... ids) {
        for (String id : ids) {
            players.add(new PlayerSetup(id, id, 0, null));
        }
        return this;
    }

    public ScenarioBuilder player(String id, int score, Integer followers) {
        players.add(new PlayerSetup(id, id, score, followers));
        return this;
    }

    /** A player without a name: the texts call it by its colour ("Red", "Rood"). */
    public ScenarioBuilder unnamedPlayer(String id) {
        players.add(new PlayerSetup(id, null, 0, null));
        return this;
    }

    // ---- the position ----

    public ScenarioBuilder tile(String id, int x, int y) {
        return tile(id, x, y, 0);
    }

    public ScenarioBuilder tile(String id, int x, int y, int rotation) {
        board.add(new TilePlacement(type(id), new Pos(x, y), rotation));
        return this;
    }

    public ScenarioBuilder follower(String player, int x, int y, String on) {
        figures.add(FigureSetup.follower(player, new Pos(x, y), on));
        return this;
    }

    public ScenarioBuilder shepherd(String player, int x, int y, String on, Integer... sheep) {
        figures.add(FigureSetup.shepherd(player, new Pos(x, y), on, List.of(sheep)));
        return this;
    }

    public ScenarioBuilder dragonAt(int x, int y) {
        figures.add(new FigureSetup(FigureKind.DRAGON, null, new Pos(x, y), null, List.of()));
        return this;
    }

    public ScenarioBuilder fairyAt(int x, int y) {
        figures.add(new FigureSetup(FigureKind.FAIRY, null, new Pos(x, y), null, List.of()));
        return this;
    }

    /** Scripted draws: 1–4 for sheep tokens, "wolf" for a wolf. */
    public ScenarioBuilder draws(Object... tokens) {
        for (Object o : tokens) {
            draws.add(token(o));
        }
        return this;
    }

    /** The whole bag, overriding "18 minus those on the board". */
    public ScenarioBuilder bagContents(int ones, int twos, int threes, int fours, int wolves) {
        contents = new EnumMap<>(Token.class);
        contents.put(Token.ONE, ones);
        contents.put(Token.TWO, twos);
        contents.put(Token.THREE, threes);
        contents.put(Token.FOUR, fours);
        contents.put(Token.WOLF, wolves);
        return this;
    }

    public ScenarioBuilder seed(long s) {
        seed = s;
        return this;
    }

    // ---- turns ----

    public ScenarioBuilder play(String player, String tile, int x, int y) {
        return play(player, tile, x, y, 0);
    }

    public ScenarioBuilder play(String player, String tile, int x, int y, int rotation) {
        flush();
        draft = new Draft(player, type(tile), new Pos(x, y), rotation);
        return this;
    }

    public ScenarioBuilder placeFollower(String on) {
        current().place = new Turn.Placement(FigureKind.FOLLOWER, on);
        return this;
    }

    public ScenarioBuilder placeShepherd(String on) {
        current().place = new Turn.Placement(FigureKind.SHEPHERD, on);
        return this;
    }

    public ScenarioBuilder grow() {
        current().flock = Turn.Flock.GROW;
        return this;
    }

    public ScenarioBuilder guide() {
        current().flock = Turn.Flock.GUIDE;
        return this;
    }

    public ScenarioBuilder leaveFlock() {
        current().flock = Turn.Flock.NONE;
        return this;
    }

    public ScenarioBuilder hiding(String tile) {
        current().hidden = type(tile);
        return this;
    }

    /** The dragon's path in this tile turn, as x, y pairs. */
    public ScenarioBuilder dragonPath(int... xy) {
        current().dragon = positions(xy);
        return this;
    }

    public ScenarioBuilder dragonTurn(int... xy) {
        flush();
        turns.add(new Turn.DragonTurn(positions(xy)));
        return this;
    }

    public ScenarioBuilder endGame() {
        flush();
        turns.add(new Turn.EndGame());
        return this;
    }

    public Scenario build() {
        flush();
        return Scenario.blank().withRules(rules).withPlayers(players).withBoard(board)
                .withFigures(figures).withBag(new BagSetup(contents, draws, seed)).withTurns(turns);
    }

    /** Resolves the scenario; its position must be possible (PositionCheck finds nothing). */
    public Played resolve() {
        Scenario s = build();
        assertThat(PositionCheck.problems(s)).as("position problems").isEmpty();
        return new Played(Resolver.resolve(s));
    }

    /** Resolves without checking the position first, for turns that PositionCheck also flags. */
    public Played resolveUnchecked() {
        return new Played(Resolver.resolve(build()));
    }

    private Draft current() {
        assertThat(draft).as("a modifier needs a tile turn started by play(...)").isNotNull();
        return draft;
    }

    private void flush() {
        if (draft != null) {
            turns.add(new Turn.TileTurn(draft.player, draft.tile, draft.at, draft.rotation, draft.place,
                    draft.flock, draft.hidden, draft.dragon));
            draft = null;
        }
    }

    private static List<Pos> positions(int... xy) {
        List<Pos> out = new ArrayList<>();
        for (int i = 0; i + 1 < xy.length; i += 2) {
            out.add(new Pos(xy[i], xy[i + 1]));
        }
        return out;
    }

    static Token token(Object o) {
        Token t = o instanceof Integer n ? Token.ofSheep(n) : Token.ofKey(String.valueOf(o));
        assertThat(t).as("token %s", o).isNotNull();
        return t;
    }

    private static final class Draft {
        final String player;
        final TileType tile;
        final Pos at;
        final int rotation;
        Turn.Placement place;
        Turn.Flock flock;
        TileType hidden;
        List<Pos> dragon;

        Draft(String player, TileType tile, Pos at, int rotation) {
            this.player = player;
            this.tile = tile;
            this.at = at;
            this.rotation = rotation;
        }
    }

    /** A resolved scenario with read helpers in the words of the rules. */
    public static final class Played {
        private final Resolution res;

        Played(Resolution res) {
            this.res = res;
        }

        public Resolution resolution() {
            return res;
        }

        public boolean ok() {
            return res.ok();
        }

        public IllegalTurn error() {
            return res.error();
        }

        /** Fails with the reason when the resolution stopped at an illegal turn. */
        public Played legal() {
            IllegalTurn e = res.error();
            assertThat(e).as("illegal turn %s", e == null ? "" : e.turn() + " " + e.rule() + " " + e.reason())
                    .isNull();
            return this;
        }

        public int score(String player) {
            return res.end().scores()[res.scenario().playerIndex(player)];
        }

        public int supply(String player) {
            return res.end().followerSupply()[res.scenario().playerIndex(player)];
        }

        /** Bag counts at the end, keyed "1" … "4", "wolf". */
        public Map<String, Integer> bag() {
            return bag(res.end());
        }

        public static Map<String, Integer> bag(Snapshot s) {
            Map<String, Integer> m = new LinkedHashMap<>();
            for (Token t : Token.ORDER) {
                m.put(t.key(), s.bag()[t.ordinal()]);
            }
            return m;
        }

        /** Figures at the end, one line each: "shepherd blue [1,0] field:ESE [2, 3]". */
        public List<String> figures() {
            return figures(res.end());
        }

        public List<String> figures(Snapshot s) {
            return res.figuresAsSetup(s).stream().map(Played::line).collect(Collectors.toList());
        }

        static String line(FigureSetup f) {
            String head = f.kind().word() + (f.player() == null ? "" : " " + f.player()) + " " + f.at();
            String on = f.on() == null ? "" : " " + f.on();
            String sheep = f.kind() == FigureKind.SHEPHERD ? " " + f.sheep() : "";
            return head + on + sheep;
        }

        public List<Step> steps() {
            return res.steps();
        }

        public List<Step> steps(int turn) {
            return res.steps().stream().filter(s -> s.turn() == turn).collect(Collectors.toList());
        }

        public List<String> events() {
            return res.steps().stream().map(Step::event).collect(Collectors.toList());
        }

        public List<String> events(int turn) {
            return steps(turn).stream().map(Step::event).collect(Collectors.toList());
        }

        /** Every rule id any step applies (its rule and its rules list). */
        public List<RuleId> rules() {
            List<RuleId> out = new ArrayList<>();
            for (Step s : res.steps()) {
                if (!out.contains(s.rule())) {
                    out.add(s.rule());
                }
                for (RuleId r : s.rules()) {
                    if (!out.contains(r)) {
                        out.add(r);
                    }
                }
            }
            return out;
        }

        /** The only step with this event; fails if there is none or several. */
        public Step step(String event) {
            List<Step> hits = res.steps().stream().filter(s -> s.event().equals(event)).collect(Collectors.toList());
            assertThat(hits).as("steps with event %s among %s", event, events()).hasSize(1);
            return hits.get(0);
        }

        public List<Step> stepsWith(String event) {
            return res.steps().stream().filter(s -> s.event().equals(event)).collect(Collectors.toList());
        }

        /** Points a step gave each player, keyed by player id (zeros left out). */
        public Map<String, Integer> points(Step s) {
            Map<String, Integer> m = new LinkedHashMap<>();
            for (int i = 0; i < s.points().length; i++) {
                if (s.points()[i] != 0) {
                    m.put(res.scenario().players().get(i).id(), s.points()[i]);
                }
            }
            return m;
        }

        public int[] points(String event) {
            return Arrays.copyOf(step(event).points(), step(event).points().length);
        }
    }
}

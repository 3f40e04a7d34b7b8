package kudde.engine.moves;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.model.BagSetup;
import kudde.engine.play.Bag;
import kudde.engine.play.Game;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;

/**
 * A game played by random moves, for benchmarks and robustness tests: the start tile, the base +
 * Hills &amp; Sheep supply shuffled, two players taking turns. Each turn draws a tile; a tile that
 * fits nowhere is discarded and the same player draws again; a hill tile that is placed hides the
 * next tile of the supply (H1; JCZ hides only on placement, see docs/rules.md, open questions). The
 * placement is uniformly random among every legal (position, rotation); when a figure may be
 * placed, one is placed with probability 2/3, uniformly among the legal followers and shepherds;
 * a tending choice (S5) is grow or guide at random (or none, where tending is optional). Then
 * final scoring, unless the caller asks to stop before it.
 *
 * <p>Everything random comes from one seed: the same seed plays the same game.
 */
public final class RandomGame {
    /** Start tile: one base/D at [0,0], rotation 0 (docs/tiles.md). */
    public static final String START = "base/D";
    public static final List<String> PLAYERS = List.of("red", "blue");

    /** Called after each tile turn (for invariant checks); the game must not be changed. */
    public interface Listener {
        void afterTurn(Game game, Turn.TileTurn turn);
    }

    private final Game game;
    private final List<TileType> deck;
    private final SplittableRandom random;
    private final Frontier frontier;
    private final List<Turn> turns;
    private Listener listener;
    private int nextPlayer;
    private int discarded;
    private int hidden;
    private int[] buffer = new int[64];

    private RandomGame(Game game, List<TileType> deck, SplittableRandom random, boolean keepTurns) {
        this.game = game;
        this.deck = deck;
        this.random = random;
        this.frontier = Frontier.of(game.board());
        this.turns = keepTurns ? new ArrayList<>() : null;
    }

    /** A finished random game: every tile turn and final scoring, recording off. */
    public static Game play(RuleSet rules, long seed) {
        RandomGame r = start(rules, seed, false, false);
        r.playAll();
        r.game.endGame();
        return r.game;
    }

    /**
     * A new game at its start tile, not yet played.
     *
     * @param record    whether the game records its steps (explanations; slower)
     * @param keepTurns whether to keep the turns played, for {@link #scenario()}
     */
    public static RandomGame start(RuleSet rules, long seed, boolean record, boolean keepTurns) {
        SplittableRandom random = new SplittableRandom(seed);
        Game g = new Game(rules, PLAYERS.toArray(String[]::new), PLAYERS.toArray(String[]::new),
                new int[PLAYERS.size()], new Bag(BagSetup.full(), List.of(), bagSeed(seed)), record);
        g.setUpTile(new TilePlacement(Catalogue.standard().byId(START), new Pos(0, 0), 0));
        List<TileType> deck = standardSupply();
        Dealer.shuffle(deck, random);
        return new RandomGame(g, deck, random, keepTurns);
    }

    /**
     * Random play on from a position that is already set up ({@code game}), drawing from
     * {@code deck} in order (the caller shuffles it). Players alternate from player 0.
     */
    public static RandomGame continueFrom(Game game, List<TileType> deck, long seed, boolean keepTurns) {
        return new RandomGame(game, new ArrayList<>(deck), new SplittableRandom(seed), keepTurns);
    }

    /** The 89 tiles after the start tile: 72 base tiles minus one base/D, and the 18 H&amp;S tiles. */
    public static List<TileType> standardSupply() {
        List<TileType> out = new ArrayList<>();
        boolean startTaken = false;
        for (TileType t : Catalogue.standard().all()) {
            for (int i = 0; i < t.count(); i++) {
                if (!startTaken && t.id().equals(START)) {
                    startTaken = true;
                    continue;
                }
                out.add(t);
            }
        }
        return out;
    }

    /** The seed of the bag's own random draws for a game seed (docs/scenario-format.md, random draws). */
    public static long bagSeed(long seed) {
        return seed * 0x9E3779B97F4A7C15L + 1;
    }

    public RandomGame listener(Listener l) {
        this.listener = l;
        return this;
    }

    /** Plays tile turns until the supply is empty (no final scoring). */
    public RandomGame playAll() {
        while (!deck.isEmpty()) {
            turn();
        }
        return this;
    }

    /** Plays at most {@code n} tile turns (drawn tiles that are discarded do not count). */
    public RandomGame playTurns(int n) {
        for (int i = 0; i < n && !deck.isEmpty(); ) {
            if (turn()) {
                i++;
            }
        }
        return this;
    }

    /** Draws one tile and plays it; returns false when it fit nowhere and was discarded. */
    public boolean turn() {
        TileType type = deck.remove(deck.size() - 1);
        if (buffer.length < 4 * frontier.size()) {
            buffer = new int[8 * frontier.size()];
        }
        int n = frontier.placements(type, buffer);
        if (n == 0) {
            discarded++;
            return false;
        }
        int pick = buffer[random.nextInt(n)];
        int i = pick >>> 2;
        int q = pick & 3;
        int x = frontier.x(i);
        int y = frontier.y(i);
        TileType under = null;
        if (type.hill() && !deck.isEmpty()) {
            under = deck.remove(deck.size() - 1);
            hidden++;
        }
        int p = nextPlayer;
        nextPlayer = (nextPlayer + 1) % game.players();
        Orientation o = type.orientation(q);
        FigureMoves.Options options = FigureMoves.after(game, p, o, x, y);
        Turn.Placement place = null;
        List<FigureMove> figures = options.figures();
        if (!figures.isEmpty() && random.nextInt(3) < 2) {
            place = figures.get(random.nextInt(figures.size())).placement();
        }
        Turn.Flock flock = null;
        if (options.tends() && (place == null || place.kind() != FigureKind.SHEPHERD)) {
            int choices = game.rules().tendingOptional() ? 3 : 2;
            flock = Turn.Flock.values()[random.nextInt(choices)];
        }
        Turn.TileTurn t = new Turn.TileTurn(game.playerId(p), type, new Pos(x, y), q * 90, place, flock, under, null);
        if (turns != null) {
            turns.add(t);
        }
        game.setTurn(turns == null ? 0 : turns.size() - 1);
        game.playTile(t);
        frontier.placed(game.board(), game.board().tileCount() - 1);
        if (listener != null) {
            listener.afterTurn(game, t);
        }
        return true;
    }

    /** Final scoring (B8, B9, H5, V3, S10). */
    public Game finish() {
        if (turns != null) {
            turns.add(new Turn.EndGame());
            game.setTurn(turns.size() - 1);
        }
        game.endGame();
        return game;
    }

    public Game game() {
        return game;
    }

    public Frontier frontier() {
        return frontier;
    }

    /** Tiles drawn that fit nowhere. */
    public int discarded() {
        return discarded;
    }

    /** Tiles slid under hill tiles (H1). */
    public int hidden() {
        return hidden;
    }

    public int tilesLeft() {
        return deck.size();
    }

    /** The turns played so far (needs {@code keepTurns}). */
    public List<Turn> turns() {
        return List.copyOf(turns);
    }

    /**
     * This game as a scenario from the start tile (needs {@code keepTurns}): resolving it replays the
     * same game, the bag's draws coming from the same seed.
     */
    public static Scenario scenario(RuleSet rules, long seed, List<Turn> turns) {
        List<PlayerSetup> players = new ArrayList<>();
        for (String id : PLAYERS) {
            players.add(new PlayerSetup(id, id, 0, null));
        }
        return Scenario.blank().withRules(rules).withPlayers(players)
                .withBoard(List.of(new TilePlacement(Catalogue.standard().byId(START), new Pos(0, 0), 0)))
                .withBag(new BagSetup(null, List.of(), bagSeed(seed))).withTurns(turns);
    }
}

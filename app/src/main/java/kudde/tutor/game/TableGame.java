package kudde.tutor.game;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Function;
import kudde.engine.ai.Move;
import kudde.engine.ai.Moves;
import kudde.engine.ai.Player;
import kudde.engine.ai.Strength;
import kudde.engine.ai.View;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Expect;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.StepRef;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.moves.Dealer;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.lesson.Lesson;
import kudde.lesson.StepComment;

/**
 * A whole game at this computer, one tile turn at a time: the start tile and the other 89 tiles of
 * the base game and Hills &amp; Sheep shuffled from the seed, as {@code kudde play} deals them
 * ({@link kudde.engine.ai.Match}). A drawn tile that fits nowhere is put aside and the same player
 * draws again (B1); a hill tile hides the next tile (H1); when the tiles run out the game ends with
 * final scoring (B8, B9, H5, V3, S10).
 *
 * <p>The game is kept as a {@link Lesson}: its {@link Scenario} holds the start tile, the players
 * and every turn played, so the tutor explains it step by step as it explains a lesson, and the file
 * saved at the end opens as one; the lesson adds the title and the comments on taken-back moves. Every move, a person's or a computer player's, is checked against the engine's legal
 * moves ({@link Moves#all}); this class decides no rule. A computer player is shown only a
 * {@link View}: never the order of the draw pile or the tiles under the hills.
 */
public final class TableGame {
    /** A move taken back: who made it, with which tile, where, turned how, with which figure and tending choice. */
    public record TakenBack(int seat, TileType tile, Pos at, int rotation, Turn.Placement place, Turn.Flock flock, int turn) {
    }

    /** What one tile turn took from the draw pile, so taking it back puts them back in order. */
    private record Drawn(int seat, int turn, List<TileType> popped) {
    }

    private final GameSetup setup;
    private final List<Player> computers = new ArrayList<>();
    private final List<TileType> pile;
    private final List<TileType> hidden = new ArrayList<>();
    private final List<Drawn> history = new ArrayList<>();
    private final List<TileType> drawing = new ArrayList<>();
    private final Map<Integer, TakenBack> takenBack = new LinkedHashMap<>();
    private final Function<TakenBack, Map<String, String>> takenBackWords;
    private Lesson lesson;
    private Game game;
    private Frontier frontier;
    private int seat;
    private TileType tile;
    private boolean over;
    private int takeBacks;

    private TableGame(GameSetup setup, Lesson lesson, List<TileType> pile,
            Function<TakenBack, Map<String, String>> takenBackWords) {
        this.setup = setup;
        this.lesson = lesson;
        this.pile = pile;
        this.takenBackWords = takenBackWords;
        for (int i = 0; i < setup.seats().size(); i++) {
            Seat s = setup.seats().get(i);
            computers.add(s.person() ? null : s.strength().create(setup.seed() * 31 + i, Strength.THINK_MS));
        }
    }

    /**
     * A new game at its start tile, the first player's tile drawn.
     *
     * @param title          the game's title, by language tag (the file's title)
     * @param takenBackWords the comment a taken-back move leaves on the step that replaced it, by language tag
     */
    public static TableGame start(GameSetup setup, Map<String, String> title,
            Function<TakenBack, Map<String, String>> takenBackWords) {
        List<PlayerSetup> players = new ArrayList<>();
        for (Seat s : setup.seats()) {
            players.add(new PlayerSetup(s.colour(), s.name(), 0, null));
        }
        List<TileType> pile = RandomGame.standardSupply();
        Scenario s = Scenario.blank().withRules(setup.rules()).withPlayers(players)
                .withBoard(List.of(new TilePlacement(Catalogue.standard().byId(RandomGame.START), new Pos(0, 0), 0)))
                .withBag(new BagSetup(null, List.of(), RandomGame.bagSeed(setup.seed())))
                .withTilesLeft(pile.size());
        Dealer.shuffle(pile, new SplittableRandom(setup.seed()));
        TableGame g = new TableGame(setup, Lesson.of(s).withTitle(title), pile, takenBackWords);
        g.rebuild();
        g.draw();
        return g;
    }

    /**
     * A game in progress read back (a file saved part-way, or work restored after a crash): its
     * turns are kept; the tiles not yet on the board nor under a hill form the draw pile again,
     * shuffled from {@code setup}'s seed (no player could know their order anyway). Null when the
     * lesson is not a game dealt from the start tile with the 90 tiles, or is over.
     */
    public static TableGame resume(Lesson l, GameSetup setup,
            Function<TakenBack, Map<String, String>> takenBackWords) {
        Scenario s = l.game();
        if (!inProgress(l) || s.players().size() != setup.seats().size()) {
            return null;
        }
        List<TileType> pile = RandomGame.standardSupply();
        int last = -1;
        for (Turn t : s.turns()) {
            Turn.TileTurn tt = (Turn.TileTurn) t;
            if (!pile.remove(tt.tile()) || tt.hidden() != null && !pile.remove(tt.hidden())) {
                return null;
            }
            last = s.playerIndex(tt.player());
        }
        Dealer.shuffle(pile, new SplittableRandom(setup.seed()));
        TableGame g = new TableGame(setup, l, pile, takenBackWords);
        for (Turn t : s.turns()) {
            Turn.TileTurn tt = (Turn.TileTurn) t;
            if (tt.hidden() != null) {
                g.hidden.add(tt.hidden());
            }
        }
        g.rebuild();
        g.seat = (last + 1) % s.players().size();
        g.draw();
        return g;
    }

    /**
     * Whether a lesson is a game in progress as this class plays it: the start tile alone at
     * [0,0], no figure set up, no quiz or exercise, only tile turns so far (no final scoring yet),
     * and at least one tile left to draw.
     */
    public static boolean inProgress(Lesson l) {
        Scenario s = l.game();
        if (s.board().size() != 1 || !s.figures().isEmpty() || s.players().size() < GameSetup.MIN_PLAYERS
                || s.players().size() > GameSetup.MAX_PLAYERS || !l.exercises().isEmpty() || !l.quiz().isEmpty()) {
            return false;
        }
        TilePlacement start = s.board().get(0);
        if (!start.tile().id().equals(RandomGame.START) || !start.at().equals(new Pos(0, 0)) || start.rotation() != 0) {
            return false;
        }
        int used = 0;
        for (Turn t : s.turns()) {
            if (!(t instanceof Turn.TileTurn tt) || tt.refused() != null) {
                return false;
            }
            used += tt.hidden() == null ? 1 : 2;
        }
        return used < RandomGame.standardSupply().size();
    }

    // ---- what the window shows ----

    public GameSetup setup() {
        return setup;
    }

    /**
     * The game so far as a lesson: its game's set-up, turns, and at the end the final scores expected;
     * its title and the comments on moves taken back.
     */
    public Lesson lesson() {
        return lesson;
    }

    /** The game so far: the lesson's {@link Lesson#game()}, which the engine resolves. */
    public Scenario scenario() {
        return lesson.game();
    }

    /** The seat to move (its index in turn order). */
    public int seat() {
        return seat;
    }

    /** The tile the seat to move has drawn; null once the game is over. */
    public TileType tile() {
        return tile;
    }

    public boolean over() {
        return over;
    }

    /**
     * The seats with the highest score once the game is over (in seat order; more than one when
     * they tie, and the tied players share the win, as {@code kudde play} counts it); none before.
     */
    public List<Integer> winners() {
        if (!over) {
            return List.of();
        }
        int[] scores = game.scores();
        int best = java.util.Arrays.stream(scores).max().orElse(0);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < scores.length; i++) {
            if (scores[i] == best) {
                out.add(i);
            }
        }
        return List.copyOf(out);
    }

    /** Whether the seat to move is a person at this computer. */
    public boolean personToMove() {
        return !over && setup.seats().get(seat).person();
    }

    /** Tiles still to be drawn after the drawn one. */
    public int tilesLeft() {
        return pile.size();
    }

    /** The position as it stands (not to be changed: look ahead on {@link Game#copy}). */
    public Game game() {
        return game;
    }

    /** Every legal move with the drawn tile (empty once the game is over). */
    public List<Move> legalMoves() {
        return over ? List.of() : Moves.all(game, seat, tile, frontier);
    }

    /** What the seat to move sees: nothing of the draw pile's order or the tiles under the hills. */
    public View view() {
        return View.of(game, seat, tile, pile, hidden);
    }

    /** The computer player of the seat to move (null for a person). */
    public Player computer() {
        return over ? null : computers.get(seat);
    }

    /** The moves taken back so far, by the turn that replaced each. */
    public Map<Integer, TakenBack> takenBack() {
        return Map.copyOf(takenBack);
    }

    // ---- playing ----

    /**
     * Plays {@code move} for the seat to move and draws the next player's tile; the game ends (with
     * final scoring, the last turn) when no tile is left. A move the engine does not allow is refused.
     *
     * @return the index of the turn played
     */
    public int play(Move move) {
        if (over) {
            throw new IllegalStateException("the game is over");
        }
        if (!legalMoves().contains(move)) {
            throw new IllegalArgumentException("not a legal move with " + tile.id() + ": " + move);
        }
        TileType under = null;
        if (tile.hill() && !pile.isEmpty()) {
            under = pile.remove(pile.size() - 1); // H1: slid under, unseen
            drawing.add(under);
            hidden.add(under);
        }
        Turn.TileTurn turn = move.turn(game.playerId(seat), tile, under);
        int index = lesson.game().turns().size();
        List<Turn> turns = new ArrayList<>(lesson.game().turns());
        turns.add(turn);
        lesson = lesson.withGame(lesson.game().withTurns(turns));
        TakenBack back = takenBack.get(index);
        if (back != null && takenBackWords != null) {
            List<StepComment> comments = new ArrayList<>(lesson.comments());
            comments.add(new StepComment(new StepRef(index, RuleId.B1), takenBackWords.apply(back)));
            lesson = lesson.withComments(comments);
        }
        game.setTurn(index);
        game.playTile(turn);
        frontier.placed(game.board(), game.board().tileCount() - 1);
        history.add(new Drawn(seat, index, List.copyOf(drawing)));
        drawing.clear();
        seat = (seat + 1) % setup.seats().size();
        draw();
        return index;
    }

    /** Whether a person may take back their last move now: a learning game, and they made one. */
    public boolean canTakeBack() {
        return setup.learning() && lastPersonMove() >= 0;
    }

    /**
     * Takes back the last move a person made, and every computer player's move after it: the tiles
     * go back on the draw pile in their order, so the same tile comes again; the move is recorded
     * (a comment on the turn that replaces it, {@link #takenBack()}).
     *
     * @return what was taken back
     */
    public TakenBack takeBack() {
        int h = lastPersonMove();
        if (!setup.learning() || h < 0) {
            throw new IllegalStateException("nothing to take back");
        }
        int turn = history.get(h).turn();
        Scenario scenario = lesson.game();
        Turn.TileTurn was = (Turn.TileTurn) scenario.turns().get(turn);
        List<Turn> turns = new ArrayList<>(scenario.turns());
        if (over) {
            turns.remove(turns.size() - 1); // final scoring
            scenario = scenario.withExpect(null).withTilesLeft(RandomGame.standardSupply().size());
            over = false;
        }
        putBack(drawing);
        drawing.clear();
        if (tile != null) {
            pile.add(tile);
        }
        while (history.size() > h) {
            Drawn d = history.remove(history.size() - 1);
            Turn.TileTurn t = (Turn.TileTurn) turns.remove(turns.size() - 1);
            if (t.hidden() != null) {
                hidden.remove(hidden.size() - 1);
            }
            putBack(d.popped());
            seat = d.seat();
        }
        List<StepComment> comments = new ArrayList<>();
        for (StepComment c : lesson.comments()) {
            if (c.step().turn() < turn) {
                comments.add(c);
            }
        }
        takenBack.keySet().removeIf(k -> k > turn);
        lesson = lesson.withGame(scenario.withTurns(turns)).withComments(comments);
        TakenBack back = new TakenBack(seat, was.tile(), was.at(), was.rotation(), was.place(), was.flock(), turn);
        takenBack.put(turn, back);
        rebuild();
        redrawAfterTakingBack();
        tile = null;
        draw();
        return back;
    }

    /**
     * The tokens after a move taken back come from the bag afresh, as at a table where the token
     * drawn goes back into the bag and the next draw is a new one (S11): were the same token drawn
     * again, the person would know the bag's next draw before they choose, which no player may.
     * The draws before stay in the file as the bag's scripted draws, so the game replays as it
     * was played (kudde check); the random draws after them take a seed of their own for each
     * move taken back, from the game's seed, the take backs so far and the draws.
     */
    private void redrawAfterTakingBack() {
        List<kudde.engine.model.Token> drawn = game.bag().drawn();
        BagSetup was = lesson.game().bag();
        long seed = new SplittableRandom(RandomGame.bagSeed(setup.seed())
                + (takeBacks++ * 1_000_003L + drawn.size()) * 0x9E3779B97F4A7C15L).nextLong();
        lesson = lesson.withGame(lesson.game().withBag(new BagSetup(was.contents(), drawn, seed)));
        rebuild();
    }

    /** The index in {@link #history} of the last move a person made, or -1. */
    private int lastPersonMove() {
        for (int i = history.size() - 1; i >= 0; i--) {
            if (setup.seats().get(history.get(i).seat()).person()) {
                return i;
            }
        }
        return -1;
    }

    /** Puts tiles popped off the pile back on top, the last popped first, so they come again in order. */
    private void putBack(List<TileType> popped) {
        for (int i = popped.size() - 1; i >= 0; i--) {
            pile.add(popped.get(i));
        }
    }

    /** Draws the seat's tile, putting aside any that fits nowhere; at the end, final scoring. */
    private void draw() {
        tile = null;
        while (!pile.isEmpty()) {
            TileType t = pile.remove(pile.size() - 1);
            drawing.add(t);
            if (!frontier.placements(t).isEmpty()) {
                tile = t;
                return;
            }
        }
        over = true;
        Scenario scenario = lesson.game();
        int index = scenario.turns().size();
        List<Turn> turns = new ArrayList<>(scenario.turns());
        turns.add(new Turn.EndGame());
        game.setTurn(index);
        game.endGame();
        Map<String, Integer> scores = new HashMap<>();
        int[] points = game.scores();
        for (int p = 0; p < points.length; p++) {
            scores.put(game.playerId(p), points[p]);
        }
        // The final scores as the file's expected outcome: `kudde check` replays the game against them.
        // The endGame turn says the game is over: the file keeps no tilesLeft beside it.
        lesson = lesson.withGame(scenario.withTurns(turns).withTilesLeft(null).withExpect(new Expect(scores, null, null, null)));
    }

    /** The position from the game's turns (recording off: the tutor resolves its own copy). */
    private void rebuild() {
        game = Resolver.setUp(lesson.game(), false);
        List<Turn> turns = lesson.game().turns();
        for (int i = 0; i < turns.size(); i++) {
            game.setTurn(i);
            Resolver.apply(game, turns.get(i));
        }
        frontier = Frontier.of(game.board());
    }
}

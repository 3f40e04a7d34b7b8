package kudde.engine.ai;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.BagSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Turn;
import kudde.engine.moves.Dealer;
import kudde.engine.moves.Frontier;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Bag;
import kudde.engine.play.Game;
import kudde.engine.rules.RuleSet;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * A whole game between computer players: the start tile, the other 89 tiles of the base game and
 * Hills &amp; Sheep shuffled from the seed (as {@link RandomGame} deals them), the players taking
 * turns. A drawn tile that fits nowhere is discarded and the same player draws again; a hill tile
 * hides the next tile (H1); the game ends when the tiles run out, with final scoring.
 *
 * <p>Each player is shown a {@link View} and its move is checked against every legal move
 * ({@link Moves#all}) before it is played: a move a person could not make stops the game.
 */
public final class Match {
    public static final List<String> COLOURS = List.of("red", "blue", "green", "yellow", "black");

    /** Called after each move is played (the game must not be changed). */
    public interface Observer {
        void moved(Game game, View view, Move move);
    }

    /** The final scores, seat by seat, and how many tile turns were played. */
    public record Result(int[] scores, int turns) {
    }

    private Match() {
    }

    public static Result play(List<Player> seats, RuleSet rules, long seed) {
        return play(seats, rules, seed, null);
    }

    public static Result play(List<Player> seats, RuleSet rules, long seed, Observer observer) {
        if (seats.size() < 2 || seats.size() > COLOURS.size()) {
            throw new IllegalArgumentException("a game has 2 to 5 players");
        }
        String[] ids = COLOURS.subList(0, seats.size()).toArray(String[]::new);
        Game game = new Game(rules, ids, ids, new int[ids.length],
                new Bag(BagSetup.full(), List.of(), RandomGame.bagSeed(seed)), false);
        game.setUpTile(new TilePlacement(Catalogue.standard().byId(RandomGame.START), new Pos(0, 0), 0));
        List<TileType> deck = Dealer.deal(seed);
        Frontier frontier = Frontier.of(game.board());
        List<TileType> hidden = new ArrayList<>();
        int p = 0;
        int turns = 0;
        while (!deck.isEmpty()) {
            TileType tile = deck.remove(deck.size() - 1);
            List<Move> legal = Moves.all(game, p, tile, frontier);
            if (legal.isEmpty()) {
                continue; // fits nowhere: discarded, the same player draws again
            }
            View view = View.of(game, p, tile, deck, hidden);
            Move move = seats.get(p).choose(view);
            if (!legal.contains(move)) {
                throw new IllegalStateException("seat " + p + " chose a move that is not legal: " + move
                        + " with " + tile.id());
            }
            TileType under = null;
            if (tile.hill() && !deck.isEmpty()) {
                under = deck.remove(deck.size() - 1); // H1
                hidden.add(under);
            }
            Turn.TileTurn turn = move.turn(game.playerId(p), tile, under);
            game.setTurn(turns++);
            game.playTile(turn);
            frontier.placed(game.board(), game.board().tileCount() - 1);
            if (observer != null) {
                observer.moved(game, view, move);
            }
            p = (p + 1) % seats.size();
        }
        game.endGame();
        return new Result(game.scores(), turns);
    }
}

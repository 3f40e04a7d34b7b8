package kudde.engine.moves;

import java.util.List;
import java.util.SplittableRandom;
import kudde.engine.tile.TileType;

/**
 * The one way tiles are dealt here: a Fisher–Yates shuffle driven by a {@link SplittableRandom}.
 * {@code kudde play}'s random games, a match between computer players, a game at this computer
 * and the futures the strong player samples all shuffle through it, so one seed gives one tile
 * order wherever a game is dealt.
 */
public final class Dealer {
    private Dealer() {
    }

    /** The 89 tiles after the start tile ({@link RandomGame#standardSupply()}) shuffled from {@code seed}. */
    public static List<TileType> deal(long seed) {
        List<TileType> deck = RandomGame.standardSupply();
        shuffle(deck, new SplittableRandom(seed));
        return deck;
    }

    /** Shuffles {@code deck} in place; the tile drawn next is the one at its end. */
    public static void shuffle(List<TileType> deck, SplittableRandom random) {
        for (int i = deck.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            TileType t = deck.get(i);
            deck.set(i, deck.get(j));
            deck.set(j, t);
        }
    }
}

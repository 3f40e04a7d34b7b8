package kudde.engine.ai;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.engine.play.Bag;
import kudde.engine.play.Game;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * What a player sees at their turn: the position (a copy of the game, whose bag has the real bag's
 * counts but draws with a seed of its own), whose turn it is, the tile drawn, how many tiles are
 * still to be drawn after it, and which tiles of the box are not yet seen, as counts in catalogue
 * order. The order of the draw pile and the tiles under the hills (H1) are not in it: a player
 * cannot read them, so two draw piles in different orders show the same view.
 */
public final class View {
    private final Game game;
    private final int me;
    private final TileType tile;
    private final int tilesLeft;
    private final Map<TileType, Integer> unseen;

    private View(Game game, int me, TileType tile, int tilesLeft, Map<TileType, Integer> unseen) {
        this.game = game;
        this.me = me;
        this.tile = tile;
        this.tilesLeft = tilesLeft;
        this.unseen = Collections.unmodifiableMap(unseen);
    }

    /**
     * @param game     the game as it stands (not changed; the view keeps a copy)
     * @param me       the player to move
     * @param tile     the tile they drew
     * @param drawPile the tiles still to be drawn, in any order (only how many of each kind is kept)
     * @param hidden   the tiles lying face down under hill tiles so far (only counted with the unseen)
     */
    public static View of(Game game, int me, TileType tile, List<TileType> drawPile, List<TileType> hidden) {
        Map<TileType, Integer> counts = new LinkedHashMap<>();
        for (TileType t : Catalogue.standard().all()) {
            int n = Collections.frequency(drawPile, t) + Collections.frequency(hidden, t);
            if (n > 0) {
                counts.put(t, n);
            }
        }
        return new View(game.copy(new Bag(game.bag().counts(), List.of(), 0)), me, tile, drawPile.size(), counts);
    }

    /** The position; to look ahead, play on {@link #copy} instead. */
    public Game game() {
        return game;
    }

    /** A copy of the position to play on, its bag drawing from {@code seed}. */
    public Game copy(long seed) {
        return game.copy(new Bag(game.bag().counts(), List.of(), seed));
    }

    public int me() {
        return me;
    }

    public TileType tile() {
        return tile;
    }

    /** Tiles still to be drawn after the drawn tile (a hill tile placed now hides one of them, H1). */
    public int tilesLeft() {
        return tilesLeft;
    }

    /** The tiles of the box not yet seen (the draw pile and the tiles under the hills), by kind. */
    public Map<TileType, Integer> unseen() {
        return unseen;
    }
}

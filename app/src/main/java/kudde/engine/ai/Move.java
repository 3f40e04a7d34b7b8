package kudde.engine.ai;

import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.tile.TileType;

/**
 * A computer player's answer for the tile it drew: where the tile goes (B1), turned by how many
 * quarter turns, the figure it places on it (B2, S1; null for none) and the tending choice (S5;
 * null when the tile makes no tending due). Exactly what a person at the board decides.
 */
public record Move(int x, int y, int quarterTurns, Turn.Placement place, Turn.Flock flock) {

    /** As a tile turn of {@code player}; {@code hidden} is the tile slid under a hill tile (H1), or null. */
    public Turn.TileTurn turn(String player, TileType tile, TileType hidden) {
        return new Turn.TileTurn(player, tile, new Pos(x, y), quarterTurns * 90, place, flock, hidden, null);
    }
}

package kudde.engine.model;

import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;

/** A tile on the board: type, position and clockwise rotation in degrees (0, 90, 180, 270). */
public record TilePlacement(TileType tile, Pos at, int rotation) {
    public Orientation oriented() {
        return tile.oriented(rotation);
    }
}

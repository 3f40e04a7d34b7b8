package kudde.engine.moves;

import kudde.engine.model.Pos;

/** A legal tile placement (B1): where, and turned clockwise by how many degrees (0, 90, 180, 270). */
public record TileMove(Pos at, int rotation) {
}

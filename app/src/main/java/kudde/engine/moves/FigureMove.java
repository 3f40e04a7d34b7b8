package kudde.engine.moves;

import kudde.engine.model.FigureKind;
import kudde.engine.model.Turn;
import kudde.engine.tile.FeatureType;

/**
 * A legal figure placement on the tile just placed (B2, S1, S3, S12).
 *
 * @param kind    follower or shepherd
 * @param segment segment index on the tile
 * @param feature what the segment is
 * @param on      the segment's canonical {@code TYPE:LOCATION} name in board orientation (docs/scenario-format.md)
 */
public record FigureMove(FigureKind kind, int segment, FeatureType feature, String on) {
    /** As the {@code place} of a tile turn. */
    public Turn.Placement placement() {
        return new Turn.Placement(kind, on);
    }
}

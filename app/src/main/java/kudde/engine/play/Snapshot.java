package kudde.engine.play;

import java.util.List;

/**
 * The state after a step, small enough to keep one per step: tiles are only ever added, so
 * the board is the first {@code tileCount} placements of the resolution.
 *
 * @param bag counts per token kind in {@link kudde.engine.model.Token#ORDER}
 */
public record Snapshot(int tileCount, List<Figure> figures, int[] scores, int[] followerSupply, int[] bag) {
}

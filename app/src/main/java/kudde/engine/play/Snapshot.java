package kudde.engine.play;

import java.util.List;

/**
 * The state after a step, small enough to keep one per step: tiles are only ever added, so
 * the board is the first {@code tileCount} placements of the resolution.
 *
 * @param bag counts per token kind in {@link kudde.engine.model.Token#ORDER}
 */
public record Snapshot(int tileCount, List<Figure> figures, int[] scores, int[] followerSupply, int[] bag) {
    // The arrays are copied in and out: a snapshot is shared by the tutor's views and threads.
    public Snapshot {
        figures = List.copyOf(figures);
        scores = scores.clone();
        followerSupply = followerSupply.clone();
        bag = bag.clone();
    }

    @Override
    public int[] scores() {
        return scores.clone();
    }

    @Override
    public int[] followerSupply() {
        return followerSupply.clone();
    }

    @Override
    public int[] bag() {
        return bag.clone();
    }
}

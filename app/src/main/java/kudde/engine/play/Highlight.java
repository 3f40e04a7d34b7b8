package kudde.engine.play;

import java.util.List;
import kudde.engine.model.Pos;

/**
 * What a step is about, for the board to light up.
 *
 * @param tiles    positions of the tiles concerned (the placed tile, a monastery and its vineyards)
 * @param figures  indices into the step's snapshot figures
 * @param features one segment of each feature concerned; the board outlines the whole feature
 */
public record Highlight(List<Pos> tiles, List<Integer> figures, List<SegmentRef> features) {
    public static final Highlight NONE = new Highlight(List.of(), List.of(), List.of());

    public Highlight {
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        features = List.copyOf(features);
    }

    /** Segment {@code segment} of the tile at {@code at}. */
    public record SegmentRef(Pos at, int segment) {
    }
}

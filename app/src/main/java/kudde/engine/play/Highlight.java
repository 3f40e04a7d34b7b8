package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Pos;

/**
 * What a step is about, for the board to light up.
 *
 * @param tiles    positions of the tiles concerned (the placed tile, a monastery and its vineyards)
 * @param figures  indices into the step's snapshot figures
 * @param features one segment of each feature concerned; the board outlines the whole feature
 * @param marks    numbers and tokens to draw on the board: a vineyard's bonus, the hill that broke a
 *                 tie, the token a shepherd drew
 */
public record Highlight(List<Pos> tiles, List<Integer> figures, List<SegmentRef> features, List<Mark> marks) {
    public static final Highlight NONE = new Highlight(List.of(), List.of(), List.of());

    public Highlight {
        tiles = List.copyOf(tiles);
        figures = List.copyOf(figures);
        features = List.copyOf(features);
        marks = List.copyOf(marks);
    }

    public Highlight(List<Pos> tiles, List<Integer> figures, List<SegmentRef> features) {
        this(tiles, figures, features, List.of());
    }

    /** This highlight with {@code more} marks. */
    public Highlight withMarks(List<Mark> more) {
        List<Mark> all = new ArrayList<>(marks);
        all.addAll(more);
        return new Highlight(tiles, figures, features, all);
    }

    /** This highlight with other figure indices (e.g. with the figures a step sent away added). */
    public Highlight withFigures(List<Integer> lit) {
        return new Highlight(tiles, lit, features, marks);
    }

    /** Segment {@code segment} of the tile at {@code at}. */
    public record SegmentRef(Pos at, int segment) {
    }

    /**
     * A number or token the step puts on the board.
     *
     * @param at      the tile
     * @param segment the segment of that tile it belongs to (a shepherd's field), or -1 for the tile
     * @param value   the points (vineyard bonus) or the sheep on the token; 0 for a wolf or a hill
     */
    public record Mark(Kind kind, Pos at, int segment, int value) {
        /** What a mark shows. */
        public enum Kind {
            /** V1: a vineyard next to the scored monastery, worth {@code value} extra points. */
            VINEYARD_BONUS,
            /** H4: the hill tile under a follower that broke the tie. */
            HILL,
            /** S2, S6: the sheep token just drawn, laid next to the shepherd. */
            DRAWN_SHEEP,
            /** S2, S6: the wolf just drawn (it goes back into the bag). */
            DRAWN_WOLF
        }
    }
}

package kudde.engine.board;

import kudde.engine.tile.Side;

/**
 * Whether a tile may go to a position (B1), and if not, why.
 *
 * @param problem   null when the tile fits
 * @param side      for {@link Problem#EDGE_MISMATCH}: the side of the new tile that does not match
 * @param neighbour for {@link Problem#EDGE_MISMATCH}: tile index of the neighbour on that side
 */
public record Fit(Problem problem, Side side, int neighbour) {
    public enum Problem { OCCUPIED, NO_NEIGHBOUR, EDGE_MISMATCH }

    public static final Fit OK = new Fit(null, null, -1);

    public boolean fits() {
        return problem == null;
    }
}

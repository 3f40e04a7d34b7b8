package kudde.engine.ai;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Game;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.TileType;

/** Every legal move for a drawn tile, from the engine's legal placements and figure options. */
public final class Moves {
    private Moves() {
    }

    /**
     * Every (placement, figure or none, tending choice) {@code player} may make with {@code tile}
     * (B1, B2, S1, S3, S12, D1; S4, S5: a tending choice exactly when the tile enlarges the field of
     * their own shepherd and no shepherd is placed this turn, NONE only where tending is optional).
     * Empty when the tile fits nowhere.
     */
    public static List<Move> all(Game g, int player, TileType tile, Frontier frontier) {
        List<Move> out = new ArrayList<>();
        placements(g, player, tile, frontier, (x, y, q, o, options) -> {
            add(out, g, x, y, q, null, options.tends());
            for (FigureMove f : options.figures()) {
                add(out, g, x, y, q, f.placement(), options.tends() && f.kind() != FigureKind.SHEPHERD);
            }
        });
        return out;
    }

    /** One legal placement of a tile, and the figures and tending it allows. */
    interface Placement {
        void at(int x, int y, int q, Orientation o, FigureMoves.Options options);
    }

    /**
     * Every legal placement of {@code tile} (B1) in the frontier's order, each with what
     * {@code player} may do after it: the one walk over the placements that every list of moves
     * (the legal moves, a computer player's ranking) is made from.
     */
    static void placements(Game g, int player, TileType tile, Frontier frontier, Placement visit) {
        int[] buf = new int[4 * frontier.size()];
        int n = frontier.placements(tile, buf);
        for (int k = 0; k < n; k++) {
            int i = buf[k] >>> 2;
            int q = buf[k] & 3;
            int x = frontier.x(i);
            int y = frontier.y(i);
            Orientation o = tile.orientation(q);
            visit.at(x, y, q, o, FigureMoves.after(g, player, o, x, y));
        }
    }

    /** The tending choices a move may name (S5). */
    static Turn.Flock[] flocks(Game g, boolean tends) {
        if (!tends) {
            return new Turn.Flock[] {null};
        }
        return g.rules().tendingOptional()
                ? new Turn.Flock[] {Turn.Flock.GROW, Turn.Flock.GUIDE, Turn.Flock.NONE}
                : new Turn.Flock[] {Turn.Flock.GROW, Turn.Flock.GUIDE};
    }

    private static void add(List<Move> out, Game g, int x, int y, int q, Turn.Placement place, boolean tends) {
        for (Turn.Flock f : flocks(g, tends)) {
            out.add(new Move(x, y, q, place, f));
        }
    }
}

package kudde.engine.moves;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.play.Figure;
import kudde.engine.play.Game;
import kudde.engine.tile.EdgeKind;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Side;

/**
 * What a player may do after placing a tile, worked out before the tile is placed (a tile turn
 * names its figure and tending choice up front): every legal figure placement (B2, S1, S3, S12, D1)
 * and whether the tile makes the player tend their flock (S4).
 *
 * <p>The tile's segments are joined to their neighbours' features exactly as {@link Board#place}
 * will join them; two segments of the new tile that reach the same neighbouring feature end up in
 * one feature (the undivided field edge against the two fields of {@code hs/01}), so occupancy is
 * decided per group of segments, not per segment.
 */
public final class FigureMoves {
    /** Side.values() copies its array at each call; a placement walks the sides several times. */
    private static final Side[] SIDES = Side.values();
    private static final Map<Orientation, String[]> NAMES = new ConcurrentHashMap<>();

    /**
     * @param figures legal figure placements, followers first, each in segment order
     * @param tends   S4: the tile enlarges the field of the player's own shepherd, so a tending
     *                choice (S5) is due (never together with a shepherd placed this turn)
     */
    public record Options(List<FigureMove> figures, boolean tends) {
        public Options {
            figures = List.copyOf(figures);
        }
    }

    private FigureMoves() {
    }

    /**
     * The options of {@code player} placing tile {@code o} at ({@code x}, {@code y}), which must fit (B1).
     * The game is not changed.
     */
    public static Options after(Game g, int player, Orientation o, int x, int y) {
        Board b = g.board();
        int segs = o.type().segments().size();

        // Pairs (segment of the new tile, root of the neighbouring feature it will join).
        int[] pairSeg = new int[24];
        int[] pairRoot = new int[24];
        int pairs = 0;
        for (Side s : SIDES) {
            int n = b.tileAt(x, y, s.dx(), s.dy());
            if (n < 0) {
                continue;
            }
            Orientation theirs = b.tile(n);
            EdgeKind edge = o.edge(s);
            if (edge == EdgeKind.FIELD || edge == EdgeKind.ROAD) {
                for (int k = 0; k < 2; k++) {
                    int half = s.ordinal() * 2 + k;
                    int a = o.fieldAtHalf(half);
                    int c = theirs.fieldAtHalf(Locations.facingHalf(half));
                    if (a >= 0 && c >= 0) {
                        pairSeg[pairs] = a;
                        pairRoot[pairs++] = b.find(b.segment(n, c));
                    }
                }
            }
            int[] mine = o.roadOrCityOnSide(s.ordinal());
            int[] other = theirs.roadOrCityOnSide(s.opposite().ordinal());
            if (mine.length > 0 && other.length > 0 && edge == theirs.edge(s.opposite())) {
                // All of them become one feature (Board.join), so one root stands for the others.
                int root = b.find(b.segment(n, other[0]));
                for (int a : mine) {
                    pairSeg[pairs] = a;
                    pairRoot[pairs++] = root;
                }
                for (int i = 1; i < other.length; i++) {
                    for (int a : mine) {
                        pairSeg[pairs] = a;
                        pairRoot[pairs++] = b.find(b.segment(n, other[i]));
                    }
                }
            }
        }

        // Segments of the new tile that share a neighbouring feature form one feature.
        int[] group = new int[segs];
        for (int i = 0; i < segs; i++) {
            group[i] = i;
        }
        for (int k = 0; k < pairs; k++) {
            for (int j = 0; j < k; j++) {
                if (pairRoot[j] == pairRoot[k]) {
                    join(group, pairSeg[j], pairSeg[k]);
                }
            }
        }

        boolean dragonHere = false;
        int ownShepherdRoot = -1;
        boolean shepherdOnBoard = false;
        int followerGroups = 0;
        int shepherdGroups = 0;
        for (int fi = 0; fi < g.figureCount(); fi++) {
            Figure f = g.figure(fi);
            if (f.kind() == FigureKind.DRAGON) {
                dragonHere |= f.x() == x && f.y() == y;
                continue;
            }
            if (!f.kind().owned()) {
                continue;
            }
            int root = b.find(b.segment(f.tile(), f.segment()));
            if (f.kind() == FigureKind.SHEPHERD && f.player() == player) {
                shepherdOnBoard = true;
                ownShepherdRoot = root;
            }
            for (int k = 0; k < pairs; k++) {
                if (pairRoot[k] == root) {
                    int bit = 1 << find(group, pairSeg[k]);
                    if (f.kind() == FigureKind.FOLLOWER) {
                        followerGroups |= bit;
                    } else {
                        shepherdGroups |= bit;
                    }
                }
            }
        }
        boolean tends = false;
        for (int k = 0; k < pairs && ownShepherdRoot >= 0; k++) {
            tends |= pairRoot[k] == ownShepherdRoot;
        }

        List<FigureMove> moves = new ArrayList<>();
        if (dragonHere) {
            return new Options(moves, tends); // D1: no figure on the dragon's tile
        }
        String[] names = NAMES.computeIfAbsent(o, FigureMoves::canonicalNames);
        if (g.followerSupply()[player] > 0) {
            for (int i = 0; i < segs; i++) {
                if ((followerGroups & (1 << find(group, i))) == 0) {
                    moves.add(new FigureMove(FigureKind.FOLLOWER, i, o.type().segment(i).type(), names[i]));
                }
            }
        }
        if (!shepherdOnBoard) { // S12: one shepherd per player; S3: none into a field that holds one
            for (int i = 0; i < segs; i++) {
                if (o.type().segment(i).type() == FeatureType.FIELD && (shepherdGroups & (1 << find(group, i))) == 0) {
                    moves.add(new FigureMove(FigureKind.SHEPHERD, i, FeatureType.FIELD, names[i]));
                }
            }
        }
        return new Options(moves, tends);
    }

    /** The canonical {@code TYPE:LOCATION} name of segment {@code i} of a turned tile (docs/scenario-format.md). */
    public static String name(Orientation o, int segment) {
        return NAMES.computeIfAbsent(o, FigureMoves::canonicalNames)[segment];
    }

    private static String[] canonicalNames(Orientation o) {
        String[] names = new String[o.type().segments().size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = SegmentNames.canonical(o, i);
        }
        return names;
    }

    private static int find(int[] group, int i) {
        while (group[i] != i) {
            i = group[i];
        }
        return i;
    }

    private static void join(int[] group, int a, int b) {
        int ra = find(group, a);
        int rb = find(group, b);
        if (ra != rb) {
            group[Math.max(ra, rb)] = Math.min(ra, rb);
        }
    }
}

package kudde.engine.odds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import kudde.engine.board.Board;
import kudde.engine.model.Pos;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Side;
import kudde.engine.tile.TileType;

/**
 * An estimate of the chance that a player enlarges their shepherd's field again before the game
 * ends (S4), counted from the tiles still to come and the field's open edges: a tile "could join"
 * when it fits (B1) on an empty square next to the field, turned some way, with one of its field
 * halves meeting the field. Each of the player's turns draws one tile; the turns are taken as
 * independent, with the field's open edges as they are now.
 *
 * @param tilesLeft    tiles still to come
 * @param hillsLeft    hill tiles among them (each hides one more tile, H1)
 * @param joiningTiles how many of the tiles still to come could join the field now
 * @param openSquares  empty squares next to the field
 * @param turnsLeft    the player's turns still to come
 * @param perTurn      chance that the tile of one turn could join the field
 * @param chance       chance of at least one more turn that enlarges the field
 */
public record NextChance(int tilesLeft, int hillsLeft, int joiningTiles, int openSquares, int turnsLeft,
                         double perTurn, double chance) {

    /**
     * @param board     the board now
     * @param fieldSeg  any segment of the field
     * @param tilesLeft every tile still to come, with its count
     * @param players   players taking turns (the tiles are shared out in turn, the others first)
     */
    public static NextChance estimate(Board board, int fieldSeg, Map<TileType, Integer> tilesLeft, int players) {
        int root = board.find(fieldSeg);
        List<Pos> open = openSquares(board, root);
        int total = 0;
        int hills = 0;
        int joining = 0;
        for (Map.Entry<TileType, Integer> e : tilesLeft.entrySet()) {
            int n = e.getValue();
            if (n <= 0) {
                continue;
            }
            total += n;
            if (e.getKey().hill()) {
                hills += n;
            }
            if (couldJoin(board, root, e.getKey(), open)) {
                joining += n;
            }
        }
        // H1: a hill tile hides the next tile; of T tiles with h hills about T·T/(T+h) are played.
        double played = total == 0 ? 0 : (double) total * total / (total + hills);
        int turns = players <= 0 ? 0 : (int) Math.floor(played / players + 1e-9);
        double q = total == 0 ? 0 : (double) joining / total;
        double chance = 1 - Math.pow(1 - q, turns);
        return new NextChance(total, hills, joining, open.size(), turns, q, chance);
    }

    /** Empty squares orthogonally next to a tile of the field that a field half of it faces. */
    static List<Pos> openSquares(Board board, int root) {
        List<Pos> out = new ArrayList<>();
        int seg = root;
        do {
            int t = board.tileOf(seg);
            Orientation o = board.tile(t);
            int local = board.localOf(seg);
            for (Side s : Side.values()) {
                int x = board.x(t) + s.dx();
                int y = board.y(t) + s.dy();
                if (board.tileAt(x, y) >= 0) {
                    continue;
                }
                boolean faces = false;
                for (int k = 0; k < 2; k++) {
                    faces |= o.fieldAtHalf(s.ordinal() * 2 + k) == local;
                }
                Pos p = new Pos(x, y);
                if (faces && !out.contains(p)) {
                    out.add(p);
                }
            }
            seg = board.nextMember(seg);
        } while (seg != root);
        return out;
    }

    /** S4 as {@link Board#place} joins fields: one of the tile's field halves meets a half of this field. */
    static boolean couldJoin(Board board, int root, TileType type, List<Pos> open) {
        for (Pos p : open) {
            for (int q = 0; q < 4; q++) {
                Orientation o = type.orientation(q);
                if (board.fit(o, p.x(), p.y()).fits() && joins(board, root, o, p)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean joins(Board board, int root, Orientation o, Pos p) {
        for (Side s : Side.values()) {
            int n = board.tileAt(p.x(), p.y(), s.dx(), s.dy());
            if (n < 0) {
                continue;
            }
            Orientation theirs = board.tile(n);
            for (int k = 0; k < 2; k++) {
                int half = s.ordinal() * 2 + k;
                int mine = o.fieldAtHalf(half);
                int other = theirs.fieldAtHalf(Locations.facingHalf(half));
                if (mine >= 0 && other >= 0 && board.find(board.segment(n, other)) == root) {
                    return true;
                }
            }
        }
        return false;
    }
}

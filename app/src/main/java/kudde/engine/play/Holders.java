package kudde.engine.play;

import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;

/**
 * Who holds one feature: the followers each player has in it and how many of them stand on hill
 * tiles, what the majority (B6) and a hill's tie-break (H2, H3, H4) are decided from; and for a
 * field, the sheep of all its shepherds, one flock (S9). Counted here only, for turns, final
 * scoring and the tooltip alike.
 */
final class Holders {
    private final int[] followers;
    private final int[] onHill;
    private final int flock;

    private Holders(int[] followers, int[] onHill, int flock) {
        this.followers = followers;
        this.onHill = onHill;
        this.flock = flock;
    }

    /**
     * @param figures     the figures on {@code board}
     * @param players     the number of players; figures of other player numbers are not counted
     * @param root        the feature's root
     * @param figureRoots the feature root of each figure (same order), or null to find them here;
     *                    a figure whose tile or segment is not on the board is then not counted
     */
    static Holders of(Board board, List<Figure> figures, int players, int root, int[] figureRoots) {
        int[] count = new int[players];
        int[] hill = new int[players];
        int sheep = 0;
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            if (!f.kind().owned() || f.player() < 0 || f.player() >= players) {
                continue;
            }
            int r = figureRoots != null ? figureRoots[i] : rootOf(board, f);
            if (r != root) {
                continue;
            }
            if (f.kind() == FigureKind.SHEPHERD) {
                sheep += f.sheepTotal();
            } else {
                count[f.player()]++;
                if (board.tile(f.tile()).type().hill()) {
                    hill[f.player()]++;
                }
            }
        }
        return new Holders(count, hill, sheep);
    }

    /** The feature root a figure stands in, or -1 when its tile or segment is not on the board. */
    static int rootOf(Board board, Figure f) {
        if (f.tile() < 0 || f.tile() >= board.tileCount() || f.segment() < 0
                || f.segment() >= board.segmentsOn(f.tile())) {
            return -1;
        }
        return board.find(board.segment(f.tile(), f.segment()));
    }

    Majority decide(boolean hillTiebreakByCount) {
        return Majority.decide(followers, onHill, hillTiebreakByCount);
    }

    /** S9: the sheep of every shepherd in the field, whoever's shepherd they lie next to. */
    int flock() {
        return flock;
    }

    /** How many players have a follower in the feature. */
    int playersPresent() {
        int n = 0;
        for (int c : followers) {
            n += c > 0 ? 1 : 0;
        }
        return n;
    }

    /** Whether any follower of the feature stands on a hill tile. */
    /** How many of player {@code p}'s followers in the feature stand on a hill tile (H4). */
    int onHill(int p) {
        return onHill[p];
    }

    boolean anyOnHill() {
        for (int h : onHill) {
            if (h > 0) {
                return true;
            }
        }
        return false;
    }
}

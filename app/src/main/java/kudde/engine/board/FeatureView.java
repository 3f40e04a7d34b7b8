package kudde.engine.board;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Segment;

/**
 * What one connected feature is made of, read off the board by walking its members: the
 * facts scoring and explanations need (distinct tiles, pennants, hill tiles, bordered cities).
 */
public final class FeatureView {
    private final Board board;
    private final int root;

    public FeatureView(Board board, int anySegment) {
        this.board = board;
        this.root = board.find(anySegment);
    }

    public int root() {
        return root;
    }

    public FeatureType type() {
        return board.typeOf(root);
    }

    /** Roads and cities: no open end or wall gap (B3, B4); fields: no open edge left (S8). */
    public boolean closed() {
        if (type() == FeatureType.MONASTERY) {
            return board.neighboursAround(board.tileOf(root)) == 8;
        }
        return board.openPorts(root) == 0;
    }

    /** Tile indices of the feature, each once even if it shows two parts of it (B4). */
    public List<Integer> tiles() {
        List<Integer> out = new ArrayList<>();
        int s = root;
        do {
            if (firstOnItsTile(s)) {
                out.add(board.tileOf(s));
            }
            s = board.nextMember(s);
        } while (s != root);
        return out;
    }

    public int tileCount() {
        int n = 0;
        int s = root;
        do {
            if (firstOnItsTile(s)) {
                n++;
            }
            s = board.nextMember(s);
        } while (s != root);
        return n;
    }

    /**
     * B4: a tile that shows two parts of one feature counts once. Counted at the part with the
     * lowest index on its tile, so that counting writes nothing (no marks on the board).
     */
    private boolean firstOnItsTile(int s) {
        int t = board.tileOf(s);
        int first = board.segment(t, 0);
        for (int other = first; other < s; other++) {
            if (board.find(other) == root) {
                return false;
            }
        }
        return true;
    }

    /** Segment ids of the feature. */
    public List<Integer> segments() {
        List<Integer> out = new ArrayList<>();
        int s = root;
        do {
            out.add(s);
            s = board.nextMember(s);
        } while (s != root);
        return out;
    }

    public int pennants() {
        int n = 0;
        int s = root;
        do {
            if (segment(s).pennant()) {
                n++;
            }
            s = board.nextMember(s);
        } while (s != root);
        return n;
    }

    /** Tile indices of the feature's hill tiles (H2: a hill belongs to every segment of its tile). */
    public List<Integer> hillTiles() {
        List<Integer> out = new ArrayList<>();
        for (int t : tiles()) {
            if (board.tile(t).type().hill()) {
                out.add(t);
            }
        }
        return out;
    }

    /** For a field: roots of the distinct cities it borders (B9). */
    public List<Integer> borderedCities() {
        List<Integer> roots = new ArrayList<>();
        int s = root;
        do {
            int cities = segment(s).borderedCities();
            int t = board.tileOf(s);
            while (cities != 0) {
                int c = Integer.numberOfTrailingZeros(cities);
                cities &= cities - 1;
                int r = board.find(board.segment(t, c));
                if (!roots.contains(r)) {
                    roots.add(r);
                }
            }
            s = board.nextMember(s);
        } while (s != root);
        return roots;
    }

    private Segment segment(int s) {
        Orientation o = board.tile(board.tileOf(s));
        return o.type().segment(board.localOf(s));
    }
}

package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.FigureName;
import kudde.engine.tile.SegmentNames;

/**
 * A figure on the board during resolution. Immutable: a change replaces it in the state.
 *
 * @param player  owner's index, -1 for dragon and fairy
 * @param tile    board tile index
 * @param segment segment index on that tile, -1 for dragon and fairy
 * @param sheep   token values lying next to a shepherd (S2, S6)
 */
public record Figure(FigureKind kind, int player, int x, int y, int tile, int segment, List<Integer> sheep) {
    public Figure {
        sheep = List.copyOf(sheep);
    }

    public int sheepTotal() {
        int n = 0;
        for (int s : sheep) {
            n += s;
        }
        return n;
    }

    public Figure withSheep(int token) {
        List<Integer> more = new ArrayList<>(sheep);
        more.add(token);
        return new Figure(kind, player, x, y, tile, segment, more);
    }

    public Figure withoutSheep() {
        return new Figure(kind, player, x, y, tile, segment, List.of());
    }

    /**
     * Which of {@code figures} (standing on {@code board}) a file's name for a figure on the tile at
     * {@code at} names: the first of that kind there, of that player and on the segment its location
     * names; -1 when none stands there. The board, the tutor and {@code check} all find it here.
     */
    public static int indexOf(List<Figure> figures, Board board, List<PlayerSetup> players, Pos at, FigureName name) {
        int tile = board.tileAt(at.x(), at.y());
        if (tile < 0) {
            return -1;
        }
        int segment = -1;
        if (name.kind().owned()) {
            SegmentNames.Lookup look = SegmentNames.find(board.tile(tile), name.on());
            if (!look.found()) {
                return -1;
            }
            segment = look.segment();
        }
        for (int i = 0; i < figures.size(); i++) {
            Figure f = figures.get(i);
            if (f.kind() == name.kind() && f.x() == at.x() && f.y() == at.y() && (!name.kind().owned()
                    || f.segment() == segment && f.player() >= 0 && f.player() < players.size()
                    && players.get(f.player()).id().equals(name.player()))) {
                return i;
            }
        }
        return -1;
    }

    /** How a file names figure {@code f} on {@code board} for a ring round it (canonical location). */
    public FigureName name(Board board, List<PlayerSetup> players) {
        if (!kind.owned()) {
            return FigureName.of(kind);
        }
        return new FigureName(kind, players.get(player).id(), SegmentNames.canonical(board.tile(tile), segment));
    }
}

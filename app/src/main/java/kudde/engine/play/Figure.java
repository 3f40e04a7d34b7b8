package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;

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
}

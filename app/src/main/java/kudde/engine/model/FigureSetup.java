package kudde.engine.model;

import java.util.List;

/**
 * A figure on the board as a scenario names it.
 *
 * @param player owner id (followers, shepherds), else null
 * @param on     {@code TYPE:LOCATION} in board orientation, or {@code monastery}; null for dragon and fairy
 * @param sheep  token values next to a shepherd; empty for other figures
 */
public record FigureSetup(FigureKind kind, String player, Pos at, String on, List<Integer> sheep) {
    public FigureSetup {
        sheep = sheep == null ? List.of() : List.copyOf(sheep);
    }

    public static FigureSetup follower(String player, Pos at, String on) {
        return new FigureSetup(FigureKind.FOLLOWER, player, at, on, List.of());
    }

    public static FigureSetup shepherd(String player, Pos at, String on, List<Integer> sheep) {
        return new FigureSetup(FigureKind.SHEPHERD, player, at, on, sheep);
    }
}

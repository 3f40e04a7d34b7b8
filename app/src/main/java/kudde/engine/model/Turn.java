package kudde.engine.model;

import java.util.List;
import kudde.engine.tile.TileType;

/** One entry of a scenario's {@code turns}. */
public sealed interface Turn {

    /** The figure placed after the tile (B2, S1). */
    record Placement(FigureKind kind, String on) {
    }

    /** The tending choice (S5). */
    enum Flock {
        GROW, GUIDE, NONE;

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * A player places a tile, maybe a figure, maybe tends, maybe moves the dragon.
     *
     * @param place  null for no figure
     * @param flock  null where S4 gives no choice
     * @param hidden the tile slid under a hill tile (H1), or null
     * @param dragon positions the dragon enters this turn, or null
     */
    record TileTurn(String player, TileType tile, Pos at, int rotation, Placement place, Flock flock,
                    TileType hidden, List<Pos> dragon) implements Turn {
        public TileTurn {
            dragon = dragon == null ? null : List.copyOf(dragon);
        }
    }

    /** A teaching step: the dragon enters these tiles. */
    record DragonTurn(List<Pos> path) implements Turn {
        public DragonTurn {
            path = List.copyOf(path);
        }
    }

    /** Final scoring; always the last turn. */
    record EndGame() implements Turn {
    }
}

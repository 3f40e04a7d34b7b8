package kudde.engine.model;

import java.util.List;
import kudde.engine.rules.RuleId;
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
     * @param refused the rule the lesson expects to refuse this turn, or null for a turn to play
     */
    record TileTurn(String player, TileType tile, Pos at, int rotation, Placement place, Flock flock,
                    TileType hidden, List<Pos> dragon, RuleId refused) implements Turn {
        public TileTurn {
            dragon = dragon == null ? null : List.copyOf(dragon);
        }

        /** A turn to play (not expected to be refused). */
        public TileTurn(String player, TileType tile, Pos at, int rotation, Placement place, Flock flock,
                        TileType hidden, List<Pos> dragon) {
            this(player, tile, at, rotation, place, flock, hidden, dragon, null);
        }

        /** The same turn, expected to be refused by {@code rule} (null: to play). */
        public TileTurn withRefused(RuleId rule) {
            return new TileTurn(player, tile, at, rotation, place, flock, hidden, dragon, rule);
        }

        @Override
        public boolean tendingChoice() {
            return flock != null && refused == null;
        }
    }

    /**
     * A teaching step: the dragon enters these tiles.
     *
     * @param refused the rule the lesson expects to refuse this path, or null
     */
    record DragonTurn(List<Pos> path, RuleId refused) implements Turn {
        public DragonTurn {
            path = List.copyOf(path);
        }

        public DragonTurn(List<Pos> path) {
            this(path, null);
        }
    }

    /**
     * Whether the turn is played with a tending choice (S5: a {@code flock} to grow, guide or leave),
     * the only turn a grow-or-guide question can be answered at.
     */
    default boolean tendingChoice() {
        return false;
    }

    /** The rule the lesson expects to refuse this turn (a refused-move lesson), or null. */
    default RuleId refused() {
        return null;
    }

    /** Final scoring; always the last turn. */
    record EndGame() implements Turn {
    }
}

package kudde.engine.model;

import java.util.List;
import java.util.Map;

/**
 * The bag as a scenario sets it up.
 *
 * @param contents counts per kind overriding "18 minus those on the board", or null
 * @param draws    scripted next draws, in order
 * @param seed     seed of the reproducible random draws after the script
 */
public record BagSetup(Map<Token, Integer> contents, List<Token> draws, long seed) {
    public static final long DEFAULT_SEED = 1;

    public BagSetup {
        contents = contents == null ? null : Map.copyOf(contents);
        draws = draws == null ? List.of() : List.copyOf(draws);
    }

    public static BagSetup standard() {
        return new BagSetup(null, List.of(), DEFAULT_SEED);
    }

    /** All the game's tokens (S11), counts in {@link Token#ORDER}. */
    public static int[] full() {
        int[] counts = new int[Token.ORDER.size()];
        for (Token k : Token.ORDER) {
            counts[k.ordinal()] = k.inGame();
        }
        return counts;
    }

    /**
     * S11: what is in the bag before the first turn, counts in {@link Token#ORDER}: the
     * {@link #contents} when the scenario sets them, else the game's tokens minus the sheep
     * lying next to the shepherds on the board.
     */
    public int[] atStart(List<FigureSetup> figures) {
        if (contents != null) {
            int[] counts = new int[Token.ORDER.size()];
            for (Token k : Token.ORDER) {
                counts[k.ordinal()] = contents.getOrDefault(k, 0);
            }
            return counts;
        }
        int[] counts = full();
        for (FigureSetup f : figures) {
            if (f.kind() == FigureKind.SHEPHERD) {
                for (int v : f.sheep()) {
                    Token t = Token.ofSheep(v);
                    if (t != null) {
                        counts[t.ordinal()] = Math.max(0, counts[t.ordinal()] - 1);
                    }
                }
            }
        }
        return counts;
    }
}

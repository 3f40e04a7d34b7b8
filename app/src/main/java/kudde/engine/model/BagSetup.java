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
}

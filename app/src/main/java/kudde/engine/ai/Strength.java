package kudde.engine.ai;

import java.util.Locale;

/** The computer players, by strength; the name is what the command line and the tables call it. */
public enum Strength {
    RANDOM, BEGINNER, CLUB, STRONG;

    /**
     * The strong player's default processor time for one move (docs/performance.md): the last
     * sampled future may run over it a little, and a move must come within 1 s.
     */
    public static final int THINK_MS = 900;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The strength called {@code word}, or null. */
    public static Strength of(String word) {
        for (Strength s : values()) {
            if (s.word().equals(word)) {
                return s;
            }
        }
        return null;
    }

    /** A player of this strength; {@code thinkMs} is the strong player's time for one move. */
    public Player create(long seed, int thinkMs) {
        return create(seed, thinkMs, Integer.MAX_VALUE);
    }

    /**
     * A player whose moves depend only on the seed: the strong player stops after {@code futures}
     * sampled futures a move (or when {@code thinkMs} is up, whichever is first).
     */
    public Player create(long seed, int thinkMs, int futures) {
        return switch (this) {
            case RANDOM -> new RandomPlayer(seed);
            case BEGINNER -> new Heuristic(false, seed);
            case CLUB -> new Heuristic(true, seed);
            case STRONG -> new Search(seed, thinkMs, futures);
        };
    }
}

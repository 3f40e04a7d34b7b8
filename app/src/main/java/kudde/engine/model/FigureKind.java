package kudde.engine.model;

import java.util.Locale;

/** Figures that stand on the board. */
public enum FigureKind {
    FOLLOWER, SHEPHERD, DRAGON, FAIRY;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Follower and shepherd belong to a player and stand on a feature segment. */
    public boolean owned() {
        return this == FOLLOWER || this == SHEPHERD;
    }

    public static FigureKind ofWord(String w) {
        for (FigureKind k : values()) {
            if (k.word().equals(w)) {
                return k;
            }
        }
        return null;
    }
}

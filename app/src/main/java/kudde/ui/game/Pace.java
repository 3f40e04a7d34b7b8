package kudde.ui.game;

/** How the computer players' turns are shown: at once, one a second, or one per click. */
public enum Pace {
    INSTANT(0), SECOND(1000), STEP(-1);

    private final int millis;

    Pace(int millis) {
        this.millis = millis;
    }

    /** The wait before the next computer turn; -1 for "wait for the click". */
    public int millis() {
        return millis;
    }

    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static Pace of(String word) {
        for (Pace p : values()) {
            if (p.word().equals(word)) {
                return p;
            }
        }
        return SECOND;
    }
}

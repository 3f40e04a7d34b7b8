package kudde.engine.tile;

/** The four edges of a square tile, clockwise from north. Board y grows south. */
public enum Side {
    N(0, -1), E(1, 0), S(0, 1), W(-1, 0);

    // values() copies its array on every call; opposite() and turned() run in every placement.
    private static final Side[] ALL = values();

    private final int dx;
    private final int dy;

    Side(int dx, int dy) {
        this.dx = dx;
        this.dy = dy;
    }

    public int dx() {
        return dx;
    }

    public int dy() {
        return dy;
    }

    public Side opposite() {
        return ALL[(ordinal() + 2) & 3];
    }

    /** The side this one becomes after turning the tile clockwise by {@code quarterTurns}. */
    public Side turned(int quarterTurns) {
        return ALL[(ordinal() + quarterTurns) & 3];
    }

    /** Edge bit of this side in a 4-bit edge mask (bit 0 = N, clockwise). */
    public int bit() {
        return 1 << ordinal();
    }
}

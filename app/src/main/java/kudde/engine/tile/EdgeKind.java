package kudde.engine.tile;

/** What a tile shows along one edge; two edges that touch must show the same kind (B1). */
public enum EdgeKind {
    CITY('C'), ROAD('R'), FIELD('F');

    private final char letter;

    EdgeKind(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public static EdgeKind ofLetter(char c) {
        for (EdgeKind k : values()) {
            if (k.letter == c) {
                return k;
            }
        }
        throw new IllegalArgumentException("no edge kind " + c);
    }
}

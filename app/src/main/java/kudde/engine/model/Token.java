package kudde.engine.model;

import java.util.List;

/** The 18 tokens of the bag (S11): sheep tokens worth 1–4 and the wolf. */
public enum Token {
    ONE(1, 4), TWO(2, 5), THREE(3, 5), FOUR(4, 2), WOLF(0, 2);

    /** All kinds in the order the bag is laid out for a random draw (docs/scenario-format.md, random draws). */
    public static final List<Token> ORDER = List.of(ONE, TWO, THREE, FOUR, WOLF);

    private final int sheep;
    private final int inGame;

    Token(int sheep, int inGame) {
        this.sheep = sheep;
        this.inGame = inGame;
    }

    /** Sheep on the token, and so its points (NL-8); 0 for the wolf. */
    public int sheep() {
        return sheep;
    }

    /** How many of these the game has. */
    public int inGame() {
        return inGame;
    }

    public boolean wolf() {
        return this == WOLF;
    }

    /** The name in scenario files: "1" … "4" or "wolf". */
    public String key() {
        return wolf() ? "wolf" : Integer.toString(sheep);
    }

    public static Token ofSheep(int n) {
        return n >= 1 && n <= 4 ? ORDER.get(n - 1) : null;
    }

    public static Token ofKey(String key) {
        for (Token t : ORDER) {
            if (t.key().equals(key)) {
                return t;
            }
        }
        return null;
    }
}

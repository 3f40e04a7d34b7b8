package kudde.engine.model;

/**
 * A player of the scenario, in turn order.
 *
 * @param followers followers in supply, or null for "7 minus those on the board"
 */
public record PlayerSetup(String id, String name, int score, Integer followers) {
    public static final int FOLLOWERS = 7;
}

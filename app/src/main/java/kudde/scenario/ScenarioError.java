package kudde.scenario;

/**
 * One reason a scenario file cannot be used, and where.
 *
 * @param path the JSON path ({@code turns[1].place.on}), {@code line 3 column 7} for a JSON syntax
 *             error, or the empty string for the file as a whole (unreadable, too large)
 * @param text the reason in plain words, in the reader's language
 */
public record ScenarioError(String path, String text) {
    public ScenarioError {
        path = path == null ? "" : path;
    }

    /** {@code path: text}, or just the text for an error about the whole file. */
    @Override
    public String toString() {
        return path.isEmpty() ? text : path + ": " + text;
    }
}

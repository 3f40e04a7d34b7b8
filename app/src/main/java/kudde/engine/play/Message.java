package kudde.engine.play;

import java.util.List;

/**
 * A text to show, as data: a resource-bundle key and its arguments. Arguments are numbers,
 * plain strings (names, tile ids, positions), {@link Term}s or {@link Names}; the engine never
 * renders text itself, so every language is done at the edge.
 */
public record Message(String key, List<Object> args) {
    public Message {
        args = List.copyOf(args);
    }

    public static Message of(String key, Object... args) {
        return new Message(key, List.of(args));
    }

    /** A word to translate, e.g. {@code feature.city}. */
    public record Term(String key) {
    }

    /** Player names to join in the reader's language ("Anna and Bram", "Anna en Bram"). */
    public record Names(List<String> names) {
        public Names {
            names = List.copyOf(names);
        }
    }
}

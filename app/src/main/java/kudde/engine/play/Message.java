package kudde.engine.play;

import java.util.List;

/**
 * A text to show, as data: a resource-bundle key and its arguments. Arguments are numbers,
 * plain strings (names, positions), {@link Term}s, {@link Unnamed} players or {@link Names}; the engine never
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

    /**
     * Players or other items to list in the reader's language ("Anna and Bram", "Anna en Bram");
     * each is a plain string, a {@link Term} or an {@link Unnamed} player. A pattern may choose
     * its words by their number ("Anna scores", "Anna and Bram score").
     */
    public record Names(List<?> names) {
        public Names {
            names = List.copyOf(names);
        }
    }

    /**
     * Words for the learner with what an author needs beside them: a tile by what it shows with its
     * id ("a straight road", base/U), a place by direction with its coordinates ("east of the start
     * tile", [1,0]). Learner texts show only {@code words}; author texts add {@code author}.
     */
    public record Aside(Object words, String author) {
    }

    /** A player without a name, known by its id (a colour: "red" is "Red", "Rood"). */
    public record Unnamed(String id) {
    }
}

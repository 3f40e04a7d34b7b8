package kudde.engine.model;

import java.util.Locale;

/** How a scenario file names the constants of a kind: in kebab case ({@code GROW_OR_GUIDE} is "grow-or-guide"). */
public final class FileWords {
    private FileWords() {
    }

    public static String of(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant the file's word names, or null when none does. */
    public static <E extends Enum<E>> E parse(E[] constants, String word) {
        for (E c : constants) {
            if (of(c).equals(word)) {
                return c;
            }
        }
        return null;
    }
}

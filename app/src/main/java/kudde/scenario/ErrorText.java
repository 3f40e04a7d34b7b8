package kudde.scenario;

import java.util.Arrays;
import java.util.Locale;
import kudde.lang.Bundle;
import kudde.lang.Languages;

/**
 * The texts of this package and the command line, from {@code kudde/scenario/errors_<tag>.properties},
 * in the language Kudde has for the reader ({@link Languages#supported}).
 */
public final class ErrorText {
    private final Bundle bundle;

    private ErrorText(Bundle bundle) {
        this.bundle = bundle;
    }

    public static ErrorText of(Locale locale) {
        return new ErrorText(Bundle.of("kudde.scenario.errors", locale));
    }

    public Locale locale() {
        return bundle.locale();
    }

    /** The text for {@code key} with its arguments; a missing key shows as the key, never an exception. */
    public String get(String key, Object... args) {
        if (!bundle.has(key)) {
            return args.length == 0 ? key : key + " " + Arrays.toString(args);
        }
        return bundle.format(key, args);
    }
}

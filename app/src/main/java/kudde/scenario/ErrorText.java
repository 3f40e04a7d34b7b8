package kudde.scenario;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The texts of this package and the command line, from {@code kudde/scenario/errors_en|nl.properties}:
 * Dutch for "nl", English for every other language.
 */
public final class ErrorText {
    private static final ConcurrentHashMap<String, ErrorText> CACHE = new ConcurrentHashMap<>();

    private final Locale locale;
    private final ResourceBundle bundle;

    private ErrorText(String language) {
        this.locale = Locale.forLanguageTag(language);
        this.bundle = ResourceBundle.getBundle("kudde.scenario.errors", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public static ErrorText of(Locale locale) {
        String language = locale != null && "nl".equals(locale.getLanguage()) ? "nl" : "en";
        return CACHE.computeIfAbsent(language, ErrorText::new);
    }

    public Locale locale() {
        return locale;
    }

    /** The text for {@code key} with its arguments; a missing key shows as the key, never an exception. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return args.length == 0 ? key : key + " " + java.util.Arrays.toString(args);
        }
        return new MessageFormat(pattern, locale).format(args);
    }
}

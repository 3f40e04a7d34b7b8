package kudde.ui.kit;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * One language of a bundle of window texts ({@code .properties} files): Dutch for "nl", English
 * otherwise, never the system's language as a fallback. A missing key shows as itself, so a gap
 * is visible but harmless. The window's words ({@link Strings}) and the tutor's are each one.
 * Every value is a {@link MessageFormat} pattern, with or without arguments, so an apostrophe is
 * always written {@code ''} and reads the same whichever method shows it.
 */
public final class Words {
    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale DUTCH = Locale.forLanguageTag("nl");

    private final Locale locale;
    private final ResourceBundle bundle;

    private Words(String baseName, Locale locale) {
        this.locale = locale;
        this.bundle = ResourceBundle.getBundle(baseName, locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    /** The bundle {@code baseName} (e.g. {@code kudde.ui.ui}) in Dutch for "nl", English otherwise. */
    public static Words of(String baseName, Locale locale) {
        return new Words(baseName, supported(locale));
    }

    /** Dutch for "nl", English for every other language. */
    public static Locale supported(Locale l) {
        return l != null && "nl".equals(l.getLanguage()) ? DUTCH : ENGLISH;
    }

    public Locale locale() {
        return locale;
    }

    /** The text for a key (its pattern with no arguments), or the key itself when the bundle lacks it. */
    public String get(String key) {
        return format(key);
    }

    /** The pattern for a key with its arguments filled in ({@link MessageFormat}, this language). */
    public String format(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
        return new MessageFormat(pattern, locale).format(args);
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }
}

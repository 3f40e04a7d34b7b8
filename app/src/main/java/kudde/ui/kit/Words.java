package kudde.ui.kit;

import java.text.MessageFormat;
import java.util.Locale;
import kudde.lang.Bundle;
import kudde.lang.Languages;

/**
 * One language of a bundle of window texts ({@code .properties} files), read by the one text
 * service ({@link Bundle}): a language of the {@link Languages registry}, a missing key in the
 * source language, never the system's language as a fallback. A key no bundle has shows as
 * itself, so a gap is visible but harmless. The window's words ({@link Strings}) and the tutor's
 * are each one. Every value is a {@link MessageFormat} pattern, with or without arguments, so an
 * apostrophe is always written {@code ''} and reads the same whichever method shows it.
 */
public final class Words {
    /** The source language (tests and callers name it; no code decides by it). */
    public static final Locale ENGLISH = Languages.SOURCE;
    /** Dutch, for tests and callers that want it by name; no code decides by it. */
    public static final Locale DUTCH = Locale.forLanguageTag("nl");

    private final Bundle bundle;

    private Words(Bundle bundle) {
        this.bundle = bundle;
    }

    /** The bundle {@code baseName} (e.g. {@code kudde.ui.ui}) in the language Kudde has for {@code locale}. */
    public static Words of(String baseName, Locale locale) {
        return new Words(Bundle.of(baseName, locale));
    }

    /** The language Kudde shows for a wish ({@link Languages#supported}). */
    public static Locale supported(Locale l) {
        return Languages.supported(l);
    }

    public Locale locale() {
        return bundle.locale();
    }

    /** The text for a key (its pattern with no arguments), or the key itself when no bundle has it. */
    public String get(String key) {
        return bundle.format(key);
    }

    /** The pattern for a key with its arguments filled in ({@link MessageFormat}, this language). */
    public String format(String key, Object... args) {
        return bundle.format(key, args);
    }

    public boolean has(String key) {
        return bundle.has(key);
    }
}

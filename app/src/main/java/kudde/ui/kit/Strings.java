package kudde.ui.kit;

import java.util.List;
import java.util.Locale;
import kudde.lang.Languages;

/**
 * Every user-visible string of the window, from {@code kudde/ui/ui_<tag>.properties}. The
 * language can change while the window is open: the window's {@link WindowLanguage} tells its parts,
 * which relabel themselves.
 */
public final class Strings {
    public static final Locale ENGLISH = Words.ENGLISH;
    public static final Locale DUTCH = Words.DUTCH;
    /** Every language of the registry, the source language first ({@link Languages#all()}). */
    public static final List<Locale> LANGUAGES = Languages.all();

    private static volatile Locale locale = ENGLISH;
    private static volatile Words words = load(ENGLISH);

    private Strings() {
    }

    public static Locale locale() {
        return locale;
    }

    /** The language tag ("en", "nl", "en-XA") of the current language. */
    public static String language() {
        return locale.toLanguageTag();
    }

    /** The name of a language in its own words ("Nederlands"), as a language menu shows it. */
    public static String nameOf(Locale language) {
        return Languages.name(language, language);
    }

    /** The name of a language in the window's language ("Dutch" in English, "Engels" in Dutch). */
    public static String nameIn(Locale language) {
        return Languages.name(language, locale);
    }

    /**
     * Switches the language (the registry's nearest, {@link Languages#supported}). A window's parts
     * are told by the window's own {@link WindowLanguage}, which calls this.
     */
    public static void setLocale(Locale l) {
        Locale next = Words.supported(l);
        if (next.equals(locale)) {
            return;
        }
        words = load(next);
        locale = next;
    }

    /** The string for a key; a missing key shows as itself, so a gap is visible but harmless. */
    public static String get(String key) {
        return words.get(key);
    }

    public static String format(String key, Object... args) {
        return words.format(key, args);
    }

    /** True when the bundle of the current language has the key. */
    public static boolean has(String key) {
        return words.has(key);
    }

    private static Words load(Locale l) {
        return Words.of("kudde.ui.ui", l);
    }
}

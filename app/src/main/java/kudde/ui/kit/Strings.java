package kudde.ui.kit;

import java.util.List;
import java.util.Locale;
import kudde.lang.Languages;

/**
 * The texts of one window, from {@code kudde/ui/ui_<tag>.properties}, in the language that window
 * speaks now. The window's {@link WindowLanguage} owns them and switches them; every part of the
 * window (panel, dialog, command, renderer) is handed them when it is made and reads its words
 * here, so two windows can speak two languages at once. A part that relabels itself after a switch
 * listens to the same {@link WindowLanguage}. Read and switched on the event thread; a helper that
 * only formats for a given language makes its own ({@link #in}).
 */
public final class Strings {
    public static final Locale ENGLISH = Words.ENGLISH;
    public static final Locale DUTCH = Words.DUTCH;
    /** Every language of the registry, the source language first ({@link Languages#all()}). */
    public static final List<Locale> LANGUAGES = Languages.all();

    private volatile Words words;

    private Strings(Locale l) {
        words = load(Words.supported(l));
    }

    /**
     * Texts in {@code l} (the registry's nearest, {@link Languages#supported}) that nothing switches:
     * for a helper that writes in one given language (an export, a message for the log), or a test.
     */
    public static Strings in(Locale l) {
        return new Strings(l);
    }

    /** The texts a new window starts with, for its {@link WindowLanguage} to switch. */
    static Strings forWindow(Locale l) {
        return new Strings(l);
    }

    public Locale locale() {
        return words.locale();
    }

    /** The language tag ("en", "nl", "en-XA") of the current language. */
    public String language() {
        return locale().toLanguageTag();
    }

    /** The name of a language in its own words ("Nederlands"), as a language menu shows it. */
    public static String nameOf(Locale language) {
        return Languages.name(language, language);
    }

    /** The name of a language in these texts' language ("Dutch" in English, "Engels" in Dutch). */
    public String nameIn(Locale language) {
        return Languages.name(language, locale());
    }

    /** Switches to {@code l}, already the registry's nearest; only the window's language does. */
    void switchTo(Locale l) {
        if (!l.equals(locale())) {
            words = load(l);
        }
    }

    /** The string for a key; a missing key shows as itself, so a gap is visible but harmless. */
    public String get(String key) {
        return words.get(key);
    }

    public String format(String key, Object... args) {
        return words.format(key, args);
    }

    /** True when the bundle of the current language has the key. */
    public boolean has(String key) {
        return words.has(key);
    }

    private static Words load(Locale l) {
        return Words.of("kudde.ui.ui", l);
    }
}

package kudde.ui.tutor;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import kudde.explain.Texts;

/**
 * The tutor panels' own words ({@code kudde/ui/tutor/tutor_en|nl.properties}) next to the engine's
 * explanations ({@link Texts}), in one language.
 */
public final class TutorTexts {
    private static final ConcurrentHashMap<Locale, TutorTexts> CACHE = new ConcurrentHashMap<>();

    private final Texts explain;
    private final ResourceBundle words;

    private TutorTexts(Texts explain) {
        this.explain = explain;
        this.words = ResourceBundle.getBundle("kudde.ui.tutor.tutor", explain.locale(), NoFallback.INSTANCE);
    }

    /** Dutch for "nl", English otherwise. */
    public static TutorTexts of(Locale locale) {
        Texts t = Texts.of(locale);
        return CACHE.computeIfAbsent(t.locale(), l -> new TutorTexts(t));
    }

    public Locale locale() {
        return explain.locale();
    }

    /** "en" or "nl". */
    public String language() {
        return explain.locale().getLanguage();
    }

    public Texts explain() {
        return explain;
    }

    /** The word for {@code key}; an unknown key shows as itself. */
    public String get(String key) {
        try {
            return words.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
    }

    public String format(String key, Object... args) {
        return new MessageFormat(get(key), locale()).format(args);
    }

    /** A text a file gives per language: this language, else English, else any. */
    public String pick(Map<String, String> perLanguage) {
        String s = perLanguage.get(language());
        if (s == null || s.isBlank()) {
            s = perLanguage.get("en");
        }
        if ((s == null || s.isBlank()) && !perLanguage.isEmpty()) {
            s = perLanguage.values().iterator().next();
        }
        return s == null ? "" : s;
    }

    private static final class NoFallback extends ResourceBundle.Control {
        static final NoFallback INSTANCE = new NoFallback();

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return null;
        }
    }
}

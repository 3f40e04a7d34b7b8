package kudde.lang;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A lesson's text for one reader: a lesson gives its texts as a map from language tag to text
 * ({@code {"en": …, "nl": …, "de": …}}); the reader gets their language (the same tag), else the source
 * language, else any. {@link #fallback()} says the text is not in the reader's language, so the
 * window can mark it visibly rather than pass English off as a translation.
 *
 * @param text     the text, or "" when the map has none
 * @param fallback whether the text is in another language than the reader's
 */
public record LessonText(String text, boolean fallback) {
    /** The text of {@code perLanguage} for a reader of {@code reader}. */
    public static LessonText pick(Map<String, String> perLanguage, Locale reader) {
        if (perLanguage == null || perLanguage.isEmpty()) {
            return new LessonText("", false);
        }
        String own = perLanguage.get(reader.toLanguageTag());
        if (!blank(own)) {
            return new LessonText(own, false);
        }
        String s = perLanguage.get(Languages.SOURCE.toLanguageTag());
        if (blank(s)) {
            for (String v : perLanguage.values()) {
                if (!blank(v)) {
                    s = v;
                    break;
                }
            }
        }
        return blank(s) ? new LessonText("", false) : new LessonText(s, true);
    }

    /**
     * The languages a lesson is written in: the source language, then every tag its texts give, in
     * the order first met. A comment on the lesson must speak each of them.
     */
    @SafeVarargs
    public static Set<String> languagesOf(Map<String, String>... texts) {
        Set<String> out = new LinkedHashSet<>();
        out.add(Languages.SOURCE.toLanguageTag());
        for (Map<String, String> t : texts) {
            if (t != null) {
                t.forEach((tag, s) -> {
                    if (!blank(s)) {
                        out.add(tag);
                    }
                });
            }
        }
        return out;
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }
}

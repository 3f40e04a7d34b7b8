package kudde.ui.tutor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.explain.Texts;
import kudde.lang.LessonText;
import kudde.ui.kit.Words;

/**
 * The tutor panels' own words ({@code kudde/ui/tutor/tutor_<tag>.properties}) next to the engine's
 * explanations ({@link Texts}), in one language of the registry ({@link kudde.lang.Languages}).
 */
public final class TutorTexts {
    private static final ConcurrentHashMap<Locale, TutorTexts> CACHE = new ConcurrentHashMap<>();

    private final Texts explain;
    private final Words words;

    private TutorTexts(Texts explain) {
        this.explain = explain;
        this.words = Words.of("kudde.ui.tutor.tutor", explain.locale());
    }

    /** In the language Kudde has for {@code locale} ({@link kudde.lang.Languages#supported}). */
    public static TutorTexts of(Locale locale) {
        Texts t = Texts.of(locale);
        return CACHE.computeIfAbsent(t.locale(), l -> new TutorTexts(t));
    }

    public Locale locale() {
        return explain.locale();
    }

    /** The language tag ("en", "nl"): the key of this language in a lesson's texts. */
    public String language() {
        return explain.locale().toLanguageTag();
    }

    public Texts explain() {
        return explain;
    }

    /** The word for {@code key}; an unknown key shows as itself. */
    public String get(String key) {
        return words.get(key);
    }

    public String format(String key, Object... args) {
        return words.format(key, args);
    }

    /**
     * A text a file gives per language: this language, else the source language, else any
     * ({@link LessonText}); a text in another language carries a visible mark, so the learner sees
     * it is not yet translated rather than taking it for a lapse of the window.
     */
    public String pick(Map<String, String> perLanguage) {
        LessonText t = LessonText.pick(perLanguage, locale());
        return t.fallback() ? words.format("lesson.untranslated", t.text()) : t.text();
    }

    /** The engine's answer to a quiz question in words: players by name, yes or no, grow or guide, a number. */
    public String answer(Scenario s, Object right) {
        if (right instanceof Collection<?> ids) {
            List<String> names = new ArrayList<>();
            for (Object id : ids) {
                names.add(explain.name(s.players().get(s.playerIndex((String) id))));
            }
            return names.isEmpty() ? get("quiz.nobody") : explain.join(names);
        }
        if (right instanceof Boolean b) {
            return get(b ? "quiz.yes" : "quiz.no");
        }
        if (right instanceof Turn.Flock f) {
            return get(f == Turn.Flock.GROW ? "quiz.grow" : "quiz.guide");
        }
        return String.valueOf(right);
    }
}

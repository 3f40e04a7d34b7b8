package kudde.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import kudde.lang.Bundle;
import kudde.lang.Languages;
import kudde.engine.model.PlayerSetup;
import kudde.engine.play.Message;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;

/**
 * Renders the engine's {@link Message}s as text in one language, from the bundles
 * {@code kudde/explain/messages_<tag>.properties}, in any language of the registry ({@link Languages}).
 * The Dutch source sentences each rule rests on come from {@code kudde/explain/sources.properties},
 * which is the rulebook's own words in every language.
 */
public final class Texts {
    /** The source language (tests and callers name it; no code decides by it). */
    public static final Locale ENGLISH = Languages.SOURCE;
    /** Dutch, for tests and callers that want it by name; no code decides by it. */
    public static final Locale DUTCH = Locale.forLanguageTag("nl");
    private static final ConcurrentHashMap<Locale, Texts> CACHE = new ConcurrentHashMap<>();
    private static final ConcurrentHashMap<Locale, Texts> AUTHORS = new ConcurrentHashMap<>();

    private final Locale locale;
    private final Bundle messages;
    private final ResourceBundle sources;
    private final Sentence sentence;
    private final boolean authoring;

    private Texts(Locale locale, boolean authoring) {
        this.locale = locale;
        this.authoring = authoring;
        this.messages = Bundle.of("kudde.explain.messages", locale);
        this.sources = ResourceBundle.getBundle("kudde.explain.sources", Locale.ROOT, NoFallback.INSTANCE);
        this.sentence = new Sentence(locale, lookup("names.and"));
    }

    /** Texts in the language Kudde has for {@code locale} ({@link Languages#supported}). */
    public static Texts of(Locale locale) {
        Locale l = Languages.supported(locale);
        return CACHE.computeIfAbsent(l, k -> new Texts(k, false));
    }

    /**
     * Texts for a lesson's author: the learner's words with the tile ids and coordinates beside
     * them ("a straight road (base/U) east of the start tile ([1,0])"; {@link Message.Aside}).
     */
    public static Texts forAuthors(Locale locale) {
        Locale l = Languages.supported(locale);
        return AUTHORS.computeIfAbsent(l, k -> new Texts(k, true));
    }

    /**
     * A message in every language Kudde speaks, by language tag, the source language first: a
     * lesson text the code writes (a title, a task) that every reader finds in theirs.
     */
    public static java.util.Map<String, String> inEveryLanguage(Message m) {
        java.util.Map<String, String> out = new java.util.LinkedHashMap<>();
        for (Locale l : Languages.all()) {
            out.put(l.toLanguageTag(), of(l).render(m));
        }
        return out;
    }

    /** Whether this renders the author's ids and coordinates beside the learner's words. */
    public boolean authoring() {
        return authoring;
    }

    /** Texts for a {@code --lang} value, a language tag of the registry. */
    public static Texts of(String language) {
        return of(Locale.forLanguageTag(language));
    }

    public Locale locale() {
        return locale;
    }

    /**
     * The message in this language; an unknown key shows as the key itself, never an exception.
     * A {@link Message.Names} argument is a list: a choice on it counts its items ({@link Sentence}).
     */
    public String render(Message m) {
        String pattern = lookup(m.key());
        Object[] args = new Object[m.args().size()];
        for (int i = 0; i < args.length; i++) {
            args[i] = arg(m.args().get(i));
        }
        return sentence.format(pattern, args);
    }

    /** The step's message, then its details, as one paragraph. */
    public String stepText(Step s) {
        StringBuilder b = new StringBuilder(render(s.message()));
        for (Message d : s.details()) {
            b.append(' ').append(render(d));
        }
        return b.toString();
    }

    /** The notes of a step: where the other preset decides differently. */
    public List<String> notes(Step s) {
        List<String> out = new ArrayList<>();
        for (Message n : s.notes()) {
            out.add(render(n));
        }
        return out;
    }

    /** A short name of the rule, e.g. "Grow the flock". */
    public String ruleTitle(RuleId r) {
        return plain("rule." + r.name());
    }

    /** The Dutch sentence of the source text the rule rests on, if the rule comes from it. */
    public Optional<String> source(RuleId r) {
        try {
            return Optional.of(sources.getString(r.name()));
        } catch (MissingResourceException e) {
            return Optional.empty();
        }
    }

    public String term(String key) {
        return plain(key);
    }

    private Object arg(Object a) {
        if (a instanceof Message.Term t) {
            return plain(t.key());
        }
        if (a instanceof Message.Aside s) {
            Object words = arg(s.words());
            return authoring ? sentence.format(lookup("aside"), words, s.author()) : words;
        }
        if (a instanceof Message.Unnamed u) {
            return player(u.id());
        }
        if (a instanceof Message.Names n) {
            List<String> items = new ArrayList<>();
            for (Object o : n.names()) {
                items.add(String.valueOf(arg(o)));
            }
            return items;
        }
        if (a instanceof Message m) {
            return render(m);
        }
        if (a instanceof Number) {
            return a; // a pattern formats it: {0,number,0.0}, {0,number,percent} in the reader's language
        }
        return String.valueOf(a);
    }

    /** "Anna", "Anna and Bram", "Anna, Bram and Cor" in this language; "nobody" for none. */
    public String join(List<String> names) {
        return names.isEmpty() ? plain("names.nobody") : sentence.list(names);
    }

    /**
     * How a player without a name is called: a colour id in the reader's language ("Red", "Rood"),
     * any other id as written, with a capital (it may start a sentence).
     */
    public String player(String id) {
        String key = "player." + id.toLowerCase(Locale.ROOT);
        String word = plain(key);
        if (!word.equals(key)) {
            return word;
        }
        return id.isEmpty() ? id : id.substring(0, 1).toUpperCase(locale) + id.substring(1);
    }

    /** How a player is called: the name the file gives, or else its colour in this language ({@link #player(String)}). */
    public String name(PlayerSetup p) {
        return p.name() != null && !p.name().isBlank() ? p.name() : player(p.id());
    }

    /** A message without arguments: every value of the bundle is a pattern, so {@code ''} is one quote. */
    private String plain(String key) {
        return sentence.format(lookup(key), new Object[0]);
    }

    private String lookup(String key) {
        String p = messages.pattern(key);
        return p == null ? key : p;
    }

    /** The rulebook's sentences must not fall back to the machine's default locale. */
    private static final class NoFallback extends ResourceBundle.Control {
        static final NoFallback INSTANCE = new NoFallback();

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return null;
        }
    }
}

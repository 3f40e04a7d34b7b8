package kudde.lang;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one text service: a bundle of message patterns ({@code .properties} files, e.g.
 * {@code kudde/ui/ui_nl.properties}) in one language of the {@link Languages registry}. A key the
 * language lacks falls back to the source language; a key no bundle has shows as itself, so a gap
 * is visible but harmless. Never the machine's language as a fallback. Every value is a
 * {@link MessageFormat} pattern, with or without arguments, so an apostrophe is always {@code ''}.
 */
public final class Bundle {
    private static final ConcurrentHashMap<String, Bundle> CACHE = new ConcurrentHashMap<>();
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Locale locale;
    private final ResourceBundle own;
    private final ResourceBundle source;
    /** Each key's pattern parsed once (a bundle's keys are few); used under its own lock, as a MessageFormat is not thread-safe. */
    private final ConcurrentHashMap<String, MessageFormat> parsed = new ConcurrentHashMap<>();

    private Bundle(String baseName, Locale locale) {
        this.locale = locale;
        this.own = load(baseName, locale);
        this.source = Languages.isSource(locale) ? null : load(baseName, Languages.SOURCE);
    }

    /** The bundle {@code baseName} (e.g. {@code kudde.ui.ui}) in the language Kudde has for {@code wanted}. */
    public static Bundle of(String baseName, Locale wanted) {
        Locale l = Languages.supported(wanted);
        return CACHE.computeIfAbsent(baseName + '|' + l.toLanguageTag(), k -> new Bundle(baseName, l));
    }

    private static ResourceBundle load(String baseName, Locale l) {
        try {
            return ResourceBundle.getBundle(baseName, l, NO_FALLBACK);
        } catch (MissingResourceException e) {
            return null;
        }
    }

    public Locale locale() {
        return locale;
    }

    /** The pattern for {@code key}, in this language or else the source language; null when neither has it. */
    public String pattern(String key) {
        String p = lookup(own, key);
        return p != null || source == null ? p : lookup(source, key);
    }

    /** Whether this language or the source language has the key. */
    public boolean has(String key) {
        return pattern(key) != null;
    }

    /** The pattern for {@code key} with its arguments filled in, in this language; a missing key shows as itself. */
    public String format(String key, Object... args) {
        MessageFormat f = parsed.get(key);
        if (f == null) {
            String p = pattern(key);
            if (p == null) {
                return key;
            }
            f = new MessageFormat(p, locale);
            parsed.put(key, f);
        }
        synchronized (f) {
            return f.format(args);
        }
    }

    private static String lookup(ResourceBundle b, String key) {
        if (b == null) {
            return null;
        }
        try {
            return b.getString(key);
        } catch (MissingResourceException e) {
            return null;
        }
    }
}

package kudde.ui;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Every user-visible string of the window, from {@code kudde/ui/ui_en|nl.properties}. The
 * language can change while the window is open: listeners are told, and relabel themselves.
 */
public final class Strings {
    public static final Locale ENGLISH = Locale.ENGLISH;
    public static final Locale DUTCH = Locale.forLanguageTag("nl");
    public static final List<Locale> LANGUAGES = List.of(ENGLISH, DUTCH);

    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();
    private static volatile Locale locale = ENGLISH;
    private static volatile ResourceBundle bundle = load(ENGLISH);

    private Strings() {
    }

    public static Locale locale() {
        return locale;
    }

    /** The language tag ("en", "nl") of the current language. */
    public static String language() {
        return locale.getLanguage();
    }

    /** Switches the language (Dutch for "nl", English otherwise) and tells the listeners. */
    public static void setLocale(Locale l) {
        Locale next = "nl".equals(l.getLanguage()) ? DUTCH : ENGLISH;
        if (next.equals(locale)) {
            return;
        }
        bundle = load(next);
        locale = next;
        for (Runnable r : LISTENERS) {
            r.run();
        }
    }

    public static void addListener(Runnable r) {
        LISTENERS.add(r);
    }

    public static void removeListener(Runnable r) {
        LISTENERS.remove(r);
    }

    /** The string for a key; a missing key shows as itself, so a gap is visible but harmless. */
    public static String get(String key) {
        try {
            return bundle.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
    }

    public static String format(String key, Object... args) {
        return new MessageFormat(get(key), locale).format(args);
    }

    /** True when the bundle of the current language has the key. */
    public static boolean has(String key) {
        return bundle.containsKey(key);
    }

    private static ResourceBundle load(Locale l) {
        return ResourceBundle.getBundle("kudde.ui.ui", l,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}

package kudde.explain;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds one sentence from a {@link MessageFormat} pattern whose arguments may be lists
 * (player names, tile positions). A list argument {@code {1}} is written out in the reader's
 * language ("Anna", "Anna and Bram", "Anna, Bram and Cor"), and a choice on it,
 * {@code {1,choice,1#scores|1<score}}, chooses by the number of items: so a pattern agrees
 * the verb and the noun with its subject instead of gluing words together.
 */
public final class Sentence {
    private static final Pattern CHOICE_ON = Pattern.compile("\\{(\\d+)\\s*,\\s*choice\\s*,");

    /** Patterns parsed so far, at most this many (a pattern is parsed once, not at every sentence). */
    private static final int PARSED_MAX = 4096;

    private final Locale locale;
    private final String and;
    /**
     * Each pattern parsed once, by its text with the choices on lists pointed at their sizes: the
     * tutor says hundreds of steps again whenever a game grows by a turn, and parsing the pattern
     * was most of the time it took. A {@link MessageFormat} is not safe for two threads at once,
     * so each is used under its own lock.
     */
    private final java.util.Map<String, MessageFormat> parsed = new java.util.concurrent.ConcurrentHashMap<>();

    /** @param and the word before the last item of a list ("and", "en") */
    public Sentence(Locale locale, String and) {
        this.locale = locale;
        this.and = and;
    }

    /** The items as one phrase: "", "Anna", "Anna and Bram", "Anna, Bram and Cor". */
    public String list(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " " + and + " " + items.get(items.size() - 1);
    }

    /**
     * The pattern with its arguments; an argument that is a {@link List} (of strings) is written as
     * {@link #list}, and a choice on it counts its items.
     */
    public String format(String pattern, Object... args) {
        int n = args.length;
        Object[] all = new Object[2 * n];
        boolean[] isList = new boolean[n];
        for (int i = 0; i < n; i++) {
            if (args[i] instanceof List<?> items) {
                List<String> words = new ArrayList<>();
                for (Object o : items) {
                    words.add(String.valueOf(o));
                }
                all[i] = list(words);
                all[n + i] = items.size();
                isList[i] = true;
            } else {
                all[i] = args[i];
            }
        }
        boolean anyList = false;
        for (boolean l : isList) {
            anyList |= l;
        }
        String text = pattern;
        if (anyList) {
            // A choice needs a number: point a choice on a list at the list's size, kept at n + i.
            Matcher m = CHOICE_ON.matcher(pattern);
            StringBuilder b = new StringBuilder();
            while (m.find()) {
                int i = Integer.parseInt(m.group(1));
                String to = i < n && isList[i] ? "{" + (n + i) + ",choice," : m.group();
                m.appendReplacement(b, Matcher.quoteReplacement(to));
            }
            m.appendTail(b);
            text = b.toString();
        }
        MessageFormat f = parsed.get(text);
        if (f == null) {
            f = new MessageFormat(text, locale);
            if (parsed.size() >= PARSED_MAX) {
                parsed.clear(); // only texts that are not the bundles' patterns would come this far
            }
            parsed.put(text, f);
        }
        synchronized (f) {
            return f.format(all);
        }
    }
}

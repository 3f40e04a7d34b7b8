package kudde.lang;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The pseudo-language {@code en-XA}: every English pattern with accented letters, about a third
 * longer and in brackets ("[Ŝţéƥ 1: Åññá ƥļáçéš á ţîļé ··· ···]"), the way translators' tools test
 * a layout before a real translation exists. A label too narrow for a longer language loses its
 * closing bracket, so a cut shows at a glance; an unaccented word is glued in Java rather than
 * looked up; placeholders ({@code {0}}, {@code {0,number}}, choices), quotes and HTML tags are
 * kept as they are, so every pattern still formats.
 *
 * <p>The build makes its bundles ({@code *_en_XA.properties} beside each {@code *_en.properties}
 * in {@code target/classes}, never in the sources) by running {@link #main} after compiling; the
 * {@link Languages registry} finds them like any language's, but offers them to no user
 * ({@link Languages#isPseudo}): it is chosen by its tag, {@code language=en-XA} in the settings or
 * {@code --lang en-XA} on the command line.
 */
public final class PseudoLanguage {
    /** The pseudo-language's tag: English (its source) in a private-use region. */
    public static final Locale LOCALE = Locale.forLanguageTag("en-XA");

    private static final String FROM = "ABCDEGHIJKLNOPRSTUWYZabcdeghijklnoprstuwyz";
    private static final String TO = "ÅƁÇĐÉĜĤÎĴĶĻÑÖÞŔŜŢÛŴÝŽåƀçđéĝĥîĵķļñöþŕšţûŵýž";

    private PseudoLanguage() {
    }

    /** The pseudo-language's form of one English message pattern. */
    public static String of(String pattern) {
        boolean html = pattern.regionMatches(true, 0, "<html>", 0, 6);
        String body = pattern;
        String head = "";
        String tail = "";
        if (html) {
            head = pattern.substring(0, 6);
            body = pattern.substring(6);
            if (body.regionMatches(true, body.length() - 7, "</html>", 0, 7)) {
                tail = body.substring(body.length() - 7);
                body = body.substring(0, body.length() - 7);
            }
        }
        StringBuilder out = new StringBuilder(head).append('[');
        accent(body, html, out);
        return out.append(']').append(tail).toString();
    }

    /**
     * Appends {@code s} accented, arguments, quotes and tags as they are, each line (up to a
     * {@code <br>} or a new line) padded to about a third longer.
     */
    private static void accent(String s, boolean html, StringBuilder out) {
        int visible = 0;
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '{') {
                int end = argumentEnd(s, i);
                argument(s.substring(i, end), out);
                visible += 3; // an argument shows as a word or a number
                i = end;
            } else if (c == '\'') {
                // '' is an apostrophe; 'text' is quoted text, shown as written: both kept as they are.
                int end = i + 1 < s.length() && s.charAt(i + 1) == '\'' ? i + 2 : quoteEnd(s, i);
                for (int j = i; j < end; j++) {
                    out.append(s.charAt(j) == '\'' ? '\'' : map(s.charAt(j)));
                }
                visible += end - i;
                i = end;
            } else if (html && c == '<') {
                int end = s.indexOf('>', i);
                end = end < 0 ? s.length() : end + 1;
                if (s.regionMatches(true, i, "<br", 0, 3)) {
                    visible = pad(visible, out);
                }
                out.append(s, i, end);
                i = end;
            } else if (html && c == '&') {
                int end = s.indexOf(';', i);
                end = end < 0 || end - i > 8 ? i + 1 : end + 1;
                out.append(s, i, end);
                visible++;
                i = end;
            } else if (c == '\n') {
                visible = pad(visible, out);
                out.append(c);
                i++;
            } else {
                out.append(map(c));
                visible++;
                i++;
            }
        }
        pad(visible, out);
    }

    /** About a third of a line's length in dots, in groups a line can break between; returns 0, the next line's count. */
    private static int pad(int visible, StringBuilder out) {
        if (visible == 0) {
            return 0;
        }
        int dots = Math.max(1, (visible + 2) / 3);
        out.append(' ');
        for (int i = 0; i < dots; i++) {
            if (i > 0 && i % 6 == 0) {
                out.append(' ');
            }
            out.append('\u00b7');
        }
        return 0;
    }

    /**
     * Appends one argument ({@code {0}}, {@code {0,number}}) as it is, but for the texts of a choice
     * ({@code {0,choice,1#one sheep|1<{0} sheep}}), which are accented like the rest (not padded:
     * the sentence around them is); its limits, separators and quotes are kept.
     */
    private static void argument(String arg, StringBuilder out) {
        int first = arg.indexOf(',');
        int second = first < 0 ? -1 : arg.indexOf(',', first + 1);
        if (second < 0 || !arg.substring(first + 1, second).strip().equals("choice")) {
            out.append(arg);
            return;
        }
        out.append(arg, 0, second + 1);
        String style = arg.substring(second + 1, arg.length() - 1);
        int depth = 0;
        boolean quoted = false;
        int from = 0;
        for (int i = 0; i <= style.length(); i++) {
            char c = i < style.length() ? style.charAt(i) : '|';
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '{') {
                depth++;
            } else if (!quoted && c == '}') {
                depth--;
            } else if (!quoted && depth == 0 && c == '|') {
                choice(style.substring(from, i), out);
                if (i < style.length()) {
                    out.append('|');
                }
                from = i + 1;
            }
        }
        out.append('}');
    }

    /** One choice, "1<{0} sheep": its limit as it is, its text accented. */
    private static void choice(String choice, StringBuilder out) {
        int at = 0;
        while (at < choice.length() && "#<\u2264".indexOf(choice.charAt(at)) < 0) {
            at++;
        }
        if (at == choice.length()) {
            out.append(choice);
            return;
        }
        out.append(choice, 0, at + 1);
        String text = choice.substring(at + 1);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '{') {
                int end = argumentEnd(text, i);
                argument(text.substring(i, end), out);
                i = end - 1;
            } else {
                out.append(map(c));
            }
        }
    }

    /** The index just past the argument that opens at {@code start}, braces in its choices and quotes counted. */
    private static int argumentEnd(String s, int start) {
        int depth = 0;
        boolean quoted = false;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
            } else if (!quoted && c == '{') {
                depth++;
            } else if (!quoted && c == '}') {
                depth--;
                if (depth == 0) {
                    return i + 1;
                }
            }
        }
        return s.length();
    }

    private static int quoteEnd(String s, int start) {
        int end = s.indexOf('\'', start + 1);
        return end < 0 ? s.length() : end + 1;
    }

    private static char map(char c) {
        int at = FROM.indexOf(c);
        return at < 0 ? c : TO.charAt(at);
    }

    /**
     * Writes the pseudo-language's bundles into a build's class folder: for every
     * {@code kudde/**}{@code /NAME_en.properties} there, {@code NAME_en_XA.properties} beside it.
     *
     * @param args the class folder ({@code target/classes})
     */
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(classes.resolve("kudde"))) {
            files.filter(f -> f.getFileName().toString().endsWith("_en.properties")).sorted().forEach(sources::add);
        }
        for (Path en : sources) {
            Properties source = new Properties();
            try (Reader r = Files.newBufferedReader(en, StandardCharsets.UTF_8)) {
                source.load(r);
            }
            TreeMap<String, String> pseudo = new TreeMap<>();
            for (String key : source.stringPropertyNames()) {
                pseudo.put(key, of(source.getProperty(key)));
            }
            String name = en.getFileName().toString();
            Path out = en.resolveSibling(name.substring(0, name.length() - ".properties".length()) + "_XA.properties");
            write(pseudo, out, en.getFileName().toString());
        }
        System.out.println("Pseudo-language " + LOCALE.toLanguageTag() + ": " + sources.size() + " bundles in " + classes);
    }

    /** Key by key in order, the letters beyond ASCII escaped, so any reader of properties reads it alike. */
    private static void write(TreeMap<String, String> values, Path out, String from) throws IOException {
        StringBuilder b = new StringBuilder("# Made by the build from ").append(from)
                .append(" (kudde.lang.PseudoLanguage); never edit, never commit.\n");
        Properties one = new Properties();
        for (var e : values.entrySet()) {
            one.clear();
            one.setProperty(e.getKey(), e.getValue());
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            one.store(bytes, null);
            String text = bytes.toString(StandardCharsets.ISO_8859_1);
            // store writes a date line first; the entry is the line after it.
            b.append(text.substring(text.indexOf('\n') + 1));
        }
        byte[] data = b.toString().getBytes(StandardCharsets.ISO_8859_1);
        if (Files.exists(out) && java.util.Arrays.equals(Files.readAllBytes(out), data)) {
            return; // unchanged: the file keeps its time, so nothing after it is built again
        }
        try (OutputStream o = Files.newOutputStream(out)) {
            o.write(data);
        }
    }
}

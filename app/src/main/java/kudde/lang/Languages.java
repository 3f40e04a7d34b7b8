package kudde.lang;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

/**
 * The registry of languages: every language that has the window's bundle
 * ({@code kudde/ui/ui_<tag>.properties}) on the class path, found when first asked, the source
 * language first. The source language is the one every text is written in first and every other
 * falls back to, key by key and lesson text by lesson text.
 */
public final class Languages {
    /** The language every text is written in first, and the one a missing text falls back to. */
    public static final Locale SOURCE = Locale.ENGLISH;

    /** The bundle whose presence makes a language: the window's own words. */
    static final String DIRECTORY = "kudde/ui/";
    static final String PREFIX = "ui_";
    static final String SUFFIX = ".properties";

    /**
     * A language tag as a file may give it: a language (2 or 3 letters), then optionally a script
     * (4 letters) and a region (2 letters or 3 digits): "en", "nl", "pt-BR", "zh-Hant", "en-XA".
     */
    private static final Pattern TAG = Pattern.compile("[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2}|-[0-9]{3})?");

    private static volatile List<Locale> found;
    private static volatile List<Locale> all;

    private Languages() {
    }

    /**
     * Every language with a window bundle, the source language first, then by tag; a
     * {@link #isPseudo pseudo-language} is not among them (no reader reads it, no lesson is written
     * in it), though {@link #supported} and {@link #ofTag} find it by its tag.
     */
    public static List<Locale> all() {
        List<Locale> a = all;
        if (a == null) {
            List<Locale> out = new ArrayList<>();
            for (Locale l : found()) {
                if (!isPseudo(l)) {
                    out.add(l);
                }
            }
            a = Collections.unmodifiableList(out);
            all = a;
        }
        return a;
    }

    /**
     * Whether {@code l} is a pseudo-language, a test of the layouts rather than a language anyone
     * reads: its region is one of the private-use codes XA–XZ (as in {@code en-XA}, the one the build
     * makes, {@link PseudoLanguage}).
     */
    public static boolean isPseudo(Locale l) {
        String r = l.getCountry();
        return r.length() == 2 && r.charAt(0) == 'X' && r.charAt(1) >= 'A' && r.charAt(1) <= 'Z';
    }

    /** Every language with a window bundle, pseudo-languages too. */
    private static List<Locale> found() {
        List<Locale> a = found;
        if (a == null) {
            a = Collections.unmodifiableList(find(Languages.class.getClassLoader()));
            found = a;
        }
        return a;
    }

    /**
     * The language to show for a wish: the same tag when Kudde has it, else the same language
     * without a region or script (a Dutch machine in Belgium reads Dutch), else the source language.
     */
    public static Locale supported(Locale wanted) {
        if (wanted == null) {
            return SOURCE;
        }
        String tag = wanted.toLanguageTag();
        for (Locale l : found()) {
            if (l.toLanguageTag().equals(tag)) {
                return l;
            }
        }
        for (Locale l : all()) {
            if (l.getLanguage().equals(wanted.getLanguage()) && l.getCountry().isEmpty() && l.getScript().isEmpty()) {
                return l;
            }
        }
        return SOURCE;
    }

    /** The language of a tag ("nl", "en-XA") when Kudde has exactly it, else null. */
    public static Locale ofTag(String tag) {
        for (Locale l : found()) {
            if (l.toLanguageTag().equals(tag)) {
                return l;
            }
        }
        return null;
    }

    /** The tags of every language, in the order of {@link #all()}: "en, nl". */
    public static List<String> tags() {
        List<String> out = new ArrayList<>();
        for (Locale l : all()) {
            out.add(l.toLanguageTag());
        }
        return out;
    }

    /** Whether {@code s} is a well-formed language tag, as a key of a lesson's texts must be. */
    public static boolean isTag(String s) {
        return s != null && TAG.matcher(s).matches();
    }

    /**
     * The name of {@code language} for a reader of {@code reader}, from the Java runtime's locale
     * data ("Dutch", "Nederlands", "Engels"), with a capital: it labels a field or a menu item.
     */
    public static String name(Locale language, Locale reader) {
        String n = language.getDisplayName(reader);
        return n.isEmpty() ? language.toLanguageTag() : n.substring(0, 1).toUpperCase(reader) + n.substring(1);
    }

    /** Whether {@code l} is the source language, whose texts need no mark in any window. */
    public static boolean isSource(Locale l) {
        return SOURCE.toLanguageTag().equals(l.toLanguageTag());
    }

    static List<Locale> find(ClassLoader loader) {
        Set<String> tags = new TreeSet<>();
        try {
            Enumeration<URL> dirs = loader.getResources(DIRECTORY);
            while (dirs.hasMoreElements()) {
                collect(dirs.nextElement(), tags);
            }
            // A jar without directory entries still holds the source language's file.
            URL source = loader.getResource(DIRECTORY + PREFIX + SOURCE.toLanguageTag() + SUFFIX);
            if (source != null && "jar".equals(source.getProtocol())) {
                collect(source, tags);
            }
        } catch (IOException | URISyntaxException e) {
            // What could be read is kept; the source language is always there (below).
        }
        tags.remove(SOURCE.toLanguageTag());
        List<Locale> out = new ArrayList<>();
        out.add(SOURCE);
        for (String t : tags) {
            out.add(Locale.forLanguageTag(t));
        }
        return out;
    }

    private static void collect(URL url, Set<String> tags) throws IOException, URISyntaxException {
        if ("file".equals(url.getProtocol())) {
            Path dir = Path.of(url.toURI());
            if (!Files.isDirectory(dir)) {
                dir = dir.getParent();
            }
            try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
                for (Path f : files) {
                    add(f.getFileName().toString(), tags);
                }
            }
        } else if ("jar".equals(url.getProtocol())) {
            URLConnection c = url.openConnection();
            if (c instanceof JarURLConnection j) {
                j.setUseCaches(false);
                try (JarFile jar = j.getJarFile()) {
                    Enumeration<JarEntry> entries = jar.entries();
                    while (entries.hasMoreElements()) {
                        String name = entries.nextElement().getName();
                        if (name.startsWith(DIRECTORY) && name.indexOf('/', DIRECTORY.length()) < 0) {
                            add(name.substring(DIRECTORY.length()), tags);
                        }
                    }
                }
            }
        }
    }

    /** "ui_nl.properties" gives "nl", "ui_en_XA.properties" gives "en-XA"; any other name nothing. */
    static void add(String fileName, Set<String> tags) {
        if (fileName.startsWith(PREFIX) && fileName.endsWith(SUFFIX)) {
            String tag = fileName.substring(PREFIX.length(), fileName.length() - SUFFIX.length()).replace('_', '-');
            if (isTag(tag)) {
                tags.add(tag);
            }
        }
    }
}

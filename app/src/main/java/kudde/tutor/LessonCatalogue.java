package kudde.tutor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The lessons under {@code scenarios/<folder>/}, in the order of the beginner's path, section by
 * section: a learner who has never played Carcassonne meets roads, cities, monasteries and fields
 * (the base game) before the shepherds; the own-tile tending rule (shepherds/06) comes before the
 * lessons that rest on it; and each section's refused moves and exercises come right after its
 * lessons, not at the end of the course. Then shared and closed fields, hills, vineyards, the
 * dragon, the editions' variants, and a whole game that uses everything.
 *
 * <p>A lesson is named by its path relative to {@code scenarios/}, e.g.
 * {@code fields/01-two-shepherds-one-field.json}, and keeps that name wherever the path shows it,
 * so a learner's done marks (kept by that name, {@link Progress}) stay valid when the path changes.
 * A file the path does not name follows those it names in its folder's section, by file name; a
 * refused move or exercise not named stays under its folder's own section, and an unknown folder is
 * a section of its own at the end. Where the files come from (a folder, the jar) is up to the caller.
 */
public final class LessonCatalogue {
    /** The sections in the order a newcomer meets them; unknown folders follow, sorted. */
    public static final List<String> TOPICS = List.of("base", "shepherds", "fields", "hills", "vineyards", "dragon",
            "editions", "game", "refused", "exercises");

    /**
     * The path, one line per section: a lesson by its folder and number ({@code shepherds/06}), or a
     * folder's lessons not named elsewhere, by file name ({@code base/*}).
     */
    private static final String PATH = """
            base: base/* refused/07 refused/03 exercises/09
            shepherds: shepherds/01 shepherds/02 shepherds/03 shepherds/06 shepherds/* \
              refused/06 refused/01 refused/02 refused/05 refused/10 \
              exercises/01 exercises/02 exercises/03 exercises/04 exercises/05 exercises/15
            fields: fields/* refused/09 exercises/06 exercises/07 exercises/08
            hills: hills/* refused/08 exercises/10 exercises/11
            vineyards: vineyards/* exercises/12 exercises/13
            dragon: dragon/* refused/04 exercises/14
            editions: editions/*
            game: game/*
            refused: refused/*
            exercises: exercises/*
            """;

    private final Map<String, List<Lesson>> byTopic;

    /**
     * One lesson file.
     *
     * @param name  path relative to {@code scenarios/}, with / as separator
     * @param topic the section of the path it is shown in: its folder, or for a refused move or an
     *              exercise the topic it practises
     */
    public record Lesson(String name, String topic) {
        /** The file name without its number and extension, as a fallback title ("two shepherds one field"). */
        public String slug() {
            String file = name.substring(name.lastIndexOf('/') + 1).replaceFirst("\\.json$", "");
            return file.replaceFirst("^\\d+-", "").replace('-', ' ');
        }
    }

    private LessonCatalogue(Map<String, List<Lesson>> byTopic) {
        this.byTopic = byTopic;
    }

    /** Orders lesson names ({@code folder/file.json}) along the path; names outside a folder are left out. */
    public static LessonCatalogue of(List<String> names) {
        List<String> left = new ArrayList<>();
        for (String n : new java.util.TreeSet<>(names)) {
            int slash = n.indexOf('/');
            if (slash > 0 && n.endsWith(".json") && n.indexOf('/', slash + 1) < 0) {
                left.add(n);
            }
        }
        Map<String, List<Lesson>> ordered = new LinkedHashMap<>();
        List<String[]> lines = new ArrayList<>();
        for (String line : PATH.split("\n")) {
            int colon = line.indexOf(':');
            lines.add(new String[] {line.substring(0, colon).trim(), line.substring(colon + 1).trim()});
        }
        // Named lessons first, so that a folder's "*" takes only those named nowhere.
        Map<String, String> named = new java.util.HashMap<>();
        for (String[] l : lines) {
            for (String entry : l[1].split("\\s+")) {
                if (!entry.endsWith("/*")) {
                    for (String n : left) {
                        if (n.startsWith(entry + "-") || n.equals(entry + ".json")) {
                            named.put(n, l[0]);
                        }
                    }
                }
            }
        }
        for (String[] l : lines) {
            List<Lesson> section = new ArrayList<>();
            for (String entry : l[1].split("\\s+")) {
                if (entry.endsWith("/*")) {
                    String folder = entry.substring(0, entry.length() - 1);
                    for (String n : left) {
                        if (n.startsWith(folder) && !named.containsKey(n)) {
                            section.add(new Lesson(n, l[0]));
                        }
                    }
                } else {
                    for (String n : left) {
                        if (l[0].equals(named.get(n)) && (n.startsWith(entry + "-") || n.equals(entry + ".json"))) {
                            section.add(new Lesson(n, l[0]));
                        }
                    }
                }
            }
            section.forEach(x -> left.remove(x.name()));
            if (!section.isEmpty()) {
                ordered.put(l[0], List.copyOf(section));
            }
        }
        // Folders the path does not know: a section each, after the path, sorted.
        Map<String, List<Lesson>> others = new java.util.TreeMap<>();
        for (String n : left) {
            String folder = n.substring(0, n.indexOf('/'));
            others.computeIfAbsent(folder, k -> new ArrayList<>()).add(new Lesson(n, folder));
        }
        others.forEach((k, v) -> ordered.merge(k, List.copyOf(v), (a, b) -> {
            List<Lesson> all = new ArrayList<>(a);
            all.addAll(b);
            return List.copyOf(all);
        }));
        return new LessonCatalogue(ordered);
    }

    /** The lessons of a {@code scenarios/} folder. */
    public static LessonCatalogue ofDirectory(Path scenarios) {
        try (Stream<Path> files = Files.walk(scenarios, 2)) {
            return of(files.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p))
                    .map(p -> scenarios.relativize(p).toString().replace('\\', '/')).toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Topics that have lessons, in teaching order. */
    public List<String> topics() {
        return List.copyOf(byTopic.keySet());
    }

    public List<Lesson> lessons(String topic) {
        return byTopic.getOrDefault(topic, List.of());
    }

    /** Every lesson, topic by topic. */
    public List<Lesson> all() {
        List<Lesson> out = new ArrayList<>();
        byTopic.values().forEach(out::addAll);
        return out;
    }

    public int size() {
        return all().size();
    }
}

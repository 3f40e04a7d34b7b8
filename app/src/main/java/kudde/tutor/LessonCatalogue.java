package kudde.tutor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The lessons under {@code scenarios/<topic>/}, grouped by topic in the order of the beginner's path:
 * the shepherd and its flock (place, a wolf at once, grow, guide, a wolf on a grow, only your own
 * tile tends), merged and closed fields, then the base game's scoring (the majorities that hills
 * decide and the monasteries that vineyards add to), hills, vineyards, the dragon, the editions'
 * variants, and a whole game that uses everything. Within a topic the file numbers give the order.
 * A lesson is named by its path relative to {@code scenarios/}, e.g.
 * {@code fields/01-two-shepherds-one-field.json}; where the files come from (a folder, the jar) is
 * up to the caller.
 */
public final class LessonCatalogue {
    /** The topics in the order a newcomer meets them; unknown topics follow, sorted. */
    public static final List<String> TOPICS = List.of("shepherds", "fields", "base", "hills", "vineyards", "dragon",
            "editions", "refused", "exercises", "game");

    private final Map<String, List<Lesson>> byTopic;

    /**
     * One lesson file.
     *
     * @param name  path relative to {@code scenarios/}, with / as separator
     * @param topic the folder it lies in
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

    /** Groups lesson names ({@code topic/file.json}); names outside a topic folder are left out. */
    public static LessonCatalogue of(List<String> names) {
        Map<String, List<Lesson>> groups = new LinkedHashMap<>();
        for (String t : TOPICS) {
            groups.put(t, new ArrayList<>());
        }
        List<String> sorted = new ArrayList<>(names);
        Collections.sort(sorted);
        List<String> others = new ArrayList<>();
        for (String n : sorted) {
            int slash = n.indexOf('/');
            if (slash <= 0 || !n.endsWith(".json") || n.indexOf('/', slash + 1) >= 0) {
                continue;
            }
            String topic = n.substring(0, slash);
            if (!groups.containsKey(topic)) {
                others.add(topic);
                groups.put(topic, new ArrayList<>());
            }
            groups.get(topic).add(new Lesson(n, topic));
        }
        Map<String, List<Lesson>> ordered = new LinkedHashMap<>();
        for (String t : TOPICS) {
            if (!groups.get(t).isEmpty()) {
                ordered.put(t, List.copyOf(groups.get(t)));
            }
        }
        others.stream().distinct().sorted().forEach(t -> ordered.put(t, List.copyOf(groups.get(t))));
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

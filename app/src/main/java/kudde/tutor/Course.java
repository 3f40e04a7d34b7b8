package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.lesson.Lesson;

/**
 * The course as a learner chooses from it: the path's topics ({@link LessonCatalogue}), each with
 * its lessons and, beside them, the exercises and refused moves that practise them, every one with
 * its title per language and what it asks (questions, exercises), or why its file cannot be read.
 * Read once from the lesson files; the course screen and the lesson list both show it.
 */
public final class Course {
    /** Reads one lesson file by its name under {@code scenarios/}. */
    @FunctionalInterface
    public interface Loader {
        Lesson load(String name) throws Exception;
    }

    /** What a lesson file is to the learner: a lesson to follow, an exercise to play, or a refused move. */
    public enum Kind {
        LESSON, EXERCISE, REFUSED;

        /** By the folder it is kept in: {@code exercises/} and {@code refused/}; the rest are lessons. */
        static Kind of(String name) {
            return name.startsWith("exercises/") ? EXERCISE : name.startsWith("refused/") ? REFUSED : LESSON;
        }

        /** Practice: shown beside the lessons it practises, not among them. */
        public boolean practice() {
            return this != LESSON;
        }
    }

    /**
     * One lesson as listed.
     *
     * @param title     per language ("en", "nl"), as the file gives it
     * @param questions how many quiz questions it asks
     * @param exercises how many exercises it has
     * @param error     why the file cannot be read, or null
     */
    public record Entry(LessonCatalogue.Lesson lesson, Map<String, String> title, int questions, int exercises,
                        String error) {
        public String name() {
            return lesson.name();
        }

        public Kind kind() {
            return Kind.of(lesson.name());
        }

        public boolean readable() {
            return error == null;
        }

        /** The title in the reader's language, else English, else any the file gives, else the file's name in words. */
        public String title(java.util.Locale reader) {
            // The reader's language, else the source language, else any (kudde.lang.LessonText); the
            // window names the reader, so the tutor's model names no language.
            String t = kudde.lang.LessonText.pick(title, reader).text();
            return t.isBlank() ? lesson.slug() : t;
        }

        /** The exercises of this lesson the learner solved by their own try. */
        public int solved(Progress p) {
            int n = 0;
            for (int i = 0; i < exercises; i++) {
                n += p.exercise(name(), i) == Progress.Outcome.SOLVED ? 1 : 0;
            }
            return n;
        }
    }

    /**
     * A topic of the path.
     *
     * @param key      its folder's name ({@code shepherds}), the key of its name in the texts
     * @param lessons  its lessons, in the path's order
     * @param practice its exercises and refused moves, in the path's order
     */
    public record Topic(String key, List<Entry> lessons, List<Entry> practice) {
        /** Every entry of the topic, lessons first. */
        public List<Entry> all() {
            List<Entry> out = new ArrayList<>(lessons);
            out.addAll(practice);
            return out;
        }
    }

    private final LessonCatalogue path;
    private final List<Topic> topics;
    private final Map<String, Entry> byName = new LinkedHashMap<>();

    private Course(LessonCatalogue path, List<Topic> topics) {
        this.path = path;
        this.topics = topics;
        topics.forEach(t -> t.all().forEach(e -> byName.put(e.name(), e)));
    }

    /** Reads every lesson of {@code names} (slow: one file each; not on the event thread). */
    public static Course read(List<String> names, Loader loader) {
        LessonCatalogue path = LessonCatalogue.of(names);
        List<Topic> topics = new ArrayList<>();
        for (String topic : path.topics()) {
            List<Entry> lessons = new ArrayList<>();
            List<Entry> practice = new ArrayList<>();
            for (LessonCatalogue.Lesson l : path.lessons(topic)) {
                Entry e = read(l, loader);
                (e.kind().practice() ? practice : lessons).add(e);
            }
            topics.add(new Topic(topic, List.copyOf(lessons), List.copyOf(practice)));
        }
        return new Course(path, List.copyOf(topics));
    }

    private static Entry read(LessonCatalogue.Lesson l, Loader loader) {
        try {
            Lesson s = loader.load(l.name());
            return new Entry(l, s.title(), s.quiz().size(), s.exercises().size(), null);
        } catch (Exception e) {
            return new Entry(l, Map.of(), 0, 0, String.valueOf(e.getMessage()));
        }
    }

    /** The path the entries follow. */
    public LessonCatalogue path() {
        return path;
    }

    public List<Topic> topics() {
        return topics;
    }

    /** Every entry, in the path's order. */
    public List<Entry> all() {
        List<Entry> out = new ArrayList<>();
        for (LessonCatalogue.Lesson l : path.all()) {
            out.add(byName.get(l.name()));
        }
        return out;
    }

    /** The entry of a lesson, or null when the course has no such lesson. */
    public Entry entry(String name) {
        return byName.get(name);
    }

    public boolean isEmpty() {
        return byName.isEmpty();
    }

    /** The lessons of {@code topic} done. */
    public int done(Topic topic, Progress p) {
        int n = 0;
        for (Entry e : topic.all()) {
            n += p.done(e.name()) ? 1 : 0;
        }
        return n;
    }
}

package kudde.tutor;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The learner's way along the path: which lessons are done, which exercises were
 * solved (by the learner's own try) or only shown, and the lesson to take next, the first one on
 * the path that is not done. Kept in a {@link Store} (the window's settings file), so it lasts
 * across runs, with the place the learner left off ({@link #left()}); {@link #reset()} forgets it all.
 */
public final class Progress {
    /** Where progress is kept: string keys and values; a null value removes the key. */
    public interface Store {
        String get(String key);

        void put(String key, String value);

        /** Removes every key that starts with {@code prefix}. */
        void removeAll(String prefix);
    }

    /** An exercise's outcome as remembered. */
    public enum Outcome {
        /** Not met yet. */
        OPEN,
        /** Met by the learner's own try. */
        SOLVED,
        /** Its solution was shown before the learner met it. */
        SHOWN
    }

    private static final String PREFIX = "progress.";
    private final Store store;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    public Progress(Store store) {
        this.store = store;
    }

    /** Progress kept nowhere (tests, a tutor without a window). */
    public static Progress inMemory() {
        java.util.Map<String, String> m = new java.util.concurrent.ConcurrentHashMap<>();
        return new Progress(new Store() {
            @Override
            public String get(String key) {
                return m.get(key);
            }

            @Override
            public void put(String key, String value) {
                if (value == null) {
                    m.remove(key);
                } else {
                    m.put(key, value);
                }
            }

            @Override
            public void removeAll(String prefix) {
                m.keySet().removeIf(k -> k.startsWith(prefix));
            }
        });
    }

    public boolean done(String lesson) {
        return "done".equals(store.get(PREFIX + "lesson." + lesson));
    }

    /** The lesson was taken to its end, its questions and exercises settled. */
    public void markDone(String lesson) {
        if (!done(lesson)) {
            store.put(PREFIX + "lesson." + lesson, "done");
            fire();
        }
    }

    public Outcome exercise(String lesson, int index) {
        String v = store.get(PREFIX + "exercise." + lesson + "#" + index);
        return "solved".equals(v) ? Outcome.SOLVED : "shown".equals(v) ? Outcome.SHOWN : Outcome.OPEN;
    }

    /** Records an exercise's outcome; a solve is never downgraded to shown. */
    public void markExercise(String lesson, int index, Outcome o) {
        Outcome now = exercise(lesson, index);
        if (o == Outcome.OPEN || now == Outcome.SOLVED || now == o) {
            return;
        }
        store.put(PREFIX + "exercise." + lesson + "#" + index, o == Outcome.SOLVED ? "solved" : "shown");
        fire();
    }

    /** The first lesson of the path that is not done, or null when all are. */
    public String next(LessonCatalogue path) {
        for (LessonCatalogue.Lesson l : path.all()) {
            if (!done(l.name())) {
                return l.name();
            }
        }
        return null;
    }

    /** How many lessons of the path are done. */
    public int doneCount(LessonCatalogue path) {
        int n = 0;
        for (LessonCatalogue.Lesson l : path.all()) {
            if (done(l.name())) {
                n++;
            }
        }
        return n;
    }

    /**
     * Where the learner left a lesson: its name and the timeline position shown then
     * ({@link Timeline#START} for the set-up).
     */
    public record Place(String lesson, int step) {
    }

    /**
     * The learner is at position {@code step} of {@code lesson}; remembered as the place to continue
     * from. A lesson merely opened (at its set-up) does not replace the place left in another one:
     * the window opens a lesson at start-up, and that must not lose where the learner was.
     */
    public void leftAt(String lesson, int step) {
        Place now = left();
        if (step < 0 && (now == null || !now.lesson().equals(lesson))) {
            return;
        }
        if (now != null && now.equals(new Place(lesson, step))) {
            return;
        }
        store.put(PREFIX + "left.lesson", lesson);
        store.put(PREFIX + "left.step", Integer.toString(Math.max(Timeline.START, step)));
    }

    /** Where the learner left off, or null when they have not stepped into a lesson yet. */
    public Place left() {
        String lesson = store.get(PREFIX + "left.lesson");
        String step = store.get(PREFIX + "left.step");
        if (lesson == null || lesson.isBlank()) {
            return null;
        }
        try {
            return new Place(lesson, step == null ? Timeline.START : Math.max(Timeline.START, Integer.parseInt(step.strip())));
        } catch (NumberFormatException e) {
            // A hand-edited settings file: the lesson is still worth continuing, from its set-up.
            return new Place(lesson, Timeline.START);
        }
    }

    /** Forgets every lesson and exercise done. */
    public void reset() {
        store.removeAll(PREFIX);
        fire();
    }

    /** Told after every change. */
    public void addListener(Runnable l) {
        listeners.add(l);
    }

    private void fire() {
        for (Runnable l : listeners) {
            l.run();
        }
    }
}

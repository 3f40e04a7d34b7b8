package kudde.robust;

import java.util.stream.IntStream;

/**
 * The seeds of the random tests (docs/testing.md, "Long runs and seeds"): a new base seed each run,
 * or {@code -Dkudde.seed=S}; case {@code i} of a run uses {@code S + i} and nothing else, so
 * {@code -Dkudde.seed=S -Dkudde.case=I} replays exactly the case that failed, whatever preset or
 * variants it was played under.
 */
public final class Seeds {
    private Seeds() {
    }

    /** {@code -Dkudde.seed}, else {@code fallback} (a fixed seed) or, when that is null, a new one. */
    public static long base(Long fallback) {
        Long given = Long.getLong("kudde.seed");
        if (given != null) {
            return given;
        }
        return fallback != null ? fallback : System.nanoTime();
    }

    /** A new base seed each run unless {@code -Dkudde.seed} gives one. */
    public static long base() {
        return base(null);
    }

    /** The cases to play: 0 … n-1, or only the one {@code -Dkudde.case} names. */
    public static int[] cases(int n) {
        Integer only = Integer.getInteger("kudde.case");
        return only != null ? new int[] {only} : IntStream.range(0, n).toArray();
    }

    /** The command that replays case {@code i} of a run with base seed {@code base}. */
    public static String replay(Class<?> test, String method, long base, int i) {
        return "replay: mvn -B -o test -Dtest='" + test.getSimpleName() + "#" + method + "' -Dkudde.seed=" + base
                + " -Dkudde.case=" + i;
    }

    /** The command that replays a whole run whose cases all follow from one seed. */
    public static String replay(Class<?> test, String method, long base) {
        return "replay: mvn -B -o test -Dtest='" + test.getSimpleName() + "#" + method + "' -Dkudde.seed=" + base;
    }

    /** Wraps a case's failure in one that names the seed and the replay command. */
    public static AssertionError failed(Class<?> test, String method, long base, int i, String what, Throwable e) {
        return new AssertionError(test.getSimpleName() + " case " + i + " (" + what + ", seed " + (base + i) + ") failed; "
                + replay(test, method, base, i) + ": " + e.getMessage(), e);
    }
}

package kudde.scenario;

/**
 * Fault injection for the tests of the internal-error path, which no file can reach: with
 * {@code -Dkudde.fault=reader} the reader fails as a bug in it would, with {@code -Dkudde.fault=resolver}
 * the command line's resolution does (docs/testing.md, "Internal errors"). Unset, nothing happens.
 */
public final class Faults {
    public static final String PROPERTY = "kudde.fault";

    private Faults() {
    }

    /** Throws the failure a bug at {@code where} would cause, when the property names that place. */
    public static void at(String where) {
        if (where.equals(System.getProperty(PROPERTY))) {
            throw new IllegalStateException("fault injected at " + where + " (-D" + PROPERTY + ")");
        }
    }
}

package kudde.scenario;

import java.util.List;
import java.util.Locale;

/**
 * A scenario file that cannot be used, with every reason found (at least one); or, marked
 * {@link #internal()}, a failure of the program itself while it read the file (a bug, not the
 * file's fault), whose one line says so and how to report it.
 */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<ScenarioError> errors;
    private final boolean internal;

    public ScenarioException(List<ScenarioError> errors) {
        this(errors, null);
    }

    public ScenarioException(ScenarioError error) {
        this(List.of(error));
    }

    private ScenarioException(List<ScenarioError> errors, Throwable bug) {
        super(errors.isEmpty() ? "invalid scenario" : errors.get(0).toString(), bug, false, bug != null);
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("a ScenarioException needs at least one error");
        }
        this.errors = List.copyOf(errors);
        this.internal = bug != null;
    }

    /** The program failed on a file (a bug): one error that says so, names the failure and how to report it. */
    public static ScenarioException internal(Throwable bug, Locale locale) {
        return new ScenarioException(List.of(new ScenarioError("", internalText(bug, locale))), bug);
    }

    /** The line for a failure no file should cause; plain English if even the texts fail. */
    public static String internalText(Throwable bug, Locale locale) {
        try {
            return ErrorText.of(locale).get("internal.error", what(bug));
        } catch (RuntimeException | Error again) {
            return "internal error (a bug in Kudde, not a fault of this file): " + bug;
        }
    }

    /** The failure and where it happened: enough for a report to be traced. */
    private static String what(Throwable bug) {
        StackTraceElement[] at = bug.getStackTrace();
        return at.length == 0 ? String.valueOf(bug) : bug + " at " + at[0];
    }

    public List<ScenarioError> errors() {
        return errors;
    }

    /** Whether this is a failure of the program rather than of the file; {@link #getCause()} is the failure. */
    public boolean internal() {
        return internal;
    }
}

package kudde.ui.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The language of one window, and the parts of that window that relabel themselves when it
 * changes. The window owns it and hands it to its panels; a part listens to its own window's
 * language only, so a closed window (or a test's window) is told nothing after it is gone, and its
 * parts are not kept alive by a list every window shares. The words themselves still come from
 * {@link Strings}. Event thread only.
 */
public final class WindowLanguage {
    private final List<Runnable> listeners = new ArrayList<>();

    /** The language the window speaks now. */
    public Locale locale() {
        return Strings.locale();
    }

    /**
     * Switches to {@code l} (the registry's nearest, {@link kudde.lang.Languages#supported}) and tells
     * this window's parts, in the order they asked to be told, when the language changed.
     */
    public void set(Locale l) {
        Locale before = Strings.locale();
        Strings.setLocale(l);
        if (!Strings.locale().equals(before)) {
            for (Runnable r : List.copyOf(listeners)) {
                r.run();
            }
        }
    }

    /** {@code r} runs after each change of this window's language. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    public void removeListener(Runnable r) {
        listeners.remove(r);
    }
}

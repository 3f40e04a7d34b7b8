package kudde.ui.kit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The language of one window: its {@link Strings texts}, which every part of the window is handed
 * when it is made, and the parts that relabel themselves when the language changes. The window owns
 * it; a part listens to its own window's language only, so a closed window (or a test's window) is
 * told nothing after it is gone, two windows may speak two languages, and no part is kept alive by
 * a list every window shares. Event thread only.
 */
public final class WindowLanguage {
    private final Strings texts;
    private final List<Runnable> listeners = new ArrayList<>();

    /** A window's language, speaking {@code l} (the registry's nearest) until {@link #set}. */
    public WindowLanguage(Locale l) {
        texts = Strings.forWindow(l);
    }

    /** The window's texts, always in the language it speaks now. */
    public Strings texts() {
        return texts;
    }

    /** The language the window speaks now. */
    public Locale locale() {
        return texts.locale();
    }

    /**
     * Switches to {@code l} (the registry's nearest, {@link kudde.lang.Languages#supported}) and tells
     * this window's parts, in the order they asked to be told, when the language changed.
     */
    public void set(Locale l) {
        Locale next = Words.supported(l);
        if (next.equals(texts.locale())) {
            return;
        }
        texts.switchTo(next);
        for (Runnable r : List.copyOf(listeners)) {
            r.run();
        }
    }

    /**
     * Puts this language on {@code window}'s root pane, where {@link #of} finds it: only for what
     * Swing itself makes and so cannot be handed anything (a look's UI delegate).
     */
    public void putOn(javax.swing.JRootPane root) {
        root.putClientProperty(WindowLanguage.class, this);
    }

    /**
     * The language of the window that holds {@code c} (through the menus and pop-ups that opened
     * it, or the window that owns it), or null outside a window that {@link #putOn speaks one}. For
     * what Swing makes (a menu item's renderer) and what no window makes (the crash report, which
     * speaks the language of the window in front); every part a window makes is handed its texts.
     */
    public static WindowLanguage of(java.awt.Component c) {
        for (java.awt.Component at = c; at != null;
                at = at instanceof javax.swing.JPopupMenu p ? p.getInvoker() : at.getParent()) {
            javax.swing.JComponent j = at instanceof javax.swing.RootPaneContainer w ? w.getRootPane()
                    : at instanceof javax.swing.JComponent c2 ? c2 : null;
            if (j != null && j.getClientProperty(WindowLanguage.class) instanceof WindowLanguage l) {
                return l;
            }
        }
        return null;
    }

    /** {@code r} runs after each change of this window's language. */
    public void addListener(Runnable r) {
        listeners.add(r);
    }

    public void removeListener(Runnable r) {
        listeners.remove(r);
    }
}

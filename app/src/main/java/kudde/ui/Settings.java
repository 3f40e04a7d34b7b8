package kudde.ui;

import java.awt.Rectangle;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/**
 * What the window remembers between runs (java.util.prefs): size and place, theme, language,
 * recent files and the last folder. The node is {@code /kudde} unless the system property
 * {@code kudde.prefs} names another (tests use their own, and remove it).
 */
public final class Settings {
    public static final int RECENT_MAX = 8;

    private final Preferences node;

    public Settings(Preferences node) {
        this.node = node;
    }

    /** The user's settings, or the node the system property {@code kudde.prefs} names. */
    public static Settings user() {
        return new Settings(Preferences.userRoot().node(System.getProperty("kudde.prefs", "/kudde")));
    }

    public Rectangle bounds() {
        int w = node.getInt("window.w", 0);
        int h = node.getInt("window.h", 0);
        return w <= 0 || h <= 0 ? null : new Rectangle(node.getInt("window.x", 0), node.getInt("window.y", 0), w, h);
    }

    public void setBounds(Rectangle r) {
        node.putInt("window.x", r.x);
        node.putInt("window.y", r.y);
        node.putInt("window.w", r.width);
        node.putInt("window.h", r.height);
    }

    public boolean maximized() {
        return node.getBoolean("window.maximized", false);
    }

    public void setMaximized(boolean on) {
        node.putBoolean("window.maximized", on);
    }

    /** "light" or "dark". */
    public String theme() {
        return node.get("theme", "light");
    }

    public void setTheme(String theme) {
        node.put("theme", theme);
    }

    /** "en" or "nl"; by default the system's language when it is Dutch. */
    public String language() {
        String def = "nl".equals(java.util.Locale.getDefault().getLanguage()) ? "nl" : "en";
        return node.get("language", def);
    }

    public void setLanguage(String language) {
        node.put("language", language);
    }

    public List<Path> recent() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < RECENT_MAX; i++) {
            String p = node.get("recent." + i, null);
            if (p != null) {
                out.add(Paths.get(p));
            }
        }
        return out;
    }

    /** Puts a file first in the recent list. */
    public void addRecent(Path file) {
        List<Path> list = recent();
        Path abs = file.toAbsolutePath().normalize();
        list.remove(abs);
        list.add(0, abs);
        for (int i = 0; i < RECENT_MAX; i++) {
            if (i < list.size()) {
                node.put("recent." + i, list.get(i).toString());
            } else {
                node.remove("recent." + i);
            }
        }
    }

    public Path lastFolder() {
        String p = node.get("folder", null);
        return p == null ? null : Paths.get(p);
    }

    public void setLastFolder(Path dir) {
        if (dir != null) {
            node.put("folder", dir.toAbsolutePath().toString());
        }
    }

    /** Writes the settings to the backing store now. */
    public void flush() {
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // Settings are a convenience: losing them must never stop the program.
        }
    }

    /** Removes this node (tests clean up after themselves). */
    public void removeAll() {
        try {
            node.removeNode();
            node.flush();
        } catch (BackingStoreException | IllegalStateException e) {
            // already gone
        }
    }
}

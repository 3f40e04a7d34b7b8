package kudde.ui;

import java.awt.Rectangle;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What the window remembers between runs: size and place, theme, language, recent files and the
 * last folder, in the properties file {@code settings.properties} of Kudde's folder
 * ({@code ~/.kudde}, or the folder the system property {@code kudde.home} names, as for the
 * autosave).
 *
 * <p>Our own small file rather than {@code java.util.prefs}: on a fresh home the
 * preferences' file store logged "Created user preferences directory" on the terminal at the first
 * launch, and reading it cost an XML parser at every start. Each change is written at once (a
 * few hundred bytes, replaced atomically, so a crash leaves the old file or the new one); a file
 * that cannot be read or written only means the defaults: settings are a convenience and never
 * stop the program.
 */
public final class Settings {
    public static final int RECENT_MAX = 8;
    /** The file's name in Kudde's folder. */
    public static final String FILE = "settings.properties";

    private final Path file;
    private final Properties values = new Properties();

    /** The settings kept in {@code file}, read now (none when it does not exist or cannot be read). */
    public Settings(Path file) {
        this.file = file;
        if (Files.isRegularFile(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                values.load(r);
            } catch (IOException | IllegalArgumentException e) {
                values.clear(); // unreadable or malformed: start from the defaults, rewrite on the next change
            }
        }
    }

    public Rectangle bounds() {
        int w = getInt("window.w");
        int h = getInt("window.h");
        return w <= 0 || h <= 0 ? null : new Rectangle(getInt("window.x"), getInt("window.y"), w, h);
    }

    public void setBounds(Rectangle r) {
        values.setProperty("window.x", Integer.toString(r.x));
        values.setProperty("window.y", Integer.toString(r.y));
        values.setProperty("window.w", Integer.toString(r.width));
        values.setProperty("window.h", Integer.toString(r.height));
        flush();
    }

    public boolean maximized() {
        return Boolean.parseBoolean(values.getProperty("window.maximized", "false"));
    }

    public void setMaximized(boolean on) {
        values.setProperty("window.maximized", Boolean.toString(on));
        flush();
    }

    /** "light", "dark" or "contrast" ({@link kudde.ui.kit.Theme#LOOKS}). */
    public String theme() {
        return values.getProperty("theme", "light");
    }

    public void setTheme(String theme) {
        values.setProperty("theme", theme);
        flush();
    }

    /**
     * The text size in per cent of the look's own (View ▸ Text size; {@link kudde.ui.kit.Theme#TEXT_SIZES}),
     * 100 unless chosen or when the file holds another number.
     */
    public int textSize() {
        try {
            int p = Integer.parseInt(values.getProperty("textSize", "100").strip());
            return kudde.ui.kit.Theme.TEXT_SIZES.contains(p) ? p : 100;
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    public void setTextSize(int percent) {
        values.setProperty("textSize", Integer.toString(percent));
        flush();
    }

    /** A language tag ("en", "nl"); by default the system's language when Kudde speaks it, else the source language. */
    public String language() {
        String def = kudde.lang.Languages.supported(java.util.Locale.getDefault()).toLanguageTag();
        return values.getProperty("language", def);
    }

    public void setLanguage(String language) {
        values.setProperty("language", language);
        flush();
    }

    /**
     * Whether the tutor offers the author's tools (a step's comment, the drawing colour,
     * the board's drawing gesture). Off unless chosen: a learner reading a lesson never edits it by
     * mistake (docs/authoring.md).
     */
    public boolean authoring() {
        return Boolean.parseBoolean(values.getProperty("tutor.authoring", "false"));
    }

    public void setAuthoring(boolean on) {
        values.setProperty("tutor.authoring", Boolean.toString(on));
        flush();
    }

    public List<Path> recent() {
        List<Path> out = new ArrayList<>();
        for (int i = 0; i < RECENT_MAX; i++) {
            String p = values.getProperty("recent." + i);
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
                values.setProperty("recent." + i, list.get(i).toString());
            } else {
                values.remove("recent." + i);
            }
        }
        flush();
    }

    public Path lastFolder() {
        String p = values.getProperty("folder");
        return p == null ? null : Paths.get(p);
    }

    public void setLastFolder(Path dir) {
        if (dir != null) {
            values.setProperty("folder", dir.toAbsolutePath().toString());
            flush();
        }
    }

    /**
     * The learner's progress through the lessons ({@link kudde.tutor.Progress}), kept in this file
     * under keys that start with {@code progress.}; each change is written at once.
     */
    public kudde.tutor.Progress.Store progressStore() {
        return new kudde.tutor.Progress.Store() {
            @Override
            public String get(String key) {
                return values.getProperty(key);
            }

            @Override
            public void put(String key, String value) {
                // Stepping through a lesson says where the learner is at every step, mostly the same
                // lesson again: the file is written only for what changed.
                if (java.util.Objects.equals(values.getProperty(key), value)) {
                    return;
                }
                if (value == null) {
                    values.remove(key);
                } else {
                    values.setProperty(key, value);
                }
                flush();
            }

            @Override
            public void removeAll(String prefix) {
                values.keySet().removeIf(k -> k.toString().startsWith(prefix));
                flush();
            }
        };
    }

    /** A remembered choice of a dialog (Game ▸ New game keeps its last choices under {@code game.}); null when none. */
    public String choice(String key) {
        return values.getProperty(key);
    }

    /** Remembers a dialog's choice (null forgets it); written with the next {@link #flush}. */
    public void setChoice(String key, String value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.setProperty(key, value);
        }
    }

    /** Writes the settings to their file now (a temporary file moved over the old one). */
    public void flush() {
        Path tmp = file.resolveSibling(FILE + ".tmp-" + ProcessHandle.current().pid());
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (Writer w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                values.store(w, "Kudde's window settings");
            }
            try {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | SecurityException e) {
            // Settings are a convenience: losing them must never stop the program.
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException | SecurityException again) {
                // nothing more to do
            }
        }
    }

    /** Removes the settings file (tests clean up after themselves). */
    public void removeAll() {
        values.clear();
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // already gone, or not ours to remove
        }
    }

    private int getInt(String key) {
        try {
            return Integer.parseInt(values.getProperty(key, "0").strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}

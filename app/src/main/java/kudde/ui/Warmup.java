package kudde.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.ui.art.TileIcon;
import kudde.ui.art.TileGeometry;
import kudde.ui.doc.Lessons;
import kudde.ui.kit.Theme;

/**
 * Start-up work done beside the event thread, on the machine's other core (docs/performance.md, target 4: a window
 * with its lesson within 1.5 s). Building the first window needs some 2,800 classes that the
 * JVM's shared archive does not hold (Swing's look, FlatLaf, MigLayout, ours); the event thread
 * would load each on first use, one after another. This thread loads them ahead of it, in the
 * order start-up needs them, from the list in {@code startup-classes.txt} (made by
 * {@code scripts/startup-classes.sh}). It only loads them: initialising a class runs its static
 * code, which for a UI class may read the look before the theme is set, so that stays with the
 * event thread. It then works out the shapes of every tile (pure geometry), which the palette and
 * the board need for their first paint.
 *
 * <p>A name the list holds but the classpath does not (a class since renamed) is skipped: the
 * list only makes start-up faster, never different.
 */
public final class Warmup {
    /** The class list, one binary class name per line. */
    public static final String CLASS_LIST = "/kudde/ui/startup-classes.txt";

    private final Options options;
    /** Null when no warm-up thread runs: the event thread reads the settings and sets the look itself. */
    private final CompletableFuture<Settings> settings;
    private final CountDownLatch lookTried = new CountDownLatch(1);
    private final CountDownLatch lookSet = new CountDownLatch(1);
    private volatile String lookTheme;
    private volatile long lookWaitNanos;

    private Warmup(Options options, boolean run) {
        this.options = options;
        this.settings = run ? new CompletableFuture<>() : null;
    }

    /** Starts the warm-up thread and returns at once ({@link Options#warmup} false: none, to make the list). */
    static Warmup start(Options options) {
        Warmup w = new Warmup(options, options.warmup());
        if (options.warmup()) {
            // One thread only: the machine this was measured on has two cores, and a third busy
            // thread (reading the start lesson ahead, say) slowed the event thread more than it saved.
            Thread t = new Thread(w::run, "kudde-warm-up");
            t.setDaemon(true);
            t.start();
        }
        return w;
    }

    /** No warm-up: a window made on its own (the tests), which reads its settings and sets its look itself. */
    static Warmup none(Options options) {
        return new Warmup(options, false);
    }

    /**
     * The user's settings, read by the warm-up thread while the event thread is still starting
     * (the preferences are an XML file: some 50 ms with its parser's classes), or read now.
     */
    Settings settings() {
        if (settings != null) {
            try {
                return settings.get(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                // read them here instead
            }
        }
        return options.settings();
    }

    private void run() {
        Settings s;
        try {
            s = options.settings();
            s.theme();
            s.language();
            settings.complete(s);
        } catch (RuntimeException e) {
            settings.completeExceptionally(e);
            s = null;
        }
        setLook(s);
        loadClasses();
        Lessons.list();
        for (TileType type : Catalogue.standard().all()) {
            TileGeometry.of(type);
        }
        // What follows reads the look (UIManager): asked before the look is set, Swing would set
        // up its own look here.
        try {
            if (!lookSet.await(5, TimeUnit.SECONDS)) {
                return;
            }
        } catch (InterruptedException e) {
            return;
        }
        Icons.loadAhead();
        paintAhead();
    }

    /**
     * Sets the user's look here while the main thread starts the toolkit, which the event thread
     * waits for (some 100 to 200 ms): the look's set-up was a tenth of the event thread's work
     * before the first paint (docs/performance.md, start-up). Setting the look outside the event
     * thread before any window exists is what FlatLaf's own start-up code does; the event thread
     * waits for it ({@link #lookSetTo}) and does it itself if it failed.
     */
    private void setLook(Settings s) {
        if (s == null) {
            return;
        }
        try {
            String theme = s.theme();
            Theme.setTextSize(s.textSize());
            Theme.setup(theme);
            lookTheme = theme;
        } catch (RuntimeException e) {
            lookTheme = null;  // the event thread sets it
        } finally {
            lookTried.countDown();
        }
    }

    /**
     * Whether the warm-up thread has set the look {@code theme} (waiting for it while it does);
     * false when it has not been started, failed or set another one: then the caller sets it.
     */
    boolean lookSetTo(String theme) {
        if (settings == null) {
            return false;
        }
        long from = System.nanoTime();
        try {
            if (!lookTried.await(5, TimeUnit.SECONDS)) {
                return false;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            lookWaitNanos = System.nanoTime() - from;
        }
        return theme.equals(lookTheme);
    }

    /** How long the event thread waited for the warm-up thread's look, in ms (the start-up report). */
    long lookWaitMs() {
        return lookWaitNanos / 1_000_000;
    }

    /** Told by the event thread once the look is set: the warm-up may read it from then on. */
    void lookSet() {
        lookSet.countDown();
    }

    /**
     * Renders the palette's pictures of every tile. The first paint of the window antialiases many
     * shapes (these tiles, the looks' rounded borders and scroll bars), and the JVM's rasteriser
     * spent about half of that paint being interpreted and compiled on the event thread
     * (docs/performance.md, start-up); done here first, on the other core, the event thread finds
     * the rasteriser compiled and the palette's pictures made.
     */
    private static void paintAhead() {
        double scale = java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration().getDefaultTransform().getScaleX();
        TileIcon.renderAhead(Catalogue.standard().all(), kudde.ui.editor.Palette.TILE_ICON, scale);
    }

    /** Loads (without initialising) every class of the list; returns how many could be loaded. */
    static int loadClasses() {
        int loaded = 0;
        ClassLoader loader = Warmup.class.getClassLoader();
        try (InputStream in = Warmup.class.getResourceAsStream(CLASS_LIST)) {
            if (in == null) {
                return 0;
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String name = line.strip();
                if (name.isEmpty() || name.startsWith("#")) {
                    continue;
                }
                try {
                    Class.forName(name, false, loader);
                    loaded++;
                } catch (ClassNotFoundException | LinkageError e) {
                    // Renamed or gone since the list was made: that class is simply loaded on use.
                }
            }
        } catch (IOException e) {
            // No list, no warm-up: start-up is slower, nothing else.
        }
        return loaded;
    }
}

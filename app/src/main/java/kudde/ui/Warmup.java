package kudde.ui;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
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

    private Warmup() {
    }

    private static volatile java.util.concurrent.CompletableFuture<Settings> settings;

    /** Starts the warm-up thread and returns at once ({@code -Dkudde.warmup=false}: not at all, to make the list). */
    public static void start() {
        if (!Boolean.parseBoolean(System.getProperty("kudde.warmup", "true"))) {
            return;
        }
        settings = new java.util.concurrent.CompletableFuture<>();
        // One thread only: the machine this was measured on has two cores, and a third busy
        // thread (reading the start lesson ahead, say) slowed the event thread more than it saved.
        Thread t = new Thread(Warmup::run, "kudde-warm-up");
        t.setDaemon(true);
        t.start();
    }

    /**
     * The user's settings, read by the warm-up thread while the event thread is still starting
     * (the preferences are an XML file: some 50 ms with its parser's classes), or read now.
     */
    public static Settings settings() {
        java.util.concurrent.CompletableFuture<Settings> f = settings;
        if (f != null) {
            try {
                return f.get(5, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // read them here instead
            }
        }
        return Settings.user();
    }

    private static void run() {
        Settings s;
        try {
            s = Settings.user();
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
            if (!LOOK_SET.await(5, java.util.concurrent.TimeUnit.SECONDS)) {
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
     * waits for it ({@link #lookSet(String)}) and does it itself if it failed.
     */
    private static void setLook(Settings s) {
        if (s == null) {
            return;
        }
        try {
            String theme = s.theme();
            Theme.setup(theme);
            lookTheme = theme;
        } catch (RuntimeException e) {
            lookTheme = null;  // the event thread sets it
        } finally {
            lookTried.countDown();
        }
    }

    private static volatile String lookTheme;
    private static final java.util.concurrent.CountDownLatch lookTried = new java.util.concurrent.CountDownLatch(1);

    /**
     * Whether the warm-up thread has set the look {@code theme} (waiting for it while it does);
     * false when it has not been started, failed or set another one: then the caller sets it.
     */
    static boolean lookSetTo(String theme) {
        if (settings == null) {
            return false;
        }
        long from = System.nanoTime();
        try {
            if (!lookTried.await(5, java.util.concurrent.TimeUnit.SECONDS)) {
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

    private static volatile long lookWaitNanos;

    /** How long the event thread waited for the warm-up thread's look, in ms (the start-up report). */
    static long lookWaitMs() {
        return lookWaitNanos / 1_000_000;
    }

    private static final java.util.concurrent.CountDownLatch LOOK_SET = new java.util.concurrent.CountDownLatch(1);

    /** Told by the event thread once the look is set: the warm-up may read it from then on. */
    static void lookSet() {
        LOOK_SET.countDown();
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

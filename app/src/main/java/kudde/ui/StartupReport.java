package kudde.ui;

import java.lang.management.ManagementFactory;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.swing.JComponent;

/**
 * The start-up's measurements, for {@code scripts/startup.sh} (docs/performance.md, start-up
 * target), kept out of {@link App}: with {@code -Dkudde.reportStartup=true} ({@link Options#reportStartup}) it prints one line to
 * standard error once the window is shown: the wall-clock times, in ms since the epoch, at which
 * the JVM started, the report was made (as {@link App#start} begins), and the window, its lesson open, had been shown
 * and painted once; the processor time the event thread and the whole process had used by then;
 * and how long each phase took on the event thread (waiting for it, building the window with the
 * first lesson read ahead, opening the lesson, showing, first paint; and of the building, how long
 * it waited for the warm-up thread's look). Without the property it only notes a few times.
 */
final class StartupReport {
    /** The phases the start-up passes on the event thread, in order. */
    private enum Phase { QUEUED, BUILT, OPENED, SHOWN }

    private final long called = System.currentTimeMillis();
    private final long[] at = new long[Phase.values().length];
    private final boolean print;
    private final Warmup warmup;

    /** @param print whether to print the line ({@link Options#reportStartup}) */
    StartupReport(boolean print, Warmup warmup) {
        this.print = print;
        this.warmup = warmup;
    }

    /**
     * Runs the start-up's steps on the event thread, noting when each ends: builds the window (and
     * what it opens first), opens its first document, shows it; then prints the line if asked for.
     * Returns the window shown.
     */
    <T> MainWindow run(Supplier<T> build, Consumer<T> open, Function<T, MainWindow> show) {
        reached(Phase.QUEUED);
        T built = build.get();
        reached(Phase.BUILT);
        open.accept(built);
        reached(Phase.OPENED);
        MainWindow w = show.apply(built);
        reached(Phase.SHOWN);
        report(w);
        return w;
    }

    private void reached(Phase p) {
        at[p.ordinal()] = System.currentTimeMillis();
    }

    /** After {@link Phase#SHOWN}: paints the window now (what its first paint event would do) and prints the line, if asked for. */
    private void report(MainWindow w) {
        if (!print) {
            return;
        }
        JComponent root = w.getRootPane();
        root.paintImmediately(0, 0, root.getWidth(), root.getHeight());
        long shown = System.currentTimeMillis();
        // Processor time too: on a shared machine the wall-clock time mostly measures the others' load.
        long edtCpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        long processCpu = ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : -1;
        System.err.printf("kudde.startup jvmStart=%d appStart=%d shown=%d edtCpuMs=%d processCpuMs=%d"
                        + " phasesMs=queue:%d,build:%d,open:%d,show:%d,paint:%d,lookWait:%d%n",
                ManagementFactory.getRuntimeMXBean().getStartTime(), called, shown,
                edtCpu / 1_000_000, processCpu / 1_000_000,
                at[0] - called, at[1] - at[0], at[2] - at[1], at[3] - at[2], shown - at[3], warmup.lookWaitMs());
    }
}

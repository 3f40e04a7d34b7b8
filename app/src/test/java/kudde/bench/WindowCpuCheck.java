package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * The processor time of the window figures of {@link WindowBench}, for a machine shared with other
 * work: the wall-clock medians JMH reports grow with the load average (a paint waits for a core), the
 * time the painting thread itself spends on a core does not. Runs each case {@value #RUNS} times after
 * the same warm-up and prints one line of {@code key=value} pairs per case: median, p10 and p90 of
 * thread CPU time and of wall time, in ms. Started by {@link Benchmarks} in its own JVM (headless).
 */
public final class WindowCpuCheck {
    static final int RUNS = 100;

    private WindowCpuCheck() {
    }

    public static void main(String[] args) {
        for (String board : new String[] {"grid", "played"}) {
            WindowBench.Paint p = new WindowBench.Paint();
            p.board = board;
            p.setUp();
            measure("paintBoard", board, () -> { }, () -> WindowBench.paint(p.view, p.image));
        }
        for (int tiles : new int[] {1000, 10000}) {
            for (String visit : new String[] {"first", "seen"}) {
                WindowBench.Switch s = new WindowBench.Switch();
                s.tiles = tiles;
                s.visit = visit;
                s.setUp();
                measure("switchStep", tiles + "," + visit, s::fresh, () -> WindowBench.switchTo(s));
            }
        }
    }

    private static void measure(String name, String param, Runnable before, java.util.function.Supplier<?> op) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        double[] cpu = new double[RUNS];
        double[] wall = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            // The fresh timeline of a "first" visit is made outside the timed part, as in JMH.
            before.run();
            long c0 = mx.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            op.get();
            wall[i] = (System.nanoTime() - w0) / 1e6;
            cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        Arrays.sort(cpu);
        Arrays.sort(wall);
        System.out.printf(Locale.ROOT, "name=%s param=%s cpuMedian=%.2f cpuP10=%.2f cpuP90=%.2f wallMedian=%.2f wallP10=%.2f wallP90=%.2f n=%d%n",
                name, param, cpu[RUNS / 2], cpu[RUNS / 10], cpu[RUNS * 9 / 10], wall[RUNS / 2], wall[RUNS / 10],
                wall[RUNS * 9 / 10], RUNS);
    }
}

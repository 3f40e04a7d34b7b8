package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Processor time and wall time of one operation on the calling thread, for a machine shared with
 * other work: a wall-clock median grows with the load average (the operation waits for a core), the
 * time its own thread spends on a core does not. One line of {@code key=value} pairs per case (read
 * by {@link Benchmarks}): median, p10 and p90 of thread CPU time and of wall time in ms, the runs,
 * and the one-minute load average at the end.
 */
final class CpuTimes {
    private CpuTimes() {
    }

    /**
     * Runs {@code op} {@code warm} times untimed, then {@code runs} times timed, each after
     * {@code before} (outside the timed part), and prints the line.
     */
    static void measure(String name, String param, int warm, int runs, Runnable before, Supplier<?> op) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < warm; i++) {
            before.run();
            op.get();
        }
        double[] cpu = new double[runs];
        double[] wall = new double[runs];
        for (int i = 0; i < runs; i++) {
            before.run();
            long c0 = mx.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            op.get();
            wall[i] = (System.nanoTime() - w0) / 1e6;
            cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        Arrays.sort(cpu);
        Arrays.sort(wall);
        System.out.printf(Locale.ROOT, "name=%s param=%s cpuMedian=%.2f cpuP10=%.2f cpuP90=%.2f wallMedian=%.2f"
                + " wallP10=%.2f wallP90=%.2f n=%d load=%.1f%n", name, param, cpu[runs / 2], cpu[runs / 10],
                cpu[runs * 9 / 10], wall[runs / 2], wall[runs / 10], wall[runs * 9 / 10], runs,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}

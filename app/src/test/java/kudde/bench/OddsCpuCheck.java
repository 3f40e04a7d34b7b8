package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The processor time of the grow-or-guide estimate ({@link OddsInGameBench}: the rest of a 90-tile
 * game played out, and the whole answer) and of the review of a whole game ({@link ReviewBench}), for a
 * machine shared with other work: JMH's wall-clock medians grow with the load average (the estimate
 * waits for a core), the time its own thread spends on a core does not. Each case is run
 * {@value #WARM} times to warm up, then {@code RUNS} times (default {@value #RUNS}; argument 1);
 * one line per case of median, p10 and p90 of thread CPU time and of wall time, in ms.
 *
 * <p>{@code java -cp app/target/test-classes:app/target/classes:<test classpath> kudde.bench.OddsCpuCheck [RUNS]}
 */
public final class OddsCpuCheck {
    static final int RUNS = 15;
    static final int WARM = 5;

    private OddsCpuCheck() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : RUNS;
        OddsInGameBench odds = new OddsInGameBench();
        for (String field : new String[] {"largest", "fewest"}) {
            for (int tiles : new int[] {1, 30, 60, 89}) {
                OddsInGameBench.InGame g = new OddsInGameBench.InGame();
                g.tiles = tiles;
                g.field = field;
                g.setUp();
                measure("growOrGuideInGame", tiles + "," + field, runs, () -> odds.growOrGuideInGame(g));
            }
        }
        for (String save : new String[] {"2p", "3p", "4p"}) {
            ReviewBench r = new ReviewBench();
            r.save = save;
            r.read();
            measure("reviewWholeGame", save, Math.max(3, runs / 3), r::reviewWholeGame);
        }
    }

    private static void measure(String name, String param, int runs, Supplier<?> op) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int i = 0; i < WARM; i++) {
            op.get();
        }
        double[] cpu = new double[runs];
        double[] wall = new double[runs];
        for (int i = 0; i < runs; i++) {
            long c0 = mx.getCurrentThreadCpuTime();
            long w0 = System.nanoTime();
            op.get();
            wall[i] = (System.nanoTime() - w0) / 1e6;
            cpu[i] = (mx.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        Arrays.sort(cpu);
        Arrays.sort(wall);
        System.out.printf(Locale.ROOT, "name=%s param=%s cpuMedian=%.1f cpuP10=%.1f cpuP90=%.1f wallMedian=%.1f"
                + " wallP10=%.1f wallP90=%.1f n=%d load=%.1f%n", name, param, cpu[runs / 2], cpu[runs / 10],
                cpu[runs * 9 / 10], wall[runs / 2], wall[runs / 10], wall[runs * 9 / 10], runs,
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }
}

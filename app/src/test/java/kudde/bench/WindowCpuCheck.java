package kudde.bench;

/**
 * The processor time of the window figures of {@link WindowBench}, for a machine shared with other
 * work: the wall-clock medians JMH reports grow with the load average (a paint waits for a core), the
 * time the painting thread itself spends on a core does not. Runs each case {@value #RUNS} times after
 * the same warm-up and prints one line per case ({@link CpuTimes}). Started by {@link Benchmarks} in
 * its own JVM (headless); a fresh timeline of a "first" visit is made outside the timed part, as in JMH.
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
            CpuTimes.measure("paintBoard", board, 0, RUNS, () -> { }, () -> WindowBench.paint(p.view, p.image));
        }
        for (int tiles : new int[] {1000, 10000}) {
            for (String visit : new String[] {"first", "seen"}) {
                WindowBench.Switch s = new WindowBench.Switch();
                s.tiles = tiles;
                s.visit = visit;
                s.setUp();
                CpuTimes.measure("switchStep", tiles + "," + visit, 0, RUNS, s::fresh, () -> WindowBench.switchTo(s));
            }
        }
    }
}

package kudde.bench;

/**
 * The processor time of the grow-or-guide estimate ({@link OddsInGameBench}: the rest of a 90-tile
 * game played out, and the whole answer) and of the review of a whole game ({@link ReviewBench}), for a
 * machine shared with other work: JMH's wall-clock medians grow with the load average (the estimate
 * waits for a core), the time its own thread spends on a core does not. Each case is run
 * {@value #WARM} times to warm up, then {@code RUNS} times (default {@value #RUNS}; argument 1);
 * one line per case ({@link CpuTimes}).
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
                CpuTimes.measure("growOrGuideInGame", tiles + "," + field, WARM, runs, () -> { }, () -> odds.growOrGuideInGame(g));
            }
        }
        for (String save : new String[] {"2p", "3p", "4p"}) {
            ReviewBench r = new ReviewBench();
            r.save = save;
            r.read();
            CpuTimes.measure("reviewWholeGame", save, WARM, Math.max(3, runs / 3), () -> { }, r::reviewWholeGame);
        }
    }
}

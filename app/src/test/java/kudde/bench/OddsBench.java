package kudde.bench;

import java.util.concurrent.TimeUnit;
import kudde.engine.odds.Tending;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The exact grow-or-guide model. {@code exactGrowOrGuide}: optimal stopping over every
 * state of the bag, the expected points at a chance of 0.8 and the break-even chance (40
 * bisections), for a flock and bag ({@code bag}: the full bag of 18 with a flock of 1, 10 or 18;
 * half a bag with 6). The full bag is the largest case (540 states). The estimate of the chance
 * from the board is {@link OddsInGameBench}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class OddsBench {
    @Param({"full-1", "full-10", "full-18", "half-6"})
    public String bag;

    private int sheep;
    private int[] counts;

    @Setup
    public void setUp() {
        String[] parts = bag.split("-");
        sheep = Integer.parseInt(parts[1]);
        counts = parts[0].equals("full") ? new int[] {4, 5, 5, 2, 2} : new int[] {2, 3, 2, 1, 2};
    }

    @Benchmark
    public double exactGrowOrGuide() {
        Tending t = new Tending(sheep, counts);
        return t.growNow(0.8) + t.breakEven();
    }
}

package kudde.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.ai.Match;
import kudde.engine.ai.Player;
import kudde.engine.ai.Strength;
import kudde.engine.rules.RuleSet;

/**
 * How long the strong player takes for a move with its default budget ({@link Strength#THINK_MS}):
 * whole games against the club player, every strong move timed, wall-clock and the thread's processor
 * time; the median, 90th percentile and maximum over the game. Run by {@code scripts/bench.sh strong}.
 *
 * <p>Arguments: games (default 1), first seed (default 1).
 */
public final class StrongMoves {
    private StrongMoves() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<Double> wall = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            Player strong = Strength.STRONG.create(seed + g, Strength.THINK_MS);
            Player timed = view -> {
                long w = System.nanoTime();
                long c = threads.getCurrentThreadCpuTime();
                var m = strong.choose(view);
                cpu.add((threads.getCurrentThreadCpuTime() - c) / 1e6);
                wall.add((System.nanoTime() - w) / 1e6);
                return m;
            };
            Match.play(List.of(timed, Strength.CLUB.create(seed + g + 1, 0)), RuleSet.seed(), seed + g);
        }
        System.out.println(line("strong move, wall-clock", wall));
        System.out.println(line("strong move, processor", cpu));
    }

    static String line(String what, List<Double> ms) {
        List<Double> s = new ArrayList<>(ms);
        s.sort(null);
        return String.format(Locale.ROOT, "%s: %d moves, median %.0f ms, p90 %.0f ms, max %.0f ms", what, s.size(),
                s.get(s.size() / 2), s.get((int) (s.size() * 0.9)), s.get(s.size() - 1));
    }
}

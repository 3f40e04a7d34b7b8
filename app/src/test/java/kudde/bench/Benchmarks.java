package kudde.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Statistics;

/**
 * Runs the benchmarks of docs/performance.md (targets 1–5; the window's start-up time has its own script,
 * {@code scripts/startup.sh}) and prints one table of medians and spreads
 * against the targets. Started by {@code scripts/bench.sh}; JMH's own log goes to
 * {@code app/target/bench-jmh.log}.
 *
 * <p>Arguments: an optional regular expression selecting benchmarks (e.g. {@code Scale}); the
 * property {@code bench.quick=true} halves the measurement time; {@code bench.jvmArgs} adds JVM
 * options to the benchmark's fork (say {@code -XX:TieredStopAtLevel=1}, the JIT the installed
 * window runs on).
 */
public final class Benchmarks {
    private Benchmarks() {
    }

    private static String[] jvmArgs() {
        List<String> a = new ArrayList<>(List.of("-Xms1g", "-Xmx1g"));
        for (String more : System.getProperty("bench.jvmArgs", "").trim().split("\\s+")) {
            if (!more.isEmpty()) {
                a.add(more);
            }
        }
        return a.toArray(new String[0]);
    }

    public static void main(String[] args) throws Exception {
        String filter = args.length > 0 ? args[0] : "";
        if (filter.equalsIgnoreCase("strong")) {
            StrongMoves.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            return;
        }
        boolean quick = Boolean.getBoolean("bench.quick");
        String log = System.getProperty("bench.log", "app/target/bench-jmh.log");
        // Random games are warmed for 10 s in each of 3 forks: with the 2 s the others get, the
        // optimising compiler was not done on a busy machine and the figure came out anywhere from
        // 1,244 to 5,719 games a second. The table gives the median and the range of the forks' medians.
        ChainedOptionsBuilder games = new OptionsBuilder()
                .include("^(?=.*" + filter + ")kudde\\.bench\\.RandomGameBench\\.")
                .forks(RANDOM_GAME_FORKS)
                .jvmArgs(jvmArgs())
                .warmupIterations(10)
                .warmupTime(TimeValue.milliseconds(1000))
                .measurementIterations(quick ? 3 : 5)
                .measurementTime(TimeValue.milliseconds(1000))
                .output(log.replace(".log", "-games.log"));
        ChainedOptionsBuilder opt = new OptionsBuilder()
                .include("^(?=.*" + filter + ")kudde\\.bench\\.[A-Za-z]*Bench\\.")
                .exclude("RandomGameBench")
                .forks(1)
                .jvmArgs(jvmArgs())
                .warmupIterations(2)
                .warmupTime(TimeValue.milliseconds(quick ? 500 : 1000))
                .measurementIterations(3)
                .measurementTime(TimeValue.milliseconds(quick ? 500 : 1000))
                .output(log);
        List<Row> rows = new ArrayList<>();
        List<RunResult> results = new ArrayList<>();
        if (!filter.equalsIgnoreCase("memory")) {
            if ("RandomGameBench.randomGame".matches(".*" + filter + ".*")) {
                results.addAll(new Runner(games.build()).run());
            }
            if (!filter.matches("(?i)RandomGame.*")) {
                results.addAll(new Runner(opt.build()).run());
            }
        }
        Map<String, Double> medians = new HashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark().replaceAll(".*\\.", "");
            // Parameters in a fixed order: size first (ScaleBench), then state or preset.
            String param = String.join(",", List.of("tiles", "state", "preset", "board", "visit", "bag", "field", "save").stream()
                    .filter(k -> r.getParams().getParamsKeys().contains(k))
                    .map(k -> r.getParams().getParam(k)).toList());
            Statistics st = r.getPrimaryResult().getStatistics();
            double med = st.getPercentile(50);
            double p10 = st.getPercentile(10);
            double p90 = st.getPercentile(90);
            medians.put(name + "/" + param, med);
            switch (name) {
                case "randomGame" -> rows.add(new Row("1 random games per second", param,
                        String.format(Locale.ROOT, "%,.0f /s (%.0f µs/game)", 1e6 / med, med),
                        String.format(Locale.ROOT, "%,.0f–%,.0f /s", 1e6 / p90, 1e6 / p10), st.getN(),
                        "≥ 1,000 /s", 1e6 / med >= 1000, String.format(Locale.ROOT, "%.1f× target; forks %s",
                        1e6 / med / 1000, forkMedians(r))));
                case "finalScoring" -> rows.add(new Row("2 final scoring, random game", param,
                        us(med), us(p10) + "–" + us(p90), st.getN(), "≤ 10 µs", med <= 10,
                        String.format(Locale.ROOT, "%.2f of target", med / 10)));
                case "joinFieldSpanningBoard" -> rows.add(new Row("3 placement joining board-wide field",
                        param.replace(",", " tiles, "), us(med), us(p10) + "–" + us(p90), st.getN(), "≤ 5 µs", med <= 5,
                        String.format(Locale.ROOT, "%.2f of target", med / 5)));
                case "readValidateResolve" -> rows.add(new Row("3 read + validate + resolve 10,000-tile file",
                        "200 steps", String.format(Locale.ROOT, "%.0f ms", med),
                        String.format(Locale.ROOT, "%.0f–%.0f ms", p10, p90), st.getN(), "≤ 300 ms", med <= 300,
                        String.format(Locale.ROOT, "%.2f of target", med / 300)));
                case "importJcz" -> rows.add(new Row("import a JCloisterZone save, whole game",
                        "4 players, 82 turns", String.format(Locale.ROOT, "%.1f ms", med),
                        String.format(Locale.ROOT, "%.1f–%.1f ms", p10, p90), st.getN(), "≤ 100 ms", med <= 100,
                        String.format(Locale.ROOT, "%.2f of target", med / 100)));
                case "reviewWholeGame" -> rows.add(new Row("review of a whole game (resolve + every moment)",
                        param + ", 90 tiles", String.format(Locale.ROOT, "%.0f ms", med),
                        String.format(Locale.ROOT, "%.0f–%.0f ms", p10, p90), st.getN(), "≤ 2,000 ms", med <= 2000,
                        String.format(Locale.ROOT, "%.3f of target", med / 2000)));
                case "paintBoard" -> rows.add(new Row("4 paint 1,000-tile board at fit zoom, 1400×900",
                        param, ms(med), ms(p10) + "–" + ms(p90), st.getN(), "≤ 16 ms", med <= 16,
                        String.format(Locale.ROOT, "%.2f of target", med / 16)));
                case "switchStep" -> rows.add(new Row("4 switch tutor step of 200 + repaint",
                        param.replace(",", " tiles, ") + " visit", ms(med), ms(p10) + "–" + ms(p90), st.getN(),
                        "≤ 30 ms", med <= 30, String.format(Locale.ROOT, "%.2f of target", med / 30)));
                case "exactGrowOrGuide" -> rows.add(new Row("13 grow or guide, exact (value + break-even)",
                        "bag " + param.replace("-", ", flock "), us(med), us(p10) + "–" + us(p90),
                        st.getN(), "≤ 50 ms", med <= 50_000, String.format(Locale.ROOT, "%.5f of target", med / 50_000)));
                case "growOrGuideInGame" -> rows.add(new Row("13 chance of another tending turn + answer, 90-tile game",
                        param.replaceFirst("^(\\d+),?(.*)$", "$1 tiles placed, $2 field"), us(med), us(p10) + "–" + us(p90), st.getN(),
                        "≤ 200 ms", med <= 200_000, String.format(Locale.ROOT, "%.5f of target", med / 200_000)));
                default -> rows.add(new Row(name, param, us(med), us(p10) + "–" + us(p90), st.getN(), "", true, ""));
            }
        }
        for (String state : List.of("fresh", "in-play")) {
            Double small = medians.get("joinFieldSpanningBoard/100," + state);
            Double large = medians.get("joinFieldSpanningBoard/10000," + state);
            if (small != null && large != null) {
                double g = large / small;
                rows.add(new Row("3 growth 100 → 10,000 tiles", state + ", median ratio",
                        String.format(Locale.ROOT, "%.2f×", g), "", 0, "≤ 2×", g <= 2, ""));
            }
        }
        if (filter.isEmpty() || filter.equalsIgnoreCase("memory")) {
            rows.addAll(memoryRows());
        }
        if (filter.isEmpty() || "WindowBench".matches(".*" + filter + ".*")) {
            rows.addAll(windowCpuRows());
        }
        print(rows, log);
    }

    static final int RANDOM_GAME_FORKS = 3;

    /** The games a second of each fork's median, lowest first: how far apart separate JVMs land. */
    private static String forkMedians(RunResult r) {
        List<Double> perFork = new ArrayList<>();
        for (org.openjdk.jmh.results.BenchmarkResult b : r.getBenchmarkResults()) {
            perFork.add(1e6 / b.getPrimaryResult().getStatistics().getPercentile(50));
        }
        perFork.sort(null);
        List<String> out = new ArrayList<>();
        for (double d : perFork) {
            out.add(String.format(Locale.ROOT, "%,.0f", d));
        }
        return String.join(" / ", out) + " /s";
    }

    private static String ms(double v) {
        return String.format(Locale.ROOT, v < 10 ? "%.2f ms" : "%.1f ms", v);
    }

    private static String us(double v) {
        return String.format(Locale.ROOT, v < 10 ? "%.2f µs" : "%.1f µs", v);
    }

    /** Runs {@link MemoryCheck} in a JVM limited to 256 MB of heap and turns its line into rows. */
    private static List<Row> memoryRows() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                MemoryCheck.class.getName()).redirectErrorStream(true).start();
        Map<String, String> kv = new HashMap<>();
        StringBuilder all = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                all.append(line).append('\n');
                for (String word : line.split(" ")) {
                    int eq = word.indexOf('=');
                    if (eq > 0) {
                        kv.put(word.substring(0, eq), word.substring(eq + 1));
                    }
                }
            }
        }
        int exit = p.waitFor();
        List<Row> rows = new ArrayList<>();
        if (exit != 0 || !kv.containsKey("retainedMB")) {
            rows.add(new Row("5 memory, 10,000 tiles + 200 steps", "-Xmx256m", "FAILED", all.toString().strip(), 0,
                    "≤ 256 MB", false, ""));
            return rows;
        }
        double mb = Double.parseDouble(kv.get("retainedMB"));
        rows.add(new Row("5 memory, 10,000 tiles + " + kv.get("steps") + " steps", "retained heap",
                String.format(Locale.ROOT, "%.1f MB", mb), "ran in -Xmx256m", 0, "≤ 256 MB", mb <= 256,
                String.format(Locale.ROOT, "%.3f of target", mb / 256)));
        double tl = Double.parseDouble(kv.get("timelineMB"));
        rows.add(new Row("5 memory, same + tutor timeline", "every step shown",
                String.format(Locale.ROOT, "%.1f MB", tl), "ran in -Xmx256m; walk " + kv.get("timelineWalkMs") + " ms", 0,
                "≤ 256 MB", tl <= 256, String.format(Locale.ROOT, "%.2f of target", tl / 256)));
        return rows;
    }

    /**
     * Runs {@link WindowCpuCheck} in its own headless JVM: the same window figures as processor time
     * of the painting thread, which the machine's load does not inflate.
     */
    private static List<Row> windowCpuRows() throws Exception {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process p = new ProcessBuilder(java, "-Xms1g", "-Xmx1g", "-Djava.awt.headless=true", "-cp",
                System.getProperty("java.class.path"), WindowCpuCheck.class.getName()).redirectErrorStream(true).start();
        List<Row> rows = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                all.append(line).append('\n');
                Map<String, String> kv = new HashMap<>();
                for (String word : line.split(" ")) {
                    int eq = word.indexOf('=');
                    if (eq > 0) {
                        kv.put(word.substring(0, eq), word.substring(eq + 1));
                    }
                }
                if (!kv.containsKey("cpuMedian")) {
                    continue;
                }
                double med = Double.parseDouble(kv.get("cpuMedian"));
                boolean paint = "paintBoard".equals(kv.get("name"));
                double target = paint ? 16 : 30;
                String param = paint ? kv.get("param") : kv.get("param").replace(",", " tiles, ") + " visit";
                rows.add(new Row(paint ? "4 paint, thread CPU time" : "4 switch step, thread CPU time", param, ms(med),
                        ms(Double.parseDouble(kv.get("cpuP10"))) + "–" + ms(Double.parseDouble(kv.get("cpuP90")))
                                + " (wall median " + ms(Double.parseDouble(kv.get("wallMedian"))) + ")",
                        Long.parseLong(kv.get("n")), paint ? "≤ 16 ms" : "≤ 30 ms", med <= target,
                        String.format(Locale.ROOT, "%.2f of target", med / target)));
            }
        }
        if (p.waitFor() != 0 || rows.isEmpty()) {
            rows.add(new Row("4 window, thread CPU time", "", "FAILED", all.toString().strip(), 0, "", false, ""));
        }
        return rows;
    }

    record Row(String figure, String param, String median, String spread, long n, String target, boolean met,
               String ratio) {
    }

    private static void print(List<Row> rows, String log) {
        String[] head = {"figure", "case", "median", "spread (p10–p90 / min–max)", "samples", "target", "met", "ratio"};
        List<String[]> cells = new ArrayList<>();
        cells.add(head);
        for (Row r : rows) {
            cells.add(new String[] {r.figure, r.param, r.median, r.spread, r.n == 0 ? "" : Long.toString(r.n),
                    r.target, r.target.isEmpty() ? "" : (r.met ? "yes" : "NO"), r.ratio});
        }
        int[] w = new int[head.length];
        for (String[] c : cells) {
            for (int i = 0; i < c.length; i++) {
                w[i] = Math.max(w[i], c[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < cells.size(); k++) {
            String[] c = cells.get(k);
            out.append('|');
            for (int i = 0; i < c.length; i++) {
                out.append(' ').append(c[i]).append(" ".repeat(w[i] - c[i].length())).append(" |");
            }
            out.append('\n');
            if (k == 0) {
                out.append('|');
                for (int wi : w) {
                    out.append("-".repeat(wi + 2)).append('|');
                }
                out.append('\n');
            }
        }
        System.out.print(out);
        System.out.printf("%d cores, %s %s, load average %s; JMH log: %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name"), System.getProperty("java.version"), loadAverage(), log);
    }

    /** The machine's load average over 1, 5 and 15 minutes (others' builds share the cores), if known. */
    private static String loadAverage() {
        try {
            String[] f = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (java.io.IOException | RuntimeException e) {
            return "unknown";
        }
    }
}

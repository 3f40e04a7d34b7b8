package kudde.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kudde.cli.Cli;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile files: the lessons mutated in every way a broken editor, a bad merge or a prankster
 * could (truncation, random bytes, wrong types, huge numbers, deep nesting, duplicate keys, giant
 * files) must never crash, hang or exhaust the command line. Each case ends with exit 0 or 1 (the
 * mutation left a valid scenario) or exit 2 with one located line per error.
 *
 * <p>{@code -Dkudde.fuzzCases=N} sets the number of mutated files (default 10,000) and
 * {@code -Dkudde.fuzzSeed=S} the seed; a failing case is written to {@code target/fuzz-failures/}.
 */
@Tag("slow")
class HostileFilesTest {
    private static final int CASES = Integer.getInteger("kudde.fuzzCases", 10_000);
    private static final long SEED = Long.getLong("kudde.fuzzSeed", 20261130L);
    private static final long SLOW_NANOS = 5_000_000_000L;
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");
    private static final Pattern STRING = Pattern.compile("\"[^\"\\\\]*\"");
    private static final String[] HUGE = {"99999999999999999999999", "1e308", "-1e400", "2147483648", "-2147483649",
        "1.5", "2.0", "1e3", "-0", "9223372036854775808", "NaN", "Infinity"};
    private static final String[] WRONG = {"\"x\"", "[]", "{}", "true", "null", "[[0,0]]", "{\"a\":1}", "\"\""};
    private static final String[] IDS = {"base/Z", "hs/00", "hs/17", "", "BASE/A", "base/A ", "hs/02", "base/X"};

    private static List<byte[]> lessons;

    @BeforeAll
    static void readLessons() throws IOException {
        Path dir = scenariosDir();
        lessons = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                lessons.add(Files.readAllBytes(p));
            }
        }
        assertThat(lessons).as("lessons to mutate").hasSizeGreaterThan(10);
    }

    @Test
    void mutatedLessonsNeverCrashHangOrGoUnexplained(@TempDir Path tmp) throws IOException {
        Random rnd = new Random(SEED);
        int invalid = 0;
        for (int i = 0; i < CASES; i++) {
            byte[] seed = lessons.get(rnd.nextInt(lessons.size()));
            byte[] bytes = mutate(seed, rnd);
            Path file = tmp.resolve("case-" + (i % 64) + ".json");
            Files.write(file, bytes);
            String command = rnd.nextInt(4) == 0 ? "resolve" : rnd.nextBoolean() ? "check" : "validate";
            Outcome o = run(command, file);
            String why = verdict(o, file);
            if (why != null) {
                Path saved = Paths.get("target", "fuzz-failures", "case-" + i + ".json");
                Files.createDirectories(saved.getParent());
                Files.write(saved, bytes);
                fail("case %d (seed %d, %s): %s; file kept as %s; stderr: %s", i, SEED, command, why, saved, o.err);
            }
            invalid += o.code == Cli.INVALID ? 1 : 0;
        }
        // Most mutations break a file; if none did, the mutator would be testing nothing.
        assertThat(invalid).as("mutated files found invalid").isGreaterThan(CASES / 3);
    }

    @Test
    void aHundredMegabyteFileIsRefusedWithoutReadingItAll(@TempDir Path tmp) throws IOException {
        Path big = tmp.resolve("big.json");
        try (OutputStream out = Files.newOutputStream(big)) {
            out.write("{\"format\": \"kudde-scenario/1\", \"title\": {\"en\": \"".getBytes(StandardCharsets.UTF_8));
            byte[] chunk = "sheep ".repeat(1 << 14).getBytes(StandardCharsets.US_ASCII);
            for (long written = 0; written < 100L * 1024 * 1024; written += chunk.length) {
                out.write(chunk);
            }
            out.write("\"}}".getBytes(StandardCharsets.UTF_8));
        }
        Outcome o = run("validate", big);
        assertThat(o.code).isEqualTo(Cli.INVALID);
        assertThat(o.err).startsWith(big + ": ").contains("16");
    }

    @Test
    void aMillionTileBoardIsRefused(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("million.json");
        try (PrintStream out = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.UTF_8)) {
            out.print("{\"format\":\"kudde-scenario/1\",\"players\":[{\"id\":\"a\"}],\"board\":[");
            for (int i = 0; i < 1_000_000; i++) {
                out.print(i == 0 ? "" : ",");
                out.print("{\"tile\":\"base/B\",\"at\":[" + (i % 1000) + "," + (i / 1000) + "]}");
            }
            out.print("]}");
        }
        Outcome o = run("check", file);
        assertThat(o.code).isEqualTo(Cli.INVALID);
        assertThat(o.err).startsWith(file + ": ");
    }

    @Test
    void aBoardOverTheTileLimitIsRefusedAtItsPlace(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("many.json");
        StringBuilder b = new StringBuilder("{\"format\":\"kudde-scenario/1\",\"players\":[{\"id\":\"a\"}],\"board\":[");
        for (int i = 0; i <= 100_000; i++) {
            b.append(i == 0 ? "" : ",").append("{\"tile\":\"base/B\",\"at\":[").append(i % 400).append(',')
                    .append(i / 400).append("]}");
        }
        Files.writeString(file, b.append("]}"));
        Outcome o = run("validate", file);
        assertThat(o.code).isEqualTo(Cli.INVALID);
        assertThat(o.err).contains("board");
    }

    @Test
    void deepNestingIsRefusedAtItsPlace(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("deep.json");
        Files.writeString(file, "{\"format\":\"kudde-scenario/1\",\"title\":" + "[".repeat(200_000) + "]".repeat(200_000) + "}");
        Outcome o = run("validate", file);
        assertThat(o.code).isEqualTo(Cli.INVALID);
        assertThat(o.err).startsWith(file + ": ");
    }

    // ---- the mutator ----

    static byte[] mutate(byte[] seed, Random rnd) {
        String s = new String(seed, StandardCharsets.UTF_8);
        int kinds = 1 + rnd.nextInt(3);
        for (int k = 0; k < kinds; k++) {
            s = switch (rnd.nextInt(12)) {
                case 0 -> s.substring(0, rnd.nextInt(s.length() + 1));
                case 1 -> replaceToken(s, NUMBER, HUGE[rnd.nextInt(HUGE.length)], rnd);
                case 2 -> replaceToken(s, NUMBER, WRONG[rnd.nextInt(WRONG.length)], rnd);
                case 3 -> replaceToken(s, STRING, WRONG[rnd.nextInt(WRONG.length)].equals("\"x\"") ? "7" : "[\"a\"]", rnd);
                case 4 -> replaceToken(s, STRING, "\"" + IDS[rnd.nextInt(IDS.length)] + "\"", rnd);
                case 5 -> nest(s, rnd);
                case 6 -> duplicateKey(s, rnd);
                case 7 -> dropLine(s, rnd);
                case 8 -> swapLines(s, rnd);
                case 9 -> replaceToken(s, STRING, "\"" + "\\u0000\\ud800".repeat(1 + rnd.nextInt(3)) + "\"", rnd);
                case 10 -> replaceToken(s, NUMBER, Integer.toString(rnd.nextInt(2000) - 1000), rnd);
                default -> s;
            };
        }
        byte[] out = s.getBytes(StandardCharsets.UTF_8);
        if (rnd.nextInt(3) == 0 && out.length > 0) {
            int n = 1 + rnd.nextInt(8);
            for (int i = 0; i < n; i++) {
                out[rnd.nextInt(out.length)] = (byte) rnd.nextInt(256);
            }
        }
        return out;
    }

    private static String replaceToken(String s, Pattern p, String with, Random rnd) {
        Matcher m = p.matcher(s);
        List<int[]> hits = new ArrayList<>();
        while (m.find()) {
            hits.add(new int[] {m.start(), m.end()});
        }
        if (hits.isEmpty()) {
            return s;
        }
        int[] h = hits.get(rnd.nextInt(hits.size()));
        return s.substring(0, h[0]) + with + s.substring(h[1]);
    }

    private static String nest(String s, Random rnd) {
        int at = s.indexOf(':', rnd.nextInt(Math.max(1, s.length())));
        if (at < 0) {
            return s;
        }
        int depth = 1 + rnd.nextInt(3000);
        return s.substring(0, at + 1) + "[".repeat(depth) + "1" + "]".repeat(depth) + ","
                + "\"zz\":" + s.substring(at + 1);
    }

    private static String duplicateKey(String s, Random rnd) {
        Matcher m = Pattern.compile("\\{\\s*(\"[a-z]+\"\\s*:\\s*[^,{}\\[\\]]+),").matcher(s);
        List<int[]> hits = new ArrayList<>();
        while (m.find()) {
            hits.add(new int[] {m.start(1), m.end(1)});
        }
        if (hits.isEmpty()) {
            return s;
        }
        int[] h = hits.get(rnd.nextInt(hits.size()));
        return s.substring(0, h[1]) + ", " + s.substring(h[0], h[1]) + s.substring(h[1]);
    }

    private static String dropLine(String s, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
        if (lines.size() > 1) {
            lines.remove(rnd.nextInt(lines.size()));
        }
        return String.join("\n", lines);
    }

    private static String swapLines(String s, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(s.split("\n", -1)));
        if (lines.size() > 2) {
            int a = rnd.nextInt(lines.size());
            int b = rnd.nextInt(lines.size());
            String t = lines.get(a);
            lines.set(a, lines.get(b));
            lines.set(b, t);
        }
        return String.join("\n", lines);
    }

    // ---- running and judging ----

    private record Outcome(int code, String out, String err, long nanos) {
    }

    private static Outcome run(String command, Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        long t0 = System.nanoTime();
        int code = Cli.run(new String[] {command, file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8),
                System.nanoTime() - t0);
    }

    /** Null when the outcome is acceptable, else what is wrong with it. */
    private static String verdict(Outcome o, Path file) {
        if (o.nanos > SLOW_NANOS) {
            return "took " + o.nanos / 1_000_000 + " ms";
        }
        if (o.code < 0 || o.code > 2) {
            return "exit code " + o.code;
        }
        if (o.err.contains("internal error")) {
            return "an internal error escaped";
        }
        if (o.code == Cli.INVALID) {
            if (o.err.isBlank()) {
                return "exit 2 without a message";
            }
            for (String line : o.err.split("\n")) {
                if (!line.startsWith(file + ": ") || line.length() <= file.toString().length() + 3) {
                    return "an error line that names no file and reason: " + line;
                }
            }
        }
        return null;
    }

    private static Path scenariosDir() {
        Path p = Paths.get("").toAbsolutePath();
        while (p != null && !Files.isDirectory(p.resolve("scenarios"))) {
            p = p.getParent();
        }
        if (p == null) {
            throw new IllegalStateException("no scenarios/ folder above " + Paths.get("").toAbsolutePath());
        }
        return p.resolve("scenarios");
    }
}

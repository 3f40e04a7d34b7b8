package kudde.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import kudde.engine.ai.Match;
import kudde.engine.ai.Player;
import kudde.engine.ai.Strength;
import kudde.engine.rules.RuleSet;
import kudde.scenario.ErrorText;

/**
 * {@code play --players A,B[,C…] --games N --seed S [--think-ms T] [--json]}: computer players play
 * whole games against each other (docs/scenario-format.md, the command line). Game {@code g} is dealt
 * from seed {@code S + g}, and the seats turn by one from game to game, so each player starts as often
 * as the others. A win is the highest final score; a tie for it shares the win equally.
 */
final class Play {
    private final PrintStream out;
    private final PrintStream err;
    private final ErrorText en;

    Play(PrintStream out, PrintStream err, ErrorText en) {
        this.out = out;
        this.err = err;
        this.en = en;
    }

    int run(List<String> args) {
        List<Strength> players = null;
        int games = -1;
        Long seed = null;
        int thinkMs = Strength.THINK_MS;
        boolean json = false;
        Args given;
        try {
            given = Args.parse(args, Set.of("--json"), Set.of("--players", "--games", "--seed", "--think-ms"));
        } catch (Args.Bad e) {
            return bad(e.unknown ? en.get("cli.unknownOption", e.option) : en.get("cli.play.noValue", e.option));
        }
        if (!given.files().isEmpty()) {
            return bad(en.get("cli.unknownOption", given.files().get(0)));
        }
        json = given.has("--json");
        for (String a : List.of("--players", "--games", "--think-ms", "--seed")) {
            String v = given.value(a);
            if (v == null) {
                continue;
            }
            switch (a) {
                case "--players" -> {
                    players = new ArrayList<>();
                    for (String word : v.split(",", -1)) {
                        Strength s = Strength.of(word.trim().toLowerCase(Locale.ROOT));
                        if (s == null) {
                            return bad(en.get("cli.play.badPlayer", word));
                        }
                        players.add(s);
                    }
                    if (players.size() < 2 || players.size() > Match.COLOURS.size()) {
                        return bad(en.get("cli.play.playerCount", players.size()));
                    }
                }
                case "--games" -> {
                    games = number(v, 1, 1_000_000);
                    if (games < 0) {
                        return bad(en.get("cli.play.badNumber", a, v, 1, 1_000_000));
                    }
                }
                case "--think-ms" -> {
                    thinkMs = number(v, 1, 600_000);
                    if (thinkMs < 0) {
                        return bad(en.get("cli.play.badNumber", a, v, 1, 600_000));
                    }
                }
                default -> {
                    try {
                        seed = Long.parseLong(v);
                    } catch (NumberFormatException e) {
                        return bad(en.get("cli.play.badSeed", v));
                    }
                }
            }
        }
        if (players == null || games < 0 || seed == null) {
            return bad(en.get("cli.play.missing", players == null ? "--players" : games < 0 ? "--games" : "--seed"));
        }
        int n = players.size();
        double[] wins = new double[n];
        long[] points = new long[n];
        for (int g = 0; g < games; g++) {
            long gameSeed = seed + g;
            List<Player> seats = new ArrayList<>();
            int[] who = new int[n]; // seat → player
            for (int s = 0; s < n; s++) {
                who[s] = (s + g) % n;
                seats.add(players.get(who[s]).create(gameSeed * 31 + who[s], thinkMs));
            }
            int[] scores = Match.play(seats, RuleSet.seed(), gameSeed).scores();
            int top = Integer.MIN_VALUE;
            int tied = 0;
            for (int s : scores) {
                if (s > top) {
                    top = s;
                    tied = 1;
                } else if (s == top) {
                    tied++;
                }
            }
            for (int s = 0; s < n; s++) {
                points[who[s]] += scores[s];
                if (scores[s] == top) {
                    wins[who[s]] += 1.0 / tied;
                }
            }
        }
        if (json) {
            StringBuilder b = new StringBuilder("{\"games\": ").append(games).append(", \"players\": [");
            for (int i = 0; i < n; i++) {
                b.append(i == 0 ? "" : ", ").append(String.format(Locale.ROOT,
                        "{\"name\": \"%s\", \"wins\": %s, \"meanScore\": %.2f}", players.get(i).word(),
                        number(wins[i]), points[i] / (double) games));
            }
            out.println(b.append("]}"));
        } else {
            out.println(en.get("cli.play.head", games, seed, thinkMs));
            for (int i = 0; i < n; i++) {
                out.println(String.format(Locale.ROOT, "%-9s %7s %6.1f %% %8.2f", players.get(i).word(),
                        number(wins[i]), 100 * wins[i] / games, points[i] / (double) games));
            }
        }
        return Cli.OK;
    }

    private int bad(String problem) {
        err.println("kudde play: " + problem);
        return Cli.INVALID;
    }

    private static int number(String v, int min, int max) {
        try {
            int n = Integer.parseInt(v);
            return n < min || n > max ? -1 : n;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.format(Locale.ROOT, "%.2f", d);
    }
}

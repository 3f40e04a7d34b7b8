package kudde.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import kudde.engine.ai.Match;
import kudde.engine.ai.Player;
import kudde.engine.ai.Strength;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Game;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The engine's speed work changes no outcome: thousands of seeded games, played again, end exactly
 * as they ended when {@code seeded-scores.txt} was written with the engine before that work
 * (docs/performance.md, "Faster without changing a result"). Each line names a game and what it
 * ended with: the final scores seat by seat, the figures left on the board, the tiles discarded
 * and hidden (random games) or the tile turns played (computer players). The games are random play
 * under both presets and under random variants, and seeded games between the computer players
 * (the strong player stopped after a set number of futures, so its moves follow from the seed).
 *
 * <p>{@code main} writes the file anew, for a change that is meant to change outcomes (a rule
 * fixed): say so in its commit, with the lines that changed.
 */
@Tag("slow")
class SeededScoresTest {
    static final String FILE = "seeded-scores.txt";

    @Test
    void seededGamesEndAsRecorded() throws IOException {
        List<String> lines = recorded();
        assertThat(lines).hasSizeGreaterThan(3000);
        List<String> differ = new ArrayList<>();
        for (String line : lines) {
            String key = line.substring(0, line.indexOf(' '));
            String now = key + " " + outcome(key);
            if (!now.equals(line)) {
                differ.add("recorded: " + line + " / now: " + now);
            }
        }
        System.out.printf("SeededScoresTest: %d seeded games replayed, %d differ%n", lines.size(), differ.size());
        assertThat(differ).as("games that end otherwise than recorded").isEmpty();
    }

    /** The outcome of the game a key names, as the file writes it. */
    static String outcome(String key) {
        String[] k = key.split("/");
        long seed = Long.parseLong(k[2]);
        switch (k[0]) {
            case "random" -> {
                return random(RuleSet.of(Preset.ofKey(k[1])), seed);
            }
            case "variants" -> {
                // The variants follow from the seed, each value drawn in turn (as RandomGamesTest draws them).
                SplittableRandom pick = new SplittableRandom(seed ^ 0x2545F4914F6CDD1DL);
                RuleSet rules = RuleSet.of(Preset.values()[pick.nextInt(2)]);
                for (Variant v : Variant.values()) {
                    rules = rules.with(v, v.choices().get(pick.nextInt(v.choices().size())));
                }
                return random(rules, seed);
            }
            case "players" -> {
                List<Player> seats = new ArrayList<>();
                String[] names = k[1].split("-");
                for (int i = 0; i < names.length; i++) {
                    // 60 s a move never runs out: the strong player stops after 3 futures.
                    seats.add(Strength.of(names[i]).create(seed * 31 + i, 60_000, 3));
                }
                Match.Result r = Match.play(seats, RuleSet.of(Preset.values()[(int) (seed % 2)]), seed);
                return Arrays.toString(r.scores()).replace(" ", "") + " turns " + r.turns();
            }
            default -> throw new IllegalArgumentException(key);
        }
    }

    private static String random(RuleSet rules, long seed) {
        RandomGame r = RandomGame.start(rules, seed, false, false).playAll();
        Game g = r.finish();
        return Arrays.toString(g.scores()).replace(" ", "") + " figures " + g.figures().size() + " discarded "
                + r.discarded() + " hidden " + r.hidden();
    }

    private static List<String> recorded() throws IOException {
        try (InputStream in = SeededScoresTest.class.getResourceAsStream(FILE)) {
            assertThat(in).as(FILE).isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        }
    }

    /** The games of the file: their keys. */
    static List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (Preset p : Preset.values()) {
            for (int s = 0; s < 1500; s++) {
                keys.add("random/" + p.key() + "/" + s);
            }
        }
        for (int s = 0; s < 500; s++) {
            keys.add("variants/-/" + s);
        }
        for (int s = 0; s < 12; s++) {
            keys.add("players/beginner-random/" + s);
            keys.add("players/random-random-random-random-random/" + s);
        }
        for (int s = 0; s < 6; s++) {
            keys.add("players/club-beginner/" + s);
            keys.add("players/club-beginner-club/" + s);
        }
        for (int s = 0; s < 2; s++) {
            keys.add("players/strong-club/" + s);
        }
        return keys;
    }

    /** Writes the file anew with this engine's outcomes: {@code main app/src/test/resources/kudde/robust/seeded-scores.txt}. */
    public static void main(String[] args) throws IOException {
        StringBuilder out = new StringBuilder();
        for (String key : keys()) {
            out.append(key).append(' ').append(outcome(key)).append('\n');
        }
        Files.writeString(Path.of(args[0]), out, StandardCharsets.UTF_8);
    }
}

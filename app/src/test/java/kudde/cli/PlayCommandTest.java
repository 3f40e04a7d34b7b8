package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** {@code kudde play}: self-play of the computer players (docs/scenario-format.md, the command line). */
class PlayCommandTest {

    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Cli.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void jsonGivesEachPlayersWinsAndMeanScoreAndTheSameSeedPlaysTheSameGames() {
        Run r = run("play", "--players", "beginner,random,random", "--games", "3", "--seed", "42", "--json");
        assertThat(r.code()).as(r.err()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(o.get("games").getAsInt()).isEqualTo(3);
        JsonArray players = o.getAsJsonArray("players");
        assertThat(players).hasSize(3);
        double wins = 0;
        for (int i = 0; i < 3; i++) {
            JsonObject p = players.get(i).getAsJsonObject();
            assertThat(p.get("name").getAsString()).isEqualTo(i == 0 ? "beginner" : "random");
            assertThat(p.get("meanScore").getAsDouble()).isPositive();
            wins += p.get("wins").getAsDouble();
        }
        assertThat(wins).as("every game has one win, shared in a tie").isEqualTo(3.0);
        assertThat(players.get(0).getAsJsonObject().get("meanScore").getAsDouble())
                .as("the beginner scores more than a random player")
                .isGreaterThan(players.get(1).getAsJsonObject().get("meanScore").getAsDouble());
        assertThat(run("play", "--players", "beginner,random,random", "--games", "3", "--seed", "42", "--json").out())
                .isEqualTo(r.out());
    }

    @Test
    void badArgumentsGiveOneClearLineAndExitCode2() {
        String[][] cases = {
            {"play", "--players", "beginner,grandmaster", "--games", "2", "--seed", "1"},
            {"play", "--players", "beginner", "--games", "2", "--seed", "1"},
            {"play", "--players", "beginner,club", "--games", "zero", "--seed", "1"},
            {"play", "--players", "beginner,club", "--games", "2"},
            {"play", "--players", "beginner,club", "--games", "2", "--seed", "1", "--think-ms", "-5"},
            {"play", "--players", "beginner,club", "--games", "2", "--seed", "1", "--fast"},
            {"play", "--players"},
        };
        String[] expected = {"unknown player \"grandmaster\"", "2 to 5 players, not 1", "--games takes a whole number",
            "play needs --seed", "--think-ms takes a whole number", "unknown option \"--fast\"", "--players takes a value"};
        for (int i = 0; i < cases.length; i++) {
            Run r = run(cases[i]);
            assertThat(r.code()).isEqualTo(Cli.INVALID);
            assertThat(r.out()).isEmpty();
            assertThat(r.err().lines()).hasSize(1);
            assertThat(r.err()).startsWith("kudde play: ").contains(expected[i]);
        }
    }
}

package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The specification's example (docs/scenario-format.md) resolves to exactly what it says:
 * red's road 4 and city 1 (B8), blue grows with the scripted 3 (S4, S6), 8 sheep score nothing
 * (S10); final scores red 5, blue 3; the figures stay where they stand.
 */
class ContractExampleTest {

    @Test
    void resolveJsonGivesTheContractsResult(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("example.json");
        try (var in = getClass().getResourceAsStream("/kudde/scenario/contract-example.json")) {
            Files.write(f, in.readAllBytes());
        }
        CliTest.Run r = CliTest.run("resolve", "--json", f.toString());
        assertThat(r.code()).isZero();
        assertThat(r.err()).isEmpty();
        JsonObject root = JsonParser.parseString(r.out()).getAsJsonObject();
        assertThat(root.keySet()).containsExactly("steps", "result");

        JsonObject result = root.getAsJsonObject("result");
        assertThat(result.get("scores")).isEqualTo(JsonParser.parseString("{\"red\": 5, \"blue\": 3}"));
        assertThat(result.get("bag")).isEqualTo(JsonParser.parseString("{\"1\": 4, \"2\": 4, \"3\": 3, \"4\": 2, \"wolf\": 2}"));
        assertThat(strings(result.getAsJsonArray("figures"))).containsExactlyInAnyOrder(
                "{\"kind\":\"follower\",\"player\":\"red\",\"at\":[0,0],\"on\":\"city:N\"}",
                "{\"kind\":\"follower\",\"player\":\"red\",\"at\":[2,0],\"on\":\"road:E\"}",
                "{\"kind\":\"shepherd\",\"player\":\"blue\",\"at\":[1,0],\"on\":\"field:ESE\",\"sheep\":[2,3,3]}");

        List<String> ruleIds = new ArrayList<>();
        int points = 0;
        int tending = 0;
        for (JsonElement e : root.getAsJsonArray("steps")) {
            JsonObject step = e.getAsJsonObject();
            if (step.get("event").getAsString().equals("tend")) {
                // A tending choice carries what the odds panel says (docs/scenario-format.md, resolve).
                assertThat(step.keySet()).containsExactly("turn", "rule", "rules", "event", "text", "points", "highlight",
                        "odds");
                assertThat(step.getAsJsonObject("odds").keySet())
                        .containsExactly("guideNow", "growNow", "breakEven", "chance", "verdict");
                tending++;
            } else {
                assertThat(step.keySet()).containsExactly("turn", "rule", "rules", "event", "text", "points", "highlight");
            }
            assertThat(step.get("event").getAsString()).matches("[a-z]+(-[a-z]+)*");
            assertThat(step.get("text").getAsString()).isNotBlank();
            assertThat(step.getAsJsonObject("highlight").keySet()).containsExactly("tiles", "figures");
            ruleIds.add(step.get("rule").getAsString());
            step.getAsJsonArray("rules").forEach(id -> ruleIds.add(id.getAsString()));
            for (var p : step.getAsJsonObject("points").entrySet()) {
                assertThat(p.getValue().getAsInt()).isNotZero();
                points += p.getValue().getAsInt();
            }
        }
        assertThat(ruleIds).contains("S4", "S6", "B8", "S10");
        assertThat(tending).isPositive();
        assertThat(points).isEqualTo(5);
        JsonObject grow = stepWithEvent(root, "flock-grow");
        assertThat(grow.get("turn").getAsInt()).isEqualTo(1);
        assertThat(grow.get("rule").getAsString()).isEqualTo("S6");
        assertThat(grow.getAsJsonObject("points").size()).isZero();
        JsonObject road = stepWithEvent(root, "final-road");
        assertThat(road.get("turn").getAsInt()).isEqualTo(2);
        assertThat(road.getAsJsonObject("points")).isEqualTo(JsonParser.parseString("{\"red\": 4}"));
    }

    @Test
    void checkPassesIt(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("example.json");
        try (var in = getClass().getResourceAsStream("/kudde/scenario/contract-example.json")) {
            Files.write(f, in.readAllBytes());
        }
        assertThat(CliTest.run("check", f.toString()).out()).isEqualTo("PASS " + f + "\n");
    }

    private static JsonObject stepWithEvent(JsonObject root, String event) {
        for (JsonElement e : root.getAsJsonArray("steps")) {
            if (e.getAsJsonObject().get("event").getAsString().equals(event)) {
                return e.getAsJsonObject();
            }
        }
        throw new AssertionError("no step " + event);
    }

    private static List<String> strings(JsonArray a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.toString()));
        return out;
    }
}

package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.util.List;
import kudde.jcz.JczSaves;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code kudde review FILE [--lang en|nl] [--json]}: the key moments and each player's points. */
class ReviewCliTest {
    private static final String WOLVES = "../scenarios/shepherds/10-only-wolves-left.json";

    @TempDir
    Path dir;

    @Test
    void theReviewOfALessonInEnglish() {
        CliTest.Run r = CliTest.run("review", WOLVES);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.outLines()).startsWith("Review of the game", "", "Key moments", "", "Turn 1 · Grow or guide",
                "  Anna grew the flock of 10 sheep, but guiding it to the stable would have scored 10 points and "
                        + "growing was worth only 0.0 on average: 10.0 points lost on average.");
        // The chance comes from the rest of the game played out: with 11 tiles left among four
        // players Anna has at most three more turns, and the tile she draws may not join the field
        // or another player may close it first (S8), so it is no longer certain.
        String chance = r.outLines().get(6);
        assertThat(chance).matches("    The bag held 2 wolves among 2 tokens, 11 tiles were left to draw, and the "
                + "chance of tending this flock again was [1-9][0-9]?%\\.");
        assertThat(r.outLines().get(7)).isEqualTo("    S5 Tending choice · S6 Grow the flock");
        assertThat(r.outLines()).contains("Points by feature and by rule",
                "Anna: 0 points in the game (0 at the start, 0 at the end).", "  By feature: no points");
    }

    @Test
    void theReviewInDutch() {
        CliTest.Run r = CliTest.run("review", "--lang", "nl", WOLVES);
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.outLines()).startsWith("Nabespreking van de partij", "", "Belangrijke momenten", "",
                "Beurt 1 · Uitbreiden of naar de stal",
                "  Anna breidde de kudde van 10 schapen uit, maar naar de stal drijven had 10 punten opgeleverd en "
                        + "uitbreiden was gemiddeld maar 0,0 waard: gemiddeld 10,0 punten verloren.");
        assertThat(r.out()).contains("Punten per project en per regel").doesNotContain("review.");
    }

    @Test
    void theReviewOfAJczSaveAsJsonAddsUpToTheFinalScores() {
        Path save = JczSaves.copy(JczSaves.FOUR, dir);
        CliTest.Run r = CliTest.run("review", "--json", save.toString());
        assertThat(r.code()).as(r.err()).isZero();
        JsonObject o = JsonParser.parseString(r.out()).getAsJsonObject();
        JsonArray players = o.getAsJsonArray("players");
        assertThat(players).hasSize(4);
        int[] jcz = {27, 12, 26, 20}; // JCloisterZone's final scores of this game
        for (int p = 0; p < 4; p++) {
            JsonObject pl = players.get(p).getAsJsonObject();
            assertThat(pl.get("end").getAsInt()).isEqualTo(jcz[p]);
            int byFeature = 0;
            for (var e : pl.getAsJsonObject("byFeature").entrySet()) {
                byFeature += e.getValue().getAsInt();
            }
            int byRule = 0;
            for (var e : pl.getAsJsonObject("byRule").entrySet()) {
                byRule += e.getValue().getAsInt();
            }
            assertThat(byFeature).isEqualTo(jcz[p]);
            assertThat(byRule).isEqualTo(jcz[p]);
        }
        JsonObject turn21 = null;
        for (JsonElement m : o.getAsJsonArray("moments")) {
            JsonObject mo = m.getAsJsonObject();
            assertThat(mo.get("text").getAsString()).isNotBlank();
            assertThat(mo.getAsJsonArray("rules")).isNotEmpty();
            if (mo.get("kind").getAsString().equals("tending") && mo.get("turn").getAsInt() == 20) {
                turn21 = mo;
            }
        }
        assertThat(turn21).isNotNull();
        JsonObject t = turn21.getAsJsonObject("tending");
        assertThat(turn21.get("player").getAsString()).isEqualTo(o.getAsJsonArray("players").get(0).getAsJsonObject()
                .get("player").getAsString());
        assertThat(t.get("made").getAsString()).isEqualTo("guide");
        assertThat(t.get("better").getAsString()).isEqualTo("grow");
        assertThat(t.get("guideNow").getAsInt()).isEqualTo(2);
        assertThat(t.get("lost").getAsDouble()).isCloseTo(t.get("growNow").getAsDouble() - 2, org.assertj.core.data.Offset.offset(0.011));
    }

    @Test
    void badArgumentsSayWhatIsWrongAndExitTwo() {
        for (String[] args : List.of(new String[] {"review"}, new String[] {"review", "a.json", "b.json"},
                new String[] {"review", "--lang", "de", WOLVES}, new String[] {"review", "--lang"},
                new String[] {"review", "--yaml", WOLVES})) {
            CliTest.Run r = CliTest.run(args);
            assertThat(r.code()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.out()).isEmpty();
            assertThat(r.errLines().get(0)).as(String.join(" ", args)).startsWith("kudde: ");
        }
        assertThat(CliTest.run("review", "a.json", "b.json").errLines().get(0)).isEqualTo("kudde: review takes exactly one file");
        assertThat(CliTest.run("review", "--lang", "de", WOLVES).errLines().get(0)).isEqualTo("kudde: --lang takes a language Kudde speaks (en, nl), not \"de\"");
        CliTest.Run missing = CliTest.run("review", dir.resolve("none.jcz").toString());
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.errLines()).hasSize(1);
        assertThat(missing.errLines().get(0)).endsWith("none.jcz: no such file");
        assertThat(CliTest.run("help").out()).contains("review FILE [--lang en|nl] [--json]");
    }
}

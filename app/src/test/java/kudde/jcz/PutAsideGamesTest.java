package kudde.jcz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.scenario.CheckVerdict;
import kudde.engine.tile.Orientation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whole games played by JCloisterZone's own engine (5.12, 5.8 and 5.7, random legal moves) in which a drawn tile
 * fits nowhere and is put aside, so the game has a turn fewer (docs/scenario-format.md, "The tile
 * order"). Each imports with JCZ's final scores, its tiles following its random numbers through the
 * put-aside, ends where JCZ's did (the tiles used up, the put-aside ones among them), and has JCZ's
 * scores after every turn. The description names the tiles put aside, by what they show, and their turns.
 */
class PutAsideGamesTest {
    @TempDir
    Path dir;

    static Stream<Arguments> games() {
        // JCZ's final scores, as its engine left them at the end of each game; the turns (from 1) before
        // whose own tile JCZ drew a tile that fits nowhere, and that tile (JCZ id).
        // How the description names them for the learner.
        return Stream.of(
                Arguments.of(JczSaves.PUT_ASIDE_201, 80, Map.of("Alice", 20, "Bob", 17), List.of(23), "BA/L",
                        "One tile fitted nowhere on the board when it was drawn: a tile with a monastery at turn 23."
                        + " That tile was put aside and the same player drew another (B1)."),
                Arguments.of(JczSaves.PUT_ASIDE_380, 80, Map.of("Alice", 22, "Bob", 36), List.of(5, 7), "BA/L",
                        "2 tiles fitted nowhere on the board when they were drawn: a tile with a monastery at turn 5 and"
                        + " a tile with a monastery at turn 7. Each was put aside and the same player drew another (B1)."),
                // JCZ 5.8: two monasteries, one after the other, before turn 6.
                Arguments.of(JczSaves.PUT_ASIDE_58_117, 79, Map.of("Alice", 25, "Bob", 24), List.of(6, 6), "BA/L",
                        "2 tiles fitted nowhere on the board when they were drawn: 2 tiles with a monastery at turn 6."
                        + " Each was put aside and the same player drew another (B1)."),
                // JCZ 5.7, the oldest the import opens: its one put-aside tile drawn again with the same number.
                Arguments.of(JczSaves.PUT_ASIDE_57_11, 80, Map.of("Alice", 38, "Bob", 28), List.of(16), "BA/L",
                        "One tile fitted nowhere on the board when it was drawn: a tile with a monastery at turn 16."
                        + " That tile was put aside and the same player drew another (B1)."));
    }

    @Test
    void theDescriptionNamesTheTilesPutAsideInDutchToo() throws Exception {
        Map<String, String> d = JczImport.read(JczSaves.copy(JczSaves.PUT_ASIDE_380, dir), Locale.ENGLISH).description();
        assertThat(d.get("nl")).isEqualTo("Ingelezen uit een opgeslagen partij van JCloisterZone 5.12.1: 80 beurten, de"
                + " hele partij. De tegels kwamen in de volgorde waarin de toevalsgetallen ze trekken. 2 tegels pasten bij"
                + " het trekken nergens op het speelveld: een tegel met een klooster in beurt 5 en een tegel met een"
                + " klooster in beurt 7. Elke tegel is opzijgelegd en dezelfde speler trok een andere (B1). Het"
                + " bestand bewaart de schaaps- en wolfsfiches niet: elke trekking hier is die welke de toevalsgetallen"
                + " van de partij deden.");
        assertThat(JczImport.read(JczSaves.copy(JczSaves.PUT_ASIDE_201, dir), Locale.ENGLISH).description().get("nl"))
                .contains(" Eén tegel paste bij het trekken nergens op het speelveld: een tegel met een klooster in"
                        + " beurt 23. Die tegel is opzijgelegd en dezelfde speler trok een andere (B1). ");
        // The small save of the tests puts aside the city of four sides: named by what it shows, as the tutor names it.
        assertThat(JczImport.read(JczSaves.copy(JczSaves.PUT_ASIDE, dir), Locale.ENGLISH).description())
                .hasEntrySatisfying("en", en -> assertThat(en).contains(": a tile with a city on all four sides and a"
                        + " pennant at turn 2. That tile").doesNotContain("BA/").doesNotContain("base/"))
                .hasEntrySatisfying("nl", nl -> assertThat(nl).contains(": een tegel met een stad aan alle vier de"
                        + " zijden en een wapenschild in beurt 2. Die tegel"));
        // A game with no tile put aside says nothing of it.
        assertThat(JczImport.read(JczSaves.copy(JczSaves.TWO, dir), Locale.ENGLISH).description().get("en"))
                .doesNotContain("put aside");
    }

    @Test
    void aGamePlayedByJcz58ReadAsA512SaveDoesNotFollowItsNumbersFromThePutAsideOn() throws Exception {
        // JCZ 5.8 drew the second monastery with the same number, from the pack one smaller; 5.12 would
        // have moved the number on and drawn another tile. So the 5.8 game's order holds only as 5.8's.
        String as512 = JczSaves.text(JczSaves.PUT_ASIDE_58_117).replace("\"5.8.0\"", "\"5.12.1\"");
        assertThat(as512).contains("\"5.12.1\"");
        JczImport.Imported imported = JczImport.imported(as512, "as-5.12", Locale.ENGLISH);
        assertThat(imported.tileOrder().path()).isEqualTo("replay[15].payload.tileId");
        assertThat(imported.tileOrder().text()).startsWith("the tile BA/LR is not the one the save's random numbers"
                + " draw here, BA/CccR+: from turn 6 on");
        assertThat(JczImport.imported(JczSaves.copy(JczSaves.PUT_ASIDE_58_117, dir), Locale.ENGLISH).lesson()
                .description().get("en")).startsWith("Imported from a JCloisterZone 5.8.0 save: 79 turns, the whole game.");
    }

    @ParameterizedTest
    @MethodSource("games")
    void aGameWithATilePutAsideEndsWithJczsFinalScores(String save, int turns, Map<String, Integer> jcz,
            List<Integer> asideAt, String aside, String described) throws Exception {
        JczImport.Imported imported = JczImport.imported(JczSaves.copy(save, dir), Locale.ENGLISH);
        assertThat(imported.tileOrder()).as("the tiles follow the save's numbers, put-aside draws and all").isNull();
        Scenario s = imported.lesson().game();
        // Ended by the tiles running out: without the tiles put aside one or two would still be to come.
        assertThat(s.turns()).hasSize(turns + 1).last().isInstanceOf(Turn.EndGame.class);
        assertThat(s.tilesLeft()).isNull();
        long hills = s.turns().stream().filter(t -> t instanceof Turn.TileTurn tt && tt.tile().hill()).count();
        assertThat(turns + hills + asideAt.size()).isEqualTo(89);
        assertThat(imported.lesson().description().get("en")).contains(turns + " turns, the whole game.")
                .contains("Its tiles came in the order its random numbers draw them. " + described + " The save does");

        Resolution r = Resolver.resolve(s);
        assertThat(r.ok()).as(String.valueOf(r.error())).isTrue();
        Map<String, Integer> scores = new LinkedHashMap<>();
        for (int p = 0; p < s.players().size(); p++) {
            scores.put(s.players().get(p).name(), r.end().scores()[p]);
        }
        assertThat(scores).isEqualTo(jcz);
        // Every turn's scores as JCZ's engine had them after the turn's commit (the driver wrote them
        // beside the save), the last after final scoring.
        List<String> perTurn = JczSaves.jczScoresPerTurn(save);
        assertThat(perTurn).hasSize(turns).last().isEqualTo(jcz.get("Alice") + " " + jcz.get("Bob"));
        List<String> ours = JczSaves.scoresPerTurn(s, turns);
        for (int i = 0; i < turns; i++) {
            assertThat(ours.get(i)).as("after turn " + (i + 1)).isEqualTo(perTurn.get(i));
        }
        assertThat(CheckVerdict.of(imported.lesson(), Locale.ENGLISH).differences()).isEmpty();

        // Where JCZ put the tile aside it has no place on the board (B1); the save's next tile has one.
        for (int turn : asideAt) {
            Game g = Resolver.setUp(s.withTurns(s.turns().subList(0, turn - 1)), false);
            for (Turn t : s.turns().subList(0, turn - 1)) {
                Resolver.apply(g, t);
            }
            assertThat(Frontier.of(g.board()).placements(JczTiles.of(aside))).as("turn " + turn).isEmpty();
            assertThat(Frontier.of(g.board()).placements(((Turn.TileTurn) s.turns().get(turn - 1)).tile()))
                    .as("turn " + turn).isNotEmpty();
        }
    }

    @Test
    void aCityOnAnEdgeTwoCitiesShareIsNamedAsJczNamesIt() {
        // Seed 201's save puts Alice's follower on City "S" of HS/CC!.v turned 90° (replay[13]): JCZ
        // gives the shared north edge (east, turned) to the first city and names the second by its
        // other edge only. That is our second city of hs/02, whose edges are S and E turned.
        Orientation o = JczTiles.of("HS/CC!.v").oriented(90);
        assertThat(JczLocations.on(o, "City", "S")).isNotNull().isEqualTo(JczLocations.on(o, "City", "SE"));
        // The first city keeps both its edges in JCZ's name: its one other edge alone names nothing.
        assertThat(JczLocations.on(o, "City", "NE")).isNotNull().isNotEqualTo(JczLocations.on(o, "City", "S"));
        assertThat(JczLocations.on(o, "City", "N")).isNull();
        assertThat(JczLocations.on(o, "City", "E")).isNull();
    }
}

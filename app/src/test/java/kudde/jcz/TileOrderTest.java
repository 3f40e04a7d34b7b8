package kudde.jcz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.Frontier;
import kudde.engine.play.Game;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A save's tile order checked against its random numbers (docs/scenario-format.md, "The tile
 * order"): every tile of the three games JCZ played is the one its numbers draw; a save whose
 * tiles do not follow them is imported all the same and says from which turn on, in its
 * description and as {@code kudde import}'s warning; a drawn tile that fits nowhere is put aside,
 * and the next drawn with the number as the save's version leaves it (JCZ 5.7 and 5.8: the same
 * number; later: moved on), shown with saves written for the tests, not played by JCZ.
 */
class TileOrderTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {JczSaves.TWO, JczSaves.THREE, JczSaves.FOUR})
    void everyTileOfAGameJczPlayedIsTheOneItsRandomNumbersDraw(String save) throws Exception {
        JczImport.Imported imported = JczImport.imported(JczSaves.copy(save, dir), Locale.ENGLISH);
        assertThat(imported.tileOrder()).isNull();
        assertThat(imported.lesson().description().get("en"))
                .contains("Its tiles came in the order its random numbers draw them.");
        assertThat(imported.lesson().description().get("nl"))
                .contains("De tegels kwamen in de volgorde waarin de toevalsgetallen ze trekken.");
    }

    @Test
    void aSaveWhoseTilesDoNotFollowItsRandomNumbersIsImportedAndSaysFromWhichTurn() throws Exception {
        // The two-player game with another first number: the first tile drawn is then BA/C, the first
        // tile of the pack by id, not the BA/RFr the save places (no shepherd draws with it).
        String first = "\"initialRandom\": 0.5811521325045647";
        String text = JczSaves.text(JczSaves.TWO);
        assertThat(text).contains(first);
        Path save = dir.resolve("changed.jcz");
        Files.writeString(save, text.replace(first, "\"initialRandom\": 0.001"));
        String said = "the tile BA/RFr is not the one the save's random numbers draw here, BA/C: from turn 1 on the"
                + " tiles do not follow them, so the save was changed after the game or made by another program;"
                + " imported as it is, with the sheep and wolf tokens worked out from its random numbers all the same";

        JczImport.Imported imported = JczImport.imported(save, Locale.ENGLISH);
        assertThat(imported.tileOrder().path()).isEqualTo("replay[0].payload.tileId");
        assertThat(imported.tileOrder().text()).isEqualTo(said);
        assertThat(imported.lesson().description().get("en")).contains("From turn 1 on its tiles are not the ones"
                + " its random numbers draw: the save was changed after the game, or made by another program.");
        assertThat(imported.lesson().description().get("nl")).contains("Vanaf beurt 1 zijn de tegels niet");
        // Its moves are the game: JCZ's final scores all the same.
        Scenario s = imported.lesson().game();
        Resolution r = Resolver.resolve(s);
        Map<String, Integer> scores = new LinkedHashMap<>();
        for (int p = 0; p < s.players().size(); p++) {
            scores.put(s.players().get(p).name(), r.end().scores()[p]);
        }
        assertThat(scores).containsExactly(Map.entry("Alice", 38), Map.entry("Bob", 27));

        // kudde import writes the scenario and warns on standard error, exit code 0.
        Path out = dir.resolve("changed.json");
        ImportRefusalsTest.Run run = ImportRefusalsTest.run("import", save.toString(), "-o", out.toString());
        assertThat(run.code()).isZero();
        assertThat(run.err()).isEqualTo(save + ": replay[0].payload.tileId: warning: " + said + System.lineSeparator());
        assertThat(out).exists();
    }

    @Test
    void theTestsOwnSmallSaveWrittenByHandDoesNotFollowItsRandomNumbers() throws Exception {
        JczImport.Imported imported = JczImport.imported(JczSaves.copy(JczSaves.MOVES, dir), Locale.ENGLISH);
        assertThat(imported.tileOrder().path()).isEqualTo("replay[0].payload.tileId");
        assertThat(imported.tileOrder().text()).startsWith("the tile BA/RFr is not the one").contains("from turn 1 on");
    }

    @Test
    void aDrawnTileThatFitsNowhereIsPutAsideAndTheNextIsDrawnWithTheNumberMovedOn() {
        // The pack as JCZ sorts it: every tile but the start tile, by JCZ id.
        List<String> pack = new ArrayList<>();
        for (Map.Entry<String, TileType> e : JczTiles.all().entrySet()) {
            for (int i = 0; i < e.getValue().count(); i++) {
                pack.add(e.getKey());
            }
        }
        Collections.sort(pack);
        pack.remove("BA/RCr");
        assertThat(pack).hasSize(89);
        // r = 0.7 draws the tile at floor(0.7 × 89); the number after it draws from the 88 left.
        int at = (int) Math.floor(0.7 * pack.size());
        String first = pack.get(at);
        JczRandom after = new JczRandom(0.7, true);
        after.skip();
        pack.remove(at);
        String second = pack.get(after.index(pack.size()));
        assertThat(second).isNotEqualTo(first);

        JczPile pile = new JczPile("BA/RCr");
        assertThat(pile.draws(second, new JczRandom(0.7, true), id -> id.equals(first))).isNull();
        assertThat(pile.putAside()).containsExactly(first);
        // Where the first tile fits somewhere, it is the tile drawn, and the save's second is not.
        JczPile fits = new JczPile("BA/RCr");
        assertThat(fits.draws(second, new JczRandom(0.7, true), id -> false)).isEqualTo(first);
        assertThat(fits.putAside()).isEmpty();
    }

    /** The warning of a save whose tiles stop following its numbers at the second turn. */
    private static String offAtTurnTwo(String placed, String drawn) {
        return "the tile " + placed + " is not the one the save's random numbers draw here, " + drawn + ": from turn 2"
                + " on the tiles do not follow them, so the save was changed after the game or made by another program;"
                + " imported as it is, with the sheep and wolf tokens worked out from its random numbers all the same";
    }

    @Test
    void aSaveWithATilePutAsideFollowsItsNumbersWhereTheNextTileIsDrawnWithTheNumberMovedOn() throws Exception {
        // Anna's city cap closes the start tile's city from the north: every open square then has a
        // road or a field beside it, so the city of four sides (JCZ BA/Cccc+, our base/C) fits nowhere.
        Scenario s = JczImport.read(JczSaves.copy(JczSaves.PUT_ASIDE, dir), Locale.ENGLISH).game();
        assertThat(s.turns()).extracting(t -> ((Turn.TileTurn) t).tile().id()).containsExactly("base/E", "base/H");
        Game g = Resolver.setUp(s.withTurns(s.turns().subList(0, 1)), false);
        Resolver.apply(g, s.turns().get(0));
        assertThat(Frontier.of(g.board()).placements(Catalogue.standard().byId("base/C"))).isEmpty();

        // JCZ 5.12: the second turn's number 0.40340909… draws index 35 of 88, BA/Cccc+, put aside; the
        // number moved on, 0.09086837…, draws index 7 of the 87 left: BA/CFC.2, the tile the save places.
        JczImport.Imported imported = JczImport.imported(JczSaves.copy(JczSaves.PUT_ASIDE, dir), Locale.ENGLISH);
        assertThat(imported.tileOrder()).isNull();
        assertThat(imported.lesson().description().get("en")).contains("2 turns, the game still running. Its tiles"
                + " came in the order its random numbers draw them.");

        // The same moves as a save of JCZ 5.8, which draws again with the same number: index 35 of 87, BA/L.
        String as58 = JczSaves.text(JczSaves.PUT_ASIDE).replace("\"5.12.1\"", "\"5.8.0\"");
        JczImport.Imported other = JczImport.imported(as58, "put-aside", Locale.ENGLISH);
        assertThat(other.tileOrder().path()).isEqualTo("replay[3].payload.tileId");
        assertThat(other.tileOrder().text()).isEqualTo(offAtTurnTwo("BA/CFC.2", "BA/L"));
    }

    @Test
    void aSaveOfJcz58IsCheckedTooItsNextTileDrawnWithTheSameNumber() throws Exception {
        // JCZ 5.7 and 5.8 build the same pack and draw a turn's tile with the number the last commit
        // left; only a second draw in the turn differs: they use the number as it is.
        JczImport.Imported imported = JczImport.imported(JczSaves.copy(JczSaves.PUT_ASIDE_58, dir), Locale.ENGLISH);
        assertThat(imported.tileOrder()).isNull();
        assertThat(imported.lesson().description().get("en")).startsWith("Imported from a JCloisterZone 5.8.0 save")
                .contains("Its tiles came in the order its random numbers draw them.");
        assertThat(imported.lesson().description().get("nl"))
                .contains("De tegels kwamen in de volgorde waarin de toevalsgetallen ze trekken.");
        assertThat(imported.lesson().game().turns()).extracting(t -> ((Turn.TileTurn) t).tile().id())
                .containsExactly("base/E", "base/B");
        // As a save of 5.12 the number would have moved on, to BA/CFC.2.
        String as512 = JczSaves.text(JczSaves.PUT_ASIDE_58).replace("\"5.8.0\"", "\"5.12.1\"");
        assertThat(JczImport.imported(as512, "put-aside", Locale.ENGLISH).tileOrder().text())
                .isEqualTo(offAtTurnTwo("BA/L", "BA/CFC.2"));

        // A 5.8 save whose first tile is not the one drawn says so, as a later version's does.
        Path changed = dir.resolve("changed-5.8.jcz");
        Files.writeString(changed, JczSaves.text(JczSaves.PUT_ASIDE_58).replace("\"initialRandom\": 0.03",
                "\"initialRandom\": 0.5"));
        JczImport.Imported off = JczImport.imported(changed, Locale.ENGLISH);
        assertThat(off.tileOrder().path()).isEqualTo("replay[0].payload.tileId");
        assertThat(off.tileOrder().text()).startsWith("the tile BA/C is not the one the save's random numbers draw"
                + " here, ").contains("from turn 1 on");
        assertThat(off.lesson().description().get("en")).contains("From turn 1 on its tiles are not the ones");
    }
}

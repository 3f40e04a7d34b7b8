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
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.tile.TileType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A save's tile order checked against its random numbers (docs/scenario-format.md, "The tile
 * order"): every tile of the three games JCZ played is the one its numbers draw; a save whose
 * tiles do not follow them is imported all the same and says from which turn on, in its
 * description and as {@code kudde import}'s warning; a drawn tile that fits nowhere is put aside.
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
        assertThat(pile.putAside()).isEqualTo(1);
        // Where the first tile fits somewhere, it is the tile drawn, and the save's second is not.
        JczPile fits = new JczPile("BA/RCr");
        assertThat(fits.draws(second, new JczRandom(0.7, true), id -> false)).isEqualTo(first);
        assertThat(fits.putAside()).isZero();
    }
}

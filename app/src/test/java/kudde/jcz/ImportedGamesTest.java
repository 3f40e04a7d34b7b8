package kudde.jcz;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleSet;
import kudde.engine.rules.Variant;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.scenario.CheckVerdict;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import kudde.lesson.Lesson;

/**
 * Importing JCloisterZone saves (docs/scenario-format.md "Importing a JCloisterZone
 * save"): three whole games played by JCZ 5.12 itself end with JCZ's own final scores, the draws
 * worked out from their random numbers; a small save written for the tests has each kind of move.
 */
class ImportedGamesTest {
    @TempDir
    Path dir;

    static Stream<Arguments> games() {
        // JCZ's final scores for these saves, as the notes that came with them give them.
        return Stream.of(
                Arguments.of(JczSaves.TWO, 82, Map.of("Alice", 38, "Bob", 27)),
                Arguments.of(JczSaves.THREE, 81, Map.of("Alice", 36, "Bob", 28, "Carol", 30)),
                Arguments.of(JczSaves.FOUR, 82, Map.of("Alice", 27, "Bob", 12, "Carol", 26, "Dave", 20)));
    }

    private Lesson imported(String save) throws Exception {
        return JczImport.read(JczSaves.copy(save, dir), Locale.ENGLISH);
    }

    private static Map<String, Integer> scoresByName(Scenario s, Resolution r) {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (int p = 0; p < s.players().size(); p++) {
            out.put(s.players().get(p).name(), r.end().scores()[p]);
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("games")
    void aWholeGameEndsWithJczsFinalScores(String save, int turns, Map<String, Integer> jcz) throws Exception {
        Lesson s = imported(save);
        assertThat(s.game().rules()).isEqualTo(RuleSet.of(Preset.SECOND_EDITION));
        assertThat(s.game().players()).extracting(p -> p.name()).containsExactlyElementsOf(
                List.of("Alice", "Bob", "Carol", "Dave").subList(0, jcz.size()));
        // Every turn of the save, then the final scoring: the tiles are used up.
        assertThat(s.game().turns()).hasSize(turns + 1).last().isInstanceOf(Turn.EndGame.class);
        Resolution r = Resolver.resolve(s.game());
        assertThat(r.ok()).as(String.valueOf(r.error())).isTrue();
        assertThat(scoresByName(s.game(), r)).isEqualTo(jcz);
        // Self-contained: every draw is scripted, and check passes on its own expect.
        assertThat(r.steps()).filteredOn(st -> st.rule().name().equals("S2") || st.rule().name().equals("S6"))
                .hasSize(s.game().bag().draws().size());
        assertThat(CheckVerdict.of(s, Locale.ENGLISH).differences()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyTurnEndsWithJczsScores(String save, int turns, Map<String, Integer> jcz) throws Exception {
        // JCZ's own engine (5.12, the version that wrote these saves) replayed each save and wrote its
        // scores after every committed turn beside it, the last after final scoring.
        Scenario s = imported(save).game();
        List<String> perTurn = JczSaves.jczScoresPerTurn(save);
        assertThat(perTurn).hasSize(turns).last().isEqualTo(String.join(" ",
                s.players().stream().map(p -> String.valueOf(jcz.get(p.name()))).toList()));
        // The scores change at several turns before the end, so this is more than the final scores again.
        assertThat(perTurn.subList(0, turns - 1).stream().distinct().count()).as(save).isGreaterThanOrEqualTo(5);
        List<String> ours = JczSaves.scoresPerTurn(s, turns);
        for (int i = 0; i < turns; i++) {
            assertThat(ours.get(i)).as(save + " after turn " + (i + 1)).isEqualTo(perTurn.get(i));
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void anImportWrittenAndReadAgainIsTheSameScenario(String save, int turns, Map<String, Integer> jcz)
            throws Exception {
        Lesson s = imported(save);
        assertThat(ScenarioReader.read(ScenarioWriter.write(s))).isEqualTo(s);
    }

    @Test
    void eachKindOfMoveImportsAndATakenBackTileIsNotPlayed() throws Exception {
        Lesson s = imported(JczSaves.MOVES);
        assertThat(ScenarioReader.read(ScenarioWriter.write(s))).isEqualTo(s);
        List<Turn.TileTurn> turns = s.game().turns().stream().map(Turn.TileTurn.class::cast).toList();
        // A running game: its seven committed turns, no final scoring, nothing expected.
        assertThat(turns).hasSize(7);
        assertThat(s.game().expect()).isNull();
        assertThat(s.description().get("en")).contains("7 turns, the game still running");
        assertThat(s.game().players()).extracting(p -> p.id() + "=" + p.name()).containsExactly("anna=Anna", "bram=Bram");
        // The monastery tile Anna laid at [1,-1] and took back (UNDO) is not played; the city cap is.
        assertThat(turns).noneMatch(t -> t.at().equals(new Pos(1, -1)));
        assertThat(turns.get(2).tile().id()).isEqualTo("base/E");
        assertThat(turns.get(2).at()).isEqualTo(new Pos(0, 1));
        assertThat(turns.get(2).rotation()).isEqualTo(180);
        // A follower on a road (WE), the shepherd in a field, a farmer on a turned hill tile, a monk.
        assertThat(turns.get(0).place()).isEqualTo(new Turn.Placement(FigureKind.FOLLOWER, "road:E"));
        assertThat(turns.get(1).place()).isEqualTo(new Turn.Placement(FigureKind.SHEPHERD, "field:ESE"));
        assertThat(turns.get(4).tile().id()).isEqualTo("hs/13");
        assertThat(turns.get(4).place()).isEqualTo(new Turn.Placement(FigureKind.FOLLOWER, "field:ESE"));
        assertThat(turns.get(6).place()).isEqualTo(new Turn.Placement(FigureKind.FOLLOWER, "monastery"));
        // PASS: no figure. EXPAND is a grow, SCORE a guide.
        assertThat(turns.get(2).place()).isNull();
        assertThat(turns.get(3).flock()).isEqualTo(Turn.Flock.GROW);
        assertThat(turns.get(5).flock()).isEqualTo(Turn.Flock.GUIDE);
        // The draws, worked out by hand from the format's notes: Bram's shepherd draws with the number
        // after Anna's commit (0.31), moved on once by the tile draw: 0.27999…, index 5 of the full
        // bag of 18 = a 2; the grow uses its own 0.05: index 0 of the 17 left = a 1.
        assertThat(s.game().bag().draws()).containsExactly(Token.TWO, Token.ONE);
        Resolution r = Resolver.resolve(s.game());
        assertThat(r.ok()).isTrue();
        // Bram guides 2 + 1 sheep (S7).
        assertThat(r.end().scores()).containsExactly(0, 3);
    }

    @Test
    void anImportedGameCarriesTheTilesStillToComeAndAHillTileHidesOneMore() throws Exception {
        // A running game: the odds count the rest of the game from the whole box, less the start tile.
        Scenario s = imported(JczSaves.MOVES).game();
        assertThat(s.tilesLeft()).isEqualTo(89);
        assertThat(Odds.tilesAfter(s, 3)).isEqualTo(89 - 4);
        // Turn 5 lays the hill tile hs/13: a tile goes face down under it (H1).
        assertThat(((Turn.TileTurn) s.turns().get(4)).tile().hill()).isTrue();
        assertThat(Odds.tilesAfter(s, 4)).isEqualTo(89 - 4 - 2);
        assertThat(Resolver.resolve(s).steps()).anySatisfy(step -> assertThat(step.event()).isEqualTo("hill-hides-tile"));
        // A whole game ends when the tiles run out, the tiles hidden under its hills among them (H1):
        // from the set-up, its tile turns and one tile under each hill tile are the whole box but the start tile.
        for (String save : List.of(JczSaves.TWO, JczSaves.THREE, JczSaves.FOUR)) {
            Scenario game = imported(save).game();
            assertThat(game.tilesLeft()).isNull();
            assertThat(game.turns().get(game.turns().size() - 1)).isInstanceOf(Turn.EndGame.class);
            long hills = game.turns().stream().filter(t -> t instanceof Turn.TileTurn tt && tt.tile().hill()).count();
            assertThat(hills).as(save).isPositive();
            assertThat(Odds.tilesAfter(game, -1)).as(save).isEqualTo(89);
            assertThat(Odds.tilesAfter(game, game.turns().size() - 2)).as(save).isZero();
        }
    }

    @Test
    void aTilePlacedAfterTheLastTileOfTheGameIsRefused() throws Exception {
        // The two-player game used every tile of the box; one more turn cannot have drawn a tile.
        String end = "\"random\": 0.04094730939133462\n      },\n      \"player\": 1,\n      \"clock\": 989862\n    }";
        String save = JczSaves.text(JczSaves.TWO);
        assertThat(save).contains(end);
        String more = save.replace(end, end + ",\n    {\"type\": \"PLACE_TILE\", \"payload\": {\"tileId\": \"BA/C\","
                + " \"rotation\": \"R0\", \"position\": [3, -9]}, \"player\": 0},\n"
                + "    {\"type\": \"COMMIT\", \"payload\": {\"random\": 0.5}, \"player\": 0}");
        kudde.scenario.ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(
                kudde.scenario.ScenarioException.class, () -> JczImport.read(more, "more", Locale.ENGLISH));
        assertThat(e.getMessage()).contains("the tile BA/C is placed after the last tile of the game was drawn:"
                + " the save does not add up");
    }

    @Test
    void aTokenDrawnFromAnEmptyBagIsRefused() throws Exception {
        TileType tile = Catalogue.standard().byId("base/U");
        JczSave.Turn shepherd = new JczSave.Turn(8, 0, "BA/RFr", tile, new Pos(1, 0), 0,
                new JczSave.Deploy(9, true, "Field", "NL"), null, null, 0.5);
        JczSave.Turn grow = new JczSave.Turn(12, 1, "BA/RFr", tile, new Pos(2, 0), 0, null, true, 0.25, 0.5);
        for (JczSave.Turn t : List.of(shepherd, grow)) {
            JczSave.Refused r = org.junit.jupiter.api.Assertions.assertThrows(JczSave.Refused.class,
                    () -> JczImport.Replay.draw(t, new JczRandom(0.3, true), new int[5]));
            assertThat(r.key).isEqualTo("jcz.emptyBag");
            assertThat(r.path).isEqualTo("replay[" + t.move() + "]");
            assertThat(kudde.scenario.ErrorText.of(Locale.ENGLISH).get(r.key, r.args))
                    .isEqualTo("a token is drawn from an empty bag: the save does not add up (S11)");
            assertThat(kudde.scenario.ErrorText.of(new Locale("nl")).get(r.key, r.args))
                    .isEqualTo("er wordt een fiche uit een lege buidel getrokken: het bestand klopt niet (S11)");
            // With one token left the same draw takes it.
            assertThat(JczImport.Replay.draw(t, new JczRandom(0.3, true), new int[] {0, 0, 0, 0, 1})).isEqualTo(Token.WOLF);
        }
        // A guide draws nothing, whatever the bag.
        JczSave.Turn guide = new JczSave.Turn(12, 1, "BA/RFr", tile, new Pos(2, 0), 0, null, false, 0.25, 0.5);
        assertThat(JczImport.Replay.draw(guide, new JczRandom(0.3, true), new int[5])).isNull();
    }

    @Test
    void theHillTiebreakOptionMapsToOurs() throws Exception {
        String save = JczSaves.text(JczSaves.MOVES).replace("\"rules\": {}",
                "\"rules\": {\"hill-tiebreaker\": \"number-of-followers\"}");
        assertThat(save).contains("number-of-followers");
        Lesson s = JczImport.read(save, "moves", Locale.ENGLISH);
        assertThat(s.game().rules()).isEqualTo(RuleSet.of(Preset.SECOND_EDITION).with(Variant.HILL_TIEBREAK, "count"));
        String presence = JczSaves.text(JczSaves.MOVES).replace("\"rules\": {}",
                "\"rules\": {\"hill-tiebreaker\": \"at-least-one-follower\"}");
        assertThat(JczImport.read(presence, "moves", Locale.ENGLISH).game().rules()).isEqualTo(RuleSet.of(Preset.SECOND_EDITION));
    }

    @Test
    void aGameEndedEarlyByItsAnnotationsEndsThere() throws Exception {
        String save = JczSaves.text(JczSaves.MOVES).replaceFirst("\"replay\"", "\"gameAnnotations\": {\"endTurn\": 4}, \"replay\"");
        Lesson s = JczImport.read(save, "moves", Locale.ENGLISH);
        assertThat(s.game().turns()).hasSize(5).last().isInstanceOf(Turn.EndGame.class);
        assertThat(s.description().get("en")).contains("4 turns, the whole game");
        Resolution r = Resolver.resolve(s.game());
        assertThat(r.ok()).isTrue();
        // At the end Anna's thief on the open road of 4 tiles, [-2,0] to [1,0], scores 4 (B8); Bram's
        // flock of 3 sheep scores nothing (S10).
        assertThat(r.end().scores()).containsExactly(4, 0);
        assertThat(s.game().expect().scores()).isEqualTo(Map.of("anna", 4, "bram", 0));
    }

    @Test
    void savesBeforeJcz59UseEachRandomNumberAsItIs() throws Exception {
        // Anna commits her first turn with 0.95, and the game ends after Bram's shepherd draws.
        String save = JczSaves.text(JczSaves.MOVES).replace("\"random\": 0.31", "\"random\": 0.95")
                .replaceFirst("\"replay\"", "\"gameAnnotations\": {\"endTurn\": 2}, \"replay\"");
        // 5.12: Bram's tile draw moves 0.95 on to 0.79996…: index 14 of the bag of 18, a 4.
        assertThat(JczImport.read(save, "moves", Locale.ENGLISH).game().bag().draws()).containsExactly(Token.FOUR);
        // 5.8: the number is used as it is, floor(0.95 × 18) = 17: the second wolf.
        assertThat(JczImport.read(save.replace("5.12.1", "5.8.0"), "moves", Locale.ENGLISH).game().bag().draws())
                .containsExactly(Token.WOLF);
    }

    @Test
    void theNamesOfTheGameAreTheSavesInBothLanguages() throws Exception {
        Lesson s = imported(JczSaves.THREE);
        assertThat(s.title()).containsEntry("en", "random-hs-202-3p (JCloisterZone, 3 players)")
                .containsEntry("nl", "random-hs-202-3p (JCloisterZone, 3 spelers)");
        assertThat(s.description().get("nl")).contains("81 beurten, de hele partij");
    }
}

package kudde.engine.play;

import static kudde.engine.ScenarioBuilder.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import kudde.engine.ScenarioBuilder;
import kudde.engine.ScenarioBuilder.Played;
import kudde.engine.board.Board;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Token;
import kudde.engine.rules.Preset;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.Variant;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The explanation is data: every step names its rule, event, message and points, carries a
 * snapshot to show the board at that step, and a note where the other preset would decide
 * differently (docs/rules.md, "Variants").
 */
class ExplanationTest {

    /**
     * One turn that uses every stage of the turn order of docs/rules.md. The loop of {@link
     * EdgeCasesTest#loopOfThree} is closed by hs/15 (hill: road north-west, one-tile city east):
     * red hides a tile (H1), puts a knight on the city (B2), blue's closed inner field is kept or
     * guided (S8), red tends the outer field and grows (S4, S6), the dragon eats red's shepherd (D1,
     * D2, before or after scoring, D4) and green's thief scores the 4-tile loop (B3).
     */
    static Played everyStageOfATurn(Preset preset) {
        return EdgeCasesTest.loopOfThree(preset)
                .tile("base/B", 2, 0).dragonAt(2, 0)
                .shepherd("blue", 0, 0, "field:ESE", 2).shepherd("red", 1, 0, "field:NNW", 1)
                .follower("green", 0, 0, "road:E")
                .draws(3)
                .play("red", "hs/15", 1, 1, 90).hiding("base/U").placeFollower("city:E").grow().dragonPath(1, 0)
                .resolve().legal();
    }

    @Nested
    class TurnOrder {
        @Test
        void secondEditionGuidesThenTendsThenMovesTheDragonThenScores() {
            Played p = everyStageOfATurn(Preset.SECOND_EDITION);
            assertThat(p.events()).containsExactly("hill-hides-tile", "tile-placed", "follower-placed",
                    "field-closed-guided", "tend", "flock-grow", "dragon-enters", "dragon-eats-shepherd", "road-scored");
            assertThat(p.steps()).extracting(Step::rule).containsExactly(RuleId.H1, RuleId.B1, RuleId.B2, RuleId.S8,
                    RuleId.S4, RuleId.S6, RuleId.D1, RuleId.D2, RuleId.B3);
            assertThat(p.score("blue")).isEqualTo(2);
            assertThat(p.score("green")).isEqualTo(4);
            assertThat(p.step("dragon-eats-shepherd").message().args()).containsExactly("red", 4, PlaceWords.tileNextToStart("E", "[1,0]"));
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [1,0]", "follower red [1,1] city:E");
            assertThat(p.bag()).isEqualTo(ShepherdRulesTest.FULL_BAG);
        }

        @Test
        void seedKeepsTheClosedFlockThenTendsThenScoresThenMovesTheDragon() {
            Played p = everyStageOfATurn(Preset.SEED);
            assertThat(p.events()).containsExactly("hill-hides-tile", "tile-placed", "follower-placed", "no-tending",
                    "field-closed-kept", "tend", "flock-grow", "road-scored", "dragon-enters", "dragon-eats-shepherd");
            assertThat(p.score("blue")).isZero();
            assertThat(p.score("green")).isEqualTo(4);
            assertThat(p.figures()).containsExactlyInAnyOrder("dragon [1,0]", "follower red [1,1] city:E",
                    "shepherd blue [0,0] field:ESE [2]");
        }

        @Test
        void everyStepOfTheTurnCarriesItsTurnIndex() {
            Played p = everyStageOfATurn(Preset.SEED);
            assertThat(p.steps()).allSatisfy(s -> assertThat(s.turn()).isZero());
        }
    }

    @Nested
    class StepsAreData {
        @Test
        void everyStepHasARuleAnEventAMessageAndPointsPerPlayer() {
            for (Played p : richResolutions()) {
                for (Step s : p.steps()) {
                    assertThat(s.rule()).isNotNull();
                    assertThat(s.rules()).first().isEqualTo(s.rule());
                    assertThat(s.event()).matches("[a-z]+(-[a-z]+)*");
                    assertThat(s.message().key()).matches("(step|final)\\.[a-zA-Z.-]+");
                    assertThat(s.points()).hasSize(p.resolution().scenario().players().size());
                    assertThat(s.highlight()).isNotNull();
                    assertThat(s.after()).isNotNull();
                }
            }
        }

        @Test
        void thePointsOfTheStepsAddUpToTheScores() {
            for (Played p : richResolutions()) {
                int players = p.resolution().scenario().players().size();
                int[] sum = new int[players];
                for (Step s : p.steps()) {
                    for (int i = 0; i < players; i++) {
                        sum[i] += s.points()[i];
                    }
                }
                for (int i = 0; i < players; i++) {
                    int start = p.resolution().scenario().players().get(i).score();
                    assertThat(p.resolution().end().scores()[i]).isEqualTo(start + sum[i]);
                }
            }
        }

        @Test
        void aStepsSnapshotScoresChangeByExactlyItsPoints() {
            for (Played p : richResolutions()) {
                int[] before = p.resolution().scenario().players().stream().mapToInt(x -> x.score()).toArray();
                for (Step s : p.steps()) {
                    for (int i = 0; i < before.length; i++) {
                        assertThat(s.after().scores()[i]).as(s.event()).isEqualTo(before[i] + s.points()[i]);
                    }
                    before = s.after().scores();
                }
            }
        }

        @Test
        void everyMessageKeyExistsInBothLanguages() throws IOException {
            Properties en = bundle("messages_en.properties");
            Properties nl = bundle("messages_nl.properties");
            List<String> keys = new ArrayList<>();
            for (Played p : richResolutions()) {
                for (Step s : p.steps()) {
                    collect(s.message(), keys);
                    s.details().forEach(m -> collect(m, keys));
                    s.notes().forEach(m -> collect(m, keys));
                }
            }
            assertThat(keys).isNotEmpty();
            for (String k : keys) {
                assertThat(en.containsKey(k)).as("en " + k).isTrue();
                assertThat(nl.containsKey(k)).as("nl " + k).isTrue();
            }
        }

        private void collect(Message m, List<String> keys) {
            keys.add(m.key());
            for (Object a : m.args()) {
                if (a instanceof Message nested) {
                    collect(nested, keys);
                } else if (a instanceof Message.Term t) {
                    keys.add(t.key());
                }
            }
        }

        private Properties bundle(String name) throws IOException {
            Properties p = new Properties();
            try (InputStream in = ExplanationTest.class.getResourceAsStream("/kudde/explain/" + name)) {
                assertThat(in).as(name).isNotNull();
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            return p;
        }
    }

    @Nested
    class Snapshots {
        @Test
        void boardAtAStepsTileCountShowsTheBoardOfThatStep() {
            Played p = scenario().players("red", "blue").tile("base/U", 0, 0).draws(3, 2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .play("blue", "base/U", 2, 0)
                    .play("red", "base/U", 3, 0).grow()
                    .resolve().legal();
            for (Step s : p.steps()) {
                Board b = p.resolution().boardAt(s.after().tileCount());
                assertThat(b.tileCount()).isEqualTo(s.after().tileCount());
                assertThat(s.after().tileCount()).isEqualTo(2 + s.turn());
                assertThat(b.tileAt(1 + s.turn(), 0)).isNotNegative();
                assertThat(b.tileAt(2 + s.turn(), 0)).isEqualTo(-1);
            }
        }

        @Test
        void figuresBagAndScoresAreThoseOfTheStep() {
            Played p = scenario().players("red").tile("base/U", 0, 0).draws(3, 2)
                    .play("red", "base/U", 1, 0).placeShepherd("field:NNW")
                    .play("red", "base/U", 2, 0).grow()
                    .play("red", "base/U", 3, 0).guide()
                    .resolve().legal();
            Snapshot placed = p.step("shepherd-placed").after();
            assertThat(p.figures(placed)).containsExactly("shepherd red [1,0] field:NNW []");
            assertThat(Played.bag(placed)).containsEntry("3", 5);
            Snapshot drawn = p.step("shepherd-draws-sheep").after();
            assertThat(p.figures(drawn)).containsExactly("shepherd red [1,0] field:NNW [3]");
            assertThat(Played.bag(drawn)).containsEntry("3", 4);
            Snapshot grown = p.step("flock-grow").after();
            assertThat(p.figures(grown)).containsExactly("shepherd red [1,0] field:NNW [3, 2]");
            assertThat(Played.bag(grown)).containsEntry("2", 4);
            assertThat(grown.scores()).containsExactly(0);
            Snapshot guided = p.step("flock-guide").after();
            assertThat(p.figures(guided)).isEmpty();
            assertThat(guided.scores()).containsExactly(5);
            assertThat(Played.bag(guided)).isEqualTo(ShepherdRulesTest.FULL_BAG);
            assertThat(guided.followerSupply()).containsExactly(7);
        }

        @Test
        void everySnapshotKeepsAllEighteenTokensBetweenBagAndBoard() {
            for (Played p : richResolutions()) {
                if (p.resolution().scenario().bag().contents() != null) {
                    continue;
                }
                for (Step s : p.steps()) {
                    int[] tokens = s.after().bag().clone();
                    for (Figure f : s.after().figures()) {
                        if (f.kind() == FigureKind.SHEPHERD) {
                            for (int v : f.sheep()) {
                                tokens[v - 1]++;
                            }
                        }
                    }
                    for (Token t : Token.ORDER) {
                        assertThat(tokens[t.ordinal()]).as(s.event() + " " + t.key()).isEqualTo(t.inGame());
                    }
                }
            }
        }

        @Test
        void snapshotFiguresStandOnTilesOfThatSnapshot() {
            for (Played p : richResolutions()) {
                for (Step s : p.steps()) {
                    Board b = p.resolution().boardAt(s.after().tileCount());
                    for (Figure f : s.after().figures()) {
                        assertThat(f.tile()).isLessThan(s.after().tileCount());
                        assertThat(b.tileAt(f.x(), f.y())).isEqualTo(f.tile());
                    }
                }
            }
        }

        @Test
        void theTilePlacedHighlightShowsTheNewTile() {
            Played p = scenario().players("red").tile("base/U", 0, 0).play("red", "base/U", 1, 0).resolve().legal();
            assertThat(p.step("tile-placed").highlight().tiles()).containsExactly(new Pos(1, 0));
        }
    }

    @Nested
    class Notes {
        @Test
        void closedFieldUnderSeedSaysTheSecondEditionWouldGuide() {
            Played p = closeBluesInnerField(scenario().preset(Preset.SEED));
            assertThat(p.step("field-closed-kept").notes()).containsExactly(
                    Message.of("note.closedField.wouldGuide", new Message.Term("preset.rules.second-edition")));
        }

        @Test
        void closedFieldUnderSecondEditionSaysTheSeedWouldKeep() {
            Played p = closeBluesInnerField(scenario().preset(Preset.SECOND_EDITION));
            assertThat(p.step("field-closed-guided").notes()).containsExactly(
                    Message.of("note.closedField.wouldKeep", new Message.Term("preset.rules.seed")));
        }

        @Test
        void aClosedFieldVariantBorrowedFromTheOtherEditionIsNotedAgainstItsOwnPreset() {
            // editions/02: the 1st-edition rules with the 2nd edition's closed field. The 2nd edition
            // guides too, but the 1st edition, whose rules the lesson otherwise keeps, does not.
            Played guide = closeBluesInnerField(scenario().preset(Preset.SEED).variant(Variant.CLOSED_FIELD, "guide"));
            assertThat(guide.step("field-closed-guided").notes()).containsExactly(
                    Message.of("note.closedField.wouldKeep", new Message.Term("preset.rules.seed")));
            Played keep = closeBluesInnerField(scenario().preset(Preset.SECOND_EDITION)
                    .variant(Variant.CLOSED_FIELD, "ignore"));
            assertThat(keep.step("field-closed-kept").notes()).containsExactly(
                    Message.of("note.closedField.wouldGuide", new Message.Term("preset.rules.second-edition")));
        }

        @Test
        void stepsTheOtherPresetDecidesAlikeHaveNoNote() {
            Played p = closeBluesInnerField(scenario().preset(Preset.SEED));
            assertThat(p.step("tile-placed").notes()).isEmpty();
            assertThat(p.step("road-completed").notes()).isEmpty();
        }

        @Test
        void theDragonTimingNoteIsGivenOncePerMove() {
            // After scoring (seed), red's thief scores; the dragon then crosses its tile and another.
            Played p = scenario().players("red", "blue")
                    .tile("base/A", 0, 0, 270).tile("base/U", 1, 0).tile("base/B", 1, -1).tile("base/B", 0, -1)
                    .dragonAt(1, -1).follower("red", 1, 0, "road:W")
                    .play("blue", "base/A", 2, 0, 90).dragonPath(1, 0, 0, 0)
                    .resolve().legal();
            List<Step> enters = p.stepsWith("dragon-enters");
            assertThat(enters).hasSize(2);
            assertThat(enters.get(0).notes()).containsExactly(Message.of("note.dragonTiming.before",
                    new Message.Term("preset.rules.second-edition")));
            assertThat(enters.get(1).notes()).isEmpty();
        }

        private Played closeBluesInnerField(ScenarioBuilder b) {
            return b.players("red", "blue")
                    .tile("base/V", 0, 0, 270).tile("base/V", 1, 0).tile("base/V", 0, 1, 180)
                    .shepherd("blue", 0, 0, "field:ESE", 3)
                    .play("red", "base/V", 1, 1, 90)
                    .resolve().legal();
        }
    }

    /** Resolutions with many kinds of steps, for the checks that hold for every step. */
    static List<Played> richResolutions() {
        List<Played> out = new ArrayList<>();
        out.add(everyStageOfATurn(Preset.SEED));
        out.add(everyStageOfATurn(Preset.SECOND_EDITION));
        out.add(scenario().players("red", "blue", "green")
                .tile("base/U", 0, 0).tile("base/U", 2, 0)
                .shepherd("red", 0, 0, "field:NNW", 2).shepherd("blue", 2, 0, "field:NNW", 3)
                .follower("green", 0, 0, "field:ESE").follower("blue", 2, 0, "road:E")
                .draws(1, "wolf", 4)
                .play("red", "base/U", 1, 0).grow()
                .play("blue", "base/U", 3, 0).grow()
                .play("green", "base/E", 1, 1, 180).placeShepherd("field:WNW")
                .play("red", "hs/13", 4, 0, 90).placeFollower("field:NNW")
                .endGame()
                .resolve().legal());
        out.add(scenario().players("red", "blue")
                .tile("base/E", 0, 0).tile("base/E", 0, -1, 180).tile("hs/13", 1, 0)
                .tile("base/B", 0, 1).tile("hs/01", -1, 1, 270)
                .follower("red", 1, 0, "field:WSW").follower("blue", 0, 0, "field:SSE")
                .follower("red", 0, 1, "monastery").shepherd("blue", 1, 0, "field:ESE", 4)
                .endGame().resolve().legal());
        return out;
    }

    @Test
    void theRichResolutionsReallyAreRich() {
        List<String> events = new ArrayList<>();
        richResolutions().forEach(p -> events.addAll(p.events()));
        assertThat(events).contains("tile-placed", "hill-hides-tile", "follower-placed", "shepherd-placed",
                "shepherd-draws-sheep", "fields-merged", "tend", "flock-grow", "flock-wolf", "field-closed-kept",
                "field-closed-guided", "dragon-enters", "dragon-eats-shepherd", "road-scored", "final-road",
                "final-field", "final-monastery", "flock-unscored");
    }
}

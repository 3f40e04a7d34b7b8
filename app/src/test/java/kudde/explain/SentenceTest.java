package kudde.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import kudde.engine.play.Message;
import org.junit.jupiter.api.Test;

/** The message patterns: lists and plurals for one, two and three players, and one or several items. */
class SentenceTest {
    private static final List<String> ONE = List.of("Anna");
    private static final List<String> TWO = List.of("Anna", "Bram");
    private static final List<String> THREE = List.of("Anna", "Bram", "Cor");

    private final Sentence en = new Sentence(Locale.ENGLISH, "and");
    private final Sentence nl = new Sentence(Locale.forLanguageTag("nl"), "en");

    @Test
    void listsAreWrittenOutWithTheLanguagesAnd() {
        assertThat(en.list(List.of())).isEmpty();
        assertThat(en.list(ONE)).isEqualTo("Anna");
        assertThat(en.list(TWO)).isEqualTo("Anna and Bram");
        assertThat(en.list(THREE)).isEqualTo("Anna, Bram and Cor");
        assertThat(nl.list(TWO)).isEqualTo("Anna en Bram");
        assertThat(nl.list(THREE)).isEqualTo("Anna, Bram en Cor");
    }

    @Test
    void aChoiceOnAListCountsItsItems() {
        String p = "{0} {0,choice,1#scores|1<score} {1,choice,1#1 point|1<{1} points}.";
        assertThat(en.format(p, ONE, 1)).isEqualTo("Anna scores 1 point.");
        assertThat(en.format(p, TWO, 8)).isEqualTo("Anna and Bram score 8 points.");
        assertThat(en.format(p, THREE, 10)).isEqualTo("Anna, Bram and Cor score 10 points.");
        String q = "{0} {0,choice,1#krijgt|1<krijgen} {1,choice,1#1 punt|1<{1} punten}.";
        assertThat(nl.format(q, ONE, 1)).isEqualTo("Anna krijgt 1 punt.");
        assertThat(nl.format(q, TWO, 8)).isEqualTo("Anna en Bram krijgen 8 punten.");
        assertThat(nl.format(q, THREE, 10)).isEqualTo("Anna, Bram en Cor krijgen 10 punten.");
    }

    @Test
    void twoAreBothAndThreeAreAll() {
        String p = "{0} tie, so {0,choice,2#both score|2<all of them score}.";
        assertThat(en.format(p, TWO)).isEqualTo("Anna and Bram tie, so both score.");
        assertThat(en.format(p, THREE)).isEqualTo("Anna, Bram and Cor tie, so all of them score.");
        String q = "{0} staan gelijk, dus ze krijgen {0,choice,2#allebei|3#alle drie|3<allemaal} de punten.";
        assertThat(nl.format(q, TWO)).isEqualTo("Anna en Bram staan gelijk, dus ze krijgen allebei de punten.");
        assertThat(nl.format(q, THREE)).isEqualTo("Anna, Bram en Cor staan gelijk, dus ze krijgen alle drie de punten.");
    }

    @Test
    void aListOfOtherThingsThanPlayers() {
        String p = "{0,choice,1#The vineyard at {0} counts|1<The vineyards at {0} count}.";
        assertThat(en.format(p, List.of("[1,1]"))).isEqualTo("The vineyard at [1,1] counts.");
        assertThat(en.format(p, List.of("[1,1]", "[2,1]"))).isEqualTo("The vineyards at [1,1] and [2,1] count.");
        assertThat(en.format(p, List.of("[1,1]", "[2,1]", "[3,3]")))
                .isEqualTo("The vineyards at [1,1], [2,1] and [3,3] count.");
    }

    @Test
    void aChoiceOnANumberIsLeftAsItIs() {
        String p = "{1} {1,choice,1#has|1<have} {0,choice,1#1 sheep|1<{0} sheep}; {2,choice,0#none|1#one|1<{2}}";
        assertThat(en.format(p, 3, TWO, 0)).isEqualTo("Anna and Bram have 3 sheep; none");
        assertThat(en.format(p, 1, ONE, 2)).isEqualTo("Anna has 1 sheep; 2");
    }

    @Test
    void unnamedPlayersAreTheirColourWithACapital() {
        assertThat(Texts.of("en").player("red")).isEqualTo("Red");
        assertThat(Texts.of("nl").player("red")).isEqualTo("Rood");
        assertThat(Texts.of("nl").player("blue")).isEqualTo("Blauw");
        assertThat(Texts.of("en").player("p1")).isEqualTo("P1");
        Message scored = Message.of("step.scored", Message.of("step.road-complete", 3),
                new Message.Names(List.of(new Message.Unnamed("red"), "Bram")), 3);
        assertThat(Texts.of("en").render(scored)).isEqualTo("The road is complete: 3 tiles. Red and Bram each score 3 points.");
        assertThat(Texts.of("nl").render(scored)).isEqualTo("De weg is af: 3 tegels. Rood en Bram krijgen allebei 3 punten.");
    }

    @Test
    void theScoringSentenceAgreesWithOneTwoAndThreePlayers() {
        Message road = Message.of("step.road-complete", 1);
        for (List<String> who : List.of(ONE, TWO, THREE)) {
            String en1 = Texts.of("en").render(Message.of("step.scored", road, new Message.Names(who), 1));
            String nl1 = Texts.of("nl").render(Message.of("step.scored", road, new Message.Names(who), 1));
            if (who.size() == 1) {
                assertThat(en1).isEqualTo("The road is complete: 1 tile. Anna scores 1 point.");
                assertThat(nl1).isEqualTo("De weg is af: 1 tegel. Anna krijgt 1 punt.");
            } else if (who.size() == 2) {
                assertThat(en1).isEqualTo("The road is complete: 1 tile. Anna and Bram each score 1 point.");
                assertThat(nl1).isEqualTo("De weg is af: 1 tegel. Anna en Bram krijgen allebei 1 punt.");
            } else {
                assertThat(en1).isEqualTo("The road is complete: 1 tile. Anna, Bram and Cor each score 1 point.");
                assertThat(nl1).isEqualTo("De weg is af: 1 tegel. Anna, Bram en Cor krijgen ieder 1 punt.");
            }
        }
    }

    @Test
    void anUnnamedPlayerPlacingATileIsCalledByColourAndTheTileByWhatItShows() {
        kudde.engine.ScenarioBuilder.Played p = kudde.engine.ScenarioBuilder.scenario().unnamedPlayer("red")
                .tile("base/U", 0, 0).play("red", "base/U", 1, 0).resolve().legal();
        kudde.engine.play.Step placed = p.step("tile-placed");
        assertThat(Texts.of("en").stepText(placed))
                .isEqualTo("Red places a tile with a straight road; it lies east of the start tile, not turned.");
        assertThat(Texts.of("nl").stepText(placed))
                .isEqualTo("Rood legt een tegel met een rechte weg aan ten oosten van de starttegel, niet gedraaid.");
        // An author reads the tile's id and the coordinates beside the same words.
        assertThat(Texts.forAuthors(java.util.Locale.ENGLISH).stepText(placed))
                .isEqualTo("Red places a tile with a straight road (base/U); it lies east of the start tile ([1,0]), not turned.");
        assertThat(Texts.forAuthors(Texts.DUTCH).stepText(placed))
                .isEqualTo("Rood legt een tegel met een rechte weg (base/U) aan ten oosten van de starttegel ([1,0]), niet gedraaid.");
    }

    @Test
    void aNeighboursVineyardIsNamedOnlyWhereAMonasteryIsInPlay() {
        // No start tile: the place is told from the tile south of it, hs/02, which shows a vineyard (V1).
        kudde.engine.play.Step alone = kudde.engine.ScenarioBuilder.scenario().unnamedPlayer("red")
                .tile("hs/02", 0, 1).play("red", "base/E", 0, 0, 180).resolve().legal().step("tile-placed");
        assertThat(Texts.of("en").stepText(alone)).isEqualTo("Red places a tile with a city edge; it lies north of the tile"
                + " with a corner city and a second city on the same edge, turned 180° clockwise.");
        assertThat(Texts.of("nl").stepText(alone)).isEqualTo("Rood legt een tegel met een stadsrand aan ten noorden van de"
                + " tegel met een hoekstad en een tweede stad aan dezelfde zijde, 180° met de klok mee gedraaid.");
        // With a monastery on the board the vineyard can count, and the tile is named by all it shows.
        kudde.engine.play.Step withMonastery = kudde.engine.ScenarioBuilder.scenario().unnamedPlayer("red")
                .tile("hs/02", 0, 1).tile("base/B", 0, 2).play("red", "base/E", 0, 0, 180).resolve().legal()
                .step("tile-placed");
        assertThat(Texts.of("en").stepText(withMonastery)).contains("north of the tile with a corner city, a second city"
                + " on the same edge and a vineyard,");
        assertThat(Texts.of("nl").stepText(withMonastery)).contains("ten noorden van de tegel met een hoekstad, een"
                + " tweede stad aan dezelfde zijde en een wijngaard,");
    }

    @Test
    void aShepherdStuckInAFieldClosedAtTheSetUpIsToldInBothLanguages() {
        Message one = Message.of("step.field-closed-at-setup", 2, new Message.Names(ONE));
        assertThat(Texts.of("en").render(one)).isEqualTo("Anna's shepherd stands in a field that is closed from the"
                + " start: no open edge is left, so no tile can ever enlarge it, and nobody can tend this flock. The flock"
                + " of 2 sheep stays until the end of the game and is then worth nothing.");
        assertThat(Texts.of("nl").render(one)).isEqualTo("De herder van Anna staat vanaf het begin in een afgesloten"
                + " weide: er is geen open rand meer, dus geen tegel kan die weide nog vergroten, en niemand kan deze kudde"
                + " verzorgen. De kudde van 2 schapen blijft staan tot het einde van het spel en is dan niets waard.");
        Message two = Message.of("step.field-closed-at-setup", 1, new Message.Names(TWO));
        assertThat(Texts.of("en").render(two)).startsWith("The shepherds of Anna and Bram stand in a field")
                .contains("The flock of 1 sheep stays");
        assertThat(Texts.of("nl").render(two)).startsWith("De herders van Anna en Bram staan vanaf het begin")
                .contains("De kudde van 1 schaap blijft");
    }

    @Test
    void farmersKeepNoShepherdOutInBothLanguages() {
        Message one = Message.of("detail.shepherd-beside-farmer", new Message.Names(ONE), 1);
        assertThat(Texts.of("en").render(one)).isEqualTo("Anna's farmer stands in this field too, but farmers keep no"
                + " shepherd out: only a shepherd already in the field would.");
        assertThat(Texts.of("nl").render(one)).isEqualTo("Ook de boer van Anna staat op deze weide, maar boeren houden"
                + " geen herder tegen: alleen een herder die er al staat, zou dat doen.");
        Message two = Message.of("detail.shepherd-beside-farmer", new Message.Names(TWO), 2);
        assertThat(Texts.of("en").render(two)).startsWith("The farmers of Anna and Bram stand in this field too");
        assertThat(Texts.of("nl").render(two)).startsWith("Ook de boeren van Anna en Bram staan op deze weide");
    }
}

package kudde.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeSet;
import kudde.engine.model.BagSetup;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.PlayerSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.TilePlacement;
import kudde.engine.model.Token;
import kudde.engine.model.Turn;
import kudde.engine.play.Message;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Catalogue;
import org.junit.jupiter.api.Test;

class TextsTest {

    private static Properties bundle(String name) throws IOException {
        Properties p = new Properties();
        try (InputStream in = TextsTest.class.getResourceAsStream("/kudde/explain/" + name)) {
            p.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        return p;
    }

    @Test
    void englishAndDutchHaveTheSameKeys() throws IOException {
        TreeSet<String> en = new TreeSet<>(bundle("messages_en.properties").stringPropertyNames());
        TreeSet<String> nl = new TreeSet<>(bundle("messages_nl.properties").stringPropertyNames());
        assertThat(nl).containsExactlyElementsOf(en);
    }

    @Test
    void aTileThatDoesNotFitIsToldToTheLearnerByWhatTheTilesShowAndToTheAuthorById() {
        // B1: hs/13 turned 90 has a road west, where base/U turned 90 shows a field.
        kudde.engine.play.IllegalTurn e = kudde.engine.ScenarioBuilder.scenario().players("red")
                .tile("base/U", 2, 0, 90)
                .play("red", "hs/13", 3, 0, 90)
                .resolve().error();
        assertThat(Texts.of("en").render(e.reason()))
                .isEqualTo("hs/13 at [3,0] does not fit: its west edge is a road but base/U at [2,0] shows a field there");
        assertThat(Texts.of("en").render(e.told())).isEqualTo("its west edge would be a road, but the tile on that side, with "
                + Texts.of("en").term("tile.base/U") + ", shows a field there");
        assertThat(Texts.of("nl").render(e.told())).isEqualTo("de westrand zou weg zijn, maar de tegel aan die kant, met "
                + Texts.of("nl").term("tile.base/U") + ", heeft daar weide");
        // The author reads which tile that is.
        assertThat(Texts.forAuthors(Texts.ENGLISH).render(e.told())).contains("with a straight road (base/U [2,0]), shows");
    }

    @Test
    void everyRuleHasATitleInBothLanguages() {
        for (RuleId r : RuleId.values()) {
            assertThat(Texts.of("en").ruleTitle(r)).doesNotStartWith("rule.");
            assertThat(Texts.of("nl").ruleTitle(r)).doesNotStartWith("rule.");
        }
    }

    @Test
    void everyTileIsNamedByWhatItShowsInBothLanguages() {
        for (kudde.engine.tile.TileType t : Catalogue.standard().all()) {
            for (String lang : List.of("en", "nl")) {
                String name = Texts.of(lang).term("tile." + t.id());
                assertThat(name).as("%s in %s", t.id(), lang).doesNotStartWith("tile.").doesNotContain("/");
                assertThat(name.contains("heuvel") || name.contains("hill")).as("%s hill", t.id()).isEqualTo(t.hill());
                assertThat(name.contains("wijngaard") || name.contains("vineyard")).as("%s vineyard", t.id())
                        .isEqualTo(t.vineyard());
                if (t.vineyard()) {
                    // A landmark is named without its vineyard where no monastery is in play (Game.landmarkName).
                    String plain = Texts.of(lang).term("tile." + t.id() + ".plain");
                    assertThat(plain).as("%s plain in %s", t.id(), lang).doesNotStartWith("tile.")
                            .doesNotContain("wijngaard").doesNotContain("vineyard");
                    assertThat(name).as("%s in %s", t.id(), lang).isNotEqualTo(plain);
                }
            }
        }
    }

    @Test
    void theSourcesAreQuotedAndRulesTheDutchTextIsSilentOnHaveNone() {
        // H6: the Dutch text says nothing of monasteries and ties, so nothing is quoted for it.
        assertThat(Texts.of("en").source(RuleId.H6)).isEmpty();
        // S9 quotes its key sentence: a shepherd is touched by no other scoring, word for word as the seed has it.
        assertThat(Texts.of("en").source(RuleId.S9).orElseThrow()).contains("Een herder is geen horige.")
                .endsWith("De herder heeft geen gevolgen voor andere tellingen en wordt zelf ook niet door andere tellingen beïnvloed.");
        // S12 follows from the pieces: the Dutch text has no sentence to quote for it.
        assertThat(Texts.of("en").source(RuleId.S12)).isEmpty();
        assertThat(Texts.of("en").source(RuleId.S8)).isEmpty();
        // S6 includes the sentence that decides a wolf in a shared field.
        assertThat(Texts.of("en").source(RuleId.S6)).get().asString()
                .contains("moeten alle herders van de betreffende weide teruggenomen worden");
        assertThat(Texts.of("en").source(RuleId.S4)).get().asString().contains("mag hij uit 2 acties kiezen");
    }

    @Test
    void theDutchSourceSentenceOfGrowingTheFlockIsTheSeedsOwn() {
        assertThat(Texts.of("en").source(RuleId.S6)).get().asString().contains("De speler trekt 1 fiche uit de buidel");
        assertThat(Texts.of("en").source(RuleId.B4)).isEmpty();
    }

    @Test
    void namesAreJoinedInTheReadersLanguage() {
        assertThat(Texts.of("en").join(List.of("Anna", "Bram", "Cor"))).isEqualTo("Anna, Bram and Cor");
        assertThat(Texts.of("nl").join(List.of("Anna", "Bram"))).isEqualTo("Anna en Bram");
    }

    @Test
    void pluralsAndNestedMessagesRender() {
        Message what = Message.of("step.road-complete", 1);
        assertThat(Texts.of("en").render(Message.of("step.scored", what, new Message.Names(List.of("Anna")), 1)))
                .isEqualTo("The road is complete: 1 tile. Anna scores 1 point.");
        assertThat(Texts.of("nl").render(Message.of("step.scored", Message.of("step.road-complete", 3),
                new Message.Names(List.of("Anna")), 3)))
                .isEqualTo("De weg is af: 3 tegels. Anna krijgt 3 punten.");
    }

    /** The specification's example (contract-example.json), rendered in both languages: no step may show a raw key. */
    @Test
    void everyStepOfTheContractExampleRendersInBothLanguages() {
        Catalogue c = Catalogue.standard();
        Scenario s = Scenario.blank()
                .withPlayers(List.of(new PlayerSetup("red", "Anna", 0, null), new PlayerSetup("blue", "Bram", 3, null)))
                .withBoard(List.of(new TilePlacement(c.byId("base/D"), new Pos(0, 0), 0),
                        new TilePlacement(c.byId("base/U"), new Pos(1, 0), 0)))
                .withFigures(List.of(FigureSetup.follower("red", new Pos(0, 0), "city:N"),
                        FigureSetup.shepherd("blue", new Pos(1, 0), "field:SSE", List.of(2, 3))))
                .withBag(new BagSetup(null, List.of(Token.THREE), 7))
                .withTurns(List.of(new Turn.TileTurn("red", c.byId("base/U"), new Pos(2, 0), 0,
                                new Turn.Placement(FigureKind.FOLLOWER, "road:W"), null, null, null),
                        new Turn.TileTurn("blue", c.byId("base/V"), new Pos(3, 0), 0, null, Turn.Flock.GROW, null, null),
                        new Turn.EndGame()));
        Resolution r = Resolver.resolve(s);
        assertThat(r.ok()).isTrue();
        for (String lang : List.of("en", "nl")) {
            for (Step step : r.steps()) {
                String text = Texts.of(lang).stepText(step);
                assertThat(text).doesNotContain("step.").doesNotContain("detail.").doesNotContain("{");
            }
        }
        assertThat(Texts.of("nl").stepText(r.steps().get(5))).contains("breidt de kudde uit").contains("8 schapen");
    }
}

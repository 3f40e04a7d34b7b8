package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.engine.model.Expect;
import kudde.engine.model.FigureKind;
import kudde.engine.model.FigureSetup;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Token;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Comparing the specification example's outcome (red 5, blue 3; red's followers at [0,0] city and
 * [2,0] road, blue's shepherd at [1,0] with sheep 2, 3, 3) with expectations that differ.
 */
class ExpectCheckTest {
    private static Scenario example;

    private static final FigureSetup RED_CITY = FigureSetup.follower("red", new Pos(0, 0), "city:N");
    private static final FigureSetup RED_ROAD = FigureSetup.follower("red", new Pos(2, 0), "road:E");
    private static final FigureSetup BLUE_SHEPHERD = FigureSetup.shepherd("blue", new Pos(1, 0), "field:ESE", List.of(2, 3, 3));

    @BeforeAll
    static void read() throws Exception {
        example = ScenarioReader.read(ExpectCheckTest.class.getResourceAsStream("contract-example.json").readAllBytes()).game();
    }

    static List<String> differences(Expect e) {
        Scenario s = example.withExpect(e);
        Resolution r = Resolver.resolve(s);
        assertThat(r.ok()).isTrue();
        return ExpectCheck.differences(r, Locale.ENGLISH);
    }

    static List<String> figures(FigureSetup... figures) {
        return differences(new Expect(null, List.of(figures), null, null));
    }

    @Test
    void theExamplesOwnExpectationHolds() {
        assertThat(differences(example.expect())).isEmpty();
    }

    @Test
    void noExpectationNothingToCompare() {
        assertThat(differences(null)).isEmpty();
        assertThat(differences(new Expect(null, null, null, null))).isEmpty();
    }

    @Test
    void scoresOfListedPlayersOnly() {
        assertThat(differences(new Expect(Map.of("red", 5), null, null, null))).isEmpty();
        assertThat(differences(new Expect(Map.of("red", 4, "blue", 3), null, null, null)))
                .containsExactly("scores: red expected 4, got 5");
    }

    @Test
    void figuresAreComparedByTheSegmentAnyLocationNames() {
        // road:W is where red put the follower, the canonical name is road:E; the shepherd's field
        // touches SSE as well as ESE; sheep in any order.
        assertThat(figures(RED_CITY, FigureSetup.follower("red", new Pos(2, 0), "road:W"),
                FigureSetup.shepherd("blue", new Pos(1, 0), "field:SSE", List.of(3, 2, 3)))).isEmpty();
    }

    @Test
    void allFiguresAtTheEndAreCompared() {
        assertThat(figures(RED_CITY, BLUE_SHEPHERD)).containsExactly(
                "figures: follower of red at [2,0] on road:E is on the board at the end, not expected");
        assertThat(figures(RED_CITY, RED_ROAD, BLUE_SHEPHERD, new FigureSetup(FigureKind.DRAGON, null, new Pos(0, 0), null, null)))
                .containsExactly("figures: expected dragon at [0,0], not on the board at the end");
    }

    @Test
    void aFigureOfAnotherPlayerOrOnAnotherSegmentDiffers() {
        assertThat(figures(FigureSetup.follower("blue", new Pos(0, 0), "city:N"), RED_ROAD, BLUE_SHEPHERD)).containsExactly(
                "figures: expected follower of blue at [0,0] on city:N, not on the board at the end",
                "figures: follower of red at [0,0] on city:N is on the board at the end, not expected");
        assertThat(figures(RED_CITY, FigureSetup.follower("red", new Pos(0, 0), "road:E"), BLUE_SHEPHERD)).containsExactly(
                "figures: expected follower of red at [0,0] on road:E, not on the board at the end",
                "figures: follower of red at [2,0] on road:E is on the board at the end, not expected");
    }

    @Test
    void sheepAreAMultiset() {
        assertThat(figures(RED_CITY, RED_ROAD, FigureSetup.shepherd("blue", new Pos(1, 0), "field:ESE", List.of(2, 3))))
                .containsExactly("figures: shepherd of blue at [1,0] on field:ESE with sheep [2, 3, 3]:"
                        + " sheep expected [2, 3], got [2, 3, 3]");
    }

    @Test
    void anExpectedFigureWhereNothingCanStand() {
        assertThat(figures(RED_CITY, RED_ROAD, BLUE_SHEPHERD, FigureSetup.follower("red", new Pos(9, 9), "road:E")))
                .containsExactly("figures: expected follower of red at [9,9] on road:E, but no tile lies at [9,9] at the end");
        assertThat(figures(RED_CITY, RED_ROAD, BLUE_SHEPHERD, FigureSetup.follower("red", new Pos(2, 0), "monastery")))
                .containsExactly("figures: expected follower of red at [2,0] on monastery,"
                        + " but base/U there has no single segment monastery");
    }

    @Test
    void bagCountsOfListedKinds() {
        assertThat(differences(new Expect(null, null, Map.of(Token.THREE, 3), null))).isEmpty();
        assertThat(differences(new Expect(null, null, Map.of(Token.THREE, 4, Token.WOLF, 2), null)))
                .containsExactly("bag: 3 expected 4, got 3");
    }

    @Test
    void rulesMustEachBeReportedBySomeStep() {
        // S5 is not any step's main rule, but the tending step lists it.
        assertThat(differences(new Expect(null, null, null, List.of("S5", "S10")))).isEmpty();
        assertThat(differences(new Expect(null, null, null, List.of("S6", "S7", "H4"))))
                .containsExactly("rules: S7 expected, but no step reports it", "rules: H4 expected, but no step reports it");
    }

    @Test
    void differencesInDutch() {
        Scenario s = example.withExpect(new Expect(Map.of("blue", 4), null, null, null));
        assertThat(ExpectCheck.differences(Resolver.resolve(s), Locale.forLanguageTag("nl")))
                .containsExactly("scores: blue verwacht 4, gekregen 3");
    }
}

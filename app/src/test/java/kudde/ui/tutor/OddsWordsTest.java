package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.explain.Texts;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * The odds panel's sentences at every tending choice of every bundled lesson, in English and Dutch,
 * as the learner reads them once the estimate is in: no figure reads as more certain or less
 * known than it is ("± 0 %" of a chance counted in 2,000 games, "± 0.00" points), no player "has at
 * most no turns left", and every pattern is filled.
 */
class OddsWordsTest {
    /** A margin printed as nothing: "± 0%", "± 0 %", "± 0.00", "± 0,00". */
    private static final Pattern NO_MARGIN = Pattern.compile("± 0([.,]0+)?( ?%)?\\)");

    /** A tending choice of a bundled lesson and its odds. */
    private record Choice(String where, Resolution r, GrowOrGuide odds) {
    }

    private static List<Choice> choices() throws Exception {
        List<Choice> out = new ArrayList<>();
        Path dir = Scenarios.directory();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                Resolution r = Resolver.resolve(ScenarioReader.read(Files.readAllBytes(f)).game());
                for (int i = 0; i < r.steps().size(); i++) {
                    if ("tend".equals(r.steps().get(i).event())
                            && r.scenario().turns().get(r.steps().get(i).turn()) instanceof Turn.TileTurn tt) {
                        GrowOrGuide g = Odds.at(r, i, r.scenario().playerIndex(tt.player()));
                        if (g != null) {
                            out.add(new Choice(dir.relativize(f) + " step " + i, r, g));
                        }
                    }
                }
            }
        }
        return out;
    }

    private static OddsWords words(Choice c, Locale l) {
        TutorTexts tx = TutorTexts.of(l);
        return OddsWords.of(c.odds(), tx, p -> tx.explain().name(c.r().scenario().players().get(p)));
    }

    private static List<String> lines(OddsWords w) {
        List<String> out = new ArrayList<>(List.of(w.guide(), w.grow(), w.chance(), w.breakEven(), w.verdict()));
        out.addAll(w.leads());
        out.addAll(w.assumed());
        return out;
    }

    @Test
    void everyFigureOfTheCourseReadsAsWhatIsTrue() throws Exception {
        List<Choice> all = choices();
        assertThat(all).as("tending choices in the course").hasSizeGreaterThan(25);
        List<String> wrong = new ArrayList<>();
        int counted = 0;
        int noTurn = 0;
        for (Choice c : all) {
            for (Locale l : List.of(Texts.ENGLISH, Texts.DUTCH)) {
                OddsWords w = words(c, l);
                for (String line : lines(w)) {
                    if (NO_MARGIN.matcher(line).find() || line.contains("at most no") || line.contains("hoogstens nog geen")
                            || line.contains("{") || line.contains("''")) {
                        wrong.add(c.where() + " (" + l + "): " + line);
                    }
                }
                if (w.chance().contains("2,000 ends") || w.chance().contains("2.000 uitgespeelde")) {
                    counted++;
                }
                if (w.chance().startsWith("No turn is left for") || w.chance().contains("heeft geen beurt meer")) {
                    noTurn++;
                    // Never tended again, and lost at the end (closedField=guide aside): growing is worth 0, exactly.
                    if (!c.odds().fieldGuides()) {
                        assertThat(c.odds().growNow()).as(c.where()).isZero();
                        assertThat(c.odds().growMargin()).as(c.where()).isZero();
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
        // The course has both: chances every game played out agreed on, and players with no turn left.
        assertThat(counted).as("chances said with their count").isGreaterThan(10);
        assertThat(noTurn).as("choices with no turn of the player's left").isGreaterThan(5);
    }

    @Test
    void aChanceWithAMarginBelowOnePercentIsSaidWithItsCount() throws Exception {
        Choice grow = find("shepherds/03-grow-the-flock.json step 1");
        assertThat(words(grow, Texts.ENGLISH).chance()).isEqualTo("Chance that Anna enlarges this field again: "
                + "nearly 100% (it happened in 1,998 of the 2,000 ends of the game played out). 11 tiles are still to be drawn, "
                + "so Anna has at most 5 turns left; 86 of the 87 tiles not yet seen could join this field now.");
        assertThat(words(grow, Texts.DUTCH).chance()).isEqualTo("Kans dat Anna deze weide nog eens vergroot: "
                + "bijna 100% (dat gebeurde in 1.998 van de 2.000 uitgespeelde einden van het spel). Er worden nog 11 tegels "
                + "getrokken, dus Anna heeft hoogstens nog 5 beurten; van de 87 tegels die nog niet gezien zijn, "
                + "kunnen er nu 86 aan deze weide aansluiten.");
    }

    @Test
    void aPlayerWithNoTurnLeftHasNoChanceToSpeakOf() throws Exception {
        Choice last = find("shepherds/07-shepherds-and-farmers.json step 7");
        OddsWords en = words(last, Texts.ENGLISH);
        assertThat(en.chance()).isEqualTo("No turn is left for Anna: the 1 tile still to be drawn goes to another "
                + "player, and then the game ends, so Anna will not enlarge this field again.");
        assertThat(en.grow()).isEqualTo("Grow now, and choose the better again at every later tending turn: 0 points expected");
        // Nothing of the games played out matters here: only that the flock is lost at the end.
        assertThat(en.assumed()).containsExactly("Assumed:", "• A flock still on the board at the end scores nothing (S10).",
                "• The bag changes only by the draws of Anna: no other shepherd draws a token in between.");
        assertThat(last.odds().verdict()).isEqualTo(Turn.Flock.GUIDE);
        assertThat(words(last, Texts.DUTCH).chance()).isEqualTo("Anna heeft geen beurt meer: de ene tegel die nog "
                + "getrokken wordt, is voor een andere speler, en daarna eindigt het spel, dus Anna vergroot deze weide niet meer.");
    }

    @Test
    void aBagOfWolvesOnlyMakesGrowingWorthNothingExactly() throws Exception {
        Choice wolves = find("shepherds/10-only-wolves-left.json step 2");
        assertThat(wolves.odds().growMargin()).isZero();
        assertThat(words(wolves, Texts.ENGLISH).grow())
                .isEqualTo("Grow now, and choose the better again at every later tending turn: 0 points expected");
        assertThat(words(wolves, Texts.DUTCH).grow()).isEqualTo(
                "Nu uitbreiden, en bij elke volgende beurt waarin de kudde verzorgd wordt weer het betere kiezen: 0 punten verwacht");
    }

    @Test
    void aSmallMarginOrChanceIsSaidAsLessThanItsLastDigit() {
        TutorTexts en = TutorTexts.of(Texts.ENGLISH);
        TutorTexts nl = TutorTexts.of(Texts.DUTCH);
        assertThat(en.format("odds.grow", 6.31, 0.003)).endsWith("6.3 points expected (± less than 0.01)");
        assertThat(nl.format("odds.grow", 6.31, 0.003)).endsWith("6,3 punten verwacht (± minder dan 0,01)");
        assertThat(en.format("odds.grow", 6.31, 0.04)).endsWith("6.3 points expected (± 0.04)");
        assertThat(en.format("odds.grow", 6.31, 0.0)).endsWith("6.3 points expected");
        String figure = en.format("odds.chanceFigure", 0.5, 0.02);
        assertThat(en.format("odds.chance", "Anna", figure, 4, 2, 50, 80, 0.002))
                .contains(": 50% (± 2%). 4 tiles")
                .endsWith("Chance that a tile of another player closes the field before that: less than 1%.");
        assertThat(en.format("odds.chance", "Anna", figure, 4, 2, 50, 80, 0.0)).endsWith("join this field now.");
        assertThat(nl.format("odds.chance", "Anna", figure, 4, 2, 50, 80, 0.3))
                .endsWith("Kans dat een tegel van een andere speler de weide eerder afsluit: 30%.");
        assertThat(en.format("odds.chanceCount", 2, 0.9995, 1, 2000, 1999))
                .isEqualTo("nearly 100% (it happened in 1,999 of the 2,000 ends of the game played out)");
        assertThat(nl.format("odds.chanceCount", 0, 0.0, 0, 2000, 0))
                .isEqualTo("bijna 0% (dat gebeurde in geen van de 2.000 uitgespeelde einden van het spel)");
    }

    private static Choice find(String where) throws Exception {
        for (Choice c : choices()) {
            if (c.where().replace('\\', '/').equals(where)) {
                return c;
            }
        }
        throw new AssertionError("no tending choice " + where);
    }
}

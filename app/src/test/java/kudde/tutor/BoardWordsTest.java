package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import kudde.engine.play.Message;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;

/**
 * The board in words (what a screen reader hears, View ▸ Describe the board) at chosen steps of
 * three lessons, in both languages: what stands on the board, the points, and what the step
 * changed — a tile laid that joins two players' fields, a flock grown, the dragon's move, figures
 * sent home.
 */
class BoardWordsTest {
    private static List<String> said(Timeline t, int position, Locale language) {
        Texts tx = Texts.of(language);
        return BoardWords.all(t, position).stream().map(tx::render).toList();
    }

    @Test
    void theTileThatJoinsTwoFieldsAndTheFlockThatGrows() throws Exception {
        Timeline t = StageTest.lesson("fields/01-two-shepherds-one-field.json");
        assertThat(said(t, Timeline.START, Texts.ENGLISH)).containsExactly(
                "2 tiles on the board, 2 figures.",
                "Anna: shepherd in the field north of the road, on the start tile, with 3 sheep.",
                "Bram: shepherd in the field south of the road, east of the start tile, with 4 sheep.",
                "Points: Anna 0 points and Bram 0 points.");
        int laid = StageTest.stepWith(t, "tile-placed");
        assertThat(said(t, laid, Texts.ENGLISH)).containsSubsequence(
                "3 tiles on the board, 2 figures.",
                "What changed:",
                "New: a tile with a monastery and a road, 2 tiles east of the start tile.",
                "The new tile joins parts holding figures of Anna and Bram into one field.");
        assertThat(said(t, laid, Texts.DUTCH)).containsSubsequence(
                "3 tegels op het speelveld, 2 figuren.",
                "Anna: herder in de weide ten noorden van de weg, op de starttegel, met 3 schapen.",
                "Wat er veranderde:",
                "Nieuw: een tegel met een klooster en een weg, 2 tegels ten oosten van de starttegel.",
                "De nieuwe tegel verbindt delen met figuren van Anna en Bram tot één weide.");
        int grown = StageTest.stepWith(t, "flock-grow");
        assertThat(said(t, grown, Texts.ENGLISH)).contains(
                "Anna: shepherd in the field north of the road, on the start tile, with 4 sheep.",
                "The flock of Anna's shepherd: 4 sheep, before 3.");
        assertThat(said(t, grown, Texts.DUTCH)).contains("De kudde bij de herder van Anna: 4 schapen, eerst 3.");
        // S7: guided, both shepherds go home with 8 points each.
        int guided = StageTest.stepWith(t, "flock-guide");
        assertThat(said(t, guided, Texts.ENGLISH)).containsSubsequence(
                "4 tiles on the board, no figures.",
                "Points: Anna 8 points and Bram 8 points.",
                "Off the board: Anna: shepherd in the field north of the road, on the start tile, with 4 sheep.",
                "Off the board: Bram: shepherd in the field south of the road, east of the start tile, with 4 sheep.");
        // A step that changes nothing on the board says no change.
        assertThat(said(t, StageTest.stepWith(t, "fields-merged"), Texts.ENGLISH)).doesNotContain("What changed:");
    }

    @Test
    void theDragonMovesAndEatsAKnight() throws Exception {
        Timeline t = StageTest.lesson("dragon/01-the-dragon-eats-followers.json");
        assertThat(said(t, Timeline.START, Texts.ENGLISH)).contains("The dragon, west of the start tile.",
                "Anna: knight in the city, on the start tile.", "Bram: thief on the road, east of the start tile.");
        int enters = StageTest.stepWith(t, "dragon-enters");
        assertThat(said(t, enters, Texts.ENGLISH)).contains(
                "The dragon moves from the tile west of the start tile to the start tile.");
        assertThat(said(t, enters, Texts.DUTCH)).contains(
                "De draak trekt van de tegel ten westen van de starttegel naar de starttegel.");
        int eats = StageTest.stepWith(t, "dragon-eats-follower");
        assertThat(said(t, eats, Texts.ENGLISH)).contains("Off the board: Anna: knight in the city, on the start tile.")
                .doesNotContain("Anna: knight in the city, on the start tile.");
        assertThat(said(t, eats, Texts.DUTCH)).contains("Van het speelveld: Anna: ridder in de stad, op de starttegel.");
    }

    @Test
    void twoCitiesJoinedThenScored() throws Exception {
        Timeline t = StageTest.lesson("base/02-placed-apart-joined-later.json");
        int laid = StageTest.stepWith(t, "tile-placed");
        assertThat(said(t, laid, Texts.ENGLISH)).contains(
                "New: a tile with a city from side to side and a pennant, east of the start tile.",
                "The new tile joins parts holding figures of Anna and Bram into one city.");
        assertThat(said(t, laid, Texts.DUTCH)).contains(
                "De nieuwe tegel verbindt delen met figuren van Anna en Bram tot één stad.");
        int scored = StageTest.stepWith(t, "city-scored");
        assertThat(said(t, scored, Texts.ENGLISH)).contains("Points: Anna 8 points and Bram 8 points.",
                "Off the board: Bram: knight in the city, 2 tiles east of the start tile.");
        assertThat(said(t, scored, Texts.DUTCH)).contains("Punten: Anna 8 punten en Bram 8 punten.");
    }

    @Test
    void noInternalIdsOrUnfilledPatternsInAnyLessonsWords() throws Exception {
        for (String lesson : List.of("fields/01-two-shepherds-one-field.json", "dragon/01-the-dragon-eats-followers.json",
                "base/02-placed-apart-joined-later.json", "dragon/05-the-fairy-protects.json")) {
            Timeline t = StageTest.lesson(lesson);
            for (Locale l : List.of(Texts.ENGLISH, Texts.DUTCH)) {
                for (int i = Timeline.START; i < t.size(); i++) {
                    for (String s : said(t, i, l)) {
                        assertThat(s).as("%s %s step %d", lesson, l, i)
                                .doesNotContain("{", "}", "board.", "base/", "hs/", "[").matches("^[\\p{Lu}\\d].*[.:]$");
                    }
                }
            }
        }
    }

    @Test
    void oneTileAndNoFigureInTheSingular() {
        assertThat(Texts.of(Texts.ENGLISH).render(Message.of("board.overview", 1, 0)))
                .isEqualTo("One tile on the board, no figures.");
        assertThat(Texts.of(Texts.DUTCH).render(Message.of("board.overview", 1, 1)))
                .isEqualTo("Eén tegel op het speelveld, één figuur.");
    }
}

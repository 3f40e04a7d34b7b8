package kudde.tutor.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import kudde.engine.ai.Strength;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.RuleSet;
import kudde.tutor.game.FirstTimes.Moment;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Each rule gets its note the first time it happens in a game, once: whole seeded
 * games between computer players, the notes asked turn by turn as the window asks them.
 * A long run (whole 90-tile games with a club player, until each moment has happened): left out
 * of the fast loop, run by the full suite.
 */
@Tag("slow")
class FirstTimesTest {

    /** A finished game's steps, between computer players of the strength given. */
    private static List<Step> game(long seed, Strength strength) {
        List<Seat> seats = List.of(new Seat("red", null, Strength.CLUB), new Seat("blue", null, strength),
                new Seat("green", null, strength));
        TableGame g = TableGame.start(new GameSetup(seats, RuleSet.seed(), seed, false), Map.of(), null);
        while (!g.over()) {
            g.play(g.computer().choose(g.view()));
        }
        return Resolver.resolve(g.scenario()).steps();
    }

    /** The notes of a whole game, asked after each turn for that turn's steps. */
    private static List<FirstTimes.Note> notes(List<Step> steps) {
        FirstTimes first = new FirstTimes();
        List<FirstTimes.Note> out = new ArrayList<>();
        int from = 0;
        while (from < steps.size()) {
            int turn = steps.get(from).turn();
            int to = from;
            while (to < steps.size() && steps.get(to).turn() == turn) {
                to++;
            }
            out.addAll(first.after(steps.subList(0, to), from));
            from = to;
        }
        return out;
    }

    @Test
    void theFirstWolfMergeHillTieAndClosedFieldEachGetTheirNoteOnceAtTheirFirstStep() {
        Set<Moment> wanted = EnumSet.of(Moment.WOLF, Moment.MERGE, Moment.HILL_TIE);
        Set<Moment> seen = EnumSet.noneOf(Moment.class);
        for (long seed = 1; seed <= 16 && !seen.containsAll(wanted); seed++) {
            System.out.println("FirstTimesTest seed " + seed);
            List<Step> steps = game(seed, Strength.BEGINNER);
            List<FirstTimes.Note> notes = notes(steps);
            Map<Moment, Integer> count = new EnumMap<>(Moment.class);
            for (FirstTimes.Note n : notes) {
                count.merge(n.moment(), 1, Integer::sum);
            }
            // Once each, whatever happened how often.
            assertThat(count.values()).allMatch(c -> c == 1);
            for (Moment m : Moment.values()) {
                int first = -1;
                int times = 0;
                for (int i = 0; i < steps.size(); i++) {
                    if (Moment.of(steps.get(i)) == m) {
                        times++;
                        if (first < 0) {
                            first = i;
                        }
                    }
                }
                if (first < 0) {
                    assertThat(count).doesNotContainKey(m);
                    continue;
                }
                int at = first;
                assertThat(notes).as("%s in game %d", m, seed).filteredOn(n -> n.moment() == m)
                        .singleElement().satisfies(n -> {
                            assertThat(n.step()).isEqualTo(at);
                            assertThat(n.turn()).isEqualTo(steps.get(at).turn());
                        });
                if (times > 1) {
                    seen.add(m);
                }
            }
        }
        // Each of the three happened more than once in some game, and was told once there.
        assertThat(seen).containsAll(wanted);
    }

    /**
     * A field with shepherds closed: rare in a whole game (fields grow large), so told from the
     * lesson where another player's tile closes a shared field (second edition: guided at once, S8).
     */
    @Test
    void aClosedFieldIsToldOnceAtTheTileThatClosesIt() throws Exception {
        kudde.engine.model.Scenario lesson;
        try (java.io.InputStream in = FirstTimesTest.class.getResourceAsStream(
                "/scenarios/editions/06-someone-else-closes-a-shared-field.json")) {
            lesson = kudde.scenario.ScenarioReader.read(in.readAllBytes()).game();
        }
        List<Step> steps = Resolver.resolve(lesson).steps();
        int first = -1;
        for (int i = 0; i < steps.size() && first < 0; i++) {
            if (steps.get(i).rule() == RuleId.S8) {
                first = i;
            }
        }
        assertThat(first).isNotNegative();
        FirstTimes notes = new FirstTimes();
        List<FirstTimes.Note> told = notes.after(steps, 0);
        assertThat(told).filteredOn(n -> n.moment() == Moment.CLOSED_FIELD).extracting(FirstTimes.Note::step)
                .containsExactly(first);
        // Asked again (the same game, a later turn): not told twice.
        assertThat(notes.after(steps, 0)).isEmpty();
    }

    @Test
    void theMomentsAreToldFromTheEnginesStepsAndRules() {
        List<Step> steps = game(3, Strength.BEGINNER);
        for (Step s : steps) {
            Moment m = Moment.of(s);
            if (m == Moment.WOLF) {
                assertThat(s.event()).isIn("shepherd-draws-wolf", "flock-wolf");
            } else if (m == Moment.HILL_TIE) {
                assertThat(s.rules()).contains(RuleId.H4);
            } else if (m == Moment.CLOSED_FIELD) {
                assertThat(s.rule()).isEqualTo(RuleId.S8);
            } else if (m == Moment.MERGE) {
                assertThat(s.rule()).isEqualTo(RuleId.S9);
            }
        }
    }

    @Test
    void aMoveTakenBackMayBeToldAgain() {
        List<Step> steps = game(2, Strength.BEGINNER);
        FirstTimes first = new FirstTimes();
        List<FirstTimes.Note> all = first.after(steps, 0);
        assertThat(all).isNotEmpty();
        FirstTimes.Note last = all.get(all.size() - 1);
        first.forgetFrom(steps, last.turn());
        assertThat(first.told()).doesNotContain(last.moment());
        assertThat(first.after(steps, last.step())).extracting(FirstTimes.Note::moment).contains(last.moment());
    }
}

package kudde.tutor.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.scenario.CheckVerdict;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "Practise this": a tending moment becomes an exercise whose goal is the better choice, checked by the engine. */
class PracticeTest {
    @TempDir
    Path dir;

    @Test
    void aWrongGrowBecomesAnExerciseToGuideAndEverySolutionGuides() throws Exception {
        Review r = Review.of(Resolver.resolve(ScenarioReader.read(
                Path.of("../scenarios/shepherds/10-only-wolves-left.json"), Locale.ENGLISH)));
        Moment m = r.moments().stream().filter(Practice::offered).findFirst().orElseThrow();
        Scenario s = Practice.of(r, m);
        assertThat(s).isNotNull();
        Exercise e = s.exercises().get(0);
        assertThat(e.after()).isEqualTo(m.turn());
        assertThat(e.player()).isEqualTo("red");
        assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.SCORERS);
        assertThat(e.goal().rule()).isEqualTo(RuleId.S7);
        assertThat(e.ask().get("en")).isEqualTo("Place this tile so that your shepherd's field grows, and guide the flock to the stable.");
        assertThat(e.ask().get("nl")).isEqualTo("Leg deze tegel zo aan dat de weide met je herder groter wordt, en drijf de kudde naar de stal.");
        Exercises.Search search = Exercises.solve(s, e);
        assertThat(search.solutions()).isNotEmpty();
        for (List<Turn.TileTurn> solution : search.solutions()) {
            assertThat(solution.get(0).flock()).isEqualTo(Turn.Flock.GUIDE);
        }
        // The grow the player made does not meet the goal: the wolf takes the flock (S6).
        Turn.TileTurn played = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
        assertThat(Exercises.judge(s, e, List.of(played)).met()).isFalse();
        assertThat(Exercises.judge(s, e, List.of(withFlock(played, Turn.Flock.GUIDE))).met()).isTrue();
    }

    @Test
    void theImportedGamesGiveExercisesFromTheirOwnPositionsThatPassCheckWhenWrittenAndReadAgain() throws Exception {
        List<Scenario> made = new ArrayList<>();
        for (String save : List.of(JczSaves.TWO, JczSaves.THREE, JczSaves.FOUR)) {
            Scenario game = JczImport.read(JczSaves.copy(save, dir), Locale.ENGLISH);
            Review r = Review.of(Resolver.resolve(game));
            for (Moment m : r.moments()) {
                if (!Practice.offered(m)) {
                    continue;
                }
                Scenario s = Practice.of(r, m);
                if (s == null) {
                    continue;
                }
                made.add(s);
                Exercise e = s.exercises().get(0);
                // The position is the game's own before the turn: the same scores and figures.
                var before = Resolver.resolve(Exercises.position(s, e)).end();
                assertThat(before.scores()).containsExactly(stepBeforeTurn(r, m).scores());
                assertThat(before.figures()).isEqualTo(stepBeforeTurn(r, m).figures());
                for (List<Turn.TileTurn> solution : Exercises.solve(s, e).solutions()) {
                    assertThat(solution.get(0).flock()).isEqualTo(m.tending().better());
                }
                Path f = Files.writeString(dir.resolve("practise-" + made.size() + ".json"), ScenarioWriter.write(s));
                Scenario again = ScenarioReader.read(f, Locale.ENGLISH);
                assertThat(again.exercises()).hasSize(1);
                assertThat(CheckVerdict.of(again, Locale.ENGLISH).differences()).isEmpty();
                assertThat(CheckVerdict.of(again, Locale.ENGLISH).solutions()).hasSize(1);
            }
        }
        assertThat(made).isNotEmpty();
    }

    @Test
    void aRightChoiceIsNotOffered() throws Exception {
        Review r = Review.of(Resolver.resolve(JczImport.read(JczSaves.copy(JczSaves.FOUR, dir), Locale.ENGLISH)));
        assertThat(r.moments()).filteredOn(m -> m.kind() == Moment.Kind.TENDING && m.tending().right())
                .isNotEmpty().noneMatch(Practice::offered);
        assertThat(r.moments()).filteredOn(m -> m.kind() != Moment.Kind.TENDING).noneMatch(Practice::offered);
    }

    /** The state after the last step of the turns before the moment's turn. */
    private static kudde.engine.play.Snapshot stepBeforeTurn(Review r, Moment m) {
        var steps = r.resolution().steps();
        int i = m.step();
        while (i >= 0 && steps.get(i).turn() >= m.turn()) {
            i--;
        }
        return steps.get(i).after();
    }

    private static Turn.TileTurn withFlock(Turn.TileTurn t, Turn.Flock f) {
        return new Turn.TileTurn(t.player(), t.tile(), t.at(), t.rotation(), t.place(), f, t.hidden(), t.dragon());
    }
}

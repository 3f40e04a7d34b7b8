package kudde.tutor.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import kudde.engine.exercise.Attempt;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.RandomGame;
import kudde.engine.play.Resolver;
import kudde.engine.rules.RuleId;
import kudde.engine.rules.RuleSet;
import kudde.jcz.JczImport;
import kudde.jcz.JczSaves;
import kudde.scenario.CheckVerdict;
import kudde.scenario.ScenarioReader;
import kudde.scenario.ScenarioWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/**
 * "Practise this": a moment becomes an exercise whose goal is the better choice or the better move,
 * checked by the engine — a tending choice, a shepherd placed into a likely wolf, a tie lost on a
 * hill, and a field or a monastery left with no way to finish.
 */
class PracticeTest {
    @TempDir
    Path dir;

    @Test
    void aWrongGrowBecomesAnExerciseToGuideAndEverySolutionGuides() throws Exception {
        Review r = Review.of(Resolver.resolve(ScenarioReader.read(
                Path.of("../scenarios/shepherds/10-only-wolves-left.json"), Locale.ENGLISH).game()));
        Moment m = r.moments().stream().filter(x -> Practice.offered(r, x)).findFirst().orElseThrow();
        Lesson s = Practice.of(r, m);
        assertThat(s).isNotNull();
        LessonExercise le = s.exercises().get(0);
        Exercise e = le.exercise();
        assertThat(e.after()).isEqualTo(m.turn());
        assertThat(e.player()).isEqualTo("red");
        assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.SCORERS);
        assertThat(e.goal().rule()).isEqualTo(RuleId.S7);
        assertThat(le.ask().get("en")).isEqualTo("Place this tile so that your shepherd's field grows, and guide the flock to the stable.");
        assertThat(le.ask().get("nl")).isEqualTo("Leg deze tegel zo aan dat de weide met je herder groter wordt, en drijf de kudde naar de stal.");
        Exercises.Search search = Exercises.solve(s.game(), e);
        assertThat(search.solutions()).isNotEmpty();
        for (List<Turn.TileTurn> solution : search.solutions()) {
            assertThat(solution.get(0).flock()).isEqualTo(Turn.Flock.GUIDE);
        }
        // The grow the player made does not meet the goal: the wolf takes the flock (S6).
        Turn.TileTurn played = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
        assertThat(Exercises.judge(s.game(), e, List.of(played)).met()).isFalse();
        assertThat(Exercises.judge(s.game(), e, List.of(withFlock(played, Turn.Flock.GUIDE))).met()).isTrue();
    }

    @Test
    void theImportedGamesGiveExercisesFromTheirOwnPositionsThatPassCheckWhenWrittenAndReadAgain() throws Exception {
        List<Lesson> made = new ArrayList<>();
        java.util.Set<Moment.Kind> kinds = java.util.EnumSet.noneOf(Moment.Kind.class);
        for (String save : List.of(JczSaves.TWO, JczSaves.THREE, JczSaves.FOUR)) {
            Scenario game = JczImport.read(JczSaves.copy(save, dir), Locale.ENGLISH).game();
            Review r = Review.of(Resolver.resolve(game));
            for (Moment m : r.moments()) {
                if (!Practice.offered(r, m)) {
                    continue;
                }
                Lesson s = Practice.of(r, m);
                if (s == null) {
                    continue;
                }
                made.add(s);
                kinds.add(m.kind());
                LessonExercise le = s.exercises().get(0);
                Exercise e = le.exercise();
                // The position is the game's own before the turn: the same scores and figures.
                var before = Resolver.resolve(Exercises.position(s.game(), e)).end();
                assertThat(before.scores()).containsExactly(stepBeforeTurn(r, m).scores());
                assertThat(before.figures()).isEqualTo(stepBeforeTurn(r, m).figures());
                Turn.TileTurn played = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
                assertThat(e.player()).isEqualTo(played.player());
                assertThat(Exercises.judge(s.game(), e, List.of(played)).met()).as("the move made misses the goal").isFalse();
                for (List<Turn.TileTurn> solution : Exercises.solve(s.game(), e).solutions()) {
                    if (m.kind() == Moment.Kind.TENDING) {
                        assertThat(solution.get(0).flock()).isEqualTo(m.tending().better());
                    }
                }
                if (m.kind() != Moment.Kind.TENDING) {
                    // The better move's points through final scoring are the goal; the move made scored fewer.
                    assertThat(e.goal().kind()).isEqualTo(Exercise.Kind.POINTS);
                    assertThat(e.goal().atEnd()).isTrue();
                    assertThat(le.hints().get(0).rule()).isEqualTo(m.rules().get(0));
                    assertThat(Exercises.judge(s.game(), e, List.of(played)).value()).isLessThan(e.goal().atLeast());
                }
                Path f = Files.writeString(dir.resolve("practise-" + made.size() + ".json"), ScenarioWriter.write(s));
                Lesson again = ScenarioReader.read(f, Locale.ENGLISH);
                assertThat(again.exercises()).hasSize(1);
                assertThat(CheckVerdict.of(again, Locale.ENGLISH).differences()).isEmpty();
                assertThat(CheckVerdict.of(again, Locale.ENGLISH).solutions()).hasSize(1);
            }
        }
        assertThat(made).isNotEmpty();
        assertThat(kinds).contains(Moment.Kind.TENDING);
    }

    /** A moment of another kind than tending: the better move's points through final scoring are the goal. */
    private static LessonExercise betterMove(Review r, Moment m, int points) {
        assertThat(Practice.offered(r, m)).isTrue();
        Lesson s = Practice.of(r, m);
        assertThat(s).isNotNull();
        LessonExercise le = s.exercises().get(0);
        Exercise e = le.exercise();
        assertThat(e.after()).isEqualTo(m.turn());
        assertThat(e.goal()).isEqualTo(new Exercise.Goal(Exercise.Kind.POINTS, e.player(), points, null, true, null,
                null, null));
        assertThat(le.hints()).extracting(LessonExercise.Hint::rule).containsExactly(m.rules().get(0));
        Turn.TileTurn played = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
        assertThat(e.player()).isEqualTo(played.player());
        Attempt made = Exercises.judge(s.game(), e, List.of(played));
        assertThat(made.met()).isFalse();
        assertThat(made.value()).isLessThan(points);
        Exercises.Search search = Exercises.solve(s.game(), e);
        assertThat(search.solutions()).isNotEmpty();
        // No legal move does better than the goal: it is the better move's own outcome.
        Exercise.Goal more = new Exercise.Goal(Exercise.Kind.POINTS, e.player(), points + 1, null, true, null, null, null);
        Exercise harder = new Exercise(e.after(), e.player(), e.tiles(), more);
        assertThat(Exercises.solve(s.game(), harder).solutions()).isEmpty();
        return le;
    }

    @Test
    void aShepherdPlacedIntoALikelyWolfBecomesAnExerciseToFindTheBetterMove() throws Exception {
        Path f = Files.writeString(dir.resolve("wolf.json"), ("{'format': 'kudde-scenario/1', 'players': [{'id': 'red', 'name': 'Anna'}],"
                + "'board': [{'tile': 'base/D', 'at': [0, 0]}],"
                + "'bag': {'contents': {'1': 1, '2': 0, '3': 0, '4': 0, 'wolf': 2}, 'draws': ['wolf']},"
                + "'turns': [{'player': 'red', 'tile': 'base/U', 'at': [1, 0], 'place': {'kind': 'shepherd', 'on': 'field:NNE'}}]}")
                .replace('\'', '"'));
        Review r = Review.of(Resolver.resolve(ScenarioReader.read(f, Locale.ENGLISH).game()));
        Moment m = r.moments().stream().filter(x -> x.kind() == Moment.Kind.WOLF_RISK).findFirst().orElseThrow();
        LessonExercise e = betterMove(r, m, 2);
        assertThat(e.ask().get("en")).isEqualTo("Find a better move for this tile: one that gains at least 2 points, counting "
                + "final scoring as if the game ended after this turn.");
        assertThat(e.ask().get("nl")).isEqualTo("Zoek een betere zet met deze tegel: een zet die minstens 2 punten oplevert, met de "
                + "eindtelling meegerekend alsof het spel na deze beurt eindigt.");
        assertThat(e.hints().get(0).look().get("en")).startsWith("A shepherd placed draws a token at once");
    }

    @Test
    void aTieLostOnAHillAtThePlayersOwnTurnBecomesAnExercise() throws Exception {
        Review r = Review.of(Resolver.resolve(ScenarioReader.read(
                Path.of("../scenarios/hills/03-the-hill-breaks-the-tie.json"), Locale.ENGLISH).game()));
        Moment m = r.moments().stream().filter(x -> x.kind() == Moment.Kind.HILL_TIE).findFirst().orElseThrow();
        // Bram closed the city at his own turn and lost the tie: the moment is his.
        assertThat(m.player()).isEqualTo(1);
        betterMove(r, m, 3);
    }

    @Test
    void aLeftFlockBecomesAnExerciseToTakeTheBetterChoice() throws Exception {
        Review r = Review.of(Resolver.resolve(ScenarioReader.read(
                Path.of("../scenarios/editions/01-tending-is-optional.json"), Locale.ENGLISH).game().withTilesLeft(4)));
        Moment m = r.moments().stream().filter(x -> x.kind() == Moment.Kind.TENDING
                && x.tending().made() == Turn.Flock.NONE).findFirst().orElseThrow();
        assertThat(Practice.offered(r, m)).isTrue();
        Lesson s = Practice.of(r, m);
        assertThat(s).isNotNull();
        Exercise e = s.exercises().get(0).exercise();
        for (List<Turn.TileTurn> solution : Exercises.solve(s.game(), e).solutions()) {
            assertThat(solution.get(0).flock()).isEqualTo(m.tending().better());
        }
        Turn.TileTurn played = (Turn.TileTurn) r.resolution().scenario().turns().get(m.turn());
        assertThat(Exercises.judge(s.game(), e, List.of(played)).met()).isFalse();
    }

    @Test
    void aFieldAndAMonasteryLeftWithNoWayToFinishBecomeExercisesTheLearnerSolves() throws Exception {
        // A whole game of random moves as kudde play deals it, kept as a running game with the whole box to
        // come (as an import keeps one), so the review knows at every turn which tiles could still come.
        long seed = 2;
        System.out.println("PracticeTest: the random game of seed " + seed);
        RandomGame g = RandomGame.start(RuleSet.seed(), seed, false, true).playAll();
        Scenario game = RandomGame.scenario(RuleSet.seed(), seed, g.turns()).withTilesLeft(89);
        Review r = Review.of(Resolver.resolve(game));
        for (Moment.Kind kind : List.of(Moment.Kind.FIELD_STUCK, Moment.Kind.MONASTERY_STUCK)) {
            Moment m = r.moments().stream().filter(x -> x.kind() == kind && Practice.of(r, x) != null).findFirst()
                    .orElseThrow(() -> new AssertionError("no " + kind + " to practise in the game of seed " + seed));
            Lesson s = Practice.of(r, m);
            LessonExercise le = s.exercises().get(0);
            Exercise e = le.exercise();
            // The better move's points through final scoring are the goal; no legal move does better, the move made less.
            betterMove(r, m, e.goal().atLeast());
            assertThat(le.hints().get(0).look().get("en")).startsWith(kind == Moment.Kind.FIELD_STUCK
                    ? "No tile still to come could join this shepherd's field"
                    : "A monastery that can never be completed scores only in final scoring");
            // The learner plays each of the engine's solutions: the goal is met.
            for (List<Turn.TileTurn> solution : Exercises.solve(s.game(), e).solutions()) {
                assertThat(Exercises.judge(s.game(), e, solution).met()).as("%s: %s", kind, solution).isTrue();
            }
            // Written and read again, the exercise passes check with its solutions.
            Path f = Files.writeString(dir.resolve(kind.word() + ".json"), ScenarioWriter.write(s));
            Lesson again = ScenarioReader.read(f, Locale.ENGLISH);
            assertThat(CheckVerdict.of(again, Locale.ENGLISH).differences()).isEmpty();
            assertThat(CheckVerdict.of(again, Locale.ENGLISH).solutions()).hasSize(1);
        }
    }

    @Test
    void aRightChoiceIsNotOffered() throws Exception {
        Review r = Review.of(Resolver.resolve(JczImport.read(JczSaves.copy(JczSaves.FOUR, dir), Locale.ENGLISH).game()));
        assertThat(r.moments()).filteredOn(m -> m.kind() == Moment.Kind.TENDING && m.tending().right())
                .isNotEmpty().noneMatch(m -> Practice.offered(r, m));
        // A big turn is nobody's mistake; a moment of another player's turn is not theirs to replay.
        assertThat(r.moments()).filteredOn(m -> m.kind() == Moment.Kind.SWING).noneMatch(m -> Practice.offered(r, m));
        Scenario game = r.resolution().scenario();
        assertThat(r.moments()).filteredOn(m -> m.kind() != Moment.Kind.TENDING && Practice.offered(r, m))
                .allSatisfy(m -> assertThat(((Turn.TileTurn) game.turns().get(m.turn())).player())
                        .isEqualTo(game.players().get(m.player()).id()));
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

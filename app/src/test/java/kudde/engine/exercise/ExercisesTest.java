package kudde.engine.exercise;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Catalogue;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/** The engine finds the solutions of every exercise by searching the legal moves. */
class ExercisesTest {

    private static Lesson lesson(String name) throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve("exercises").resolve(name));
    }

    private static List<Path> exerciseLessons() {
        return Scenarios.files().stream().filter(p -> {
            try {
                return !ScenarioReader.read(p).exercises().isEmpty();
            } catch (Exception e) {
                throw new AssertionError(p + ": " + e.getMessage(), e);
            }
        }).toList();
    }

    @Test
    void everyBundledExerciseHasASolutionAndAWrongMoveThatGetsAHint() throws Exception {
        List<Path> files = exerciseLessons();
        assertThat(files).hasSizeGreaterThanOrEqualTo(6);
        for (Path f : files) {
            Lesson l = ScenarioReader.read(f);
            Scenario s = l.game();
            for (LessonExercise le : l.exercises()) {
                Exercise e = le.exercise();
                Exercises.Search found = Exercises.solve(s, e);
                assertThat(found.solutions()).as(f.toString()).isNotEmpty();
                assertThat(found.solutions().size()).as(f + ": some legal move misses the goal").isLessThan(found.moves());
                assertThat(le.hints()).as(f.toString()).isNotEmpty();
                for (List<Turn.TileTurn> sol : found.solutions()) {
                    Attempt a = Exercises.judge(s, e, sol);
                    assertThat(a.illegal()).isNull();
                    assertThat(a.met()).as("%s %s", f, sol).isTrue();
                }
                // A wrong but legal move: judged not met (the tutor then gives the first hint).
                List<Turn.TileTurn> wrong = wrongMove(s, e, found);
                assertThat(Exercises.judge(s, e, wrong).met()).isFalse();
                assertThat(le.ask()).containsKeys("en", "nl");
                le.hints().forEach(h -> assertThat(h.look()).containsKeys("en", "nl"));
            }
        }
    }

    private static List<Turn.TileTurn> wrongMove(Scenario s, Exercise e, Exercises.Search found) {
        kudde.engine.play.Game g = kudde.engine.play.Resolver.setUp(Exercises.position(s, e), false);
        for (Turn.TileTurn t : Exercises.legalTurns(g, e.player(), e.tiles().get(0))) {
            if (e.tiles().size() == 1 && !found.solutions().contains(List.of(t))) {
                return List.of(t);
            }
            // Two tiles: a legal second turn after this first one that misses the goal.
            for (Turn.TileTurn u : e.tiles().size() == 2 ? Exercises.legalTurns(s, e, List.of(t)) : List.<Turn.TileTurn>of()) {
                if (!found.solutions().contains(List.of(t, u))) {
                    return List.of(t, u);
                }
            }
        }
        throw new AssertionError("no wrong move");
    }

    @Test
    void growingTheFlockIsExactlyTheMovesThatGrow() throws Exception {
        // The scripted 2 makes every grow a flock of 5; guiding or not tending never does.
        Lesson l = lesson("02-grow-the-flock.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        Exercises.Search found = Exercises.solve(s, e);
        kudde.engine.play.Game g = kudde.engine.play.Resolver.setUp(s, false);
        List<Turn.TileTurn> grows = Exercises.legalTurns(g, "red", e.tiles().get(0)).stream()
                .filter(t -> t.flock() == Turn.Flock.GROW).toList();
        assertThat(grows).isNotEmpty();
        assertThat(found.solutions()).containsExactlyInAnyOrderElementsOf(grows.stream().map(List::of).toList());
    }

    @Test
    void keepingTheShepherdFromTheWolfMeansNotTending() throws Exception {
        Lesson l = lesson("04-keep-away-from-the-wolf.json");
        Scenario s = l.game();
        Exercises.Search found = Exercises.solve(s, l.exercises().get(0).exercise());
        assertThat(found.solutions()).isNotEmpty().allSatisfy(m -> assertThat(m.get(0).flock()).isNull());
    }

    @Test
    void theMonasteryIsCompletedOnlyOnItsLastSquare() throws Exception {
        Lesson l = lesson("12-vineyards-around-the-monastery.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        Exercises.Search found = Exercises.solve(s, e);
        assertThat(found.solutions()).isNotEmpty().allSatisfy(m -> {
            assertThat(m.get(0).at()).isEqualTo(new Pos(0, 1));
            assertThat(m.get(0).rotation()).isEqualTo(180);
        });
        // 9 for the monastery (B5) and 3 for each of the two vineyards (V1).
        assertThat(Exercises.judge(s, e, found.solutions().get(0)).value()).isEqualTo(15);
    }

    @Test
    void theHillDecidesOnlyWhenTheCityIsJoined() throws Exception {
        Lesson l = lesson("10-the-hill-decides.json");
        Scenario s = l.game();
        Exercises.Search found = Exercises.solve(s, l.exercises().get(0).exercise());
        assertThat(found.solutions()).isNotEmpty().allSatisfy(m -> assertThat(m.get(0).at()).isEqualTo(new Pos(0, 1)));
        // The same goal for Bram's knight alone is never met: Anna's knight is the one on the hill (H4).
        Exercise e = l.exercises().get(0).exercise();
        Exercise bram = new Exercise(0, "red", e.tiles(), new Exercise.Goal(Exercise.Kind.SCORERS, null, null, null,
                false, RuleId.B4, List.of("blue"), null));
        assertThat(Exercises.solve(s, bram).solutions()).isEmpty();
    }

    @Test
    void anIllegalTryIsJudgedIllegal() throws Exception {
        Lesson l = lesson("02-grow-the-flock.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        Turn.TileTurn onTop = new Turn.TileTurn("red", Catalogue.standard().byId("base/U"), new Pos(1, 0), 0, null,
                null, null, null);
        Attempt a = Exercises.judge(s, e, List.of(onTop));
        assertThat(a.met()).isFalse();
        assertThat(a.illegal()).isNotNull();
        assertThat(a.illegal().rule()).isEqualTo(RuleId.B1);
    }

    @Test
    void twoTilesAreSearchedAsTwoTurnsInARow() throws Exception {
        // Two straight roads for Anna: the flock of 3 grows twice (scripted 2, then the bag's seed).
        Lesson l = lesson("02-grow-the-flock.json");
        Scenario s = l.game();
        Exercise one = l.exercises().get(0).exercise();
        Exercise two = new Exercise(0, "red", List.of(one.tiles().get(0), one.tiles().get(0)),
                new Exercise.Goal(Exercise.Kind.FLOCK, "red", 6, null, false, null, List.of(), null));
        Exercises.Search found = Exercises.solve(s, two);
        assertThat(found.solutions()).isNotEmpty()
                .allSatisfy(m -> assertThat(m).hasSize(2).allSatisfy(t -> assertThat(t.flock()).isEqualTo(Turn.Flock.GROW)));
        assertThat(Exercises.solve(s, one).solutions()).noneMatch(m -> m.size() != 1);
    }
}

package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.exercise.Attempt;
import kudde.engine.model.Exercise;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.rules.RuleId;
import kudde.engine.tile.Catalogue;
import kudde.explain.Texts;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/** A wrong try gets the first hint, then the second, then the third; a right one solves; "Show me" plays a solution. */
class ExerciseFlowTest {

    private static Turn.TileTurn u(int x, int y, int rotation, Turn.Flock flock) {
        return new Turn.TileTurn("red", Catalogue.standard().byId("base/U"), new Pos(x, y), rotation, null, flock, null, null);
    }

    @Test
    void hintsComeOneByOneAndTheRightMoveSolves() throws Exception {
        Lesson s = ScenarioReader.read(Scenarios.directory().resolve("exercises/02-grow-the-flock.json"));
        ExerciseFlow flow = new ExerciseFlow(s.game(), s.exercises().get(0));
        assertThat(flow.hint()).isNull();
        // Below the road: the tile joins the southern field, not the shepherd's (S4), so no tending.
        ExerciseFlow.Feedback first = flow.play(List.of(u(1, 1, 0, null)));
        assertThat(first.met()).isFalse();
        assertThat(first.hint().rule()).isEqualTo(RuleId.S4);
        // East of the road, guiding: the field grows, but the flock goes to the stable.
        ExerciseFlow.Feedback second = flow.play(List.of(u(2, 0, 0, Turn.Flock.GUIDE)));
        assertThat(second.met()).isFalse();
        assertThat(second.attempt().resolution().end().scores()[0]).isEqualTo(3);
        assertThat(second.hint().rule()).isEqualTo(RuleId.S6);
        // On top of a tile: illegal (B1), a wrong try too; then the last hint stays.
        ExerciseFlow.Feedback third = flow.play(List.of(u(1, 0, 0, null)));
        assertThat(third.attempt().illegal().rule()).isEqualTo(RuleId.B1);
        assertThat(third.hint().rule()).isEqualTo(RuleId.B1);
        assertThat(flow.play(List.of(u(1, 1, 0, null))).hint().rule()).isEqualTo(RuleId.B1);
        // The hint names a rule with a title and a Dutch sentence, and says what to look at in both languages.
        LessonExercise.Hint h = first.hint();
        assertThat(Texts.of(Texts.ENGLISH).ruleTitle(h.rule())).isNotBlank();
        assertThat(Texts.of(Texts.DUTCH).source(h.rule())).isPresent();
        assertThat(h.look()).containsKeys("en", "nl");
        // The right move: east of the road, grow: 3 + the scripted 2.
        ExerciseFlow.Feedback right = flow.play(List.of(u(2, 0, 0, Turn.Flock.GROW)));
        assertThat(right.met()).isTrue();
        assertThat(right.attempt().value()).isEqualTo(5);
        assertThat(right.hint()).isNull();
        assertThat(flow.solved()).isTrue();
        assertThat(flow.wrongTries()).isEqualTo(4);
    }

    @Test
    void aFarmerWhereTheGoalAsksForAShepherdIsNamedAsTheReason() throws Exception {
        Lesson s = ScenarioReader.read(Scenarios.directory().resolve("exercises/01-put-out-your-shepherd.json"));
        LessonExercise e = s.exercises().get(0);
        int farmers = 0;
        int others = 0;
        for (Turn.TileTurn t : kudde.engine.exercise.Exercises.legalTurns(s.game(), e.exercise(), List.of())) {
            ExerciseFlow flow = new ExerciseFlow(s.game(), e);
            Attempt a = flow.play(List.of(t)).attempt();
            ExerciseFlow.Miss miss = flow.miss(a);
            boolean follower = t.place() != null && t.place().kind() == kudde.engine.model.FigureKind.FOLLOWER;
            if (a.met()) {
                assertThat(miss).isNull();
            } else if (follower && t.place().on().startsWith("field")) {
                assertThat(miss.kind()).as("%s", t).isEqualTo(ExerciseFlow.MissKind.FARMER_NOT_SHEPHERD);
                assertThat(miss.player()).isEqualTo(s.game().playerIndex("red"));
                farmers++;
            } else if (t.place() == null || follower) {
                // No figure, or a knight or thief: no shepherd, and no farmer to blame.
                assertThat(miss.kind()).as("%s", t).isEqualTo(ExerciseFlow.MissKind.NO_SHEPHERD);
                others++;
            }
        }
        assertThat(farmers).isPositive();
        assertThat(others).isPositive();
    }

    @Test
    void aFlockTooSmallSaysHowManySheep() throws Exception {
        Lesson s = ScenarioReader.read(Scenarios.directory().resolve("exercises/02-grow-the-flock.json"));
        ExerciseFlow flow = new ExerciseFlow(s.game(), s.exercises().get(0));
        // Below the road: no tending, the flock stays at 3 (the goal asks for more).
        ExerciseFlow.Miss miss = flow.miss(flow.play(List.of(u(1, 1, 0, null))).attempt());
        assertThat(miss.kind()).isEqualTo(ExerciseFlow.MissKind.FLOCK_SIZE);
        assertThat(miss.value()).isEqualTo(3);
        // Guided: the shepherd is home, so there is no flock left.
        assertThat(flow.miss(flow.play(List.of(u(2, 0, 0, Turn.Flock.GUIDE))).attempt()).kind())
                .isEqualTo(ExerciseFlow.MissKind.NO_SHEPHERD);
        // Refused (B1) and met: nothing more to say than the refusal or "well done".
        assertThat(flow.miss(flow.play(List.of(u(1, 0, 0, null))).attempt())).isNull();
        assertThat(flow.miss(flow.play(List.of(u(2, 0, 0, Turn.Flock.GROW))).attempt())).isNull();
    }

    @Test
    void showMePlaysASolutionTheEngineFound() throws Exception {
        Lesson s = ScenarioReader.read(Scenarios.directory().resolve("exercises/09-share-the-city.json"));
        ExerciseFlow flow = new ExerciseFlow(s.game(), s.exercises().get(0));
        Attempt a = flow.showMe();
        assertThat(a.met()).isTrue();
        assertThat(a.moves().get(0).at()).isEqualTo(new Pos(0, 1));
        assertThat(flow.shown()).isTrue();
        assertThat(flow.solved()).isFalse();
        assertThat(flow.solutions()).isPositive();
    }

    /** A legal move of the exercise that the engine judges short of its goal. */
    private static List<Turn.TileTurn> wrong(Scenario s, Exercise e) {
        List<Turn.TileTurn> first = kudde.engine.exercise.Exercises.legalTurns(s, e, List.of());
        for (Turn.TileTurn t : first) {
            List<Turn.TileTurn> moves = new java.util.ArrayList<>(List.of(t));
            if (e.tiles().size() == 2) {
                List<Turn.TileTurn> next = kudde.engine.exercise.Exercises.legalTurns(s, e, moves);
                if (next.isEmpty()) {
                    continue;
                }
                moves.add(next.get(0));
            }
            if (!kudde.engine.exercise.Exercises.judge(s, e, moves).met()) {
                return moves;
            }
        }
        throw new AssertionError("no wrong move");
    }

    /**
     * Every bundled exercise: the first hint lights nothing, the second what the goal is about (on
     * tiles of the position, the figures standing there), the third also the squares where the
     * engine's solutions lay the first tile. A flock goal lights the learner's shepherd.
     */
    @Test
    void fromTheSecondHintTheBoardLightsWhatTheGoalIsAbout() throws Exception {
        try (var files = java.nio.file.Files.list(Scenarios.directory().resolve("exercises"))) {
            for (java.nio.file.Path f : files.sorted().toList()) {
                Lesson s = ScenarioReader.read(f);
                LessonExercise e = s.exercises().get(0);
                ExerciseFlow flow = new ExerciseFlow(s.game(), e);
                ExerciseMoves before = ExerciseMoves.of(s.game(), e.exercise(), List.of());
                List<Turn.TileTurn> wrong = wrong(s.game(), e.exercise());
                flow.play(wrong);
                assertThat(flow.light(before.board(), before.standing())).as(f + ", hint 1")
                        .isEqualTo(kudde.engine.play.Highlight.NONE);
                flow.play(wrong);
                kudde.engine.play.Highlight two = flow.light(before.board(), before.standing());
                assertThat(two.features()).as(f + ", hint 2").isNotEmpty();
                assertThat(two.tiles()).as(f + ", hint 2").isEmpty();
                for (kudde.engine.play.Highlight.SegmentRef r : two.features()) {
                    assertThat(before.board().tileAt(r.at().x(), r.at().y())).as(f + ": " + r).isNotNegative();
                }
                if (e.goal().kind() == Exercise.Kind.FLOCK && before.standing().stream().anyMatch(
                        g -> g.kind() == kudde.engine.model.FigureKind.SHEPHERD
                                && g.player() == s.game().playerIndex(e.player()))) {
                    // The learner's shepherd, and any other in a field the solution's flock takes in (S9).
                    assertThat(two.figures()).as(f.toString()).allSatisfy(i -> assertThat(
                            before.standing().get(i).kind()).isEqualTo(kudde.engine.model.FigureKind.SHEPHERD));
                    assertThat(two.figures()).as(f.toString()).anySatisfy(i -> assertThat(
                            before.standing().get(i).player()).isEqualTo(s.game().playerIndex(e.player())));
                }
                flow.play(wrong);
                List<Pos> squares = kudde.engine.exercise.Exercises.solve(s.game(), e.exercise()).solutions().stream()
                        .map(m -> m.get(0).at()).distinct().toList();
                kudde.engine.play.Highlight three = flow.light(before.board(), before.standing());
                assertThat(three.tiles()).as(f + ", hint 3").containsExactlyElementsOf(squares);
                assertThat(three.features()).isEqualTo(two.features());
                if (e.tiles().size() == 2) {
                    // The second tile, after a first turn a solution begins with: the squares of its second turns.
                    List<Turn.TileTurn> first = kudde.engine.exercise.Exercises.solve(s.game(), e.exercise()).solutions().get(0)
                            .subList(0, 1);
                    List<Pos> next = kudde.engine.exercise.Exercises.solve(s.game(), e.exercise()).solutions().stream()
                            .filter(m -> m.get(0).equals(first.get(0))).map(m -> m.get(1).at()).distinct().toList();
                    ExerciseMoves then = ExerciseMoves.of(s.game(), e.exercise(), first);
                    assertThat(flow.light(then.board(), then.standing(), first).tiles()).as(f + ", second tile")
                            .isNotEmpty().containsExactlyElementsOf(next);
                    // After a first turn no solution begins with: no square is lit.
                    Turn.TileTurn astray = kudde.engine.exercise.Exercises.legalTurns(s.game(), e.exercise(), List.of()).stream()
                            .filter(t -> kudde.engine.exercise.Exercises.solve(s.game(), e.exercise()).solutions().stream()
                                    .noneMatch(m -> m.get(0).equals(t)))
                            .findFirst().orElseThrow();
                    ExerciseMoves lost = ExerciseMoves.of(s.game(), e.exercise(), List.of(astray));
                    assertThat(flow.light(lost.board(), lost.standing(), List.of(astray)).tiles()).isEmpty();
                }
            }
        }
    }
}

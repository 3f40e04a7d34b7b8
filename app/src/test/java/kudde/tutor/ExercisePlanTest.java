package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMove;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Resolver;
import kudde.engine.tile.Catalogue;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;

/**
 * Where an exercise waits on the lesson's timeline and what the board's picker is offered for it:
 * only the engine's legal turns.
 */
class ExercisePlanTest {

    /** The refused-move lesson (a refused turn, then Bram's legal one) with an exercise after its first turn. */
    private static Lesson lessonWithExerciseAfterTheRefusedTurn() throws Exception {
        Lesson s = ScenarioReader.read(Scenarios.directory().resolve("refused/01-a-field-with-a-shepherd.json"));
        Exercise e = new Exercise(1, "blue", List.of(Catalogue.standard().byId("base/U")),
                new Exercise.Goal(Exercise.Kind.FLOCK, "blue", 2, null, false, null, List.of(), null));
        return s.withExercises(List.of(new LessonExercise(e, java.util.Map.of("en", "Put your shepherd in a free field."),
                List.of())));
    }

    @Test
    void theExerciseHoldsTheLaterStepsUntilItIsDone() throws Exception {
        Lesson s = lessonWithExerciseAfterTheRefusedTurn();
        var r = Resolver.resolve(s.game());
        ExercisePlan plan = new ExercisePlan(r, s.exercises());
        // Step 0 is the refused turn (turn 0): the exercise is played after it, before turn 1's steps.
        assertThat(r.steps().get(0).turn()).isZero();
        assertThat(r.steps().get(1).turn()).isEqualTo(1);
        assertThat(plan.position(0)).isZero();
        assertThat(plan.at(0)).isZero();
        assertThat(plan.at(Timeline.START)).isEqualTo(-1);
        assertThat(plan.mayEnter(0)).isTrue();
        assertThat(plan.mayEnter(1)).isFalse();
        Timeline t = new Timeline(r);
        t.setGate(plan::mayEnter);
        t.end();
        assertThat(t.index()).isZero();
        assertThat(t.waitingAt()).isEqualTo(1);

        assertThat(plan.flow(0).showMe()).isNotNull();
        assertThat(plan.done(0)).isTrue();
        assertThat(plan.allDone()).isTrue();
        assertThat(plan.mayEnter(1)).isTrue();
        t.end();
        assertThat(t.atEnd()).isTrue();
    }

    @Test
    void thePickerIsOfferedExactlyTheEnginesLegalTurns() throws Exception {
        Lesson s = lessonWithExerciseAfterTheRefusedTurn();
        Exercise e = s.exercises().get(0).exercise();
        ExerciseMoves moves = ExerciseMoves.of(s.game(), e, List.of());
        List<Turn.TileTurn> legal = Exercises.legalTurns(s.game(), e, List.of());
        assertThat(moves.placements()).containsExactlyElementsOf(
                legal.stream().map(t -> new TileMove(t.at(), t.rotation())).distinct().toList());
        // East of Anna's tile: her field (north) holds a shepherd, so Bram's shepherd may only go south (S3).
        TileMove east = new TileMove(new Pos(2, 0), 0);
        assertThat(moves.placements()).contains(east);
        List<FigureMove> shepherds = moves.options(east).figures().stream()
                .filter(f -> f.kind() == FigureKind.SHEPHERD).toList();
        assertThat(shepherds).hasSize(1);
        var tried = Exercises.judge(s.game(), e, List.of(moves.turn(east.at(), 0, shepherds.get(0).placement(), null)));
        assertThat(tried.illegal()).isNull();
        assertThat(tried.met()).isTrue();  // a free field: the shepherd draws at once (S2), a flock of 2
        // Anna's field is not offered: a shepherd there is refused (S3).
        assertThat(Exercises.judge(s.game(), e, List.of(moves.turn(east.at(), 0,
                new Turn.Placement(FigureKind.SHEPHERD, "field:NNW"), null))).illegal().rule())
                .isEqualTo(kudde.engine.rules.RuleId.S3);
        // On Anna's tile: taken, so the engine says why (B1).
        assertThat(moves.refusal(new Pos(1, 0), 0)).isNotNull();
        assertThat(moves.refusal(new Pos(2, 0), 0)).isNull();
        assertThat(moves.board().tileCount()).isEqualTo(2);
    }
}

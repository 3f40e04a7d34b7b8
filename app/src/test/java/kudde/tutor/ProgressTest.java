package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What is done, what comes next on the path, and a reset that forgets it all. */
class ProgressTest {
    private static final LessonCatalogue PATH = LessonCatalogue.of(List.of(
            "exercises/01-grow.json", "shepherds/02-wolf.json", "shepherds/01-place.json", "fields/01-merge.json"));

    @Test
    void theNextLessonIsTheFirstOnThePathNotDone() {
        Progress p = Progress.inMemory();
        // The path's order: shepherds with their exercises right after them, then fields (LessonCatalogue).
        assertThat(p.next(PATH)).isEqualTo("shepherds/01-place.json");
        p.markDone("shepherds/01-place.json");
        assertThat(p.next(PATH)).isEqualTo("shepherds/02-wolf.json");
        p.markDone("fields/01-merge.json");
        assertThat(p.next(PATH)).isEqualTo("shepherds/02-wolf.json");
        assertThat(p.doneCount(PATH)).isEqualTo(2);
        p.markDone("shepherds/02-wolf.json");
        p.markDone("exercises/01-grow.json");
        assertThat(p.next(PATH)).isNull();
    }

    @Test
    void aSolvedExerciseStaysSolvedWhenItsSolutionIsShownLater() {
        Progress p = Progress.inMemory();
        assertThat(p.exercise("exercises/01-grow.json", 0)).isEqualTo(Progress.Outcome.OPEN);
        p.markExercise("exercises/01-grow.json", 0, Progress.Outcome.SHOWN);
        assertThat(p.exercise("exercises/01-grow.json", 0)).isEqualTo(Progress.Outcome.SHOWN);
        p.markExercise("exercises/01-grow.json", 0, Progress.Outcome.SOLVED);
        p.markExercise("exercises/01-grow.json", 0, Progress.Outcome.SHOWN);
        assertThat(p.exercise("exercises/01-grow.json", 0)).isEqualTo(Progress.Outcome.SOLVED);
        assertThat(p.exercise("exercises/01-grow.json", 1)).isEqualTo(Progress.Outcome.OPEN);
    }

    @Test
    void resetForgetsEveryLessonAndExerciseAndTellsItsListeners() {
        Progress p = Progress.inMemory();
        int[] told = {0};
        p.addListener(() -> told[0]++);
        p.markDone("shepherds/01-place.json");
        p.markExercise("exercises/01-grow.json", 0, Progress.Outcome.SOLVED);
        p.reset();
        assertThat(told[0]).isEqualTo(3);
        assertThat(p.doneCount(PATH)).isZero();
        assertThat(p.exercise("exercises/01-grow.json", 0)).isEqualTo(Progress.Outcome.OPEN);
        assertThat(p.next(PATH)).isEqualTo("shepherds/01-place.json");
    }
}

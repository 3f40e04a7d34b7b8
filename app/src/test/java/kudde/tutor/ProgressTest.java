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

    @Test
    void thePlaceLeftIsKeptAndALessonMerelyOpenedDoesNotReplaceIt() {
        Progress p = Progress.inMemory();
        assertThat(p.left()).isNull();
        p.leftAt("shepherds/01-place.json", Timeline.START);
        assertThat(p.left()).as("opened, not stepped into").isNull();
        p.leftAt("shepherds/01-place.json", 3);
        assertThat(p.left()).isEqualTo(new Progress.Place("shepherds/01-place.json", 3));
        // Another lesson opened at its set-up (the window does so at start-up): the place stays.
        p.leftAt("base/01-turn.json", Timeline.START);
        assertThat(p.left()).isEqualTo(new Progress.Place("shepherds/01-place.json", 3));
        // Back to the set-up of the same lesson: that is where the learner is now.
        p.leftAt("shepherds/01-place.json", Timeline.START);
        assertThat(p.left()).isEqualTo(new Progress.Place("shepherds/01-place.json", Timeline.START));
        p.leftAt("base/01-turn.json", 0);
        assertThat(p.left()).isEqualTo(new Progress.Place("base/01-turn.json", 0));
        p.reset();
        assertThat(p.left()).isNull();
    }

    @Test
    void aHandEditedStepStillContinuesTheLessonFromItsSetUp() {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        Progress q = new Progress(new Progress.Store() {
            @Override
            public String get(String key) {
                return m.get(key);
            }

            @Override
            public void put(String key, String value) {
                m.put(key, value);
            }

            @Override
            public void removeAll(String prefix) {
                m.keySet().removeIf(k -> k.startsWith(prefix));
            }
        });
        m.put("progress.left.lesson", "fields/01-merge.json");
        m.put("progress.left.step", "three");
        assertThat(q.left()).isEqualTo(new Progress.Place("fields/01-merge.json", Timeline.START));
    }
}

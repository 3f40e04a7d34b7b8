package kudde.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

class LessonCatalogueTest {
    @Test
    void lessonsAreGroupedByTopicInTeachingOrder() {
        LessonCatalogue c = LessonCatalogue.of(List.of("hills/01-a-tile-hidden-under-the-hill.json", "base/02-b.json",
                "fields/01-two-shepherds-one-field.json", "base/01-a.json", "extra/01-x.json", "loose.json",
                "a/b/c.json", "shepherds/02-a-wolf-at-once.json", "shepherds/01-place-a-shepherd.json"));
        assertThat(c.topics()).containsExactly("base", "shepherds", "fields", "hills", "extra");
        assertThat(c.lessons("base")).extracting(LessonCatalogue.Lesson::name).containsExactly("base/01-a.json", "base/02-b.json");
        assertThat(c.lessons("fields").get(0).slug()).isEqualTo("two shepherds one field");
        assertThat(c.all().get(0).name()).isEqualTo("base/01-a.json");
        assertThat(c.size()).isEqualTo(7);
    }

    @Test
    void theRepositoryLessonsCoverEveryTopic() {
        LessonCatalogue c = LessonCatalogue.ofDirectory(Scenarios.directory());
        // Every refused move and exercise is placed in the section it practises.
        assertThat(c.topics()).containsExactly("base", "shepherds", "fields", "hills", "vineyards", "dragon",
                "editions", "game");
        assertThat(c.size()).isEqualTo(Scenarios.files().size());
        assertThat(c.all()).extracting(LessonCatalogue.Lesson::name).doesNotHaveDuplicates();
    }

    /**
     * A learner who has never played Carcassonne meets roads, cities, monasteries and
     * fields before shepherds; the own-tile tending rule is taught before lessons rest on it; each
     * topic's exercises and refused moves come right after its lessons, not at the end of the course.
     */
    @Test
    void thePathTeachesTheBaseGameFirstAndPractisesEachTopicRightAfterIt() {
        List<String> path = LessonCatalogue.ofDirectory(Scenarios.directory()).all().stream()
                .map(LessonCatalogue.Lesson::name).toList();
        assertThat(path.get(0)).startsWith("base/01-");
        int firstShepherd = indexOf(path, "shepherds/01-");
        for (String base : List.of("base/03-", "base/04-", "base/05-", "base/09-")) {
            assertThat(indexOf(path, base)).as(base + " (roads, cities, monasteries, fields)").isLessThan(firstShepherd);
        }
        // S4: only the player's own tile tends — taught before the lessons whose story rests on it.
        int ownTile = indexOf(path, "shepherds/06-");
        assertThat(ownTile).isLessThan(indexOf(path, "shepherds/04-")).isLessThan(indexOf(path, "shepherds/09-"))
                .isLessThan(indexOf(path, "exercises/02-"));
        // Each refused move and exercise sits after the last lesson of the topic it practises and
        // before the next topic's first lesson.
        assertBetween(path, "refused/07-", "base/15-", "shepherds/01-");
        assertBetween(path, "exercises/09-", "base/15-", "shepherds/01-");
        assertBetween(path, "refused/01-", "shepherds/10-", "fields/01-");
        assertBetween(path, "exercises/01-", "shepherds/10-", "fields/01-");
        assertBetween(path, "exercises/15-", "shepherds/10-", "fields/01-");
        assertBetween(path, "refused/09-", "fields/07-", "hills/01-");
        assertBetween(path, "exercises/06-", "fields/07-", "hills/01-");
        assertBetween(path, "exercises/10-", "hills/09-", "vineyards/01-");
        assertBetween(path, "refused/08-", "hills/09-", "vineyards/01-");
        assertBetween(path, "exercises/13-", "vineyards/04-", "dragon/01-");
        assertBetween(path, "refused/04-", "dragon/08-", "editions/01-");
        assertBetween(path, "exercises/14-", "dragon/08-", "editions/01-");
        assertThat(path.get(path.size() - 1)).startsWith("game/");
    }

    @Test
    void aDoneMarkKeptByFileNameStaysValidOnTheNewPath() {
        Progress p = Progress.inMemory();
        // A learner who finished the first shepherd lesson and an exercise on the old path.
        p.markDone("shepherds/01-place-a-shepherd.json");
        p.markDone("exercises/01-put-out-your-shepherd.json");
        LessonCatalogue c = LessonCatalogue.ofDirectory(Scenarios.directory());
        assertThat(p.doneCount(c)).isEqualTo(2);
        assertThat(p.next(c)).startsWith("base/01-");
    }

    private static void assertBetween(List<String> path, String lesson, String after, String before) {
        int i = indexOf(path, lesson);
        assertThat(i).as(lesson + " after " + after).isGreaterThan(indexOf(path, after));
        assertThat(i).as(lesson + " before " + before).isLessThan(indexOf(path, before));
    }

    private static int indexOf(List<String> path, String prefix) {
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i).startsWith(prefix)) {
                return i;
            }
        }
        throw new AssertionError("no lesson " + prefix + " on the path");
    }
}

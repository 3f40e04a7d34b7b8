package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import kudde.engine.model.Scenario;
import kudde.ui.doc.Derived;
import kudde.ui.doc.Lessons;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;
import kudde.lesson.Lesson;

/**
 * The first lesson read ahead at start-up (FileCommands.firstLessonAhead, while the look is set)
 * is the bundled first lesson, already worked out (its verdict in the user's language) in the cache the window is then given, and
 * nothing is read ahead when the command line names a file.
 */
class FirstLessonAheadTest {

    @Test
    void readsTheFirstLessonAndWorksItOut() throws Exception {
        Derived.Cache cache = new Derived.Cache();
        Lesson ahead = FileCommands.firstLessonAhead(List.of(), Strings.DUTCH, cache);

        assertThat(ahead).isEqualTo(ScenarioIO.lesson(Lessons.FIRST, Strings.DUTCH));
        Derived d = cache.of(ahead.game());
        assertThat(d.problems()).isEmpty();
        assertThat(d.resolution()).isNotNull();
        assertThat(d.verdict(ahead, Strings.DUTCH).passes()).isTrue();
    }

    @Test
    void readsNothingWhenAFileIsNamed() {
        assertThat(FileCommands.firstLessonAhead(List.of("some.json"), Strings.ENGLISH, new Derived.Cache())).isNull();
    }
}

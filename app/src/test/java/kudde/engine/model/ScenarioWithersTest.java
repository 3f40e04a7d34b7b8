package kudde.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import kudde.lesson.Lesson;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * Every component of the engine's {@link Scenario} (the game) and of {@link Lesson} (what is written about
 * it) has a wither that replaces that component and keeps all the others: a component added to either
 * record without its wither, or without its line in the copy, fails here.
 */
class ScenarioWithersTest {
    @Test
    void eachWitherOfTheGameReplacesItsComponentAndKeepsTheRest() throws Exception {
        eachWitherReplacesItsComponentAndKeepsTheRest(Scenario.class, Scenario.blank(), Scenario.blank(), Lesson::game);
    }

    @Test
    void eachWitherOfTheLessonReplacesItsComponentAndKeepsTheRest() throws Exception {
        eachWitherReplacesItsComponentAndKeepsTheRest(Lesson.class, Lesson.blank(),
                Lesson.blank().withDescription("en", "Two flocks meet").withDescription("nl", "Twee kuddes"), l -> l);
    }

    @Test
    void witheringEveryPartOfABlankGameAndLessonGivesThemBack() throws Exception {
        for (Class<? extends Record> type : java.util.List.of(Scenario.class, Lesson.class)) {
            Record full = type == Scenario.class ? fullest(Scenario.class, Scenario.blank(), Lesson::game)
                    : fullest(Lesson.class, Lesson.blank().withDescription("en", "Two flocks meet"), l -> l);
            Record copy = type == Scenario.class ? Scenario.blank() : Lesson.blank();
            for (RecordComponent c : type.getRecordComponents()) {
                copy = (Record) wither(type, c).invoke(copy, c.getAccessor().invoke(full));
            }
            assertThat(copy).isEqualTo(full);
        }
    }

    @Test
    void aTextPerLanguageIsSetAndBlankTextRemovesIt() {
        Lesson s = Lesson.blank().withTitle("en", "Sheep").withTitle("nl", "Schapen").withDescription("nl", "Een kudde");
        assertThat(s.title()).containsOnly(Map.entry("en", "Sheep"), Map.entry("nl", "Schapen"));
        assertThat(s.withTitle("en", " ").title()).containsOnlyKeys("nl");
        assertThat(s.description()).containsOnlyKeys("nl");
    }

    private static <R extends Record> void eachWitherReplacesItsComponentAndKeepsTheRest(Class<R> type, R blank,
            R start, Function<Lesson, Object> part) throws Exception {
        R full = fullest(type, start, part);
        for (RecordComponent c : type.getRecordComponents()) {
            assertThat(c.getAccessor().invoke(full)).as("some bundled lesson fills in %s", c.getName())
                    .isNotEqualTo(c.getAccessor().invoke(blank));
            // Both ways: the full value into the blank record, the blank value into the full one.
            replaceAndKeep(type, c, blank, full);
            replaceAndKeep(type, c, full, blank);
        }
    }

    private static void replaceAndKeep(Class<?> type, RecordComponent c, Object base, Object donor) throws Exception {
        Object value = c.getAccessor().invoke(donor);
        Object changed = wither(type, c).invoke(base, value);
        for (RecordComponent other : type.getRecordComponents()) {
            Object expected = other.getName().equals(c.getName()) ? value : other.getAccessor().invoke(base);
            assertThat(other.getAccessor().invoke(changed)).as("%s after with%s", other.getName(), c.getName())
                    .isEqualTo(expected);
        }
    }

    private static Method wither(Class<?> type, RecordComponent c) throws NoSuchMethodException {
        String name = c.getName();
        return type.getMethod("with" + Character.toUpperCase(name.charAt(0)) + name.substring(1), c.getType());
    }

    /**
     * A record whose every component is filled in: each taken from the first bundled lesson that has
     * it ({@code part} picks the record out of a lesson read). The lessons now open with a goal instead
     * of a description, so the description, which files may still carry, comes with {@code start}.
     */
    @SuppressWarnings("unchecked")
    private static <R extends Record> R fullest(Class<R> type, R start, Function<Lesson, Object> part) throws Exception {
        R full = start;
        R blank = (R) (type == Scenario.class ? Scenario.blank() : Lesson.blank());
        for (RecordComponent c : type.getRecordComponents()) {
            if (!Objects.equals(c.getAccessor().invoke(full), c.getAccessor().invoke(blank))) {
                continue;
            }
            Object none = c.getAccessor().invoke(blank);
            for (Path p : Scenarios.files()) {
                Object value = c.getAccessor().invoke(part.apply(ScenarioReader.read(p)));
                if (!Objects.equals(value, none)) {
                    full = (R) wither(type, c).invoke(full, value);
                    break;
                }
            }
        }
        return full;
    }
}

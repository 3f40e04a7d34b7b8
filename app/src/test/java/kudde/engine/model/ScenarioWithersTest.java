package kudde.engine.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import org.junit.jupiter.api.Test;

/**
 * Every component of {@link Scenario} has a wither that replaces that component and keeps all the
 * others: a component added to the record without its wither, or without its line in the copy, fails here.
 */
class ScenarioWithersTest {
    @Test
    void eachWitherReplacesItsComponentAndKeepsTheRest() throws Exception {
        Scenario full = fullest();
        Scenario blank = Scenario.blank();
        for (RecordComponent c : Scenario.class.getRecordComponents()) {
            assertThat(c.getAccessor().invoke(full)).as("some bundled lesson fills in %s", c.getName())
                    .isNotEqualTo(c.getAccessor().invoke(blank));
            // Both ways: the full value into the blank scenario, the blank value into the full one.
            replaceAndKeep(c, blank, full);
            replaceAndKeep(c, full, blank);
        }
    }

    @Test
    void witheringEveryPartOfABlankScenarioGivesTheScenarioBack() throws Exception {
        Scenario full = fullest();
        Scenario copy = Scenario.blank();
        for (RecordComponent c : Scenario.class.getRecordComponents()) {
            copy = (Scenario) wither(c).invoke(copy, c.getAccessor().invoke(full));
        }
        assertThat(copy).isEqualTo(full);
    }

    @Test
    void aTextPerLanguageIsSetAndBlankTextRemovesIt() {
        Scenario s = Scenario.blank().withTitle("en", "Sheep").withTitle("nl", "Schapen").withDescription("nl", "Een kudde");
        assertThat(s.title()).containsOnly(Map.entry("en", "Sheep"), Map.entry("nl", "Schapen"));
        assertThat(s.withTitle("en", " ").title()).containsOnlyKeys("nl");
        assertThat(s.description()).containsOnlyKeys("nl");
    }

    private static void replaceAndKeep(RecordComponent c, Scenario base, Scenario donor) throws Exception {
        Object value = c.getAccessor().invoke(donor);
        Scenario changed = (Scenario) wither(c).invoke(base, value);
        for (RecordComponent other : Scenario.class.getRecordComponents()) {
            Object expected = other.getName().equals(c.getName()) ? value : other.getAccessor().invoke(base);
            assertThat(other.getAccessor().invoke(changed)).as("%s after with%s", other.getName(), c.getName())
                    .isEqualTo(expected);
        }
    }

    private static Method wither(RecordComponent c) throws NoSuchMethodException {
        String name = c.getName();
        return Scenario.class.getMethod("with" + Character.toUpperCase(name.charAt(0)) + name.substring(1),
                c.getType());
    }

    /**
     * A scenario whose every component is filled in: each taken from the first bundled lesson that
     * has it. The lessons now open with a goal instead of a description, so the description, which
     * files may still carry, is made here.
     */
    private static Scenario fullest() throws Exception {
        Scenario full = Scenario.blank().withDescription("en", "Two flocks meet").withDescription("nl", "Twee kuddes");
        for (RecordComponent c : Scenario.class.getRecordComponents()) {
            if (!Objects.equals(c.getAccessor().invoke(full), c.getAccessor().invoke(Scenario.blank()))) {
                continue;
            }
            Object blank = c.getAccessor().invoke(Scenario.blank());
            for (Path p : Scenarios.files()) {
                Object value = c.getAccessor().invoke(ScenarioReader.read(p));
                if (!Objects.equals(value, blank)) {
                    full = (Scenario) wither(c).invoke(full, value);
                    break;
                }
            }
        }
        return full;
    }
}

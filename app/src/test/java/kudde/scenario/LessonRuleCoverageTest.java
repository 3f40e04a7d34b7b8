package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;

/**
 * Every rule of the rules reference (docs/rules.md) is shown by at least one bundled
 * lesson step: some step of a lesson's resolution applies it, as the step's rule or among the
 * rules the tutor lists beside it ("also: …"). Taken from what the engine resolves, not from the
 * lessons' {@code expect.rules} tags or their texts, so a lesson that only names a rule does not
 * count. The ids come from the reference itself, so a rule added there needs a lesson too.
 */
class LessonRuleCoverageTest {
    /** A rule's paragraph in docs/rules.md opens with its id and title in bold: "**S11 The bag**". */
    private static final Pattern RULE_HEADING = Pattern.compile("(?m)^\\*\\*([BSHVD]\\d{1,2}) [A-Z]");

    private static Set<String> idsOfTheRulesReference() throws Exception {
        Path doc = Scenarios.directory().getParent().resolve("docs/rules.md");
        Matcher m = RULE_HEADING.matcher(Files.readString(doc));
        Set<String> ids = new LinkedHashSet<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }

    @Test
    void theRulesReferenceAndTheEngineNameTheSameRules() throws Exception {
        Set<String> engine = new LinkedHashSet<>();
        for (RuleId id : RuleId.values()) {
            engine.add(id.name());
        }
        assertThat(idsOfTheRulesReference()).hasSizeGreaterThan(30).containsExactlyElementsOf(engine);
    }

    @Test
    void everyRuleOfTheReferenceIsShownBySomeLessonStep() throws Exception {
        Map<String, List<String>> shownBy = new TreeMap<>();
        for (Path f : Scenarios.files()) {
            Resolution r = Resolver.resolve(ScenarioReader.read(f).game());
            assertThat(r.ok()).as(f + " resolves").isTrue();
            String name = Scenarios.directory().relativize(f).toString().replace('\\', '/');
            for (Step s : r.steps()) {
                List<RuleId> rules = new ArrayList<>(s.rules());
                rules.add(s.rule());
                for (RuleId id : rules) {
                    List<String> lessons = shownBy.computeIfAbsent(id.name(), k -> new ArrayList<>());
                    if (!lessons.contains(name)) {
                        lessons.add(name);
                    }
                }
            }
        }
        List<String> missing = new ArrayList<>(idsOfTheRulesReference());
        missing.removeAll(shownBy.keySet());
        assertThat(missing).as("rule ids of docs/rules.md that no lesson step shows (shown: %s)", shownBy)
                .isEmpty();
    }
}

package kudde.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import kudde.engine.model.Scenario;
import kudde.lesson.StepComment;
import kudde.engine.model.Turn;
import kudde.engine.odds.GrowOrGuide;
import kudde.engine.play.Odds;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.explain.Texts;
import kudde.scenario.ScenarioReader;
import org.junit.jupiter.api.Test;

/**
 * The grow-or-guide odds of every bundled lesson, as {@code resolve --json} gives them: every tending
 * step carries them, every one has a verdict, and where the player chooses against it the lesson says
 * why at that step (an author's comment).
 */
class TendingOddsTest {
    private static final Pattern EVENT = Pattern.compile("\"event\": \"([a-z-]+)\"");
    private static final Pattern ODDS = Pattern.compile("\"odds\": \\{\"guideNow\": "
            + "(\\d+), \"growNow\": ([0-9.]+|null), \"breakEven\": ([0-9.]+|null), \"chance\": ([0-9.]+|null), "
            + "\"verdict\": (\"grow\"|\"guide\"|null)\\}");

    /** A bundled lesson resolved, with its tending steps. */
    private record Lesson(Path file, kudde.lesson.Lesson lesson, Resolution r, List<Integer> tending) {
    }

    private static List<Lesson> lessons() throws Exception {
        List<Lesson> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("..", "scenarios"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                kudde.lesson.Lesson lesson = ScenarioReader.read(Files.readAllBytes(f));
                Resolution r = Resolver.resolve(lesson.game());
                List<Integer> tending = new ArrayList<>();
                for (int i = 0; i < r.steps().size(); i++) {
                    if ("tend".equals(r.steps().get(i).event())) {
                        tending.add(i);
                    }
                }
                out.add(new Lesson(f, lesson, r, tending));
            }
        }
        return out;
    }

    private static int tender(Resolution r, Step s) {
        return r.scenario().playerIndex(((Turn.TileTurn) r.scenario().turns().get(s.turn())).player());
    }

    @Test
    void everyTendingStepCarriesItsOddsInTheJsonAndNoOtherStepDoes() throws Exception {
        int seen = 0;
        for (Lesson l : lessons()) {
            String json = new StepLines(l.r(), Texts.of(Locale.ENGLISH)).json();
            int step = 0;
            for (String line : json.split("\n")) {
                Matcher e = EVENT.matcher(line);
                if (!e.find()) {
                    continue;
                }
                Step s = l.r().steps().get(step);
                assertThat(e.group(1)).isEqualTo(s.event());
                Matcher m = ODDS.matcher(line);
                boolean has = m.find();
                assertThat(has).as("%s step %d (%s): odds in the JSON", l.file(), step, s.event())
                        .isEqualTo("tend".equals(s.event()));
                if (has) {
                    seen++;
                    GrowOrGuide g = Odds.at(l.r(), step, tender(l.r(), s));
                    assertThat(Integer.parseInt(m.group(1))).isEqualTo(g.guideNow());
                    assertThat(m.group(2)).isEqualTo(Double.isNaN(g.growNow()) ? "null"
                            : String.format(Locale.ROOT, "%.4f", g.growNow()));
                    assertThat(m.group(3)).isEqualTo(Double.isNaN(g.breakEven()) ? "null"
                            : String.format(Locale.ROOT, "%.4f", g.breakEven()));
                    // Every bundled tending lesson says how much game is left, so every verdict is known.
                    assertThat(m.group(5)).as("%s step %d: the verdict", l.file(), step)
                            .isEqualTo(g.verdict() == Turn.Flock.GROW ? "\"grow\"" : "\"guide\"");
                    if (!g.closedGuided()) {
                        assertThat(m.group(4)).as("%s step %d: the chance", l.file(), step)
                                .isEqualTo(String.format(Locale.ROOT, "%.4f", g.chance().chance()));
                    }
                }
                step++;
            }
            assertThat(step).as("%s: steps read back from the JSON", l.file()).isEqualTo(l.r().steps().size());
        }
        assertThat(seen).isGreaterThan(20);
    }

    @Test
    void theLastTurnOfTheGameGuides() throws Exception {
        Path f = Path.of("..", "scenarios", "shepherds", "09-sheep-left-at-the-end.json");
        Resolution r = Resolver.resolve(ScenarioReader.read(Files.readAllBytes(f)).game());
        int tend = -1;
        for (int i = 0; i < r.steps().size(); i++) {
            if ("tend".equals(r.steps().get(i).event())) {
                tend = i;
            }
        }
        GrowOrGuide g = Odds.at(r, tend, 0);
        assertThat(g.lastTurn()).isTrue();
        assertThat(g.chance().chance()).isZero();
        assertThat(g.growNow()).isZero();
        assertThat(g.verdict()).isEqualTo(Turn.Flock.GUIDE);
        assertThat(new StepLines(r, Texts.of(Locale.ENGLISH)).json())
                .contains("\"odds\": {\"guideNow\": 5, \"growNow\": 0.0000,").contains("\"chance\": 0.0000, \"verdict\": \"guide\"}");
    }

    /**
     * Where a lesson's player chooses against the verdict, the lesson says why at that step: an
     * author's comment on the tending step or on the grow or guide step that follows it.
     */
    @Test
    void aMoveAgainstTheVerdictIsExplainedAtItsStep() throws Exception {
        List<String> silent = new ArrayList<>();
        for (Lesson l : lessons()) {
            Scenario sc = l.r().scenario();
            for (int i : l.tending()) {
                Step s = l.r().steps().get(i);
                Turn.Flock move = ((Turn.TileTurn) sc.turns().get(s.turn())).flock();
                GrowOrGuide g = Odds.at(l.r(), i, tender(l.r(), s));
                if (move == Turn.Flock.NONE || move == g.verdict()) {
                    continue;
                }
                boolean said = false;
                for (StepComment c : l.lesson().comments()) {
                    int at = c.step().setup() ? -1 : l.r().stepOf(c.step());
                    said |= at == i || at == i + 1;
                }
                if (!said) {
                    silent.add(l.file().getFileName() + " turn " + s.turn() + ": " + move + " against " + g.verdict());
                }
            }
        }
        assertThat(silent).as("tending moves against the verdict with no word at their step").isEmpty();
    }
}

package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Refusal;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import kudde.explain.Texts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import kudde.lesson.Lesson;

/** A turn marked "refused" is tried, refused by the rule it names, and taken back. */
class RefusedTurnsTest {
    @TempDir
    Path dir;

    private static List<Path> refusedLessons() {
        return Scenarios.files().stream().filter(p -> p.getParent().getFileName().toString().equals("refused")).toList();
    }

    @Test
    void everyRefusedMoveLessonIsRefusedByTheRuleItNames() throws Exception {
        List<Path> lessons = refusedLessons();
        assertThat(lessons).hasSizeGreaterThanOrEqualTo(6);
        Set<RuleId> rules = new TreeSet<>();
        for (Path f : lessons) {
            Lesson s = ScenarioReader.read(f);
            Resolution r = Resolver.resolve(s.game());
            assertThat(r.ok()).as(f.toString()).isTrue();
            assertThat(r.refusals()).as(f.toString()).isNotEmpty().allMatch(Refusal::asExpected);
            assertThat(ExpectCheck.differences(r, Locale.ENGLISH)).as(f.toString()).isEmpty();
            for (Refusal x : r.refusals()) {
                rules.add(x.expected());
                Step step = refusalStep(r, x.turn());
                assertThat(step.rule()).isEqualTo(x.expected());
                // Nothing changed: the state after the refusal is the state before it.
                int i = r.steps().indexOf(step);
                if (i > 0) {
                    Step before = r.steps().get(i - 1);
                    assertThat(step.after().figures()).isEqualTo(before.after().figures());
                    assertThat(step.after().scores()).isEqualTo(before.after().scores());
                    assertThat(step.after().bag()).isEqualTo(before.after().bag());
                    assertThat(step.after().tileCount()).isEqualTo(before.after().tileCount());
                }
                // Both languages name the attempt and the reason.
                String en = Texts.of(Locale.ENGLISH).render(step.message());
                String nl = Texts.of(Locale.forLanguageTag("nl")).render(step.message());
                assertThat(en).contains("refuse");
                assertThat(nl).contains("mag");
            }
        }
        assertThat(rules).contains(RuleId.S3, RuleId.S12, RuleId.B2, RuleId.D1, RuleId.S5, RuleId.S1, RuleId.B1);
    }

    /** A refusal names the whole move tried, the figure with its place too, in both languages. */
    @Test
    void refusalSentencesNameTheFigureInBothLanguages() throws Exception {
        Resolution second = Resolver.resolve(ScenarioReader.read(Scenarios.directory().resolve("refused/02-one-shepherd-each.json")).game());
        Step s = refusalStep(second, 0);
        assertThat(s.rule()).isEqualTo(RuleId.S12);
        assertThat(Texts.of("en").render(s.message()))
                .contains("and to put the shepherd in the field south of the road, but the rules refuse this move: "
                        + "Anna's shepherd is already on the board, and each player has only one shepherd.");
        assertThat(Texts.of("nl").render(s.message()))
                .contains("en de herder op de weide ten zuiden van de weg te zetten, maar volgens de regels mag deze zet niet: "
                        + "de herder van Anna staat al op het speelveld, en iedere speler heeft maar één herder.");

        Resolution road = Resolver.resolve(ScenarioReader.read(Scenarios.directory().resolve("refused/03-an-occupied-road.json")).game());
        Step f = refusalStep(road, 0);
        assertThat(Texts.of("en").render(f.message())).contains("and to put a follower on the tile as a thief on the road, but");
        assertThat(Texts.of("nl").render(f.message())).contains("en een horige als struikrover op de weg te zetten, maar");

        // A figure and a tending choice tried together are both named.
        Resolution both = Resolver.resolve(ScenarioReader.read(write("both.json", String.format(BASE,
                "{\"player\": \"red\", \"tile\": \"base/U\", \"at\": [2, 0], \"place\": {\"kind\": \"follower\", \"on\": \"field:NNW\"},"
                        + " \"flock\": \"none\", \"refused\": \"S5\"}"))).game());
        Step t = refusalStep(both, 0);
        assertThat(Texts.of("en").render(t.message()))
                .contains("and to put a follower on the tile as a farmer in the field north of the road and to leave the flock as it is, but");
        assertThat(Texts.of("nl").render(t.message()))
                .contains("en een horige als boer in de weide ten noorden van de weg te zetten en de kudde te laten zoals ze is, maar");
    }

    private static Step refusalStep(Resolution r, int turn) {
        for (Step s : r.steps()) {
            if (s.turn() == turn && (s.event().equals("turn-refused") || s.event().equals("dragon-refused"))) {
                return s;
            }
        }
        throw new AssertionError("no refusal step for turn " + turn);
    }

    @Test
    void theRefusedAttemptDrawsNothingFromTheBag() throws Exception {
        // Lesson 01: the refused shepherd would have drawn the scripted 2; the legal one does.
        Resolution r = Resolver.resolve(ScenarioReader.read(Scenarios.directory().resolve("refused/01-a-field-with-a-shepherd.json")).game());
        assertThat(r.end().figures()).anySatisfy(f -> assertThat(f.sheep()).containsExactly(2));
    }

    private Path write(String name, String json) throws IOException {
        Path p = dir.resolve(name);
        Files.writeString(p, json);
        return p;
    }

    private static final String BASE = "{\"format\": \"kudde-scenario/1\","
            + "\"players\": [{\"id\": \"red\", \"name\": \"Anna\"}, {\"id\": \"blue\", \"name\": \"Bram\"}],"
            + "\"board\": [{\"tile\": \"base/D\", \"at\": [0, 0]}, {\"tile\": \"base/U\", \"at\": [1, 0]}],"
            + "\"figures\": [{\"kind\": \"shepherd\", \"player\": \"red\", \"at\": [1, 0], \"on\": \"field:NNW\", \"sheep\": [3]}],"
            + "\"turns\": [%s]}";

    @Test
    void checkFailsWhenTheMarkedTurnIsAllowed() throws Exception {
        Path p = write("allowed.json", String.format(BASE,
                "{\"player\": \"blue\", \"tile\": \"base/U\", \"at\": [2, 0], \"place\": {\"kind\": \"shepherd\", \"on\": \"field:SSE\"}, \"refused\": \"S3\"}"));
        Resolution r = Resolver.resolve(ScenarioReader.read(p).game());
        assertThat(r.ok()).isTrue();
        assertThat(r.refusals()).singleElement().satisfies(x -> assertThat(x.accepted()).isTrue());
        assertThat(ExpectCheck.differences(r, Locale.ENGLISH))
                .containsExactly("refused: turns[0] was expected to be refused by S3, but the rules allow it");
        // …and the game went on as if it had not been tried: no shepherd of Bram's.
        assertThat(r.end().figures()).hasSize(1);
    }

    @Test
    void checkFailsWhenAnotherRuleRefusesTheTurn() throws Exception {
        // A shepherd on the road is S1, not S3.
        Path p = write("other.json", String.format(BASE,
                "{\"player\": \"blue\", \"tile\": \"base/U\", \"at\": [2, 0], \"place\": {\"kind\": \"shepherd\", \"on\": \"road:W\"}, \"refused\": \"S3\"}"));
        Resolution r = Resolver.resolve(ScenarioReader.read(p).game());
        assertThat(ExpectCheck.differences(r, Locale.ENGLISH))
                .containsExactly("refused: turns[0] was expected to be refused by S3, but S1 refused it");
    }

    @Test
    void aRefusedByThatIsNoRuleIsAReadingError() throws Exception {
        Path p = write("bad.json", String.format(BASE,
                "{\"player\": \"blue\", \"tile\": \"base/U\", \"at\": [2, 0], \"refused\": \"S99\"}"));
        assertThatThrownBy(() -> ScenarioReader.read(p)).isInstanceOf(ScenarioException.class)
                .hasMessageContaining("turns[0].refused");
    }

    @Test
    void refusedIsWrittenBackAndReadAgain() throws Exception {
        for (Path f : refusedLessons()) {
            Lesson s = ScenarioReader.read(f);
            String written = ScenarioWriter.write(s);
            Path back = write("back.json", written);
            Scenario again = ScenarioReader.read(back).game();
            List<RuleId> a = new ArrayList<>();
            List<RuleId> b = new ArrayList<>();
            s.game().turns().forEach(t -> a.add(t.refused()));
            again.turns().forEach(t -> b.add(t.refused()));
            assertThat(b).as(f.toString()).isEqualTo(a).anyMatch(java.util.Objects::nonNull);
            assertThat(again.turns()).isEqualTo(s.game().turns());
        }
    }

    @Test
    void aTurnWithoutRefusedIsWrittenWithoutIt() {
        Turn.TileTurn t = new Turn.TileTurn("red", kudde.engine.tile.Catalogue.standard().byId("base/U"),
                new kudde.engine.model.Pos(2, 0), 0, null, null, null, null);
        assertThat(t.refused()).isNull();
        assertThat(t.withRefused(RuleId.B1).refused()).isEqualTo(RuleId.B1);
    }
}

package kudde.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;
import org.junit.jupiter.api.Test;
import kudde.lesson.LessonExercise;

/**
 * The practice part of the library: at least 12 exercises and 6 refused-move lessons,
 * together spread over shepherds, fields, wolves, hills, vineyards and the dragon, and exercise
 * answers that are not all the same. A lesson's topics are read from the rules the engine shows
 * for it — the steps of its resolution and, for an exercise, of every legal move the learner may
 * try — and from the rules its hints and refusals name, never from its folder or title.
 */
class LibraryCourseTest {
    private enum Topic { SHEPHERDS, FIELDS, WOLVES, HILLS, VINEYARDS, DRAGON }

    private record Lesson(String name, kudde.lesson.Lesson lesson, Resolution resolution) {
        Scenario scenario() {
            return lesson.game();
        }
    }

    private static List<Lesson> lessons(boolean exercises) throws Exception {
        List<Lesson> out = new ArrayList<>();
        for (Path f : Scenarios.files()) {
            kudde.lesson.Lesson s = ScenarioReader.read(f);
            boolean refused = s.game().turns().stream().anyMatch(t -> t.refused() != null);
            if (exercises ? !s.exercises().isEmpty() : refused) {
                out.add(new Lesson(Scenarios.directory().relativize(f).toString().replace('\\', '/'), s, Resolver.resolve(s.game())));
            }
        }
        return out;
    }

    @Test
    void atLeastTwelveExercisesAndSixRefusedMoveLessonsCoverEveryTopic() throws Exception {
        List<Lesson> exercises = lessons(true);
        List<Lesson> refused = lessons(false);
        int count = exercises.stream().mapToInt(l -> l.lesson().exercises().size()).sum();
        assertThat(count).as("exercises").isGreaterThanOrEqualTo(12);
        assertThat(refused).as("refused-move lessons").hasSizeGreaterThanOrEqualTo(6);
        Map<Topic, Set<String>> exerciseTopics = new EnumMap<>(Topic.class);
        for (Lesson l : exercises) {
            for (LessonExercise e : l.lesson().exercises()) {
                List<Step> shown = new ArrayList<>(l.resolution().steps());
                Set<RuleId> named = new HashSet<>();
                e.hints().forEach(h -> named.add(h.rule()));
                if (e.goal().rule() != null) {
                    named.add(e.goal().rule());
                }
                for (Turn.TileTurn t : legalFirstMoves(l.scenario(), e.exercise())) {
                    shown.addAll(Exercises.judge(l.scenario(), e.exercise(), List.of(t)).resolution().steps());
                }
                for (Topic t : topics(shown, named)) {
                    exerciseTopics.computeIfAbsent(t, k -> new TreeSet<>()).add(l.name());
                }
            }
        }
        Map<Topic, Set<String>> refusedTopics = new EnumMap<>(Topic.class);
        for (Lesson l : refused) {
            Set<RuleId> named = new HashSet<>();
            l.scenario().turns().stream().filter(t -> t.refused() != null).forEach(t -> named.add(t.refused()));
            for (Topic t : topics(l.resolution().steps(), named)) {
                refusedTopics.computeIfAbsent(t, k -> new TreeSet<>()).add(l.name());
            }
        }
        assertThat(exerciseTopics.keySet()).as("topics of the exercises: %s", exerciseTopics)
                .containsExactlyInAnyOrder(Topic.values());
        Set<Topic> both = new HashSet<>(exerciseTopics.keySet());
        both.addAll(refusedTopics.keySet());
        assertThat(refusedTopics.keySet()).as("topics of the refused-move lessons: %s", refusedTopics)
                .hasSizeGreaterThanOrEqualTo(4);
        assertThat(both).containsExactlyInAnyOrder(Topic.values());
    }

    /**
     * The answers vary: an exercise whose every solution makes the same tending choice has that
     * choice as its answer, and neither grow nor guide is the answer of more than 60 % of those;
     * no kind of goal is set by more than half of the exercises; and the move asked for is not
     * always with the same figure (a shepherd, a follower, or none needed).
     */
    @Test
    void theExerciseAnswersAreBalanced() throws Exception {
        Map<Turn.Flock, List<String>> tending = new EnumMap<>(Turn.Flock.class);
        Map<Exercise.Kind, Integer> kinds = new EnumMap<>(Exercise.Kind.class);
        Map<String, List<String>> figures = new TreeMap<>();
        int count = 0;
        for (Lesson l : lessons(true)) {
            for (LessonExercise e : l.lesson().exercises()) {
                count++;
                kinds.merge(e.goal().kind(), 1, Integer::sum);
                Exercises.Search found = Exercises.solve(l.scenario(), e.exercise());
                Set<Turn.Flock> choices = new HashSet<>();
                Set<String> placed = new HashSet<>();
                for (List<Turn.TileTurn> sol : found.solutions()) {
                    Turn.TileTurn t = sol.get(0);
                    choices.add(t.flock());
                    placed.add(t.place() == null ? "none" : t.place().kind().name());
                }
                if (choices.size() == 1 && choices.iterator().next() != null) {
                    tending.computeIfAbsent(choices.iterator().next(), k -> new ArrayList<>()).add(l.name());
                }
                String figure = placed.size() == 1 ? placed.iterator().next() : placed.contains("none") ? "none" : "any";
                figures.computeIfAbsent(figure, k -> new ArrayList<>()).add(l.name());
            }
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        tending.forEach((k, v) -> counts.put(k.word(), v.size()));
        assertThat(tending).as("exercises answered by one tending choice: %s", tending)
                .containsKeys(Turn.Flock.GROW, Turn.Flock.GUIDE);
        int decided = counts.values().stream().mapToInt(Integer::intValue).sum();
        for (Map.Entry<String, Integer> c : counts.entrySet()) {
            assertThat(c.getValue() * 5).as("%s answers %s of %s", c.getKey(), c.getValue(), decided)
                    .isLessThanOrEqualTo(decided * 3);
        }
        for (Map.Entry<Exercise.Kind, Integer> k : kinds.entrySet()) {
            assertThat(k.getValue() * 2).as("goal kind %s in %s of %s exercises", k.getKey(), k.getValue(), count)
                    .isLessThanOrEqualTo(count);
        }
        assertThat(kinds).as("goal kinds").hasSizeGreaterThanOrEqualTo(5);
        assertThat(figures.keySet()).as("the figure each exercise's solutions need: %s", figures).hasSizeGreaterThanOrEqualTo(2);
    }

    private static List<Turn.TileTurn> legalFirstMoves(Scenario s, Exercise e) {
        kudde.engine.play.Game g = Resolver.setUp(Exercises.position(s, e), false);
        for (Turn t : Exercises.position(s, e).turns()) {
            if (t.refused() == null) {
                Resolver.apply(g, t);
            }
        }
        return Exercises.legalTurns(g, e.player(), e.tiles().get(0));
    }

    private static Set<Topic> topics(List<Step> steps, Set<RuleId> named) {
        Set<RuleId> rules = new HashSet<>(named);
        boolean wolf = false;
        for (Step s : steps) {
            rules.add(s.rule());
            rules.addAll(s.rules());
            wolf |= s.event().contains("wolf") || s.rule() == RuleId.S11;
        }
        Set<Topic> out = new HashSet<>();
        for (RuleId r : rules) {
            switch (r) {
                case S1, S2, S3, S4, S5, S6, S7, S12 -> out.add(Topic.SHEPHERDS);
                case S8, S9, B9 -> out.add(Topic.FIELDS);
                case S11 -> out.add(Topic.WOLVES);
                case H1, H2, H3, H4, H5, H6 -> out.add(Topic.HILLS);
                case V1, V2, V3 -> out.add(Topic.VINEYARDS);
                case D1, D2, D3, D4 -> out.add(Topic.DRAGON);
                default -> { }
            }
        }
        if (wolf) {
            out.add(Topic.WOLVES);
        }
        return out;
    }
}

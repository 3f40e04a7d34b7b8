package kudde.ui.tutor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import kudde.engine.exercise.Attempt;
import kudde.engine.exercise.Exercises;
import kudde.engine.model.Exercise;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.scenario.ScenarioReader;
import kudde.scenario.Scenarios;
import kudde.tutor.ExerciseFlow;
import kudde.ui.kit.Strings;
import org.junit.jupiter.api.Test;

/**
 * A try that misses its goal says why, for every kind of goal the format has (docs/scenario-format.md
 * exercises): every legal wrong try of every bundled exercise, and a returns goal set on a bundled
 * position, gets a reason in English and in Dutch, whole sentences with the players named, never a
 * pattern's braces or a bare "not yet".
 */
class MissWordsTest {

    private static Lesson read(String file) throws Exception {
        return ScenarioReader.read(Scenarios.directory().resolve("exercises/" + file));
    }

    /** Legal tries of the exercise that miss its goal (first tiles only; a two-tile exercise: with the first second turn). */
    private static List<Attempt> wrongTries(Scenario s, Exercise e) {
        List<Attempt> out = new ArrayList<>();
        for (Turn.TileTurn t : Exercises.legalTurns(s, e, List.of())) {
            List<Turn.TileTurn> moves = new ArrayList<>(List.of(t));
            if (e.tiles().size() == 2) {
                List<Turn.TileTurn> next = Exercises.legalTurns(s, e, moves);
                if (next.isEmpty()) {
                    continue;
                }
                moves.add(next.get(0));
            }
            Attempt a = Exercises.judge(s, e, moves);
            if (!a.met() && a.illegal() == null) {
                out.add(a);
            }
        }
        return out;
    }

    private static String words(String lang, Scenario s, Exercise e, ExerciseFlow.Miss m) {
        return MissWords.of(TutorTexts.of(lang.equals("nl") ? Strings.DUTCH : Strings.ENGLISH), e.goal(), m, s.players());
    }

    @Test
    void everyWrongTryOfEveryBundledExerciseSaysWhy() throws Exception {
        Set<Exercise.Kind> kinds = EnumSet.noneOf(Exercise.Kind.class);
        List<String> bad = new ArrayList<>();
        try (var files = Files.list(Scenarios.directory().resolve("exercises"))) {
            for (Path f : files.sorted().toList()) {
                Lesson l = ScenarioReader.read(f);
                Scenario s = l.game();
                for (LessonExercise le : l.exercises()) {
                    Exercise e = le.exercise();
                    ExerciseFlow flow = new ExerciseFlow(s, le);
                    for (Attempt a : wrongTries(s, e)) {
                        ExerciseFlow.Miss m = flow.miss(a);
                        if (m == null) {
                            bad.add(f.getFileName() + " " + a.moves() + ": no reason");
                            continue;
                        }
                        kinds.add(e.goal().kind());
                        for (String lang : List.of("en", "nl")) {
                            String w = words(lang, s, e, m);
                            if (w.isBlank() || w.contains("{") || w.contains("}")) {
                                bad.add(f.getFileName() + " " + lang + ": " + w);
                            }
                        }
                    }
                }
            }
        }
        assertThat(bad).isEmpty();
        // The bundled exercises set every kind but returns (its own test below).
        assertThat(kinds).containsAll(EnumSet.complementOf(EnumSet.of(Exercise.Kind.RETURNS)));
    }

    @Test
    void aShepherdTheWolfTakesLeavesTheBoardByItsRule() throws Exception {
        Lesson l = read("04-keep-away-from-the-wolf.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        ExerciseFlow flow = new ExerciseFlow(s, l.exercises().get(0));
        List<String> seen = new ArrayList<>();
        for (Attempt a : wrongTries(s, e)) {
            ExerciseFlow.Miss m = flow.miss(a);
            assertThat(m.kind()).isEqualTo(ExerciseFlow.MissKind.LEFT_THE_BOARD);
            assertThat(m.value()).isEqualTo(1);
            assertThat(m.rule()).as("the step that took the shepherd away").isNotNull();
            seen.add(words("en", s, e, m));
            assertThat(words("nl", s, e, m)).startsWith("De herder van Anna verlaat met deze zet het speelveld (" + m.rule().name() + ": ")
                    .endsWith("het doel vraagt dat hij blijft staan.");
        }
        assertThat(seen).isNotEmpty();
        assertThat(seen.get(0)).startsWith("The shepherd of Anna leaves the board with this move (")
                .endsWith("; the goal asks that it stays.");
    }

    @Test
    void flocksThatStayApartAreNamed() throws Exception {
        Lesson l = read("06-one-flock-of-two.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        Attempt a = wrongTries(s, e).get(0);
        ExerciseFlow.Miss m = new ExerciseFlow(s, l.exercises().get(0)).miss(a);
        assertThat(m.kind()).isEqualTo(ExerciseFlow.MissKind.NO_MERGE);
        assertThat(words("en", s, e, m)).isEqualTo("With this move the fields with shepherds stay apart, so their flocks do not become one (S9).");
        assertThat(words("nl", s, e, m)).isEqualTo("Met deze zet blijven de weiden met herders gescheiden, dus hun kuddes worden niet één (S9).");
    }

    /** Share the city: a try that completes no city names nobody; one that pays Anna alone names her and both wanted. */
    @Test
    void aScoringRuleSaysWhoItPaidAndWhoTheGoalAsksFor() throws Exception {
        Lesson l = read("09-share-the-city.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        ExerciseFlow flow = new ExerciseFlow(s, l.exercises().get(0));
        Set<String> en = new java.util.TreeSet<>();
        Set<String> nl = new java.util.TreeSet<>();
        for (Attempt a : wrongTries(s, e)) {
            ExerciseFlow.Miss m = flow.miss(a);
            assertThat(m.kind()).isEqualTo(ExerciseFlow.MissKind.OTHER_SCORERS);
            assertThat(m.rule()).isEqualTo(kudde.engine.rules.RuleId.B4);
            // What the miss reports is what the engine's steps of rule B4 paid.
            int[] paid = null;
            for (kudde.engine.play.Step st : a.resolution().steps()) {
                if (paid == null && st.turn() >= e.after() && st.rule() == kudde.engine.rules.RuleId.B4 && st.totalPoints() > 0) {
                    paid = st.points();
                }
            }
            List<Integer> expected = new ArrayList<>();
            for (int q = 0; paid != null && q < paid.length; q++) {
                if (paid[q] > 0) {
                    expected.add(q);
                }
            }
            assertThat(m.scorers()).isEqualTo(expected);
            en.add(words("en", s, e, m));
            nl.add(words("nl", s, e, m));
        }
        assertThat(en).contains("With this move no one scores under rule B4 (Cities); the goal asks for points for Anna and Bram.");
        assertThat(nl).contains("Met deze zet krijgt niemand punten volgens regel B4 (Steden); het doel vraagt om punten voor Anna en Bram.");
        for (String w : en) {
            assertThat(w).endsWith("the goal asks for points for Anna and Bram" + (w.startsWith("Under") ? " and no one else." : "."));
        }
    }

    @Test
    void oneOtherScorerGetsTheSingularVerbInDutch() throws Exception {
        Lesson l = read("10-the-hill-decides.json");
        Scenario s = l.game();
        Exercise e = l.exercises().get(0).exercise();
        ExerciseFlow flow = new ExerciseFlow(s, l.exercises().get(0));
        ExerciseFlow.Miss bram = new ExerciseFlow.Miss(ExerciseFlow.MissKind.OTHER_SCORERS, -1, 0, List.of(1), kudde.engine.rules.RuleId.B4);
        assertThat(words("nl", s, e, bram)).isEqualTo("Volgens regel B4 (Steden) krijgt Bram punten met deze zet; het doel vraagt om punten voor Anna en niemand anders.");
        ExerciseFlow.Miss both = new ExerciseFlow.Miss(ExerciseFlow.MissKind.OTHER_SCORERS, -1, 0, List.of(0, 1), kudde.engine.rules.RuleId.B4);
        assertThat(words("nl", s, e, both)).isEqualTo("Volgens regel B4 (Steden) krijgen Anna en Bram punten met deze zet; het doel vraagt om punten voor Anna en niemand anders.");
        assertThat(words("en", s, e, both)).isEqualTo("Under rule B4 (Cities) this move gives points to Anna and Bram; the goal asks for points for Anna and no one else.");
        assertThat(flow.miss(wrongTries(s, e).get(0)).kind()).isEqualTo(ExerciseFlow.MissKind.OTHER_SCORERS);
    }

    /** No bundled exercise sets a returns goal: one set on the wolf's position, where a try keeps the shepherd out. */
    @Test
    void aReturnsGoalMissedSaysNoFigureWentBack() throws Exception {
        Lesson l = read("04-keep-away-from-the-wolf.json");
        LessonExercise base = l.exercises().get(0);
        Exercise e = new Exercise(base.after(), base.player(), base.tiles(),
                new Exercise.Goal(Exercise.Kind.RETURNS, "red", null, null, false, null, List.of(), FigureKind.FOLLOWER));
        Scenario with = l.game();
        ExerciseFlow flow = new ExerciseFlow(with, new LessonExercise(e, base.ask(), base.hints()));
        List<Attempt> wrong = wrongTries(with, e);
        assertThat(wrong).isNotEmpty();
        ExerciseFlow.Miss m = flow.miss(wrong.get(0));
        assertThat(m.kind()).isEqualTo(ExerciseFlow.MissKind.NOT_RETURNED);
        assertThat(words("en", with, e, m)).isEqualTo("With this move no follower of Anna goes back to supply; the goal asks that one does.");
        assertThat(words("nl", with, e, m)).isEqualTo("Met deze zet gaat geen horige van Anna terug in de voorraad; het doel vraagt dat er een teruggaat.");
    }

    @Test
    void twoFiguresLeavingAreCountedAndAMissWithoutARuleStillReads() throws Exception {
        Lesson l = read("04-keep-away-from-the-wolf.json");
        Scenario s = l.game();
        Exercise e = new Exercise(0, "red", l.exercises().get(0).tiles(),
                new Exercise.Goal(Exercise.Kind.STAYS, "red", null, null, false, null, List.of(), FigureKind.FOLLOWER));
        ExerciseFlow.Miss two = new ExerciseFlow.Miss(ExerciseFlow.MissKind.LEFT_THE_BOARD, 0, 2, List.of(), kudde.engine.rules.RuleId.B3);
        assertThat(words("en", s, e, two)).isEqualTo("2 followers of Anna leave the board with this move (B3: Roads); the goal asks that they stay.");
        assertThat(words("nl", s, e, two)).isEqualTo("2 horigen van Anna verlaten met deze zet het speelveld (B3: Wegen); het doel vraagt dat ze blijven staan.");
        ExerciseFlow.Miss one = new ExerciseFlow.Miss(ExerciseFlow.MissKind.LEFT_THE_BOARD, 0, 1, List.of(), null);
        assertThat(words("en", s, e, one)).isEqualTo("A follower of Anna leaves the board with this move; the goal asks that it stays.");
    }
}

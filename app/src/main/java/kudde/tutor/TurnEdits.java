package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Exercise;
import kudde.engine.model.Question;
import kudde.engine.model.Scenario;
import kudde.lesson.Lesson;
import kudde.lesson.LessonExercise;
import kudde.lesson.LessonQuestion;
import kudde.engine.model.Turn;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;

/**
 * Changes of a scenario's list of turns that keep what refers to turns pointing at the same turns:
 * a question asked at a turn follows it when turns before it come or go, and goes with it when it
 * is deleted; an exercise's "after so many turns" counts the same turns. Whether a later turn can
 * still be played is the engine's answer (resolving the scenario), never worked out here.
 */
public final class TurnEdits {
    private TurnEdits() {
    }

    /**
     * A deletion.
     *
     * @param lesson   the lesson without the deleted turns
     * @param removed  the indices (in the scenario before) of every turn deleted: the chosen one and
     *                 each later turn that could no longer be played without it, ascending
     */
    public record Deleted(Lesson lesson, List<Integer> removed) {
        public Deleted {
            removed = List.copyOf(removed);
        }
    }

    /**
     * Deletes turn {@code index} and what depends on it: each later turn the engine refuses once the
     * turns before it are gone (a tile that only touched the deleted tile, a figure into a feature it
     * made), one at a time, as long as one is refused. A turn already illegal before the deletion
     * stays (it is the author's to mend).
     */
    public static Deleted delete(Lesson lesson, int index) {
        Scenario s = lesson.game();
        List<Integer> kept = new ArrayList<>();
        for (int i = 0; i < s.turns().size(); i++) {
            if (i != index) {
                kept.add(i);
            }
        }
        Resolution before = Resolver.resolve(s, false);
        int illegalBefore = before.ok() ? Integer.MAX_VALUE : before.error().turn();
        List<Integer> removed = new ArrayList<>(List.of(index));
        while (true) {
            Resolution r = Resolver.resolve(s.withTurns(pick(s.turns(), kept)), false);
            if (r.ok()) {
                break;
            }
            int original = kept.get(r.error().turn());
            if (original < index || original == illegalBefore) {
                break;
            }
            kept.remove(r.error().turn());
            removed.add(original);
        }
        removed.sort(null);
        return new Deleted(renumbered(lesson, kept), removed);
    }

    /** {@code s} with {@code next} put in before turn {@code index}; questions and exercises follow their turns. */
    public static Lesson insert(Lesson s, int index, Turn next) {
        List<Turn> turns = new ArrayList<>(s.game().turns());
        turns.add(index, next);
        List<LessonQuestion> quiz = new ArrayList<>();
        for (LessonQuestion q : s.quiz()) {
            quiz.add(q.turn() >= index ? atTurn(q, q.turn() + 1) : q);
        }
        List<LessonExercise> exercises = new ArrayList<>();
        for (LessonExercise e : s.exercises()) {
            exercises.add(e.after() > index ? withAfter(e, e.after() + 1) : e);
        }
        return s.withGame(s.game().withTurns(turns)).withQuiz(quiz).withExercises(exercises);
    }

    /** The scenario keeping only the turns at {@code kept} (ascending indices), renumbering what refers to turns. */
    private static Lesson renumbered(Lesson s, List<Integer> kept) {
        List<LessonQuestion> quiz = new ArrayList<>();
        for (LessonQuestion q : s.quiz()) {
            int at = kept.indexOf(q.turn());
            if (at >= 0) {
                quiz.add(atTurn(q, at));
            }
        }
        List<LessonExercise> exercises = new ArrayList<>();
        for (LessonExercise e : s.exercises()) {
            int after = 0;
            for (int k : kept) {
                after += k < e.after() ? 1 : 0;
            }
            exercises.add(after == e.after() ? e : withAfter(e, after));
        }
        return s.withGame(s.game().withTurns(pick(s.game().turns(), kept))).withQuiz(quiz).withExercises(exercises);
    }

    private static LessonQuestion atTurn(LessonQuestion q, int turn) {
        return new LessonQuestion(new Question(turn, q.rule(), q.kind(), q.player()), q.ask());
    }

    private static LessonExercise withAfter(LessonExercise e, int after) {
        return new LessonExercise(new Exercise(after, e.player(), e.tiles(), e.goal()), e.ask(), e.hints());
    }

    private static List<Turn> pick(List<Turn> turns, List<Integer> kept) {
        List<Turn> out = new ArrayList<>();
        for (int k : kept) {
            out.add(turns.get(k));
        }
        return out;
    }
}

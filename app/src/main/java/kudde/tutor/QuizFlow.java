package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import kudde.engine.model.Question;
import kudde.lesson.LessonQuestion;
import kudde.engine.play.Highlight;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.engine.rules.RuleId;

/**
 * A lesson's quiz: which question waits before which step, what the user answered and whether it
 * was right. The engine answers every question ({@link Quiz}); this class only keeps score. Used as
 * the timeline's gate, it holds the timeline before a step until its questions are settled: a
 * right answer settles a question, a wrong one earns a hint and a second try, and a second wrong
 * answer settles it with the engine's answer shown.
 */
public final class QuizFlow {
    /** Tries a question allows before the answer is given. */
    public static final int TRIES = 2;

    private final Resolution resolution;
    private final TreeMap<Integer, List<LessonQuestion>> byStep = new TreeMap<>();
    private final List<LessonQuestion> unplaced = new ArrayList<>();
    private final Map<LessonQuestion, Verdict> verdicts = new LinkedHashMap<>();
    /**
     * The engine's answer to each placed question, worked out once: a grow-or-guide answer plays the
     * rest of the game out (tens of milliseconds), and a check on the event thread asked for it twice.
     */
    private final Map<LessonQuestion, Object> answers = new java.util.HashMap<>();

    /**
     * The outcome of one answer.
     *
     * @param given   the user's answer
     * @param right   the engine's answer (see {@link Quiz#answer}); null while a try is left, so
     *                nothing can show it before the question is settled
     * @param attempt which try this was, from 1
     */
    public record Verdict(boolean correct, Object given, Object right, int attempt) {
        /** Whether the question is done with: answered right, or wrong on the last try. */
        public boolean settled() {
            return correct || attempt >= TRIES;
        }

        /** Wrong with a try left: show the hint and ask again. */
        public boolean retry() {
            return !settled();
        }
    }

    /**
     * Where to look after a wrong answer: the rule the question is about (its id, title and Dutch
     * sentence come from the explanation texts), what to check, and the part of the board concerned.
     */
    public record Hint(RuleId rule, Look look, Highlight where) {
    }

    /** What the learner should check on the board to answer a question. */
    public enum Look {
        /** Who has the most followers in the lit feature, and whether a hill breaks a tie (B6, H4). */
        MAJORITY,
        /** Every shepherd in the lit field scores the whole flock (S7, S9). */
        SHEPHERDS_IN_FIELD,
        /** Road: one point per tile (B3). */
        ROAD_TILES,
        /** City: tiles and pennants (B4). */
        CITY_TILES,
        /** Monastery: 9, and 3 more for each vineyard around it (B5, V1). */
        MONASTERY_RING,
        /** All the sheep in the field, next to every shepherd there (S7, S9). */
        FLOCK,
        /** Final scoring of an incomplete feature (B8, V3). */
        INCOMPLETE,
        /** A field at the end: 3 per completed city it touches (B9). */
        FIELD_CITIES,
        /** What sends a shepherd home: a wolf, guiding, the dragon; a sheep does not (S2, S6, S7, D2). */
        SHEPHERD_FATE,
        /** The bag: the chance of a wolf against what the flock is worth now (S5, S6). */
        BAG_AND_FLOCK
    }

    /** The questions of {@code quiz} placed on the steps of {@code resolution}, a resolution of the lesson's game. */
    public QuizFlow(Resolution resolution, List<LessonQuestion> quiz) {
        this.resolution = resolution;
        for (LessonQuestion q : quiz) {
            int step = Quiz.stepOf(resolution, q.question());
            Object right = step < 0 ? null : Quiz.answer(resolution, q.question());
            if (right == null) {
                unplaced.add(q);
            } else {
                answers.put(q, right);
                byStep.computeIfAbsent(step, k -> new ArrayList<>()).add(q);
            }
        }
    }

    public boolean isEmpty() {
        return byStep.isEmpty();
    }

    /** How many questions the lesson asks (those that fit its resolution). */
    public int size() {
        int n = 0;
        for (List<LessonQuestion> qs : byStep.values()) {
            n += qs.size();
        }
        return n;
    }

    /** Questions that name no step of the resolution, or that the engine cannot answer there. */
    public List<LessonQuestion> unplaced() {
        return List.copyOf(unplaced);
    }

    /** Step indices that have a question before them, in order. */
    public List<Integer> steps() {
        return List.copyOf(byStep.keySet());
    }

    /** The step question {@code q} waits before, or -1 when it is not placed. */
    public int stepOf(LessonQuestion q) {
        for (Map.Entry<Integer, List<LessonQuestion>> e : byStep.entrySet()) {
            if (e.getValue().contains(q)) {
                return e.getKey();
            }
        }
        return -1;
    }

    /** The first question before step {@code step} that is not settled yet, or null. */
    public LessonQuestion pendingAt(int step) {
        for (LessonQuestion q : byStep.getOrDefault(step, List.of())) {
            Verdict v = verdicts.get(q);
            if (v == null || !v.settled()) {
                return q;
            }
        }
        return null;
    }

    /** The timeline's gate: a step may be shown once every question before it is settled. */
    public boolean mayEnter(int step) {
        return pendingAt(step) == null;
    }

    /** Whether step {@code i} must keep its text to itself: a question before it, or before an earlier step, is open. */
    public boolean hides(int i) {
        for (int s : byStep.headMap(i, true).keySet()) {
            if (pendingAt(s) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the odds at the position after step {@code shown} would give an answer away: a
     * grow-or-guide question of the same turn is still open further on.
     */
    public boolean oddsWait(int shown) {
        List<Step> steps = resolution.steps();
        for (Map.Entry<Integer, List<LessonQuestion>> e : byStep.tailMap(shown, false).entrySet()) {
            boolean sameTurn = shown < 0 || steps.get(e.getKey()).turn() == steps.get(shown).turn();
            for (LessonQuestion q : e.getValue()) {
                Verdict v = verdicts.get(q);
                if (sameTurn && q.kind() == Question.Kind.GROW_OR_GUIDE && (v == null || !v.settled())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Checks {@code given} against the engine's answer and remembers the verdict. A wrong answer
     * with a try left keeps the question open and does not tell the right answer.
     */
    public Verdict answer(LessonQuestion q, Object given) {
        Verdict before = verdicts.get(q);
        if (before != null && before.settled()) {
            return before;
        }
        int attempt = before == null ? 1 : before.attempt() + 1;
        Object right = rightAnswer(q);
        boolean correct = Quiz.matches(right, given);
        Verdict v = new Verdict(correct, given, correct || attempt >= TRIES ? right : null, attempt);
        verdicts.put(q, v);
        return v;
    }

    /**
     * Settles {@code q} without an answer from the learner (a lesson continued past it, {@link
     * Resume}): it no longer holds the timeline and counts as answered, but not as answered right,
     * since nobody answered it now. Its engine answer is kept, as for a second wrong try.
     */
    public Verdict pass(LessonQuestion q) {
        Verdict before = verdicts.get(q);
        if (before != null && before.settled()) {
            return before;
        }
        Verdict v = new Verdict(false, null, rightAnswer(q), TRIES);
        verdicts.put(q, v);
        return v;
    }

    /** The engine's answer to {@code q}: kept from when it was placed, else worked out now. */
    private Object rightAnswer(LessonQuestion q) {
        return answers.containsKey(q) ? answers.get(q) : Quiz.answer(resolution, q.question());
    }

    /** The latest verdict on {@code q} (a retry or the settled one), or null before any answer. */
    public Verdict verdict(LessonQuestion q) {
        return verdicts.get(q);
    }

    /** The hint for {@code q}: its rule, what to look at, and the part of the board to look at. */
    public Hint hint(LessonQuestion q) {
        int i = stepOf(q);
        Highlight where = Highlight.NONE;
        if (i >= 0) {
            // The step's tiles and features, not its figures or marks: those are its outcome.
            Highlight h = resolution.steps().get(i).highlight();
            where = new Highlight(h.tiles(), List.of(), h.features());
        }
        return new Hint(q.rule(), look(q), where);
    }

    private static Look look(LessonQuestion q) {
        return switch (q.kind()) {
            case SCORERS -> q.rule() == RuleId.S7 || q.rule() == RuleId.S8 ? Look.SHEPHERDS_IN_FIELD : Look.MAJORITY;
            case SHEPHERD_RETURNS -> Look.SHEPHERD_FATE;
            case GROW_OR_GUIDE -> Look.BAG_AND_FLOCK;
            case POINTS -> switch (q.rule()) {
                case B3 -> Look.ROAD_TILES;
                case B4 -> Look.CITY_TILES;
                case B5, V1, V2 -> Look.MONASTERY_RING;
                case S7, S8, S9 -> Look.FLOCK;
                case B8, V3 -> Look.INCOMPLETE;
                case B9 -> Look.FIELD_CITIES;
                default -> Look.MAJORITY;
            };
        };
    }

    /** How many questions are settled. */
    public int answered() {
        int n = 0;
        for (Verdict v : verdicts.values()) {
            n += v.settled() ? 1 : 0;
        }
        return n;
    }

    /** How many questions were answered right (on either try). */
    public int correct() {
        int n = 0;
        for (Verdict v : verdicts.values()) {
            n += v.correct() ? 1 : 0;
        }
        return n;
    }

    /** Whether every question is settled: the lesson's takeaway may be shown. */
    public boolean finished() {
        return answered() == size();
    }
}

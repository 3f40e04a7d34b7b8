package kudde.tutor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import kudde.engine.model.Question;
import kudde.engine.play.Quiz;
import kudde.engine.play.Resolution;

/**
 * A lesson's quiz: which question waits before which step, what the user answered and whether it
 * was right. The engine answers every question ({@link Quiz}); this class only keeps score. Used as
 * the timeline's gate, it holds the timeline before a step until its questions are answered.
 */
public final class QuizFlow {
    private final Resolution resolution;
    private final TreeMap<Integer, List<Question>> byStep = new TreeMap<>();
    private final List<Question> unplaced = new ArrayList<>();
    private final Map<Question, Verdict> verdicts = new LinkedHashMap<>();

    /**
     * The outcome of one answer.
     *
     * @param given the user's answer
     * @param right the engine's answer (see {@link Quiz#answer})
     */
    public record Verdict(boolean correct, Object given, Object right) {
    }

    public QuizFlow(Resolution resolution) {
        this.resolution = resolution;
        for (Question q : resolution.scenario().quiz()) {
            int step = Quiz.stepOf(resolution, q);
            if (step < 0 || Quiz.answer(resolution, q) == null) {
                unplaced.add(q);
            } else {
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
        for (List<Question> qs : byStep.values()) {
            n += qs.size();
        }
        return n;
    }

    /** Questions that name no step of the resolution, or that the engine cannot answer there. */
    public List<Question> unplaced() {
        return List.copyOf(unplaced);
    }

    /** Step indices that have a question before them, in order. */
    public List<Integer> steps() {
        return List.copyOf(byStep.keySet());
    }

    public List<Question> questionsAt(int step) {
        return List.copyOf(byStep.getOrDefault(step, List.of()));
    }

    /** The first unanswered question before step {@code step}, or null. */
    public Question pendingAt(int step) {
        for (Question q : byStep.getOrDefault(step, List.of())) {
            if (!verdicts.containsKey(q)) {
                return q;
            }
        }
        return null;
    }

    /** The timeline's gate: a step may be shown once every question before it is answered. */
    public boolean mayEnter(int step) {
        return pendingAt(step) == null;
    }

    /** Checks {@code given} against the engine's answer and remembers the verdict. */
    public Verdict answer(Question q, Object given) {
        Verdict v = new Verdict(Quiz.check(resolution, q, given), given, Quiz.answer(resolution, q));
        verdicts.put(q, v);
        return v;
    }

    public Verdict verdict(Question q) {
        return verdicts.get(q);
    }

    public int answered() {
        return verdicts.size();
    }

    public int correct() {
        int n = 0;
        for (Verdict v : verdicts.values()) {
            if (v.correct()) {
                n++;
            }
        }
        return n;
    }

    /** Forgets every answer, so the lesson can be tried again. */
    public void reset() {
        verdicts.clear();
    }
}

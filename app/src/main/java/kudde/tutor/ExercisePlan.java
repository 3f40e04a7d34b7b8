package kudde.tutor;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.Scenario;
import kudde.engine.play.Resolution;
import kudde.engine.play.Step;
import kudde.lesson.LessonExercise;

/**
 * Where a lesson's exercises wait on its timeline, and whether each is done. An exercise with
 * {@code after = k} is played from the position after the steps of the file's first k turns (the
 * set-up when k is 0); as the timeline's gate it holds the steps of the later turns until the
 * exercise is solved or its solution shown, as a quiz question does.
 */
public final class ExercisePlan {
    private final List<ExerciseFlow> flows = new ArrayList<>();
    private final List<Integer> positions = new ArrayList<>();
    private final List<Integer> firstHeld = new ArrayList<>();

    /** The exercises of {@code exercises} placed on the steps of {@code r}, a resolution of the lesson's game. */
    public ExercisePlan(Resolution r, List<LessonExercise> exercises) {
        Scenario s = r.scenario();
        List<Step> steps = r.steps();
        for (LessonExercise e : exercises) {
            flows.add(new ExerciseFlow(s, e));
            int last = Timeline.START;
            int held = -1;
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i).turn() < e.after()) {
                    last = i;
                } else if (held < 0) {
                    held = i;
                }
            }
            positions.add(last);
            firstHeld.add(held);
        }
    }

    public int size() {
        return flows.size();
    }

    public ExerciseFlow flow(int i) {
        return flows.get(i);
    }

    /** The timeline position exercise {@code i} is played from. */
    public int position(int i) {
        return positions.get(i);
    }

    /** Solved, or its solution shown. */
    public boolean done(int i) {
        ExerciseFlow f = flows.get(i);
        return f.solved() || f.shown();
    }

    /**
     * The exercise played at timeline position {@code position}: the first one there not yet done,
     * else the last one there; -1 when none is played there.
     */
    public int at(int position) {
        int found = -1;
        for (int i = 0; i < flows.size(); i++) {
            if (positions.get(i) == position) {
                if (!done(i)) {
                    return i;
                }
                found = i;
            }
        }
        return found;
    }

    /** As a timeline gate: a step may be entered once every exercise before it is done. */
    public boolean mayEnter(int step) {
        for (int i = 0; i < flows.size(); i++) {
            int held = firstHeld.get(i);
            if (held >= 0 && step >= held && !done(i)) {
                return false;
            }
        }
        return true;
    }

    /** Every exercise is done (a lesson without exercises: true). */
    public boolean allDone() {
        for (int i = 0; i < flows.size(); i++) {
            if (!done(i)) {
                return false;
            }
        }
        return true;
    }
}

package kudde.tutor;

import kudde.lesson.LessonQuestion;

/**
 * Takes a freshly opened lesson back to the place the learner left it ({@link Progress#left()}).
 * The quiz holds the timeline before each question and exercise until it is settled; the learner
 * settled those before the place already (else they would not have got past them), so they are
 * settled again here: each question passed ({@link QuizFlow#pass}: settled, but not counted as
 * answered right, since the learner did not answer it now), each exercise by showing its solution. The questions and exercises at and after the place stay open.
 */
public final class Resume {
    private Resume() {
    }

    /**
     * Moves {@code timeline} to position {@code step}, settling what holds it on the way. Returns
     * the position reached (the last one when {@code step} lies beyond it).
     */
    public static int to(Timeline timeline, QuizFlow quiz, ExercisePlan exercises, int step) {
        int target = Math.max(Timeline.START, Math.min(step, timeline.size() - 1));
        if (quiz != null) {
            for (int s : quiz.steps()) {
                if (s > target) {
                    break;
                }
                for (LessonQuestion q = quiz.pendingAt(s); q != null; q = quiz.pendingAt(s)) {
                    quiz.pass(q);
                }
            }
        }
        if (exercises != null) {
            for (int i = 0; i < exercises.size(); i++) {
                // An exercise played from an earlier position holds every step after it.
                if (exercises.position(i) < target && !exercises.done(i)) {
                    exercises.flow(i).showMe();
                }
            }
        }
        timeline.select(target);
        return timeline.index();
    }
}

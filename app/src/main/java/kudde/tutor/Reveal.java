package kudde.tutor;

/**
 * What the tutor may show while a quiz question is open: the one place that decides it, which every
 * panel consults (the step list, the explanation, the odds, the score table, the rules comparison, the
 * why-chains). A question is answered from the board and the rules, so nothing visible may state or
 * imply its answer: no step the timeline has not reached (its text, points or outcome), no worked-out
 * odds (their expected points and verdict are a points or a grow-or-guide answer), no final scores.
 * With quiz mode off, or once every question is settled, everything shows.
 */
public final class Reveal {
    /** Everything shows: no quiz, or quiz mode off. */
    public static final Reveal ALL = new Reveal(null, null);

    private final Timeline timeline;
    private final QuizFlow quiz;

    private Reveal(Timeline timeline, QuizFlow quiz) {
        this.timeline = timeline;
        this.quiz = quiz;
    }

    /** What may show at the timeline's position with this quiz; {@link #ALL} without a quiz or with quiz mode off. */
    public static Reveal of(Timeline timeline, QuizFlow quiz, boolean quizMode) {
        return timeline == null || quiz == null || !quizMode || quiz.isEmpty() ? ALL : new Reveal(timeline, quiz);
    }

    /** Whether a question is open at the position shown. */
    public boolean asking() {
        return quiz != null && timeline.waitingAt() >= 0 && quiz.pendingAt(timeline.waitingAt()) != null;
    }

    /**
     * Whether step {@code i}'s text, points and outcome may show: it is reached, or no question before
     * it (or before an earlier step) is still open.
     */
    public boolean step(int i) {
        return quiz == null || !quiz.hides(i);
    }

    /**
     * Whether the odds at the position shown may show what they work out (the points of guiding now and
     * of growing, the chances, the verdict, the leads): not while a question is open, whatever it asks
     * (the flock's worth is the answer to a points question of S7), nor while a grow-or-guide question
     * of the same turn waits further on. The bag and the chance of a wolf always show: the learner
     * works from them.
     */
    public boolean odds() {
        return quiz == null || !asking() && !quiz.oddsWait(timeline.index());
    }

    /**
     * Whether the outcome of the whole lesson may show (final scores, every step of it under other
     * rules): once every question is settled, since the end of the game answers the questions still to
     * come.
     */
    public boolean outcome() {
        return quiz == null || quiz.finished();
    }
}

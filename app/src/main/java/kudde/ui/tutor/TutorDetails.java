package kudde.ui.tutor;

import javax.swing.JPanel;
import javax.swing.JScrollPane;
import kudde.tutor.ExercisePlan;
import kudde.ui.kit.FitWidthPanel;
import net.miginfocom.swing.MigLayout;

/**
 * The tutor's column under the steps: the exercise, the quiz question, the odds, the step's
 * explanation and the why-answer, top to bottom, in a pane that scrolls vertically. The exercise,
 * the quiz question and the odds are made when first needed: most steps ask nothing and are no
 * tending choice, and the window's first paint waited for all three (docs/performance.md,
 * start-up). Null until then.
 */
final class TutorDetails {
    private final TutorView view;
    private final JPanel column = new FitWidthPanel(new MigLayout("wrap 1, insets 6, fillx, hidemode 3", "[grow,fill]"));
    private final JScrollPane scroll;
    private final ExplanationPanel explanation;
    private final WhyPanel why;
    private ExercisePanel exercise;
    private QuizPanel quiz;
    private OddsPanel odds;

    TutorDetails(TutorView view) {
        this.view = view;
        explanation = new ExplanationPanel(view);
        why = new WhyPanel(view);
        column.add(explanation);
        column.add(why, "gaptop 8");
        scroll = new JScrollPane(column, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
    }

    JScrollPane scroll() {
        return scroll;
    }

    ExplanationPanel explanation() {
        return explanation;
    }

    WhyPanel why() {
        return why;
    }

    /** The exercise panel once an exercise was shown, else null. */
    ExercisePanel exercise() {
        return exercise;
    }

    /** The quiz panel once a question was asked, else null. */
    QuizPanel quiz() {
        return quiz;
    }

    /** Another lesson's exercises (null: none), for the exercise panel if it was made. */
    void openExercises(ExercisePlan plan) {
        if (exercise != null) {
            exercise.open(plan);
        }
    }

    /** The exercise, above everything else, from the first step that asks the learner for a move. */
    void refreshExercise() {
        if (exercise == null) {
            ExercisePlan plan = view.exercises();
            if (plan == null || view.timeline() == null || plan.at(view.timeline().index()) < 0) {
                return;
            }
            exercise = new ExercisePanel(view);
            exercise.open(plan);
            column.add(exercise, 0);
        }
        exercise.refresh();
    }

    /** The quiz question, above the odds and the explanation, from when the tutor first waits for an answer. */
    void refreshQuiz() {
        if (quiz == null) {
            if (!QuizPanel.waits(view)) {
                return;
            }
            quiz = new QuizPanel(view);
            column.add(quiz, column.getComponentZOrder(odds != null ? odds : explanation));
        }
        quiz.refresh();
    }

    /** The odds, from the first tending choice shown: what the user needs first there, the rule follows below. */
    void refreshOdds() {
        if (odds == null) {
            if (!OddsPanel.atTending(view)) {
                return;
            }
            odds = new OddsPanel(view);
            column.add(odds, "gapbottom 8", column.getComponentZOrder(explanation));
        }
        odds.refresh();
    }

    /** Whether the odds of the shown tending choice are still being worked out in the background. */
    boolean oddsWorking() {
        return odds != null && odds.working();
    }
}

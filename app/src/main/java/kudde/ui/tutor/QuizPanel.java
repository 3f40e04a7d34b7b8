package kudde.ui.tutor;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JTextField;
import kudde.engine.model.PlayerSetup;
import kudde.lesson.LessonQuestion;
import kudde.engine.model.Scenario;
import kudde.engine.model.Turn;
import kudde.engine.play.Highlight;
import kudde.tutor.QuizFlow;
import kudde.tutor.Timeline;
import kudde.ui.kit.BesideOrUnder;
import kudde.ui.kit.Fold;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * Asks the question a lesson waits on before a step, takes the answer, and shows the engine's
 * verdict; "Show the step" then moves on. The UI only collects the answer: {@link QuizFlow} (and
 * through it the engine) decides whether it is right.
 */
final class QuizPanel extends Fold {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JLabel title = new JLabel();
    private final JLabel progress = new JLabel();
    private final Paragraph question = new Paragraph("question");
    private final JPanel answers = new JPanel(new MigLayout("insets 0, wrap 1, fillx, hidemode 3", "[grow]"));
    private final JButton check = new JButton();
    private final Paragraph verdict = new Paragraph("verdict");
    private final JButton go = new JButton();
    private final List<JCheckBox> players = new ArrayList<>();
    private final JTextField points = new JTextField(4);
    private final JRadioButton yes = new JRadioButton();
    private final JRadioButton no = new JRadioButton();
    private final JRadioButton grow = new JRadioButton();
    private final JRadioButton guide = new JRadioButton();
    private final Paragraph hint = new Paragraph("quizHint");
    private final JLabel pointsLabel = new JLabel();
    private final ButtonGroup yn = new ButtonGroup();
    private final ButtonGroup gg = new ButtonGroup();
    private final JPanel hintBox = new JPanel(new MigLayout("wrap 1, insets 6, fillx", "[grow,fill]"));
    private final JLabel hintTitle = new JLabel();
    private final Paragraph hintRule = new Paragraph("hintRule");
    private final Paragraph hintSource = new Paragraph("hintSource");
    private final Paragraph hintLook = new Paragraph("hintLook");
    private LessonQuestion asked;
    private boolean nextAsked;

    /** The heading with the quiz's score at its right, or (doLayout) the score on a line under it. */
    private final BesideOrUnder heading = new BesideOrUnder()
            .part(title, "split 2, growx, wmin 10", "growx, wmin 10")
            .part(progress, "gapleft push", "growx, wmin 10");

    QuizPanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 8, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("quiz");
        title.setName("quizTitle");
        progress.setName("quizProgress");
        check.setName("check");
        go.setName("continue");
        points.setName("answerPoints");
        yes.setName("answerYes");
        no.setName("answerNo");
        grow.setName("answerGrow");
        guide.setName("answerGuide");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        question.style(Font.BOLD);
        yn.add(yes);
        yn.add(no);
        gg.add(grow);
        gg.add(guide);
        check.addActionListener(e -> check());
        points.addActionListener(e -> check());
        go.addActionListener(e -> goOn());
        hintBox.setName("hint");
        hintTitle.setName("hintTitle");
        hintRule.style(Font.BOLD);
        hintSource.style(Font.ITALIC);
        hintBox.add(hintRule, "growx, wmin 10");
        hintBox.add(hintSource, "growx, wmin 10");
        hintBox.add(hintLook, "growx, wmin 10");
        add(title, heading.beside(title));
        add(progress, heading.beside(progress));
        add(question, "growx, wmin 10");
        add(answers, "growx, wmin 10");
        add(check, "split 2, growx 0");
        add(go, "growx 0");
        add(verdict, "growx, wmin 10");
        add(hintBox, "growx, wmin 10");
    }

    /**
     * The quiz's score under its heading where both do not fit on one line: at 200 % text in an
     * 800 px window the side is about 470 px, and the heading said "Questi…" beside "Quiz: 0 of 2
     * right". Decided at every layout, so a wider side puts them side by side again.
     */
    @Override
    public void doLayout() {
        java.awt.Insets in = getInsets();
        // The panel's insets (8 each side) and the least gap between the two, as the layout scales them.
        int margins = com.formdev.flatlaf.util.UIScale.scale(8 + 8 + 12);
        heading.choose(this, getWidth() > 0 && title.getPreferredSize().width + progress.getPreferredSize().width + margins
                > getWidth() - in.left - in.right);
        super.doLayout();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // A framed box in the accent colour: the lesson is waiting for the user here.
        setBorder(javax.swing.BorderFactory.createLineBorder(Theme.colour("Kudde.accent"), 2));
    }

    /** Whether the tutor waits for an answer at the shown position: the only time this panel shows. */
    static boolean waits(TutorView view) {
        Timeline t = view.timeline();
        return t != null && view.quiz() != null && view.quizMode() && t.waitingAt() >= 0;
    }

    void refresh() {
        TutorTexts tx = view.texts();
        Timeline t = view.timeline();
        QuizFlow quiz = view.quiz();
        if (!waits(view)) {
            asked = null;
            setVisible(false);
            return;
        }
        LessonQuestion pending = quiz.pendingAt(t.waitingAt());
        // The question on display stays, with its verdict, until the user moves on from it.
        boolean stale = asked == null || quiz.stepOf(asked) != t.waitingAt() || !asked.equals(pending) && nextAsked;
        if (stale && pending != null) {
            asked = pending;
            build(t.resolution().scenario(), pending);
        }
        nextAsked = false;
        QuizFlow.Verdict v = asked == null ? null : quiz.verdict(asked);
        boolean open = asked != null && (v == null || v.retry());
        setVisible(asked != null);
        title.setText(tx.get("quiz.title"));
        progress.setText(tx.format("quiz.score", quiz.correct(), quiz.size()));
        check.setText(tx.get("quiz.check"));
        go.setText(tx.get(pending != null ? "quiz.next" : "quiz.continue"));
        yes.setText(tx.get("quiz.yes"));
        no.setText(tx.get("quiz.no"));
        grow.setText(tx.get("quiz.grow"));
        guide.setText(tx.get("quiz.guide"));
        hint.setText(tx.get("quiz.chooseAny"));
        pointsLabel.setText(tx.get("quiz.points"));
        question.setText(asked == null ? "" : tx.pick(asked.ask()));
        // The answers stay where they were, greyed, once settled: the buttons under them do not
        // jump up when the verdict comes, and Continue takes the place of Check.
        answers.setVisible(asked != null);
        enable(answers, open);
        check.setVisible(open);
        go.setVisible(asked != null && !open);
        verdict.setVisible(v != null);
        hintBox.setVisible(v != null && v.retry());
        if (v != null) {
            verdict.setText(verdictText(tx, v));
            Theme.foreground(verdict, v.correct() ? "Kudde.success" : "Kudde.error");
        }
        if (v != null && v.retry()) {
            QuizFlow.Hint h = quiz.hint(asked);
            hintRule.setText(tx.format("quiz.hintRule", h.rule().name(), tx.explain().ruleTitle(h.rule())));
            String src = tx.explain().source(h.rule()).orElse(null);
            hintSource.setText(src == null ? "" : "„" + src + "”");
            hintSource.setVisible(src != null);
            hintLook.setText(tx.get("quiz.look." + h.look().name()));
        }
    }

    private static void enable(java.awt.Container c, boolean on) {
        for (java.awt.Component k : c.getComponents()) {
            k.setEnabled(on);
        }
    }

    /** While a wrong answer waits for its second try: the part of the board to look at, else null. */
    Highlight hintHighlight() {
        QuizFlow quiz = view.quiz();
        if (asked == null || quiz == null || !isVisible()) {
            return null;
        }
        QuizFlow.Verdict v = quiz.verdict(asked);
        return v != null && v.retry() ? quiz.hint(asked).where() : null;
    }

    /**
     * Wrong once: try again. Settled: right or not, then the answer that was right, said as a
     * sentence about the step asked of; never the step's explanation, which tells what happens next
     * (the scripted move may be the other choice of a grow-or-guide question) and may answer the
     * next question before the same step (who scores, then how many points).
     */
    private String verdictText(TutorTexts tx, QuizFlow.Verdict v) {
        if (v.retry()) {
            return tx.get("quiz.tryAgain");
        }
        return tx.format(v.correct() ? "quiz.right" : "quiz.wrong", says(tx, asked, v.right()));
    }

    /** The engine's answer to {@code q} as a sentence: who scores, how many points, yes or no, grow or guide. */
    private String says(TutorTexts tx, LessonQuestion q, Object right) {
        Scenario s = view.timeline().resolution().scenario();
        String player = q.player() == null || s.playerIndex(q.player()) < 0 ? ""
                : tx.explain().name(s.players().get(s.playerIndex(q.player())));
        return switch (q.kind()) {
            case SCORERS -> {
                // In the players' order (the answer is a set of ids), as every other list of names.
                List<String> ids = new ArrayList<>();
                for (Object id : (java.util.Collection<?>) right) {
                    ids.add((String) id);
                }
                ids.sort(java.util.Comparator.comparingInt(s::playerIndex));
                yield tx.format("quiz.says.scorers", tx.answer(s, ids), ids.size());
            }
            case POINTS -> tx.format("quiz.says.points", player, right);
            case SHEPHERD_RETURNS -> tx.format(Boolean.TRUE.equals(right) ? "quiz.says.returns" : "quiz.says.stays", player);
            case GROW_OR_GUIDE -> tx.get(right == Turn.Flock.GROW ? "quiz.says.grow" : "quiz.says.guide");
        };
    }

    /** Moves on: to the next question before this step, or into the step. */
    private void goOn() {
        Timeline t = view.timeline();
        if (t.waitingAt() >= 0 && view.quiz().pendingAt(t.waitingAt()) != null) {
            nextAsked = true;
            view.refresh();
        } else {
            t.forward();
        }
    }

    private void build(Scenario s, LessonQuestion q) {
        answers.removeAll();
        players.clear();
        // A new question starts with nothing chosen (a radio button in a group does not unselect itself).
        points.setText("");
        yn.clearSelection();
        gg.clearSelection();
        switch (q.kind()) {
            case SCORERS -> {
                answers.add(hint, "wmin 10, growx");
                for (PlayerSetup p : s.players()) {
                    JCheckBox box = new JCheckBox(view.texts().explain().name(p));
                    box.setName("answer." + p.id());
                    box.putClientProperty("player", p.id());
                    players.add(box);
                    answers.add(box);
                }
            }
            case POINTS -> {
                answers.add(pointsLabel, "split 2");
                answers.add(points);
            }
            case SHEPHERD_RETURNS -> {
                answers.add(yes, "split 2");
                answers.add(no);
            }
            default -> {
                answers.add(grow, "split 2");
                answers.add(guide);
            }
        }
        answers.revalidate();
        answers.repaint();
    }

    private void check() {
        if (asked == null) {
            return;
        }
        Object given = given();
        if (given == null) {
            return;
        }
        view.quiz().answer(asked, given);
        view.refresh();
    }

    /** The answer as {@link kudde.engine.play.Quiz#check} takes it, or null when none is given yet. */
    private Object given() {
        switch (asked.kind()) {
            case SCORERS -> {
                List<String> ids = new ArrayList<>();
                for (JCheckBox b : players) {
                    if (b.isSelected()) {
                        ids.add((String) b.getClientProperty("player"));
                    }
                }
                return ids;
            }
            case POINTS -> {
                try {
                    return Integer.valueOf(points.getText().trim());
                } catch (NumberFormatException e) {
                    points.requestFocusInWindow();
                    return null;
                }
            }
            case SHEPHERD_RETURNS -> {
                return yes.isSelected() ? Boolean.TRUE : no.isSelected() ? Boolean.FALSE : null;
            }
            default -> {
                return grow.isSelected() ? Turn.Flock.GROW : guide.isSelected() ? Turn.Flock.GUIDE : null;
            }
        }
    }
}

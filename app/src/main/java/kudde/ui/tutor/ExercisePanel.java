package kudde.ui.tutor;

import java.awt.Font;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import kudde.engine.exercise.Attempt;
import kudde.engine.model.Pos;
import kudde.engine.model.Turn;
import kudde.engine.moves.FigureMoves;
import kudde.engine.moves.TileMove;
import kudde.engine.play.Highlight;
import kudde.engine.play.IllegalTurn;
import kudde.engine.play.Message;
import kudde.engine.play.Step;
import kudde.engine.tile.TileType;
import kudde.lesson.LessonExercise;
import kudde.tutor.ExerciseFlow;
import kudde.tutor.ExerciseMoves;
import kudde.tutor.ExercisePlan;
import kudde.tutor.Timeline;
import kudde.ui.art.TileIcon;
import kudde.ui.board.TurnPicker;
import kudde.ui.kit.Background;
import kudde.ui.kit.Fold;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * An exercise of the lesson: its goal, the learner's move played on the board with
 * the board's {@link TurnPicker} (the tile follows the mouse; a click on a square where it fits lays
 * it down, a right-click, the wheel or Turn turns it, a click on a part of it puts a figure there or
 * No figure plays it without; grow or guide is asked when the tile makes the player tend), then the
 * engine's verdict with the steps of the move, the hints one by one after wrong tries, and "Show
 * me", which plays a solution the engine found. What the picker offers comes from the engine
 * ({@link ExerciseMoves}); {@link ExerciseFlow} and the engine judge the move.
 */
final class ExercisePanel extends Fold {
    private static final long serialVersionUID = 1L;
    private static final int TILE_ICON = 48;

    private final TutorView view;
    private final JLabel title = new JLabel();
    private final JLabel tries = new JLabel();
    private final Paragraph ask = new Paragraph("exerciseAsk");
    private final Paragraph how = new Paragraph("exerciseHow");
    private final JLabel tileIcon = new JLabel();
    /** The tile to place, drawn as the editor's palette draws it; turned as the picker turns it. */
    private TileIcon picture;
    private final JPanel moveRow = new JPanel();
    private final Paragraph notice = new Paragraph("exerciseNotice");
    private final JButton noFigure = new JButton();
    private final JButton turn = new JButton();
    private final JButton pickUp = new JButton();
    private final JButton again = new JButton();
    private final JButton showMe = new JButton();
    private final JButton goOn = new JButton();
    private final Paragraph verdict = new Paragraph("exerciseVerdict");
    private final Paragraph steps = new Paragraph("exerciseSteps");
    private final Paragraph takeaway = new Paragraph("exerciseTakeaway");
    private final JPanel hintBox = new JPanel(new MigLayout("wrap 1, insets 6, fillx", "[grow,fill]"));
    private final Paragraph hintRule = new Paragraph("exerciseHintRule");
    private final Paragraph hintSource = new Paragraph("exerciseHintSource");
    private final Paragraph hintLook = new Paragraph("exerciseHintLook");
    private final Paragraph hintLit = new Paragraph("exerciseHintLit");

    private ExercisePlan plan;
    private int index = -1;
    private final List<Turn.TileTurn> moves = new ArrayList<>();
    private ExerciseMoves draft;
    private final TurnPicker picker;
    /** The last try or the solution shown, while the board shows its outcome; else null. */
    private Attempt result;
    private ExerciseFlow.Feedback feedback;
    private boolean shownSolution;
    private Timeline resultTimeline;
    /** A refused try leaves the position as it was: the board shows it, without the try's tile. */
    private ExerciseMoves untouched;
    private String noticeText;
    private boolean settingUp;

    ExercisePanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 8, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("exercise");
        title.setName("exerciseTitle");
        tries.setName("exerciseTries");
        noFigure.setName("exerciseNoFigure");
        turn.setName("exerciseTurn");
        pickUp.setName("exercisePickUp");
        notice.setName("exerciseNotice");
        again.setName("exerciseAgain");
        showMe.setName("exerciseShowMe");
        goOn.setName("exerciseContinue");
        hintBox.setName("exerciseHint");
        title.putClientProperty("FlatLaf.styleClass", "h3");
        ask.style(Font.BOLD);
        hintRule.style(Font.BOLD);
        hintSource.style(Font.ITALIC);
        hintLit.style(Font.ITALIC);
        picker = new TurnPicker(new Judge(), new TurnPicker.Listener() {
            @Override
            public void chosen(TurnPicker.Move m) {
                played(m);
            }

            @Override
            public void refused(String reason) {
                noticeText = reason;
                view.refresh();
            }

            @Override
            public void changed() {
                if (!settingUp) {
                    noticeText = null;
                    view.refresh();
                }
            }
        });
        noFigure.addActionListener(e -> picker.finishWithoutFigure());
        turn.addActionListener(e -> picker.rotate(1));
        pickUp.addActionListener(e -> picker.pickUp());
        again.addActionListener(e -> tryAgain());
        showMe.addActionListener(e -> showSolution());
        goOn.addActionListener(e -> carryOn());
        hintBox.add(hintRule, "growx, wmin 10");
        hintBox.add(hintSource, "growx, wmin 10");
        hintBox.add(hintLook, "growx, wmin 10");
        hintBox.add(hintLit, "growx, wmin 10");
        add(title, "split 2, growx, wmin 10");
        add(tries, "gapleft push");
        add(ask, "growx, wmin 10");
        tileIcon.setName("exerciseTile");
        // The buttons in rows of their own, so a hidden one never lets the next paragraph move up.
        moveRow.setLayout(new MigLayout("insets 0, hidemode 3"));
        moveRow.add(noFigure);
        moveRow.add(turn);
        JPanel tryRow = new JPanel(new MigLayout("insets 0, hidemode 3"));
        // At most two buttons in a row, so the panel fits a narrow dock in both languages.
        tryRow.add(pickUp);
        tryRow.add(again);
        tryRow.add(showMe);
        tryRow.add(goOn);
        // Right under the question, above every text that comes and goes (the tile and how to lay
        // it, a refusal, the verdict): the buttons keep their place after feedback, and the row of
        // try buttons stays put when the move's row goes after a try.
        add(tryRow);
        add(moveRow);
        add(tileIcon, "split 2, top, growx 0");
        add(how, "growx, wmin 10");
        add(notice, "growx, wmin 10");
        add(verdict, "growx, wmin 10");
        // The takeaway right under the verdict, so it shows in a short dock without scrolling.
        add(takeaway, "growx, wmin 10");
        add(steps, "growx, wmin 10, gaptop 6");
        add(hintBox, "growx, wmin 10");
    }

    @Override
    public void updateUI() {
        super.updateUI();
        // Framed in the accent colour, as a question is: the lesson waits for the learner here.
        setBorder(javax.swing.BorderFactory.createLineBorder(Theme.colour("Kudde.accent"), 2));
        if (hintBox != null) {
            hintBox.setBorder(javax.swing.BorderFactory.createMatteBorder(0, 3, 0, 0, Theme.colour("Kudde.accent")));
        }
    }

    /** Another lesson (or the same one resolved again): its exercises, none started. */
    void open(ExercisePlan p) {
        plan = p;
        index = -1;
        clear();
    }

    private void clear() {
        moves.clear();
        draft = null;
        noticeText = null;
        result = null;
        feedback = null;
        shownSolution = false;
        resultTimeline = null;
        untouched = null;
    }

    /** Whether an exercise is being played at the shown position (the board is then the exercise's). */
    boolean active() {
        return isVisible() && index >= 0;
    }

    /** The exercise played now, or null. */
    ExerciseFlow flow() {
        return active() ? plan.flow(index) : null;
    }

    /** The engine's moves for the tile being placed, or null while an outcome is shown. */
    ExerciseMoves draft() {
        return active() && result == null && !plan.done(index) ? draft : null;
    }

    /** The board's picker while the learner's move is being put together, else null. */
    TurnPicker picker() {
        return draft() == null ? null : picker;
    }

    /** The outcome the board shows (the last try or the solution), or null. */
    Timeline outcome() {
        return active() ? resultTimeline : null;
    }

    /**
     * The position the board shows while there is no outcome: the move being put together, or the
     * position a refused try left as it was; null when an outcome is shown.
     */
    ExerciseMoves position() {
        if (!active() || resultTimeline != null) {
            return null;
        }
        return result != null ? untouched : draft;
    }

    /**
     * The squares of the learner's move on the board now: the tiles laid so far and the one lying
     * there while its figure is chosen, or those of the try (or solution) shown; empty otherwise.
     */
    List<Pos> moveCells() {
        List<Pos> out = new ArrayList<>();
        if (!active()) {
            return out;
        }
        if (result != null) {
            if (resultTimeline != null) {
                result.moves().forEach(m -> out.add(m.at()));
            }
            return out;
        }
        moves.forEach(m -> out.add(m.at()));
        if (draft != null && picker.laid() != null) {
            out.add(picker.laid().at());
        }
        return out;
    }

    /**
     * What the hint shown lights on the board shown now (the try's outcome, or the position the
     * move is played in): the tutor layer's answer ({@link ExerciseFlow#light}); nothing without a hint.
     */
    Highlight light() {
        if (!active() || !hintShown()) {
            return Highlight.NONE;
        }
        ExerciseFlow f = plan.flow(index);
        if (resultTimeline != null) {
            return f.light(resultTimeline.board(), resultTimeline.snapshot().figures());
        }
        ExerciseMoves d = position();
        if (d == null) {
            return Highlight.NONE;
        }
        // While the second tile of a two-turn try is placed, the squares lit are its own.
        return f.light(d.board(), d.standing(), result == null ? List.copyOf(moves) : List.of());
    }

    private boolean hintShown() {
        return feedback != null && !feedback.met() && !shownSolution && feedback.hint() != null;
    }

    /** What each player scored in the try (or the solution) shown, or null while none is. */
    int[] outcomePoints() {
        return active() && result != null ? plan.flow(index).points(result) : null;
    }

    void refresh() {
        Timeline t = view.timeline();
        int now = t == null || plan == null ? -1 : plan.at(t.index());
        if (now != index) {
            index = now;
            clear();
            if (index >= 0) {
                // The engine's solutions, ready before a hint or "Show me" needs them (a two-turn
                // search takes a fifth of a second: not on the event thread).
                ExerciseFlow ahead = plan.flow(index);
                Background.run(() -> {
                    ahead.searchAhead();
                    return ahead;
                }, f -> { }, e -> { });  // a failure shows when the window asks for the search itself
            }
        }
        setVisible(index >= 0);
        if (index < 0) {
            return;
        }
        ExerciseFlow flow = plan.flow(index);
        LessonExercise e = flow.exercise();
        if (draft == null) {
            draft = ExerciseMoves.of(t.resolution().scenario(), e.exercise(), moves);
            settingUp = true;  // this refresh shows the picker's new state already
            try {
                picker.setTile(draft.tile());
            } finally {
                settingUp = false;
            }
        }
        TutorTexts tx = view.texts();
        boolean done = plan.done(index);
        boolean open = result == null && !done;
        title.setText(tx.get("exercise.title"));
        tries.setText(flow.wrongTries() == 0 ? "" : tx.format("exercise.tries", flow.wrongTries()));
        ask.setText(tx.pick(e.ask()));
        how.setVisible(open);
        tileIcon.setVisible(open);
        if (picture == null || picture.type() != draft.tile()) {
            picture = new TileIcon(draft.tile(), TILE_ICON);
        }
        picture.setRotation(picker.rotation());
        tileIcon.setIcon(picture);
        how.setText(howText(tx, e));
        notice.setVisible(open && noticeText != null);
        notice.setText(noticeText == null ? "" : noticeText);
        Theme.foreground(notice, "Kudde.error");
        moveRow.setVisible(open);
        noFigure.setText(tx.get("exercise.noFigure"));
        noFigure.setEnabled(picker.laid() != null);
        turn.setText(tx.get("exercise.turn"));
        pickUp.setText(tx.get("exercise.pickUp"));
        pickUp.setEnabled(picker.laid() != null);
        pickUp.setVisible(open);
        again.setText(tx.get("exercise.again"));
        again.setVisible(result != null && !done);
        showMe.setText(tx.get("exercise.showMe"));
        showMe.setVisible(!done);
        goOn.setText(tx.get("exercise.continue"));
        goOn.setVisible(done && !t.atEnd());
        verdict.setVisible(result != null);
        steps.setVisible(result != null && result.illegal() == null);
        hintBox.setVisible(false);
        if (result != null) {
            verdict.setText(verdictText(tx, e));
            Theme.foreground(verdict, result.met() ? "Kudde.success" : "Kudde.error");
            steps.setText(stepsText(tx));
        }
        // The lesson's takeaway once the exercise is done and no step is left to watch: the
        // explanation panel holds it back while the exercise is played (it would give the answer).
        String said = done && t.atEnd() ? tx.pick(view.lesson().takeaway()) : "";
        takeaway.setVisible(!said.isEmpty());
        takeaway.setText(said.isEmpty() ? "" : tx.format("explain.takeaway", said));
        LessonExercise.Hint h = hintShown() ? feedback.hint() : null;
        if (h != null) {
            hintBox.setVisible(true);
            int n = e.hints().indexOf(h) + 1;
            hintRule.setText(tx.format("exercise.hintRule", n, e.hints().size(), h.rule().name(),
                    tx.explain().ruleTitle(h.rule())));
            String src = tx.explain().source(h.rule()).orElse(null);
            hintSource.setText(src == null ? "" : "„" + src + "”");
            hintSource.setVisible(src != null);
            hintLook.setText(tx.pick(h.look()));
            Highlight lit = light();
            boolean lights = !lit.tiles().isEmpty() || !lit.features().isEmpty() || !lit.figures().isEmpty();
            hintLit.setVisible(lights);
            hintLit.setText(lights ? tx.get(lit.tiles().isEmpty() ? "exercise.hintLit" : "exercise.hintLitSquares") : "");
        }
    }

    private String howText(TutorTexts tx, LessonExercise e) {
        String tile = tx.explain().term(draft.tileName().key());
        if (draft.squares().isEmpty()) {
            return tx.format("exercise.nowhere", tile);
        }
        if (picker.laid() == null) {
            return tx.format("exercise.howPlace", tile, moves.size() + 1, e.tiles().size());
        }
        return tx.format("exercise.howPlaced", tile, picker.laid().rotation(), picker.figureChoices().size());
    }

    private String verdictText(TutorTexts tx, LessonExercise e) {
        IllegalTurn illegal = result.illegal();
        if (illegal != null) {
            // The learner's wording (tiles named by what they show), not the author's error line.
            String why = tx.explain().render(illegal.told());
            return illegal.rule() == null ? tx.format("exercise.refusedNoRule", why)
                    : tx.format("exercise.refused", why, illegal.rule().name());
        }
        if (shownSolution) {
            return tx.get("exercise.shown");
        }
        if (result.met()) {
            return tx.get("exercise.met");
        }
        ExerciseFlow.Miss miss = plan.flow(index).miss(result);
        return miss == null ? tx.get("exercise.notMet") : tx.format("exercise.notMetWhy", MissWords.of(tx, e.goal(), miss, view.timeline().resolution().scenario().players()));
    }

    /** What the learner's turns brought, step by step, as the tutor explains any step. */
    private String stepsText(TutorTexts tx) {
        List<String> lines = new ArrayList<>();
        if (result.illegal() != null) {
            return "";  // taken back whole: it brought nothing (the verdict says why)
        }
        int first = plan.flow(index).exercise().after();
        for (Step s : result.resolution().steps()) {
            if (s.turn() >= first) {
                lines.add("• " + tx.explain().stepText(s));
            }
        }
        return lines.isEmpty() ? "" : tx.get("exercise.what") + "\n" + String.join("\n", lines);
    }

    /** The picker reports the learner's whole move with this tile: the next tile, or the try judged. */
    private void played(TurnPicker.Move m) {
        ExerciseFlow flow = flow();
        if (flow == null || draft == null) {
            return;
        }
        moves.add(draft.turn(m.at(), m.rotation(), m.placement(), m.flock()));
        draft = null;
        if (moves.size() < flow.exercise().tiles().size()) {
            view.refresh();  // the next tile of a two-turn exercise
            return;
        }
        feedback = flow.play(List.copyOf(moves));
        moves.clear();  // a next try starts from the first tile again
        show(feedback.attempt(), false);
    }

    private void showSolution() {
        ExerciseFlow flow = flow();
        if (flow == null) {
            return;
        }
        Attempt a = flow.showMe();
        if (a != null) {
            show(a, true);
        }
    }

    private void show(Attempt a, boolean solution) {
        result = a;
        shownSolution = solution;
        if (a.illegal() != null) {
            // Refused: nothing of the try stays on the board, its tile neither (the engine stopped
            // the turn part-way; the position is what it was before the learner's first tile).
            resultTimeline = null;
            untouched = ExerciseMoves.of(view.timeline().resolution().scenario(), flow().exercise().exercise(), List.of());
        } else {
            resultTimeline = new Timeline(a.resolution());
            resultTimeline.end();
            untouched = null;
        }
        view.refresh();
    }

    private void tryAgain() {
        moves.clear();
        draft = null;
        noticeText = null;
        result = null;
        resultTimeline = null;
        untouched = null;
        view.refresh();
    }

    private void carryOn() {
        Timeline t = view.timeline();
        if (t != null) {
            t.forward();
        }
        view.refresh();
    }

    /** The engine's answers for the picker, for the tile being placed. */
    private final class Judge implements TurnPicker.Judge {
        @Override
        public List<TileMove> placements(TileType tile) {
            return draft == null ? List.of() : draft.placements();
        }

        @Override
        public String refusal(TileType tile, Pos at, int rotation) {
            Message why = draft == null ? null : draft.refusal(at, rotation);
            return why == null ? "" : view.texts().format("exercise.notHere", view.texts().explain().render(why));
        }

        @Override
        public FigureMoves.Options options(TileType tile, TileMove move) {
            return draft == null ? new FigureMoves.Options(List.of(), false) : draft.options(move);
        }

        @Override
        public List<Turn.Flock> flockChoices() {
            return draft == null ? List.of() : draft.flockChoices();
        }
    }
}

package kudde.ui.tutor;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.IntPredicate;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import javax.swing.table.AbstractTableModel;
import kudde.engine.model.FigureName;
import kudde.engine.model.Pos;
import kudde.lesson.Lesson;
import kudde.lesson.StepDrawing;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.tutor.ExerciseMoves;
import kudde.tutor.ExercisePlan;
import kudde.tutor.QuizFlow;
import kudde.tutor.Reveal;
import kudde.tutor.Standing;
import kudde.tutor.Timeline;
import kudde.ui.board.TurnPicker;
import kudde.ui.doc.Edit;
import net.miginfocom.swing.MigLayout;

/**
 * The tutor: a scenario's resolution as a timeline the user steps through, with the explanation of
 * the selected step, the scores, the odds at a tending choice, the lesson's quiz questions and
 * why-answers ({@link WhyQuestions}), the author's comments and drawings ({@link AuthorNotes}). The
 * board itself belongs to the main window; this view tells it what to show through a
 * {@link TutorBoard}. Keys: Home, Left, Right, End step through the timeline ({@link TutorKeys}).
 */
public final class TutorView extends JPanel {
    private static final long serialVersionUID = 1L;

    private TutorTexts texts;
    private Timeline timeline;
    private QuizFlow quiz;
    private ExercisePlan exercises;
    private boolean quizMode = true;
    private TutorBoard board = TutorBoard.NONE;
    private List<Standing> standings = List.of();

    private final NavBar nav;
    private final StepList steps;
    private final TutorDetails details;
    private final ExplanationPanel explanation;
    private boolean inGame;
    private final WhyPanel why;
    private final WhyQuestions whys;
    private final AuthorNotes notes;
    // What the author wrote about the game shown: the document's, which may have changed only in
    // that since the timeline was resolved (no new resolution is needed for a comment).
    private Lesson lesson = Lesson.blank();
    private final ScoreTable scores;
    private final JScrollPane stepsScroll;
    private final JScrollPane scoresScroll;
    private boolean learnLayout;
    private final Runnable onMove = this::moved;
    private boolean syncing;
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private String unavailable;

    public TutorView(Locale locale) {
        super(new MigLayout("insets 0, fill", "[grow,fill]", "[grow,fill]"));
        setName("tutor");
        texts = TutorTexts.of(locale);
        nav = new NavBar(this);
        steps = new StepList(this);
        details = new TutorDetails(this);
        explanation = details.explanation();
        why = details.why();
        whys = new WhyQuestions(this, why);
        notes = new AuthorNotes(this);
        scores = new ScoreTable(this);
        stepsScroll = new JScrollPane(steps);
        scoresScroll = new JScrollPane(scores);
        lay(false);

        // Rows wrap, so their heights change when the list's width does (as the window first lays
        // out): keep the selected step in view then too, not only when it is selected.
        steps.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                int row = steps.getSelectedIndex();
                if (row >= 0) {
                    SwingUtilities.invokeLater(() -> steps.ensureIndexIsVisible(row));
                }
            }
        });
        steps.addListSelectionListener(e -> {
            if (!syncing && !e.getValueIsAdjusting() && timeline != null && steps.getSelectedIndex() >= 0) {
                timeline.select(StepList.position(steps.getSelectedIndex()));
                sync();
            }
        });
        TutorKeys.bindSteps(this, steps);
        refresh();
    }

    /**
     * The workbench's layout (the step controls, the list of steps and the scores above a split, the
     * step's explanation and questions below) or learn mode's (docs/learning.md): the step controls,
     * then the step's text, rule and Dutch sentence in reading size with the questions, then the
     * scores; no list of steps, so the text has the height.
     */
    public void setLearnLayout(boolean on) {
        learnLayout = on;
        lay(on);
        explanation.reading(on);
        revalidate();
        repaint();
    }

    /**
     * In learn mode, as narrow as the score table can be with every column whole (its headers at
     * the text size shown, in the language shown), so learn mode's side never cuts one; the height,
     * and the workbench's layout, as Swing has them.
     */
    @Override
    public java.awt.Dimension getMinimumSize() {
        java.awt.Dimension d = super.getMinimumSize();
        if (!learnLayout || isMinimumSizeSet()) {
            return d;
        }
        java.awt.Insets in = scoresScroll.getInsets();
        javax.swing.JScrollBar bar = scoresScroll.getVerticalScrollBar();
        int width = scores.leastWidth() + in.left + in.right + (bar.isVisible() ? bar.getWidth() : 0);
        return new java.awt.Dimension(width, d.height);
    }

    /** Whether the tutor is laid out for learn mode. */
    public boolean learnLayout() {
        return learnLayout;
    }

    private void lay(boolean learn) {
        removeAll();
        if (learn) {
            // The explanation takes the height the scores leave, so the scores stay at the foot of
            // the side from step to step instead of jumping with the length of each step's text,
            // and a tall window has no empty band under them; when the window is short the
            // explanation gives way first (shrinkprio): the scores keep their rows, the text scrolls.
            JPanel box = new JPanel(new MigLayout("wrap 1, insets 0, fill", "[grow,fill]", "[][grow,fill,shrinkprio 200][]"));
            box.setName("tutor.learn");
            box.add(nav, "gapleft 2");
            box.add(details.scroll(), "hmin 0, wmin 0, shrinkprio 200");
            // As high as its rows (ScoreTable.fit), so the last player is not cut off, but for at most
            // two fifths of the side: the step's text is what a learner reads (at 200 % text the
            // players' cards took the whole side). One player stays whole (ScoreTable.keepOneRow).
            box.add(scoresScroll, "wmin 0, hmax 40%");
            add(box);
            return;
        }
        // Where the split leaves the top short (a large text size), the list of steps gives way
        // first (shrinkprio), down to two lines or so: the scores keep a whole row, the list scrolls,
        // and the step's text under the split keeps some room (at 200 % in a 768 px high window the
        // list's 80 px, which the layout doubles with the text, and a whole score card left it none).
        JPanel top = new JPanel(new MigLayout("wrap 1, insets 6 6 0 6, fill", "[grow,fill]", "[][grow,fill,shrinkprio 200][]"));
        top.add(nav);
        top.add(stepsScroll, "hmin 40, shrinkprio 200");
        // As high as its rows (ScoreTable.fit), so the last player is not cut off; at least one whole.
        top.add(scoresScroll);
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, top, details.scroll());
        split.setResizeWeight(0.3);
        split.setBorder(null);
        add(split);
    }

    // ---- opening ----

    /** Resolves the lesson's game and shows its timeline from the start. */
    public void open(Lesson l) {
        open(l, Resolver.resolve(l.game()));
    }

    /**
     * Shows a lesson whose game {@code r} resolves, its timeline from the start; its quiz questions
     * wait before their steps.
     */
    public void open(Lesson l, Resolution r) {
        if (timeline != null) {
            timeline.removeListener(onMove);
        }
        timeline = new Timeline(r);
        lesson = l;
        quiz = new QuizFlow(r, l.quiz());
        exercises = new ExercisePlan(r, l.exercises());
        details.openExercises(exercises);
        unavailable = null;
        timeline.setGate(quizMode ? gate() : null);
        timeline.addListener(onMove);
        why.show(null, "");
        steps.reload();
        scores.reload();
        moved();
    }

    /** Shows no timeline, only why: e.g. the position has problems, so it cannot be resolved. */
    public void unavailable(String reason) {
        if (timeline != null) {
            timeline.removeListener(onMove);
        }
        timeline = null;
        quiz = null;
        exercises = null;
        details.openExercises(null);
        unavailable = reason;
        why.show(null, "");
        steps.reload();
        scores.reload();
        refresh();
    }

    /** Whether the odds of the shown tending choice are still being worked out (a test waits for them). */
    public boolean oddsWorking() {
        return details.oddsWorking();
    }

    /** Why there is no timeline, or null when there is one (or nothing was opened yet). */
    String unavailableReason() {
        return unavailable;
    }

    public Timeline timeline() {
        return timeline;
    }

    public QuizFlow quiz() {
        return quiz;
    }

    /** The lesson's exercises and where they wait, or null while nothing is open. */
    public ExercisePlan exercises() {
        return exercises;
    }

    /** What may show at the position shown while a question is open (everything with quiz mode off). */
    public Reveal reveal() {
        return Reveal.of(timeline, quiz, quizMode);
    }

    /** In quiz mode the timeline waits for each question and each exercise before the steps after it. */
    private IntPredicate gate() {
        QuizFlow q = quiz;
        ExercisePlan e = exercises;
        return step -> q.mayEnter(step) && e.mayEnter(step);
    }

    public boolean quizMode() {
        return quizMode;
    }

    /** With quiz mode off, the timeline passes every question. */
    public void setQuizMode(boolean on) {
        quizMode = on;
        if (timeline != null) {
            timeline.setGate(on ? gate() : null);
        }
        refresh();
    }

    public void setBoard(TutorBoard b) {
        board = b == null ? TutorBoard.NONE : b;
        showBoard();
    }

    public void setLanguage(Locale locale) {
        texts = TutorTexts.of(locale);
        steps.named();
        scores.reload();
        refresh();
    }

    public TutorTexts texts() {
        return texts;
    }

    List<Standing> standings() {
        return standings;
    }

    // ---- the author's notes (AuthorNotes) ----

    /**
     * The document changed only in its comments or drawings: the steps stay as they are,
     * and the user stays at the step they were writing about.
     */
    public void setNotes(Lesson l) {
        lesson = l;
        refresh();
    }

    /** The lesson shown: what its author wrote about the game the timeline resolves. */
    public Lesson lesson() {
        return lesson;
    }

    /** Lets the tutor change the document (a step's comment and drawings); null: the tutor only shows them. */
    public void setEditing(Consumer<Edit> apply) {
        notes.setEditing(apply);
        refresh();
    }

    /** Whether the author's tools are on (the tutor may edit the document): texts then show ids and coordinates. */
    boolean authoring() {
        return notes.editable();
    }

    boolean editable() {
        return notes.editable();
    }

    /** Applies an edit of the document, when the tutor may edit it; false when it may not. */
    boolean edit(Edit e) {
        return notes.edit(e);
    }

    /** The author's comment at the shown step or the set-up, per language; empty where there is none. */
    public Map<String, String> comment() {
        return notes.comment();
    }

    /** The author's marks at the shown step (arrows, rings, squares); empty where there are none. */
    public List<StepDrawing.Mark> marks() {
        return notes.marks();
    }

    /**
     * The board's drawing gesture at the shown step or the set-up: a mark in the colour
     * chosen under the comment, drawn or taken away as one edit of the document; a ring with a figure
     * goes round that figure. Refused, with the reason said under the comment, while an exercise is
     * played, off the board (a file holds marks on a tile or next to one only), and round a figure
     * that does not stand there once the step is done (shown in the view before the step).
     */
    public void draw(StepDrawing.Kind kind, Pos at, Pos to, FigureName figure) {
        String refused = notes.draw(kind, at, to, figure, explanation.drawingColour());
        if (refused != null) {
            explanation.refuse(refused);
        }
    }

    public StepDrawing.Colour drawingColour() {
        return explanation.drawingColour();
    }

    /** The colour the drawing gesture draws in from now on (keys 1 to 4 on the board, or the list under the comment). */
    public void setDrawingColour(StepDrawing.Colour c) {
        explanation.setDrawingColour(c);
    }

    // ---- why? (WhyQuestions) ----

    /** Why player {@code player} has the score shown. */
    public void whyScore(int player) {
        whys.score(player);
    }

    /** Why figure {@code figure} (an index into the shown position's figures) stands as it does. */
    public void whyFigure(int figure) {
        whys.figure(figure);
    }

    /** What happened to the feature holding segment {@code segment} of the tile at {@code at}. */
    public void whyFeature(Pos at, int segment) {
        whys.feature(at, segment);
    }

    /** The why-button of the explanation: the first feature the step is about, else its first figure. */
    void whyStep() {
        whys.step();
    }

    /** The board was clicked on a feature: select the latest step, up to the shown one, about it. */
    public boolean clickedFeature(Pos at, int segment) {
        return whys.clickedFeature(at, segment);
    }

    /** The board was clicked on a figure of the shown position: select the latest step about it. */
    public boolean clickedFigure(int figure) {
        return whys.clickedFigure(figure);
    }

    // ---- the exercise ----

    /** The board's turn picker while an exercise's move is being put together, else null. */
    public TurnPicker exercisePicker() {
        return details.exercise() == null ? null : details.exercise().picker();
    }

    /** Whether the lesson shown is a game being played (Game ▸ New game), whose turns come as they are played. */
    public boolean inGame() {
        return inGame;
    }

    /** A game is played in the board from now on, or no longer. */
    public void setInGame(boolean on) {
        if (inGame != on) {
            inGame = on;
            explanation.refresh();
        }
    }

    /** Whether an exercise is played at the position shown. */
    public boolean exerciseActive() {
        return details.exercise() != null && details.exercise().active();
    }

    /** The squares of the learner's move on the board now (laid, or of the try shown); else none. */
    public List<Pos> exerciseMoveCells() {
        return details.exercise() == null ? List.of() : details.exercise().moveCells();
    }

    /** The squares where the exercise's tile fits while its move is being put together, else none. */
    public List<Pos> exerciseSquares() {
        ExerciseMoves d = details.exercise() == null ? null : details.exercise().draft();
        return d == null ? List.of() : d.squares();
    }

    // ---- showing ----

    private void moved() {
        sync();
        refresh();
        whys.follow();
    }

    private void sync() {
        syncing = true;
        try {
            int row = timeline == null ? -1 : StepList.row(timeline.index());
            if (row >= 0 && steps.getSelectedIndex() != row) {
                steps.setSelectedIndex(row);
            }
            if (row >= 0) {
                steps.ensureIndexIsVisible(row);
            }
        } finally {
            syncing = false;
        }
    }

    /** Brings every part up to date with the timeline, the quiz and the language. */
    public void refresh() {
        nav.refresh();
        steps.repaint();
        details.refreshExercise();
        standings = timeline == null ? List.of() : shownStandings();
        details.refreshQuiz();
        explanation.refresh();
        details.refreshOdds();
        why.refresh();
        scores.repaint();
        ((AbstractTableModel) scores.getModel()).fireTableDataChanged();
        scores.fit();
        scores.getTableHeader().repaint();
        revalidate();
        repaint();
        showBoard();
        for (Runnable l : changeListeners) {
            l.run();
        }
    }

    /**
     * The score table's lines: in an exercise the learner's try as the board shows it (its outcome,
     * or the position the move is played in), else the timeline's position.
     */
    private List<Standing> shownStandings() {
        if (exerciseActive()) {
            Timeline outcome = details.exercise().outcome();
            if (outcome != null) {
                return Standing.of(outcome, texts.explain());
            }
            ExerciseMoves d = details.exercise().position();
            if (d != null) {
                return Standing.of(timeline.resolution().scenario(), d.snapshot(), d.board(), texts.explain());
            }
        }
        return Standing.of(timeline, texts.explain());
    }

    /** What the shown position added to player {@code player}'s score: the try's points, or the step's. */
    int added(int player) {
        if (exerciseActive()) {
            int[] tried = details.exercise().outcomePoints();
            return tried == null || player >= tried.length ? 0 : tried[player];
        }
        Step step = timeline == null ? null : timeline.step();
        return step == null ? 0 : step.points()[player];
    }

    /** Told after every refresh: a move, an answer, a language switch, another scenario. */
    public void addChangeListener(Runnable l) {
        changeListeners.add(l);
    }

    /** Tells the board what to show: a hovered why-link's step, else the selected step. */
    void showBoard() {
        if (timeline == null) {
            return;
        }
        int hovered = why.hovered();
        QuizPanel quizPanel = details.quiz();
        if (exerciseActive()) {
            // An exercise: the outcome of the last try (or of the solution shown), else the
            // position the move is played in (the board's picker draws the tile being placed).
            ExercisePanel exercise = details.exercise();
            Timeline outcome = exercise.outcome();
            ExerciseMoves d = exercise.position();
            // After a wrong try the hint lights what to look at, on the outcome and on the next try.
            Highlight lit = exercise.light();
            boolean hinted = !lit.tiles().isEmpty() || !lit.features().isEmpty() || !lit.figures().isEmpty();
            if (outcome != null) {
                board.show(outcome, outcome.index(), hinted ? lit : outcome.highlight(), hinted);
            } else if (d != null) {
                board.show(timeline.resolution().scenario(), d.board(), d.standing(), lit);
            }
        } else if (hovered >= 0) {
            board.show(timeline, hovered, timeline.steps().get(hovered).highlight(), true);
        } else if (quizPanel != null && quizPanel.hintHighlight() != null) {
            // A wrong answer: light what the hint says to look at.
            board.show(timeline, timeline.index(), quizPanel.hintHighlight(), true);
        } else {
            board.show(timeline, timeline.index(), timeline.highlight(), explanation.hovering());
        }
    }
}

package kudde.ui.tutor;

import java.awt.Dimension;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Locale;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.KeyStroke;
import javax.swing.Scrollable;
import javax.swing.SwingConstants;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.engine.play.Resolver;
import kudde.engine.play.Step;
import kudde.tutor.QuizFlow;
import kudde.tutor.Standing;
import kudde.tutor.Timeline;
import kudde.tutor.Why;
import kudde.tutor.WhyChains;
import kudde.ui.kit.Keys;
import net.miginfocom.swing.MigLayout;

/**
 * The tutor: a scenario's resolution as a timeline the user steps through, with the explanation of
 * the selected step, the scores, the odds at a tending choice, the lesson's quiz questions and
 * why-answers. The board itself belongs to the main window; this view tells it what to show through
 * a {@link TutorBoard}. Keys: Home, Left, Right, End step through the timeline.
 */
public final class TutorView extends JPanel {
    private static final long serialVersionUID = 1L;

    private TutorTexts texts;
    private Timeline timeline;
    private QuizFlow quiz;
    private kudde.tutor.ExercisePlan exercises;
    private boolean quizMode = true;
    private TutorBoard board = TutorBoard.NONE;
    private List<Standing> standings = List.of();

    private final NavBar nav;
    private final StepList steps;
    // The exercise, the quiz question and the odds are made when first needed: most steps ask
    // nothing and are no tending choice, and the window's first paint waited for all three
    // (docs/performance.md, start-up). Null until then.
    private ExercisePanel exercise;
    private QuizPanel quizPanel;
    private OddsPanel odds;
    private final ExplanationPanel explanation;
    private final JPanel details;
    private final JScrollPane stepsScroll;
    private final JScrollPane scoresScroll;
    private final JScrollPane detailsScroll;
    private boolean learnLayout;
    private final WhyPanel why;
    private final ScoreTable scores;
    private final Runnable onMove = this::moved;
    // The open why-question, to ask again at the step shown when the learner steps on, and the
    // step it was answered at: a chain never describes another moment than the board shows.
    private Runnable whyAgain;
    private int whyAt = -1;
    private boolean syncing;
    private final List<Runnable> changeListeners = new java.util.concurrent.CopyOnWriteArrayList<>();
    private String unavailable;
    // Where the author's comments and drawings come from: the document, which may have changed only
    // in them since the timeline was resolved (no new resolution is needed for a comment).
    private Scenario notes = Scenario.blank();
    private java.util.function.Consumer<kudde.ui.doc.Edit> edits;

    public TutorView(Locale locale) {
        super(new MigLayout("insets 0, fill", "[grow,fill]", "[grow,fill]"));
        setName("tutor");
        texts = TutorTexts.of(locale);
        nav = new NavBar(this);
        steps = new StepList(this);
        explanation = new ExplanationPanel(this);
        why = new WhyPanel(this);
        scores = new ScoreTable(this);

        stepsScroll = new JScrollPane(steps);
        scoresScroll = new JScrollPane(scores);
        details = new TrackWidth(new MigLayout("wrap 1, insets 6, fillx, hidemode 3", "[grow,fill]"));
        details.add(explanation);
        details.add(why, "gaptop 8");
        detailsScroll = new JScrollPane(details, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        detailsScroll.getVerticalScrollBar().setUnitIncrement(16);
        lay(false);

        // Rows wrap, so their heights change when the list's width does (as the window first lays
        // out): keep the selected step in view then too, not only when it is selected.
        steps.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                int row = steps.getSelectedIndex();
                if (row >= 0) {
                    javax.swing.SwingUtilities.invokeLater(() -> steps.ensureIndexIsVisible(row));
                }
            }
        });
        steps.addListSelectionListener(e -> {
            if (!syncing && !e.getValueIsAdjusting() && timeline != null && steps.getSelectedIndex() >= 0) {
                timeline.select(StepList.position(steps.getSelectedIndex()));
                sync();
            }
        });
        installKeys();
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

    /** Whether the tutor is laid out for learn mode. */
    public boolean learnLayout() {
        return learnLayout;
    }

    private void lay(boolean learn) {
        removeAll();
        if (learn) {
            // The explanation gives way first when the window is short (shrinkprio): the scores keep
            // the height of their rows, the explanation scrolls.
            JPanel box = new JPanel(new MigLayout("wrap 1, insets 0, fill", "[grow,fill]", "[][grow,fill,shrinkprio 200][]"));
            box.setName("tutor.learn");
            box.add(nav, "gapleft 2");
            box.add(detailsScroll, "hmin 0, wmin 0, shrinkprio 200");
            // As high as its rows (ScoreTable.fit), so the last player is not cut off.
            box.add(scoresScroll, "hmin 60, wmin 0");
            add(box);
            return;
        }
        JPanel top = new JPanel(new MigLayout("wrap 1, insets 6 6 0 6, fill", "[grow,fill]", "[][grow,fill][]"));
        top.add(nav);
        top.add(stepsScroll, "hmin 80");
        // As high as its rows (ScoreTable.fit), so the last player is not cut off.
        top.add(scoresScroll, "hmin 60");
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, top, detailsScroll);
        split.setResizeWeight(0.3);
        split.setBorder(null);
        add(split);
    }

    // ---- opening ----

    /** Resolves {@code s} and shows its timeline from the start. */
    public void open(Scenario s) {
        open(Resolver.resolve(s));
    }

    /** Shows a resolution's timeline from the start; its quiz questions wait before their steps. */
    public void open(Resolution r) {
        if (timeline != null) {
            timeline.removeListener(onMove);
        }
        timeline = new Timeline(r);
        notes = r.scenario();
        quiz = new QuizFlow(r);
        exercises = new kudde.tutor.ExercisePlan(r);
        if (exercise != null) {
            exercise.open(exercises);
        }
        unavailable = null;
        timeline.setGate(quizMode ? gate() : null);
        timeline.addListener(onMove);
        why.show(null, "");
        steps.reload();
        scores.reload();
        moved();
    }

    public Timeline timeline() {
        return timeline;
    }

    /**
     * The document changed only in its comments or drawings: the steps stay as they are,
     * and the user stays at the step they were writing about.
     */
    public void setNotes(Scenario s) {
        notes = s;
        refresh();
    }

    /** Lets the tutor change the document (a step's comment and drawings); null: the tutor only shows them. */
    public void setEditing(java.util.function.Consumer<kudde.ui.doc.Edit> apply) {
        edits = apply;
        refresh();
    }

    /** Whether the author's tools are on (the tutor may edit the document): texts then show ids and coordinates. */
    boolean authoring() {
        return edits != null;
    }

    /** Applies an edit of the document, when the tutor may edit it; false when it may not. */
    boolean edit(kudde.ui.doc.Edit e) {
        if (edits == null) {
            return false;
        }
        edits.accept(e);
        return true;
    }

    boolean editable() {
        return edits != null;
    }

    /** The author's comment at the shown step or the set-up, per language; empty where there is none. */
    public java.util.Map<String, String> comment() {
        return timeline == null ? java.util.Map.of() : kudde.tutor.StepNotes.comment(timeline.resolution(), notes,
                timeline.index());
    }

    /** The author's marks at the shown step (arrows, rings, squares); empty where there are none. */
    public List<kudde.engine.model.StepDrawing.Mark> marks() {
        return timeline == null ? List.of() : kudde.tutor.StepNotes.marks(timeline.resolution(), notes,
                timeline.index());
    }

    /**
     * The board's drawing gesture at the shown step or the set-up: a mark in the colour
     * chosen under the comment, drawn or taken away as one edit of the document; a ring with a figure
     * goes round that figure. Refused, with the reason said under the comment, while an exercise is
     * played, off the board (a file holds marks on a tile or next to one only), and round a figure
     * that does not stand there once the step is done (shown in the view before the step).
     */
    public void draw(kudde.engine.model.StepDrawing.Kind kind, Pos at, Pos to,
                     kudde.engine.model.StepDrawing.FigureName figure) {
        if (timeline == null || edits == null || exerciseActive()) {
            return;
        }
        if (figure != null && kudde.engine.play.Figure.indexOf(timeline.snapshot().figures(), timeline.board(),
                timeline.resolution().scenario().players(), at, figure) < 0) {
            explanation.refuse(texts.get("drawing.figureGone"));
            return;
        }
        kudde.engine.board.Board b = timeline.board();
        for (Pos p : to == null ? List.of(at) : List.of(at, to)) {
            if (!nearTile(b, p)) {
                explanation.refuse(texts.format("drawing.far", p.x(), p.y()));
                return;
            }
        }
        kudde.engine.model.StepDrawing.Colour c = explanation.drawingColour();
        edit(kudde.ui.doc.Edits.toggleMark(timeline.resolution(), timeline.index(),
                new kudde.engine.model.StepDrawing.Mark(kind, c, at, to, figure)));
    }

    public kudde.engine.model.StepDrawing.Colour drawingColour() {
        return explanation.drawingColour();
    }

    /** The colour the drawing gesture draws in from now on (keys 1 to 4 on the board, or the list under the comment). */
    public void setDrawingColour(kudde.engine.model.StepDrawing.Colour c) {
        explanation.setDrawingColour(c);
    }

    private static boolean nearTile(kudde.engine.board.Board b, Pos p) {
        for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
                if (b.tileAt(p.x() + dx, p.y() + dy) >= 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Shows no timeline, only why: e.g. the position has problems, so it cannot be resolved. */
    public void unavailable(String why) {
        if (timeline != null) {
            timeline.removeListener(onMove);
        }
        timeline = null;
        quiz = null;
        exercises = null;
        if (exercise != null) {
            exercise.open(null);
        }
        unavailable = why;
        this.why.show(null, "");
        steps.reload();
        scores.reload();
        refresh();
    }

    /** Why there is no timeline, or null when there is one (or nothing was opened yet). */
    String unavailableReason() {
        return unavailable;
    }

    public QuizFlow quiz() {
        return quiz;
    }

    /** What may show at the position shown while a question is open (everything with quiz mode off). */
    public kudde.tutor.Reveal reveal() {
        return kudde.tutor.Reveal.of(timeline, quiz, quizMode);
    }

    /** The lesson's exercises and where they wait, or null while nothing is open. */
    public kudde.tutor.ExercisePlan exercises() {
        return exercises;
    }

    /** In quiz mode the timeline waits for each question and each exercise before the steps after it. */
    private java.util.function.IntPredicate gate() {
        QuizFlow q = quiz;
        kudde.tutor.ExercisePlan e = exercises;
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
        scores.reload();
        refresh();
    }

    public TutorTexts texts() {
        return texts;
    }

    List<Standing> standings() {
        return standings;
    }

    // ---- why? ----

    /** Why player {@code player} has the score shown. */
    public void whyScore(int player) {
        if (timeline == null) {
            return;
        }
        Why w = WhyChains.score(timeline, player);
        Standing s = standings.get(player);
        why.show(w, texts.format("why.score", s.name(), s.score()));
        asked(() -> whyScore(player));
    }

    /** Why figure {@code figure} (an index into the shown position's figures) stands as it does. */
    public void whyFigure(int figure) {
        if (timeline != null && figure >= 0 && figure < timeline.snapshot().figures().size()) {
            why.show(WhyChains.figure(timeline, figure), texts.get("why.figure"));
            Figure f = timeline.snapshot().figures().get(figure);
            asked(() -> {
                // The same figure at the step shown, if it still stands there; else the chain closes.
                List<Figure> now = timeline.snapshot().figures();
                for (int i = 0; i < now.size(); i++) {
                    Figure g = now.get(i);
                    if (g.kind() == f.kind() && g.player() == f.player() && g.x() == f.x() && g.y() == f.y()
                            && g.segment() == f.segment()) {
                        whyFigure(i);
                        return;
                    }
                }
            });
        }
    }

    /** What happened to the feature holding segment {@code segment} of the tile at {@code at}. */
    public void whyFeature(Pos at, int segment) {
        if (timeline == null || timeline.board().tileAt(at.x(), at.y()) < 0) {
            return;
        }
        var b = timeline.board();
        String type = texts.explain().term("feature." + b.typeOf(b.segment(b.tileAt(at.x(), at.y()), segment)).word());
        why.show(WhyChains.feature(timeline, at, segment), texts.format("why.feature", type));
        asked(() -> whyFeature(at, segment));
    }

    private void asked(Runnable again) {
        whyAgain = again;
        whyAt = timeline.index();
    }

    /**
     * The learner stepped on (or back) with a why-chain open: ask its question again at the step
     * shown, so the chain follows the board; it closes when its figure or tile is not there then.
     */
    private void followWhy() {
        if (why.why() == null || timeline == null || timeline.index() == whyAt) {
            return;
        }
        Runnable again = whyAgain;
        why.show(null, "");
        whyAgain = null;
        if (again != null) {
            again.run();
        }
    }

    /** The why-button of the explanation: the first feature the step is about, else its first figure. */
    void whyStep() {
        Step s = timeline == null ? null : timeline.step();
        if (s == null) {
            return;
        }
        if (!s.highlight().features().isEmpty()) {
            Highlight.SegmentRef r = s.highlight().features().get(0);
            whyFeature(r.at(), r.segment());
        } else if (!s.highlight().figures().isEmpty()) {
            whyFigure(s.highlight().figures().get(0));
        }
    }

    /** The board's turn picker while an exercise's move is being put together, else null. */
    public kudde.ui.board.TurnPicker exercisePicker() {
        return exercise == null ? null : exercise.picker();
    }

    /** Whether an exercise is played at the position shown. */
    public boolean exerciseActive() {
        return exercise != null && exercise.active();
    }

    /** The squares of the learner's move on the board now (laid, or of the try shown); else none. */
    public List<Pos> exerciseMoveCells() {
        return exercise == null ? List.of() : exercise.moveCells();
    }

    /** The squares where the exercise's tile fits while its move is being put together, else none. */
    public List<Pos> exerciseSquares() {
        kudde.tutor.ExerciseMoves d = exercise == null ? null : exercise.draft();
        return d == null ? List.of() : d.squares();
    }

    /** The board was clicked on a feature: select the latest step, up to the shown one, about it. */
    public boolean clickedFeature(Pos at, int segment) {
        if (timeline == null || timeline.board().tileAt(at.x(), at.y()) < 0) {
            return false;
        }
        return selectLast(WhyChains.feature(timeline, at, segment));
    }

    /** The board was clicked on a figure of the shown position: select the latest step about it. */
    public boolean clickedFigure(int figure) {
        if (timeline == null || figure < 0 || figure >= timeline.snapshot().figures().size()) {
            return false;
        }
        return selectLast(WhyChains.figure(timeline, figure));
    }

    private boolean selectLast(Why w) {
        if (w.links().isEmpty()) {
            return false;
        }
        return timeline.select(w.links().get(w.links().size() - 1).index());
    }

    // ---- showing ----

    private void moved() {
        sync();
        refresh();
        followWhy();
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

    /** The exercise, above everything else, from the first step that asks the learner for a move. */
    private void refreshExercise() {
        if (exercise == null) {
            if (exercises == null || timeline == null || exercises.at(timeline.index()) < 0) {
                return;
            }
            exercise = new ExercisePanel(this);
            exercise.open(exercises);
            details.add(exercise, 0);
        }
        exercise.refresh();
    }

    /** The quiz question, above the odds and the explanation, from when the tutor first waits for an answer. */
    private void refreshQuiz() {
        if (quizPanel == null) {
            if (!QuizPanel.waits(this)) {
                return;
            }
            quizPanel = new QuizPanel(this);
            details.add(quizPanel, details.getComponentZOrder(odds != null ? odds : explanation));
        }
        quizPanel.refresh();
    }

    /** The odds, from the first tending choice shown: what the user needs first there, the rule follows below. */
    private void refreshOdds() {
        if (odds == null) {
            if (!OddsPanel.atTending(this)) {
                return;
            }
            odds = new OddsPanel(this);
            details.add(odds, "gapbottom 8", details.getComponentZOrder(explanation));
        }
        odds.refresh();
    }

    /** Brings every part up to date with the timeline, the quiz and the language. */
    public void refresh() {
        nav.refresh();
        steps.repaint();
        refreshExercise();
        standings = timeline == null ? List.of() : shownStandings();
        refreshQuiz();
        explanation.refresh();
        refreshOdds();
        why.refresh();
        scores.repaint();
        ((javax.swing.table.AbstractTableModel) scores.getModel()).fireTableDataChanged();
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
            Timeline outcome = exercise.outcome();
            if (outcome != null) {
                return Standing.of(outcome, texts.explain());
            }
            kudde.tutor.ExerciseMoves d = exercise.position();
            if (d != null) {
                return Standing.of(timeline.resolution().scenario(), d.snapshot(), d.board(), texts.explain());
            }
        }
        return Standing.of(timeline, texts.explain());
    }

    /** What the shown position added to player {@code player}'s score: the try's points, or the step's. */
    int added(int player) {
        if (exerciseActive()) {
            int[] tried = exercise.outcomePoints();
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
        if (exerciseActive()) {
            // An exercise: the outcome of the last try (or of the solution shown), else the
            // position the move is played in (the board's picker draws the tile being placed).
            Timeline outcome = exercise.outcome();
            kudde.tutor.ExerciseMoves d = exercise.position();
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

    /** The key of a step action: tutor.first Home, tutor.previous Left, tutor.next Right, tutor.last End, tutor.before B. */
    static KeyStroke key(String action) {
        int code = switch (action) {
            case "tutor.first" -> KeyEvent.VK_HOME;
            case "tutor.previous" -> KeyEvent.VK_LEFT;
            case "tutor.next" -> KeyEvent.VK_RIGHT;
            case "tutor.before" -> KeyEvent.VK_B;
            default -> KeyEvent.VK_END;
        };
        return KeyStroke.getKeyStroke(code, 0);
    }

    /** Runs a tutor key's action (tutor.first, .previous, .next, .last, .before) when a timeline is open. */
    void step(String action) {
        if (timeline == null) {
            return;
        }
        switch (action) {
            case "tutor.first" -> timeline.home();
            case "tutor.previous" -> timeline.back();
            case "tutor.next" -> timeline.forward();
            case "tutor.last" -> timeline.end();
            case "tutor.before" -> timeline.toggleBefore();
            default -> { }
        }
    }

    private void installKeys() {
        bind("tutor.first", () -> step("tutor.first"));
        bind("tutor.previous", () -> step("tutor.previous"));
        bind("tutor.next", () -> step("tutor.next"));
        bind("tutor.last", () -> step("tutor.last"));
        // The list has its own Home/End/Left/Right; make them step the timeline too.
        for (String name : List.of("tutor.first", "tutor.previous", "tutor.next", "tutor.last")) {
            Keys.whenFocused(steps, key(name), name, Keys.action(this, name));
        }
    }

    /** A step key, bound in the whole window while the tutor can be seen (in a hidden tab the keys belong to others). */
    private void bind(String name, Runnable r) {
        Keys.inWindow(this, key(name), name, () -> {
            if (timeline != null) {
                r.run();
            }
        });
    }

    /** A panel that takes the scroll pane's width, so wrapped paragraphs wrap instead of widening it. */
    private static final class TrackWidth extends JPanel implements Scrollable {
        private static final long serialVersionUID = 1L;

        TrackWidth(java.awt.LayoutManager l) {
            super(l);
        }

        @Override
        public Dimension getPreferredScrollableViewportSize() {
            return getPreferredSize();
        }

        @Override
        public int getScrollableUnitIncrement(java.awt.Rectangle r, int o, int d) {
            return 16;
        }

        @Override
        public int getScrollableBlockIncrement(java.awt.Rectangle r, int o, int d) {
            return o == SwingConstants.VERTICAL ? r.height : r.width;
        }

        @Override
        public boolean getScrollableTracksViewportWidth() {
            return true;
        }

        @Override
        public boolean getScrollableTracksViewportHeight() {
            return false;
        }
    }
}

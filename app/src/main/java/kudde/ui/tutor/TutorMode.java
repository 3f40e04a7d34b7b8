package kudde.ui.tutor;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.KeyEventDispatcher;
import java.awt.Window;
import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.MouseEvent;
import java.awt.event.MouseWheelEvent;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import kudde.engine.board.Board;
import kudde.engine.model.FigureName;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.lesson.StepDrawing;
import kudde.engine.play.BoardStory;
import kudde.engine.play.Figure;
import kudde.engine.play.Highlight;
import kudde.engine.play.Step;
import kudde.tutor.BoardWords;
import kudde.tutor.Composer;
import kudde.tutor.Progress;
import kudde.tutor.Stage;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardController;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardView;
import kudde.ui.board.Sketcher;
import kudde.ui.board.TurnPicker;
import kudde.ui.doc.Document;
import kudde.ui.doc.Edit;
import kudde.ui.doc.Lessons;
import kudde.ui.kit.Deferred;
import kudde.ui.kit.Docks;
import kudde.ui.kit.ErrorLog;
import kudde.ui.kit.Keys;
import kudde.ui.kit.Theme;
import kudde.ui.kit.WindowLanguage;

/**
 * The tutor in the window: the tutor (timeline, explanation, scores, quiz) and the lesson browser
 * as tabs of the right dock, the rules comparison and the composer in the bottom dock. While the
 * board is the tutor's ({@link BoardController}; the window gives it the board while the tutor's
 * tab is in front), it shows the selected step's state with the step's subject lit up
 * ({@link BoardFraming} keeps it in view), a click on a figure or feature selects the latest step
 * about it and a right-click asks why. The tutor follows the document ({@link DocumentFollower}).
 */
public final class TutorMode implements BoardController {
    private final Document doc;
    private final BoardView board;
    private final Docks docks;
    /** The window's language: the tutor relabels itself when it changes. */
    private final WindowLanguage language;
    private final TutorView tutor;
    private final DocumentFollower follower;
    private final BoardFraming framing;
    // The tabs behind the tutor are made when first shown (start-up, docs/performance.md).
    private final Deferred<VariantDiffPanel> diff;
    private final Deferred<LessonBrowser> lessons;
    private final Deferred<ComposerPanel> composer;
    private Scenario compared;
    private boolean emphasised;
    private String lesson = Lessons.FIRST;
    private final Runnable relabel = this::relabel;
    private Keys.Loan boardKeys;
    /** Left and Right stepping the lesson on the board: lent while no tile of the learner's waits there. */
    private Keys.Loan boardArrows;
    private final StageOverlay stageOverlay = new StageOverlay();
    private final KeyEventDispatcher tutorKeys;
    private Progress progress;
    private TurnPicker lent;
    /** Learn mode fits each lesson to the board once, as large as it goes (docs/learning.md). */
    private final LessonFrame frame = new LessonFrame();
    /** The picker of a game's person to move (kudde.ui.game), lent the board before an exercise's. */
    private java.util.function.Supplier<TurnPicker> gamePicker = () -> null;
    /** Whether the author's tools are on (docs/authoring.md): off, the tutor only shows the lesson. */
    private boolean authoring;

    /**
     * Makes the tutor's panels and docks them. Event thread only.
     *
     * @param window     the window whose keys step the tutor ({@link TutorKeys})
     * @param openLesson opens a bundled lesson by name (asking first about unsaved work)
     * @param startStep  the step the first scenario opens at ({@code -Dkudde.step}, screenshots), or null
     * @param log        where an engine failure is written
     */
    public TutorMode(Window window, Document doc, BoardView board, Docks docks, Consumer<String> openLesson,
                     String startStep, ErrorLog log, WindowLanguage language) {
        this.language = language;
        this.doc = doc;
        this.board = board;
        this.docks = docks;
        this.tutor = new TutorView(language.locale());
        this.follower = new DocumentFollower(doc, tutor, () -> docks.show(tutor), this::compare, startStep, log);
        this.framing = new BoardFraming(board, tutor);
        // In a low dock (a large text size) the comparison scrolls rather than cutting its table off.
        this.diff = Deferred.scrolling(() -> {
            VariantDiffPanel p = new VariantDiffPanel(tutor, language.texts());
            p.show(compared);
            return p;
        });
        this.composer = new Deferred<>(() -> new ComposerPanel(tutor, this::played));
        // In a low dock (200 %) the lessons scroll rather than squeezing their list to a line.
        this.lessons = Deferred.scrolling(() -> {
            LessonBrowser b = new LessonBrowser(tutor, LessonSource.bundled(), name -> {
                lesson = name;
                openLesson.accept(name);
            });
            if (progress != null) {
                b.setProgress(progress);
            }
            b.select(lesson);
            return b;
        });
        // On the board the arrows are its cursor's while the learner's tile waits there (keys.board.cursor).
        this.tutorKeys = TutorKeys.install(window, tutor, c -> c == board && lent != null);
        wire();
    }

    public TutorView tutor() {
        return tutor;
    }

    public VariantDiffPanel diff() {
        return diff.get();
    }

    public LessonBrowser lessons() {
        return lessons.get();
    }

    public ComposerPanel composer() {
        return composer.get();
    }

    /** Where the learner's progress is kept (the window's settings file); the browser shows it. */
    public void setProgress(Progress p) {
        progress = p;
        follower.setProgress(p);
        lessons.ifMade(b -> b.setProgress(p));
    }

    /** Takes the bundled lesson just opened to where the learner left it ({@link DocumentFollower#resumeAt}). */
    public void resumeAt(Progress.Place place) {
        follower.resumeAt(place);
    }

    /** Whether a resolution is running in the background (for tests). */
    public boolean resolving() {
        return follower.resolving();
    }

    /** What the tutor shows on the board now, ghosts and marks included; null while the editor has it. */
    public Stage stage() {
        return active() ? stageOverlay.stage() : null;
    }

    /** Whether the board is the tutor's now. */
    public boolean active() {
        return board.controller() == this;
    }

    private void wire() {
        docks.add(Docks.Side.RIGHT, "dock.tutor", tutor);
        docks.add(Docks.Side.RIGHT, "dock.lessons", lessons);
        docks.add(Docks.Side.BOTTOM, "dock.compare", diff);
        docks.add(Docks.Side.BOTTOM, "dock.composer", composer);
        tutor.setBoard(new TutorBoard() {
            @Override
            public void show(Timeline t, int position, Highlight h, boolean emph) {
                TutorMode.this.show(t, position, h, emph);
            }

            @Override
            public void show(Scenario s, Board b, List<Figure> figures, Highlight h) {
                showMove(s, b, figures, h);
            }
        });
        doc.addListener(this::documentChanged);
        board.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                stepInViewAgain();
            }
        });
        tutor.addChangeListener(follower::recordProgress);
        language.addListener(relabel);
        documentChanged();
    }

    /** A lesson opened: the tutor comes to the front, since that is what a lesson is for. */
    private void documentChanged() {
        if (follower.documentChanged()) {
            docks.show(tutor);
            lessons.ifMade(b -> b.select(lesson));
        }
    }

    /**
     * The window closed: the key dispatcher is global, and a closed window must not hear it any
     * more; nor its language (the window's own, which the window may outlive in a test).
     */
    public void close() {
        language.removeListener(relabel);
        TutorKeys.uninstall(tutorKeys);
    }

    // ---- the author's tools ----

    /** Whether the author's tools are on: a step's comment is written and the board drawn on here. */
    public boolean authoring() {
        return authoring;
    }

    /**
     * Turns the author's tools on or off (docs/authoring.md). On, the author writes a
     * step's comment and draws on the board, each an edit of the document; off, the tutor shows the
     * author's comments and drawings and changes nothing: no comment button, no colour list, no
     * drawing hint, and Ctrl with the mouse on the board draws nothing.
     */
    public void setAuthoring(boolean on) {
        authoring = on;
        tutor.setEditing(on ? doc::apply : null);
        if (active()) {
            lendSketcher();
        }
    }

    /** Ctrl with the mouse draws on the shown step while the board is the tutor's and authoring is on. */
    private void lendSketcher() {
        board.setSketcher(!authoring ? null : new Sketcher() {
            @Override
            public void drawn(StepDrawing.Kind kind, Pos at, Pos to, FigureName figure) {
                tutor.draw(kind, at, to, figure);
            }

            @Override
            public StepDrawing.Colour colour() {
                return tutor.drawingColour();
            }
        });
        board.repaint();
    }

    // ---- moving the tutor ----

    /**
     * The composer played a turn: it becomes an edit of the document (so Undo takes it back), and the
     * tutor shows the new turn's first step.
     */
    private void played(Composer.Played p) {
        int turn = p.scenario().turns().size() - 1;
        Scenario after = p.scenario();
        doc.apply(new Edit("edit.playTurn", p::applyTo));
        docks.show(tutor);
        if (tutor.timeline() != null && tutor.timeline().resolution().scenario().equals(after)) {
            int first = p.firstStepOf(turn);
            tutor.setQuizMode(false);
            tutor.timeline().select(first < 0 ? tutor.timeline().size() - 1 : first);
        }
    }

    /**
     * A turn was played on the board (turn mode): the tutor comes to the front at the turn's first
     * step, so its explanation is read while the next turn is played.
     */
    public void showTurn(int turn) {
        follower.resolve();
        if (tutor.timeline() == null) {
            return;
        }
        docks.show(tutor);
        tutor.setQuizMode(false);
        List<Step> steps = tutor.timeline().resolution().steps();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).turn() == turn) {
                tutor.timeline().select(i);
                return;
            }
        }
    }

    /**
     * The step a question written now is asked before: the one the tutor waits at (quiz mode holds
     * it), else the one shown, the first at the set-up; -1 while the tutor shows no steps.
     */
    public int currentStep() {
        Timeline t = tutor.timeline();
        if (t == null || t.size() == 0) {
            return -1;
        }
        return t.waitingAt() >= 0 ? t.waitingAt() : Math.max(0, t.index());
    }

    /** Brings the tutor to the front at step {@code step}, past any question before it (the author looks at the step). */
    public void showStep(int step) {
        Timeline t = tutor.timeline();
        if (t == null || step < 0 || step >= t.size()) {
            return;
        }
        docks.show(tutor);
        tutor.setQuizMode(false);
        tutor.timeline().select(step);
    }

    // ---- the board, while it is the tutor's ----

    /**
     * The board is the tutor's: it shows the selected step. The board takes the arrows for its
     * keyboard cursor; while it is the tutor's, Home and End step through the timeline there too,
     * Left and Right as well while no tile of the learner's waits on it ({@link #arrowsFollow}), and
     * W asks why about the thing under the mouse (the keyboard way to right-click); they get their
     * old meaning back when the board goes back to the editor.
     */
    @Override
    public void taken(BoardView view) {
        // Only an author draws, so only an author chooses a colour.
        boardKeys = Keys.lend(board, TutorKeys.boardKeys(tutor, () -> whyAt(board.hover()), c -> {
            if (authoring) {
                tutor.setDrawingColour(c);
            }
        }));
        arrowsFollow();
        // Ctrl with the mouse draws on the shown step, while the board is the tutor's.
        lendSketcher();
        follower.resolve();
        tutor.refresh();
    }

    @Override
    public void wheel(MouseWheelEvent e) {
        TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.wheel(e);
        }
    }

    /**
     * The board's turn picker of an exercise, lent the board while the tutor has it and the
     * learner's move is being put together (the picker follows the mouse and asks its questions on
     * the board); null otherwise, after giving the board back.
     */
    private TurnPicker lendPicker() {
        TurnPicker game = active() ? gamePicker.get() : null;
        TurnPicker want = game != null ? game : active() ? tutor.exercisePicker() : null;
        if (want != lent) {
            if (lent != null) {
                lent.released(board);
            }
            lent = want;
            // After the old picker gave its keys back and before the new one lends its own, so each
            // loan gives back what was there when it was made.
            arrowsFollow();
            if (want != null) {
                want.taken(board);
            }
        }
        return want;
    }

    /**
     * Left and Right on the board mean one thing at a time: while the learner's tile waits (an
     * exercise, a game's turn) they move the board's cursor to a square, and once the tile lies
     * there they choose its figure (the picker's keys); otherwise they step through the lesson.
     */
    private void arrowsFollow() {
        boolean step = active() && lent == null;
        if (step && boardArrows == null) {
            boardArrows = Keys.lend(board, TutorKeys.boardArrows(tutor));
        } else if (!step && boardArrows != null) {
            boardArrows.giveBack();
            boardArrows = null;
        }
    }

    /**
     * Turns the learner's tile a quarter at a time (R, Shift+R; positive: clockwise), while an
     * exercise or a game's turn waits for it on the board; false when none does.
     */
    public boolean turnTile(int quarters) {
        TurnPicker picker = lendPicker();
        if (picker == null) {
            return false;
        }
        picker.rotate(quarters);
        return true;
    }

    /**
     * A game played in the learn-mode board (Game ▸ New game): while {@code picker} answers one,
     * the person to move plays their tile on the board with it, as in an exercise.
     */
    public void setGamePicker(java.util.function.Supplier<kudde.ui.board.TurnPicker> picker) {
        gamePicker = picker == null ? () -> null : picker;
        tutor.setInGame(picker != null);
        lendPicker();
        board.repaint();
    }

    @Override
    public void released(BoardView view) {
        if (lent != null) {
            lent.released(view);
            lent = null;
        }
        stageOverlay.show(null, tutor.texts());
        view.hideScoresWhile(null);
        view.setSketcher(null);
        view.setMarks(List.of());
        if (boardArrows != null) {
            boardArrows.giveBack();
            boardArrows = null;
        }
        if (boardKeys != null) {
            boardKeys.giveBack();
            boardKeys = null;
        }
    }

    private void whyAt(BoardHit hit) {
        if (hit == null || tutor.timeline() == null) {
            return;
        }
        if (hit.onFigure()) {
            tutor.whyFigure(hit.figure());
        } else if (hit.onTile() && hit.segment() >= 0) {
            tutor.whyFeature(hit.cell(), hit.segment());
        }
    }

    /** What the tutor wants on the board, while the board is lent to it. */
    private void show(Timeline t, int position, Highlight h, boolean emph) {
        lendPicker();
        if (!active() || t == null) {
            return;
        }
        emphasised = emph;
        // While a question is open the board's tooltips keep what a feature would score to themselves.
        board.hideScoresWhile(() -> tutor.reveal().asking());
        board.setPlayers(t.resolution().scenario().players());
        board.setRules(t.resolution().scenario().rules());
        // The board as the engine left it; what the step sent away shows as ghosts, for that step only.
        Stage stage = position == t.index() && t.showingBefore() ? Stage.before(t, position) : Stage.of(t, position, h);
        board.showState(stage.board(), stage.figures(), stage.highlight());
        // In words too: the points and what the step changed (shown before the step: the points then).
        board.setStory(stage.before() ? List.of(BoardStory.scores(t.resolution().scenario().players(),
                t.snapshotAt(position - 1).scores())) : BoardWords.at(t, position));
        // The author's marks belong to the step shown, not to a position picked beside it.
        board.setMarks(position == t.index() ? tutor.marks() : List.of());
        stageOverlay.show(stage, tutor.texts());
        if (tutor.learnLayout() && frame.frame(board, t, doc.opened(), tutor.exerciseSquares())) {
            framing.forget();
        }
        framing.keepMoveInView();
        framing.keepStepInView(stage.figures(), stage.highlight(), stage.refused());
    }

    /** The learner's move in an exercise being put together, while the board is lent to the tutor. */
    private void showMove(Scenario s, Board b, List<Figure> figures, Highlight h) {
        lendPicker();
        if (active()) {
            emphasised = false;
            board.setPlayers(s.players());
            board.setRules(s.rules());
            board.showState(b, figures, h);
            board.setMarks(List.of());
            stageOverlay.show(null, tutor.texts());
            framing.keepMoveInView();
            framing.keepStepInView(figures, h, null);
        }
    }

    /**
     * The board's size changed (learn mode came or went, the window was resized): the shown
     * step's squares are brought into view again.
     */
    /**
     * What the board fits to in learn mode (Fit, a file opened, the mode entered): the shown
     * lesson's whole play ({@link LessonFrame}); null in the workbench or with no lesson resolved.
     */
    public java.awt.geom.Rectangle2D lessonArea() {
        Timeline t = tutor.timeline();
        return !tutor.learnLayout() || !active() || t == null ? null : LessonFrame.area(board, t, tutor.exerciseSquares());
    }

    public void stepInViewAgain() {
        framing.forget();
        frame.again();
        if (active()) {
            tutor.showBoard();
        }
    }

    /** Left click: the latest step about the thing; right click: why is it so. */
    @Override
    public void clicked(BoardHit hit, MouseEvent e) {
        if (hit == null || tutor.timeline() == null) {
            return;
        }
        boolean why = e != null && (SwingUtilities.isRightMouseButton(e) || e.isPopupTrigger());
        // An exercise is being played: the click is the board picker's, part of the learner's move;
        // on the outcome of a try it selects no step (the board shows no step of the lesson).
        TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.clicked(hit, e);
            return;
        }
        if (tutor.exerciseActive() || !hit.onTile()) {
            // An empty spot changes nothing here: turns are played in turn mode, entered on purpose.
            return;
        }
        if (hit.onFigure()) {
            if (why) {
                tutor.whyFigure(hit.figure());
            } else {
                tutor.clickedFigure(hit.figure());
            }
        } else if (hit.segment() >= 0) {
            if (why) {
                tutor.whyFeature(hit.cell(), hit.segment());
            } else {
                tutor.clickedFeature(hit.cell(), hit.segment());
            }
        }
    }

    /** While the user points at the explanation, ring the step's tiles strongly; then the step's ghosts and marks. */
    @Override
    public void paintOver(Graphics2D g, BoardView view) {
        if (emphasised) {
            g.setColor(Theme.colour("Kudde.board.emphasis"));
            g.setStroke(new BasicStroke(0.07f));
            for (Pos p : view.highlight().tiles()) {
                g.draw(new Rectangle2D.Double(p.x() + 0.035, p.y() + 0.035, 0.93, 0.93));
            }
        }
        // An exercise's move: the picker draws the tile being placed, where it fits, its figure spots.
        TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.paintOver(g, view);
        }
        paintInPicture(g, view, view.camera().scale());
    }

    /** The step's own marks, also in a picture of it: a refused move crossed out, the ghosts and marks. */
    @Override
    public void paintInPicture(Graphics2D g, BoardView view, double pixelsPerTile) {
        // A refused move: its square crossed out, the move shown on it is not played.
        Stage st = stageOverlay.stage();
        if (st != null && st.refused() != null && st.board() == view.board()) {
            Pos p = st.refused();
            java.awt.Color not = Theme.colour("Kudde.board.fitsNot");
            java.awt.Stroke line = new BasicStroke(0.06f);
            kudde.ui.board.Lines.cased(g, new Rectangle2D.Double(p.x() + 0.04, p.y() + 0.04, 0.92, 0.92), line, not, pixelsPerTile);
            // A small cross in the corner, so the tile and the figure tried stay readable.
            kudde.ui.board.Lines.cased(g, new Line2D.Double(p.x() + 0.74, p.y() + 0.08, p.x() + 0.92, p.y() + 0.26), line, not,
                    pixelsPerTile);
            kudde.ui.board.Lines.cased(g, new Line2D.Double(p.x() + 0.92, p.y() + 0.08, p.x() + 0.74, p.y() + 0.26), line, not,
                    pixelsPerTile);
        }
        // The ghosts of what the step took away, and its marks.
        Graphics2D sg = (Graphics2D) g.create();
        stageOverlay.paint(sg, view, pixelsPerTile);
        sg.dispose();
    }

    private void relabel() {
        tutor.setLanguage(language.locale());
        diff.ifMade(VariantDiffPanel::refresh);
        lessons.ifMade(LessonBrowser::refresh);
        composer.ifMade(ComposerPanel::refresh);
    }

    /** The rules comparison follows the resolved scenario (none while there is no resolution). */
    private void compare(Scenario s) {
        compared = s;
        diff.ifMade(p -> p.show(s));
    }
}

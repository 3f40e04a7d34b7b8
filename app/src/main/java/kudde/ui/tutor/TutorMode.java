package kudde.ui.tutor;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.io.InputStream;
import java.util.List;
import javax.swing.SwingUtilities;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.scenario.ScenarioReader;
import kudde.tutor.Timeline;
import kudde.ui.board.BoardController;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Document;
import kudde.ui.doc.Lessons;
import kudde.ui.kit.Background;
import kudde.ui.kit.Deferred;
import kudde.ui.kit.Docks;
import kudde.ui.kit.Keys;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;

/**
 * The tutor in the window: the tutor (timeline, explanation, scores, quiz) and the lesson browser
 * as tabs of the right dock, the rules comparison and the composer in the bottom dock. While the
 * board is the tutor's ({@link BoardController}; the window gives it the board while the tutor's
 * tab is in front), it shows the selected step's state with the step's subject lit up, a click on
 * a figure or feature selects the latest step about it and a right-click asks why. The tutor
 * follows the document: each change is resolved again (when the position is possible).
 */
public final class TutorMode implements BoardController {
    private final Document doc;
    private final BoardView board;
    private final Docks docks;
    private final TutorView tutor;
    // The tabs behind the tutor are made when first shown (start-up, docs/performance.md).
    private final Deferred<VariantDiffPanel> diff;
    private final Deferred<LessonBrowser> lessons;
    private final Deferred<ComposerPanel> composer;
    private Scenario compared;
    private boolean emphasised;
    private Scenario resolved;
    private String lesson = Lessons.FIRST;
    private final Runnable relabel = this::relabel;
    // Scenarios from this many tiles and turns on are resolved off the event thread.
    static final int BACKGROUND_SIZE = 1000;
    private int resolutions;
    private boolean inBackground;
    private Keys.Loan boardKeys;
    private final StageOverlay stageOverlay = new StageOverlay();
    private final java.awt.KeyEventDispatcher tutorKeys;
    private String startStep = System.getProperty("kudde.step");
    private kudde.tutor.Progress progress;
    private kudde.ui.board.TurnPicker lent;
    /** The squares of the learner's move the board last made sure to show (keepMoveInView). */
    private List<kudde.engine.model.Pos> fittedFor = List.of();
    /** The squares of the shown step the board last made sure to show (keepStepInView). */
    private List<Pos> inViewFor = List.of();
    /** The document's {@link Document#opened} count when the timeline was last shown. */
    private int openedShown = -1;
    /** Whether the author's tools are on (docs/authoring.md): off, the tutor only shows the lesson. */
    private boolean authoring;
    /** Where to take a lesson being opened to continue it, once its steps are worked out (resumeAt). */
    private kudde.tutor.Progress.Place resume;

    /**
     * Makes the tutor's panels and docks them. Event thread only.
     *
     * @param window     the window whose keys step the tutor ({@link TutorKeys})
     * @param openLesson opens a bundled lesson by name (asking first about unsaved work)
     */
    public TutorMode(java.awt.Window window, Document doc, BoardView board, Docks docks,
            java.util.function.Consumer<String> openLesson) {
        this.doc = doc;
        this.board = board;
        this.docks = docks;
        this.tutor = new TutorView(Strings.locale());
        this.diff = new Deferred<>(() -> {
            VariantDiffPanel p = new VariantDiffPanel(tutor);
            p.show(compared);
            return p;
        });
        this.composer = new Deferred<>(() -> new ComposerPanel(tutor, this::played));
        this.lessons = new Deferred<>(() -> {
            LessonBrowser b = new LessonBrowser(tutor, bundled(), name -> {
                lesson = name;
                openLesson.accept(name);
            });
            if (progress != null) {
                b.setProgress(progress);
            }
            b.select(lesson);
            return b;
        });
        this.tutorKeys = TutorKeys.install(window, tutor);
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

    /** Where the learner's progress is kept (the window's settings file); the browser shows it. */
    public void setProgress(kudde.tutor.Progress p) {
        progress = p;
        lessons.ifMade(b -> b.setProgress(p));
    }

    /**
     * After every change of the tutor: an exercise solved (or its solution shown) and a lesson
     * taken to its last step with its exercises done are remembered; only for a bundled lesson as
     * it was opened (an edited one is the user's own).
     */
    private void recordProgress() {
        kudde.tutor.ExercisePlan plan = tutor.exercises();
        Timeline t = tutor.timeline();
        if (progress == null || plan == null || t == null || doc.dirty()
                || !t.resolution().scenario().equals(doc.scenario())) {
            return;
        }
        String name = doc.lessonName();
        if (name == null) {
            return;
        }
        // Where the learner is, for the course's "Continue" (Progress.left).
        progress.leftAt(name, t.index());
        for (int i = 0; i < plan.size(); i++) {
            kudde.tutor.ExerciseFlow f = plan.flow(i);
            if (f.solved()) {
                progress.markExercise(name, i, kudde.tutor.Progress.Outcome.SOLVED);
            } else if (f.shown()) {
                progress.markExercise(name, i, kudde.tutor.Progress.Outcome.SHOWN);
            }
        }
        if (t.atEnd() && t.waitingAt() < 0 && plan.allDone()) {
            progress.markDone(name);
        }
    }

    public ComposerPanel composer() {
        return composer.get();
    }

    /**
     * The bundled lesson {@code place.lesson()} was just opened to continue it: the tutor goes to
     * the position the learner left it at, past the questions and exercises before it
     * ({@link kudde.tutor.Resume}). At once when the lesson's steps are worked out, else as soon as
     * they are; nothing when the lesson did not open (the learner kept their unsaved work).
     */
    public void resumeAt(kudde.tutor.Progress.Place place) {
        resume = null;
        if (place == null || !place.lesson().equals(doc.lessonName()) || doc.dirty()) {
            return;
        }
        Timeline t = tutor.timeline();
        if (t != null && t.resolution().scenario().equals(doc.scenario()) && !inBackground) {
            resumeNow(place);
        } else {
            resume = place;
        }
    }

    private void resumeNow(kudde.tutor.Progress.Place place) {
        docks.show(tutor);
        kudde.tutor.Resume.to(tutor.timeline(), tutor.quiz(), tutor.exercises(), place.step());
        tutor.refresh();
    }

    /** What the tutor shows on the board now, ghosts and marks included; null while the editor has it. */
    public kudde.tutor.Stage stage() {
        return active() ? stageOverlay.stage() : null;
    }

    /**
     * The composer played a turn: it becomes an edit of the document (so Undo takes it back), and the
     * tutor shows the new turn's first step.
     */
    private void played(kudde.tutor.Composer.Played p) {
        int turn = p.scenario().turns().size() - 1;
        Scenario after = p.scenario();
        doc.apply(new kudde.ui.doc.Edit("edit.playTurn", s -> after));
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
        resolve();
        if (tutor.timeline() == null) {
            return;
        }
        docks.show(tutor);
        tutor.setQuizMode(false);
        java.util.List<kudde.engine.play.Step> steps = tutor.timeline().resolution().steps();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).turn() == turn) {
                tutor.timeline().select(i);
                return;
            }
        }
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
            public void show(Scenario s, kudde.engine.board.Board b, List<kudde.engine.play.Figure> figures,
                             Highlight h) {
                lendPicker();
                if (active()) {
                    emphasised = false;
                    board.setPlayers(s.players());
                    board.setRules(s.rules());
                    board.showState(b, figures, h);
                    board.setMarks(List.of());
                    stageOverlay.show(null, tutor.texts());
                    keepMoveInView();
                    keepStepInView(figures, h, null);
                }
            }
        });
        doc.addListener(this::documentChanged);
        board.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                stepInViewAgain();
            }
        });
        tutor.addChangeListener(this::recordProgress);
        Strings.addListener(relabel);
        documentChanged();
    }

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
        board.setSketcher(!authoring ? null : new kudde.ui.board.Sketcher() {
            @Override
            public void drawn(kudde.engine.model.StepDrawing.Kind kind, Pos at, Pos to,
                              kudde.engine.model.StepDrawing.FigureName figure) {
                tutor.draw(kind, at, to, figure);
            }

            @Override
            public kudde.engine.model.StepDrawing.Colour colour() {
                return tutor.drawingColour();
            }
        });
        board.repaint();
    }

    /**
     * The window closed: the language listeners and the key dispatcher are global, and a closed
     * window must not hear them any more.
     */
    public void close() {
        Strings.removeListener(relabel);
        TutorKeys.uninstall(tutorKeys);
    }

    /** A lesson opened: the tutor comes to the front, since that is what a lesson is for. */
    private void documentChanged() {
        boolean lessonOpened = doc.lesson() && !doc.dirty() && !doc.scenario().equals(resolved);
        resolve();
        if (lessonOpened) {
            docks.show(tutor);
            lessons.ifMade(b -> b.select(lesson));
        }
    }

    /**
     * Resolves the document again, keeping the user's place in the timeline where it still exists.
     * A large scenario is checked and resolved off the event thread (a 10,000-tile board takes tens
     * of milliseconds, more while the JIT is still cold); the tutor says so meanwhile, and a result
     * that a newer edit has overtaken is dropped.
     */
    private void resolve() {
        Scenario s = doc.scenario();
        if (s.equals(resolved)) {
            return;
        }
        if (tutor.timeline() != null && kudde.tutor.StepNotes.sameButNotes(s, resolved)) {
            // Only a comment or a drawing changed: the same steps, and the author stays at their step.
            resolved = s;
            tutor.setNotes(s);
            return;
        }
        // Only turns were added (the composer): the user goes on from where they were.
        boolean turnsAdded = resolved != null && s.withTurns(List.of()).equals(resolved.withTurns(List.of()))
                && s.turns().size() >= resolved.turns().size()
                && s.turns().subList(0, resolved.turns().size()).equals(resolved.turns());
        int keep = tutor.timeline() == null ? Timeline.START : tutor.timeline().index();
        resolved = s;
        int generation = ++resolutions;
        if (s.board().size() + s.turns().size() < BACKGROUND_SIZE) {
            inBackground = false;
            show(s, work(s), turnsAdded, keep);
            return;
        }
        tutor.unavailable(tutor.texts().get("explain.resolving"));
        compare(null);
        inBackground = true;
        Background.run(() -> work(s), r -> {
            if (generation == resolutions) {  // else the document changed again: a newer one is on its way
                inBackground = false;
                show(s, r, turnsAdded, keep);
            }
        }, e -> {
            if (generation == resolutions) {
                inBackground = false;
                failed(e);
            }
        });
    }

    /** Checks and resolves a scenario; null when its position has problems or it cannot be resolved. */
    private static Resolution work(Scenario s) {
        return kudde.ui.doc.Derived.of(s).resolution();
    }

    private void show(Scenario s, Resolution r, boolean turnsAdded, int keep) {
        if (r == null) {
            RuntimeException bug = kudde.ui.doc.Derived.of(s).failure();
            if (bug != null) {
                failed(bug);
                return;
            }
            tutor.unavailable(tutor.texts().get("explain.problems"));
            compare(null);
            return;
        }
        Timeline was = tutor.timeline();
        boolean samePlay = was != null && openedShown == doc.opened() && samePlay(was.resolution(), r);
        openedShown = doc.opened();
        tutor.open(r);
        compare(s);
        kudde.tutor.Progress.Place continued = resume;
        resume = null;
        if (continued != null && continued.lesson().equals(doc.lessonName()) && !doc.dirty()) {
            resumeNow(continued);
        } else if (turnsAdded || samePlay) {
            // The same steps (a question, a text or the expected result edited): the author stays at their step.
            tutor.timeline().select(keep);
        } else if (startStep != null && (doc.file() != null || doc.lesson())) {
            // -Dkudde.step=N (0-based), =last or =start: the first scenario opens in the tutor at
            // that step (screenshots); the window's empty board before it does not count.
            String at = startStep.trim();
            startStep = null;
            docks.show(tutor);
            if (!"start".equals(at) && tutor.timeline().size() > 0) {
                tutor.timeline().select("last".equals(at) ? tutor.timeline().size() - 1 : Integer.parseInt(at));
            }
        }
    }

    /** Whether two resolutions play the same steps: the same turns apply the same rules, one by one. */
    private static boolean samePlay(Resolution a, Resolution b) {
        if (a.steps().size() != b.steps().size() || !a.scenario().turns().equals(b.scenario().turns())) {
            return false;
        }
        for (int i = 0; i < a.steps().size(); i++) {
            kudde.engine.play.Step x = a.steps().get(i);
            kudde.engine.play.Step y = b.steps().get(i);
            if (x.turn() != y.turn() || x.rule() != y.rule() || !x.event().equals(y.event())) {
                return false;
            }
        }
        return true;
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

    /** The engine failed on the document (a bug, not the position's fault): say so, and how to report it. */
    private void failed(Exception bug) {
        kudde.ui.kit.ErrorLog log = kudde.ui.kit.ErrorLog.standard();
        log.write("working out the steps of the document", Thread.currentThread(), bug);
        tutor.unavailable(tutor.texts().format("explain.internal", String.valueOf(bug), log.file().toAbsolutePath()));
        compare(null);
    }

    /** Whether a resolution is running in the background (for tests). */
    public boolean resolving() {
        return inBackground;
    }

    /**
     * The board is the tutor's: it shows the selected step. The board takes the arrows for its
     * keyboard cursor; while it is the tutor's, Home, Left, Right and End step through the
     * timeline there too, and W asks why about the thing under the mouse (the keyboard way to
     * right-click); they get their old meaning back when the board goes back to the editor.
     */
    @Override
    public void taken(BoardView view) {
        java.util.Map<javax.swing.KeyStroke, java.util.Map.Entry<String, javax.swing.Action>> keys =
                new java.util.LinkedHashMap<>();
        for (String name : List.of("tutor.first", "tutor.previous", "tutor.next", "tutor.last")) {
            keys.put(TutorView.key(name), java.util.Map.entry(name, Keys.action(tutor, name)));
        }
        keys.put(javax.swing.KeyStroke.getKeyStroke("W"), java.util.Map.entry("tutor.why",
                new javax.swing.AbstractAction() {
                    @Override
                    public void actionPerformed(java.awt.event.ActionEvent e) {
                        whyAt(board.hover());
                    }
                }));
        // 1 to 4 choose the drawing colour (green, red, blue, yellow), the hand staying on the board;
        // only an author draws.
        kudde.engine.model.StepDrawing.Colour[] colours = kudde.engine.model.StepDrawing.Colour.values();
        for (int i = 0; i < colours.length; i++) {
            kudde.engine.model.StepDrawing.Colour c = colours[i];
            keys.put(javax.swing.KeyStroke.getKeyStroke(Integer.toString(i + 1)), java.util.Map.entry(
                    "tutor.drawIn." + c.word(), new javax.swing.AbstractAction() {
                        @Override
                        public void actionPerformed(java.awt.event.ActionEvent e) {
                            if (authoring) {
                                tutor.setDrawingColour(c);
                            }
                        }
                    }));
        }
        boardKeys = Keys.lend(board, keys);
        // Ctrl with the mouse draws on the shown step, while the board is the tutor's.
        lendSketcher();
        resolve();
        tutor.refresh();
    }

    @Override
    public void wheel(java.awt.event.MouseWheelEvent e) {
        kudde.ui.board.TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.wheel(e);
        }
    }

    /**
     * The board's turn picker of an exercise, lent the board while the tutor has it and the
     * learner's move is being put together (the picker follows the mouse and asks its questions on
     * the board); null otherwise, after giving the board back.
     */
    private kudde.ui.board.TurnPicker lendPicker() {
        kudde.ui.board.TurnPicker want = active() ? tutor.exercisePicker() : null;
        if (want != lent) {
            if (lent != null) {
                lent.released(board);
            }
            lent = want;
            if (want != null) {
                want.taken(board);
            }
        }
        return want;
    }

    @Override
    public void released(BoardView view) {
        if (lent != null) {
            lent.released(view);
            lent = null;
        }
        stageOverlay.show(null, tutor.texts());
        view.setSketcher(null);
        view.setMarks(List.of());
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
        board.setPlayers(t.resolution().scenario().players());
        board.setRules(t.resolution().scenario().rules());
        // The board as the engine left it; what the step sent away shows as ghosts, for that step only.
        kudde.tutor.Stage stage = position == t.index() && t.showingBefore() ? kudde.tutor.Stage.before(t, position)
                : kudde.tutor.Stage.of(t, position, h);
        board.showState(stage.board(), stage.figures(), stage.highlight());
        // The author's marks belong to the step shown, not to a position picked beside it.
        board.setMarks(position == t.index() ? tutor.marks() : List.of());
        stageOverlay.show(stage, tutor.texts());
        keepMoveInView();
        keepStepInView(stage.figures(), stage.highlight(), stage.refused());
    }

    /**
     * The squares the shown step is about: its tiles, the tiles of its lit features, figures and
     * marks, a refused move's square, the exercise's move and the squares where its tile fits.
     */
    private List<Pos> stepCells(List<kudde.engine.play.Figure> figures, Highlight h, Pos refused) {
        java.util.LinkedHashSet<Pos> cells = new java.util.LinkedHashSet<>();
        if (h != null) {
            cells.addAll(h.tiles());
            for (Highlight.SegmentRef f : h.features()) {
                cells.add(f.at());
            }
            for (int i : h.figures()) {
                if (i >= 0 && i < figures.size()) {
                    cells.add(new Pos(figures.get(i).x(), figures.get(i).y()));
                }
            }
            for (Highlight.Mark m : h.marks()) {
                cells.add(m.at());
            }
        }
        if (refused != null) {
            cells.add(refused);
        }
        cells.addAll(tutor.exerciseMoveCells());
        cells.addAll(tutor.exerciseSquares());
        return List.copyOf(cells);
    }

    /**
     * Every step shows what it is about (docs/learning.md): when a square of {@link #stepCells}
     * lies outside the visible board, the board pans just enough at the same zoom; when they
     * cannot all show at this zoom, it fits them with the whole board, or, on a board too large
     * for that, them alone. Once per step and its squares, so a learner who pans away afterwards
     * is left alone until the next step.
     */
    private void keepStepInView(List<kudde.engine.play.Figure> figures, Highlight h, Pos refused) {
        List<Pos> cells = stepCells(figures, h, refused);
        if (cells.isEmpty() || cells.equals(inViewFor) || board.getWidth() <= 0 || board.getHeight() <= 0) {
            return;
        }
        inViewFor = cells;
        double margin = 0.15;
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Pos c : cells) {
            minX = Math.min(minX, c.x() - margin);
            minY = Math.min(minY, c.y() - margin);
            maxX = Math.max(maxX, c.x() + 1 + margin);
            maxY = Math.max(maxY, c.y() + 1 + margin);
        }
        int w = board.getWidth();
        int ht = board.getHeight();
        kudde.ui.board.Camera cam = board.camera();
        java.awt.geom.Point2D a = cam.toScreen(minX, minY);
        java.awt.geom.Point2D b = cam.toScreen(maxX, maxY);
        if (a.getX() >= 0 && a.getY() >= 0 && b.getX() <= w && b.getY() <= ht) {
            return;
        }
        if (b.getX() - a.getX() <= w && b.getY() - a.getY() <= ht) {
            cam.pan(a.getX() < 0 ? -a.getX() : Math.min(0, w - b.getX()),
                    a.getY() < 0 ? -a.getY() : Math.min(0, ht - b.getY()));
        } else {
            Rectangle2D around = new Rectangle2D.Double(minX - 1, minY - 1, maxX - minX + 2, maxY - minY + 2);
            Rectangle2D all = board.boardBounds().createUnion(around);
            boolean readable = Math.min(w / all.getWidth(), ht / all.getHeight()) >= 2 * kudde.ui.board.Camera.MIN_SCALE;
            cam.fit(readable ? all : around, w, ht);
        }
        board.repaint();
    }

    /**
     * The board's size changed (learn mode came or went, the window was resized): the shown
     * step's squares are brought into view again.
     */
    public void stepInViewAgain() {
        inViewFor = List.of();
        if (active()) {
            tutor.showBoard();
        }
    }

    /**
     * The learner's tile landed at the board's edge, partly or wholly out of view (or the try's
     * outcome puts it there): the board fits again so the whole move shows. Once per move, so a
     * learner who pans away afterwards is left alone; a move well inside the view moves nothing.
     */
    private void keepMoveInView() {
        List<kudde.engine.model.Pos> cells = tutor.exerciseMoveCells();
        if (cells.equals(fittedFor)) {
            return;
        }
        fittedFor = cells;
        for (kudde.engine.model.Pos c : cells) {
            java.awt.Point a = board.toScreen(c.x(), c.y());
            java.awt.Point b = board.toScreen(c.x() + 1, c.y() + 1);
            if (a.x < 0 || a.y < 0 || b.x > board.getWidth() || b.y > board.getHeight()) {
                // The board and the squares round the move's tiles (the board's own margin would
                // leave a new tile touching the edge of the view).
                java.awt.geom.Rectangle2D all = board.boardBounds();
                for (kudde.engine.model.Pos m : cells) {
                    all = all.createUnion(new java.awt.geom.Rectangle2D.Double(m.x() - 1, m.y() - 1, 3, 3));
                }
                board.camera().fit(all, board.getWidth(), board.getHeight());
                board.repaint();
                return;
            }
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
        kudde.ui.board.TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.clicked(hit, e);
            return;
        }
        if (tutor.exerciseActive()) {
            return;
        }
        if (!hit.onTile()) {
            // An empty spot changes nothing here: turns are played in turn mode, entered on purpose.
            return;
        }
        if (hit.onFigure()) {
            if (why) {
                tutor.whyFigure(hit.figure());
            } else {
                tutor.clickedFigure(hit.figure());
            }
        } else if (hit.onTile() && hit.segment() >= 0) {
            Pos at = hit.cell();
            if (why) {
                tutor.whyFeature(at, hit.segment());
            } else {
                tutor.clickedFeature(at, hit.segment());
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
        kudde.ui.board.TurnPicker picker = lendPicker();
        if (picker != null) {
            picker.paintOver(g, view);
        }
        paintInPicture(g, view, view.camera().scale());
    }

    /** The step's own marks, also in a picture of it: a refused move crossed out, the ghosts and marks. */
    @Override
    public void paintInPicture(Graphics2D g, BoardView view, double pixelsPerTile) {
        // A refused move: its square crossed out, the move shown on it is not played.
        kudde.tutor.Stage st = stageOverlay.stage();
        if (st != null && st.refused() != null && st.board() == view.board()) {
            Pos p = st.refused();
            g.setColor(Theme.colour("Kudde.board.fitsNot"));
            g.setStroke(new BasicStroke(0.06f));
            g.draw(new Rectangle2D.Double(p.x() + 0.04, p.y() + 0.04, 0.92, 0.92));
            // A small cross in the corner, so the tile and the figure tried stay readable.
            g.draw(new java.awt.geom.Line2D.Double(p.x() + 0.74, p.y() + 0.08, p.x() + 0.92, p.y() + 0.26));
            g.draw(new java.awt.geom.Line2D.Double(p.x() + 0.92, p.y() + 0.08, p.x() + 0.74, p.y() + 0.26));
        }
        // The ghosts of what the step took away, and its marks.
        Graphics2D sg = (Graphics2D) g.create();
        stageOverlay.paint(sg, view, pixelsPerTile);
        sg.dispose();
    }

    private void relabel() {
        tutor.setLanguage(Strings.locale());
        diff.ifMade(VariantDiffPanel::refresh);
        lessons.ifMade(LessonBrowser::refresh);
        composer.ifMade(ComposerPanel::refresh);
    }

    /** The rules comparison follows the resolved scenario (none while there is no resolution). */
    private void compare(Scenario s) {
        compared = s;
        diff.ifMade(p -> p.show(s));
    }

    /** The lessons bundled in the jar (the repository's scenarios/ folder). */
    private static LessonSource bundled() {
        return new LessonSource() {
            @Override
            public List<String> names() {
                return Lessons.list();
            }

            @Override
            public Scenario load(String name) throws Exception {
                try (InputStream in = TutorMode.class.getResourceAsStream("/scenarios/" + name)) {
                    if (in == null) {
                        throw new java.io.FileNotFoundException(name);
                    }
                    return ScenarioReader.read(in.readNBytes(ScenarioReader.MAX_BYTES + 1));
                }
            }
        };
    }
}

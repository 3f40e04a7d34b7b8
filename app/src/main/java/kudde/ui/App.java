package kudde.ui;

import java.awt.event.ComponentAdapter;
import java.awt.event.ComponentEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import kudde.engine.model.Pos;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;
import kudde.lesson.Lesson;
import kudde.explain.Texts;
import kudde.tutor.Progress;
import kudde.ui.board.BoardView;
import kudde.ui.course.CourseScreen;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.Derived;
import kudde.ui.doc.Lessons;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.editor.Editor;
import kudde.ui.editor.ProblemsPanel;
import kudde.ui.editor.QuizEditor;
import kudde.ui.editor.Tool;
import kudde.ui.editor.TurnsPanel;
import kudde.ui.kit.Deferred;
import kudde.ui.kit.Docks;
import kudde.ui.kit.Keys;
import kudde.ui.kit.Theme;
import kudde.ui.tutor.TutorMode;
import kudde.ui.tutor.TutorTexts;

/**
 * Starts the window: look, language, the first document, and an offer to restore unsaved work.
 * The one place where the window's parts are wired to each other ({@link #create}).
 */
public final class App {
    private App() {
    }

    /**
     * Opens the window. With one argument, opens that file; with none, the first bundled lesson.
     * Returns at once; the window lives on the event thread.
     *
     * <p>{@code -Dkudde.reportStartup=true} reports the start-up's steps ({@link StartupReport}).
     */
    public static void start(String[] args) {
        Options options = options();
        // First of all: a failure on any thread from here on is logged and shown (README, "Reporting a problem").
        CrashReporter.install(options.log(), () -> Locale.forLanguageTag(options.settings().language()));
        System.setProperty("flatlaf.menuBarEmbedded", "false");
        List<String> files = List.of(args);
        Warmup warmup = Warmup.start(options);
        // Times the three steps to the first screen from here (scripts/startup.sh).
        StartupReport startup = new StartupReport(options.reportStartup(), warmup);
        // The main thread starts the toolkit here (the event queue below needs it anyway): X11's
        // toolkit names the windows' class (WM_CLASS) after the class at the bottom of the stack
        // that starts it, kudde-Main from this thread, and the menu entry's StartupWMClass names
        // that class so that a dock groups the window with its entry and icon
        // (app/src/dist/deb/kudde.desktop, DesktopEntryTest). The warm-up thread touches AWT only
        // after it has read the settings; started from there the class would be java-lang-Thread.
        java.awt.Toolkit.getDefaultToolkit();
        SwingUtilities.invokeLater(() -> {
            MainWindow w = startup.run(() -> build(warmup, files, options),
                    built -> openFirst(built.window(), files, built.first()),
                    built -> {
                        built.window().setVisible(true);
                        return built.window();
                    });
            SwingUtilities.invokeLater(w.files()::offerRestore);
            String turn = options.playTurn();
            if (turn != null) {
                // -Dkudde.playTurn=TILE or TILE@x,y[@rotation]: opens in turn mode with that tile (screenshots).
                // Once the file has been read in the background (opening a file ends turn mode).
                javax.swing.Timer later = new javax.swing.Timer(200, null);
                later.addActionListener(e -> {
                    if (files.isEmpty() || w.document().opened() > 0) {
                        later.stop();
                        playTurnAtStart(w, turn);
                    }
                });
                later.start();
            }
        });
    }

    /** The window, built but not shown, and the first lesson read ahead for it (or null). */
    record Built(MainWindow window, Lesson first) {
    }

    /** Everything the first screen needs, on the event thread: the language, the window and its first lesson read. */
    private static Built build(Warmup warmup, List<String> files, Options options) {
        Settings settings = warmup.settings();
        // The language's words need no look: read while the warm-up thread sets the look.
        Locale language = Locale.forLanguageTag(settings.language());
        TutorTexts.of(language);
        Derived.Cache derived = new Derived.Cache();
        Lesson first = FileCommands.firstLessonAhead(files, language, derived);
        return new Built(create(settings, options.autosave(), options, warmup, derived, ScenarioIO::open), first);
    }

    /**
     * The window's first document (a file named on the command line, else the first lesson),
     * shown in learn mode at its set-up (docs/learning.md): most people who open Kudde come to learn.
     */
    static void openFirst(MainWindow w, List<String> files, Lesson first) {
        w.openToLearn(() -> w.files().openAtStart(files, first));
        w.setLearning(true);
    }

    private static void playTurnAtStart(MainWindow w, String spec) {
        String[] part = spec.split("@");
        TileType t = Catalogue.standard().byId(part[0].trim());
        w.editor().turns().start();
        if (part.length == 1) {
            w.editor().setTool(new Tool.PlaceTile(t));
            return;
        }
        String[] xy = part[1].split(",");
        int rotation = part.length > 2 ? Integer.parseInt(part[2].trim()) : 0;
        w.editor().turns().picker().prefill(t, new Pos(Integer.parseInt(xy[0].trim()),
                Integer.parseInt(xy[1].trim())), rotation);
    }

    /** The status line tells the number of problems, the cell under the mouse and the zoom; a problem clicked is shown. */
    private static void statusFollows(MainWindow w) {
        StatusBar status = w.statusBar();
        BoardView board = w.boardView();
        ProblemsPanel problems = w.problems();
        problems.addSelectListener(p -> {
            board.select(p.at());
            if (p.at() == null && (p.path().startsWith("players") || p.path().startsWith("bag"))) {
                // Players and the bag are edited in the inspector: show it.
                w.docks().show(w.inspector());
            }
            status.message(Texts.of(w.language().locale()).render(p.reason()));
        });
        problems.addCountListener(() -> status.problems(problems.count()));
        status.problems(problems.count());
        board.addHoverListener(h -> status.cell(h == null ? "" : h.cell().toString()));
        board.addMouseWheelListener(e -> status.zoom(board.camera().scale()));
        board.addComponentListener(new ComponentAdapter() {
            @Override
            public void componentResized(ComponentEvent e) {
                status.zoom(board.camera().scale());
            }
        });
    }

    /** Runs an editing key's action only in the workbench. */
    private static void workbench(MainWindow w, Runnable r) {
        if (!w.learning()) {
            r.run();
        }
    }

    /**
     * How this run was started, from the {@code -Dkudde.*} system properties: the one place that
     * reads them (LayersTest); everything else is handed the {@link Options}.
     */
    static Options options() {
        String home = System.getProperty("kudde.home");
        return new Options(home != null ? Paths.get(home) : Paths.get(System.getProperty("user.home"), ".kudde"),
                Boolean.parseBoolean(System.getProperty("kudde.warmup", "true")),
                Integer.getInteger("kudde.font", 0), System.getProperty("kudde.step"),
                System.getProperty("kudde.playTurn"), Integer.getInteger("kudde.autosaveSeconds", 10),
                Boolean.getBoolean("kudde.reportStartup"));
    }

    /** Sets the look and language from the settings and builds a window on its own (not yet shown). Event thread only. */
    public static MainWindow create(Settings settings, Autosave autosave, Options options) {
        return create(settings, autosave, options, ScenarioIO::open);
    }

    /** A window that reads the files the user opens with {@code opening} (a test's, failing as a bug would). */
    public static MainWindow create(Settings settings, Autosave autosave, Options options, ScenarioIO.Opening opening) {
        return create(settings, autosave, options, Warmup.none(options), new Derived.Cache(), opening);
    }

    private static MainWindow create(Settings settings, Autosave autosave, Options options, Warmup warmup,
                                     Derived.Cache derived, ScenarioIO.Opening opening) {
        boolean lookSet = warmup.lookSetTo(settings.theme());
        // The text size before the look, whose fonts FlatLaf makes at the zoom it finds.
        Theme.setTextSize(settings.textSize());
        if (!lookSet) {
            Theme.setup(settings.theme());
        }
        Theme.pinFont(options.fontSize());
        warmup.lookSet();
        Keys.tablesLetTabGo();
        MainWindow w = new MainWindow(settings, autosave, options, derived, opening);
        wire(w, settings);
        return w;
    }

    /**
     * Docks the tutor, decides who has the board and binds the window-wide keys. One controller
     * has the board at a time: the turn picker while a turn is played (a mode turned on on purpose);
     * else the editor while a tool other than the pointer is armed, whatever tab is in front (a click
     * on the board edits the set-up); else the tutor while its tab is in front of the right dock.
     */
    private static void wire(MainWindow w, Settings settings) {
        BoardView board = w.boardView();
        TutorMode tutor = new TutorMode(w, w.document(), board, w.docks(), w::learnLesson,
                w.options().startStep(), w.log(), w.language());
        // Which lessons and exercises are done, remembered in the settings file, so the path goes on next time.
        Progress progress = new Progress(settings.progressStore());
        tutor.setProgress(progress);
        // The course screen (File > Course…): a lesson opens at its set-up, or where the learner left it.
        CourseScreen.install(w, progress,
                name -> name.equals(w.document().lessonName()) && tutor.tutor().timeline() != null
                        ? tutor.tutor().timeline().size() : -1,
                name -> ScenarioIO.lesson(name, w.language().locale()), Lessons::list,
                (lesson, step) -> {
                    // The same open as every lesson a learner opens: into learn mode, at its set-up.
                    w.learnLesson(lesson);
                    tutor.resumeAt(new Progress.Place(lesson, step));
                }, w.log(), w.language());
        w.attach(tutor);
        Editor editor = w.editor();
        // In learn mode the board is always the tutor's: no tool armed in the workbench and no tab
        // changes what the learner's board shows (docs/learning.md).
        Runnable choose = () -> board.setController(w.learning() ? tutor
                : editor.turns().on() ? editor.turns().picker()
                : !(editor.tool() instanceof Tool.Pointer) ? editor
                : w.docks().front(Docks.Side.RIGHT) == tutor.tutor() ? tutor : editor);
        w.docks().onChange(Docks.Side.RIGHT, choose);
        w.addLearningListener(() -> {
            // A turn being played belongs to the workbench: it ends when the learner's board comes.
            if (w.learning() && editor.turns().on()) {
                editor.turns().stop();
            }
            choose.run();
        });
        editor.addToolListener(choose);
        editor.turns().addListener(choose);
        editor.turns().addPlayedListener(tutor::showTurn);
        // Made when first shown: few sessions look at them in their first second (start-up).
        Deferred<TurnsPanel> turnsList = new Deferred<>(() -> new TurnsPanel(
                w.document(), editor.turns(), w.texts(), w.statusBar()::message));
        w.docks().add(Docks.Side.BOTTOM, "dock.turns", turnsList);
        // A question is written at the step the tutor shows; selecting one shows its step.
        Deferred<QuizEditor> quiz = new Deferred<>(() -> {
            QuizEditor q = new QuizEditor(w.document(), w.texts());
            q.linkSteps(tutor::showStep);
            q.stepShown(tutor.currentStep());
            q.setAuthoring(w.authoring());
            return q;
        });
        // The questions and their answers are the author's (docs/authoring.md).
        w.addAuthoringListener(on -> quiz.ifMade(q -> q.setAuthoring(on)));
        w.docks().add(Docks.Side.BOTTOM, "dock.quiz", quiz);
        tutor.tutor().addChangeListener(() -> quiz.ifMade(q -> q.stepShown(tutor.currentStep())));
        Runnable relabelTurns = () -> {
            quiz.ifMade(QuizEditor::relabel);
            turnsList.ifMade(TurnsPanel::relabel);
            editor.turns().relabel();
        };
        w.language().addListener(relabelTurns);
        choose.run();
        // Window-wide keys for editing: R and Shift+R turn the armed tile, Escape takes the pointer,
        // Delete the eraser, Ctrl+Y redoes (Keys: not while typing, so "r" in a name stays a letter).
        JComponent root = w.getRootPane();
        // They are the workbench's: in learn mode they change nothing, except that R and Shift+R
        // turn the learner's tile while an exercise or a game's turn waits for it on the board.
        // Each binding's name gives its words in Help ▸ Keys (KeyList): keys.rotate, keys.escape, …
        Keys.inWindow(root, "R", "rotate#R", () -> {
            if (!tutor.turnTile(1)) {
                workbench(w, () -> editor.rotate(1));
            }
        });
        Keys.inWindow(root, "shift R", "rotate#shift R", () -> {
            if (!tutor.turnTile(-1)) {
                workbench(w, () -> editor.rotate(-1));
            }
        });
        // Escape leaves turn mode, else takes the pointer; T plays a turn on the board.
        Keys.inWindow(root, "ESCAPE", "escape", () -> workbench(w, editor::escape));
        Keys.inWindow(root, "T", "playTurn", () -> workbench(w, () -> editor.turns().start()));
        Keys.inWindow(root, "DELETE", "eraser", () -> workbench(w, () -> editor.setTool(Tool.ERASER)));
        Keys.inWindow(root, "control Y", "menu.edit.redo#control Y", w.document()::redo);
        statusFollows(w);
        w.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                w.language().removeListener(relabelTurns);
                tutor.close();
            }
        });
    }
}

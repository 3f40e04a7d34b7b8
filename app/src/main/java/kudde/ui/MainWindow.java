package kudde.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.event.HierarchyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.Locale;
import javax.swing.BorderFactory;
import javax.swing.JFrame;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.Derived;
import kudde.ui.doc.ScenarioIO;
import kudde.ui.doc.Document;
import kudde.ui.doc.Scenarios;
import kudde.ui.editor.Editor;
import kudde.ui.editor.Inspector;
import kudde.ui.editor.Palette;
import kudde.ui.editor.ProblemsPanel;
import kudde.ui.kit.BusyPane;
import kudde.ui.kit.Docks;
import kudde.ui.kit.ErrorLog;
import kudde.ui.kit.Strings;
import kudde.ui.kit.WindowLanguage;
import kudde.ui.kit.Theme;
import kudde.ui.tutor.TutorMode;

/**
 * The main window: menu bar, tool bar, the palette on the left, the board in the middle, the
 * inspector in a right-hand dock, problems in a bottom dock and the status bar. Other panels
 * (the tutor's timeline and explanation) plug into the docks ({@link Docks}); {@link App} wires them.
 */
public final class MainWindow extends JFrame {
    private static final long serialVersionUID = 1L;

    /** Client property of the board's split pane: its divider has been placed once it was shown. */
    private static final String DIVIDER_PLACED = "kudde.dividerPlaced";
    private final Settings settings;
    private final Document doc;
    private final Options options;
    private final ErrorLog log;
    /** The window's language, handed to its panels, which relabel themselves when it changes. */
    private final WindowLanguage language;
    /** The window's texts ({@link WindowLanguage#texts}), handed to every part it makes. */
    private final Strings texts;
    private final BoardView board;
    private final StatusBar status;
    private final BusyPane busy = new BusyPane();
    private final Editor editor;
    private final Palette palette;
    private final Inspector inspector;
    private final ProblemsPanel problems;
    private final FileCommands files;
    private final DockPanes docks;
    private final Menus menus;
    private final Runnable relabel = this::relabel;
    /**
     * The desktop's text font or scaling changed while the window is open (GNOME's text scaling, its
     * Large text): told on the toolkit's thread, followed on the event thread.
     */
    private final java.beans.PropertyChangeListener desktopText = e -> SwingUtilities.invokeLater(this::desktopTextChanged);
    private JSplitPane paletteSplit;
    /** The workbench's columns round {@link #paletteSplit}: the palette in one, or in the dock right of the board. */
    private WorkbenchColumns columns;
    // Learn mode (docs/learning.md): the board and the tutor, taken from the workbench while it shows.
    private final kudde.ui.learn.LearnView learn;
    /**
     * What the part out of the window (learn mode's view, or the workbench while learning) was last
     * made for: a change of look or text size meanwhile reached only what the window showed.
     */
    private Theme.Made offWindowMade;
    private final JSplitPane centre;
    private final javax.swing.JToolBar toolBar;
    private boolean learning;
    private boolean learnOnOpen;
    private int openedSeen;
    private final java.util.List<Runnable> learningListeners = new java.util.ArrayList<>();
    private Timer autosaveTimer;
    private TutorMode tutor;
    private final java.util.List<java.util.function.Consumer<Boolean>> authoringListeners = new java.util.ArrayList<>();

    /**
     * @param options how this run was started (the autosave's interval, where the log is)
     * @param derived what was worked out ahead for the window's first document ({@link FileCommands#firstLessonAhead})
     * @param opening how the files the user opens and the autosave restored are read ({@link ScenarioIO#open})
     */
    public MainWindow(Settings settings, Autosave autosave, Options options, Derived.Cache derived,
                      ScenarioIO.Opening opening) {
        super("Kudde");
        // The language the user chose last (View ▸ Language), until they choose another.
        this.language = new WindowLanguage(Locale.forLanguageTag(settings.language()));
        this.texts = language.texts();
        language.putOn(getRootPane());
        this.board = new BoardView(texts);
        this.status = new StatusBar(texts);
        this.docks = new DockPanes(texts);
        this.doc = new Document(Scenarios.empty(), derived);
        this.options = options;
        this.log = options.log();
        this.settings = settings;
        setName("kudde");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        editor = new Editor(doc, board, texts, status::message, status::warn);
        palette = new Palette(editor, doc, texts);
        inspector = new Inspector(doc, texts, status::message);
        problems = new ProblemsPanel(doc, texts);
        files = new FileCommands(this, doc, settings, autosave, opening);
        menus = new Menus(this, settings);

        docks.add(Docks.Side.RIGHT, "dock.inspector", inspector);
        docks.add(Docks.Side.BOTTOM, "dock.problems", problems);
        JTabbedPane rightDock = docks.pane(Docks.Side.RIGHT);
        JTabbedPane bottomDock = docks.pane(Docks.Side.BOTTOM);

        JScrollPane paletteScroll = new JScrollPane(palette, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER) {
            // As wide as the palette needs in the current language (Dutch words are longer), so
            // no tile column or button is clipped.
            @Override
            public Dimension getPreferredSize() {
                java.awt.Insets in = getInsets();
                int w = Math.max(palette.getPreferredSize().width, palette.getMinimumSize().width)
                        + getVerticalScrollBar().getPreferredSize().width + in.left + in.right;
                Dimension least = Theme.size("Kudde.palette.preferredSize");
                return new Dimension(Math.max(least.width, w), least.height);
            }

            // No narrower than the palette can be laid out (its tools one a row at a large text size).
            @Override
            public Dimension getMinimumSize() {
                java.awt.Insets in = getInsets();
                int w = palette.getMinimumSize().width + getVerticalScrollBar().getPreferredSize().width + in.left + in.right;
                Dimension least = Theme.size("Kudde.palette.minimumSize");
                return new Dimension(Math.max(least.width, w), least.height);
            }
        };
        paletteScroll.getVerticalScrollBar().setUnitIncrement(24);
        centre = new JSplitPane(JSplitPane.VERTICAL_SPLIT, board.withBanner(), bottomDock);
        centre.setResizeWeight(1);
        centre.setBorder(BorderFactory.createEmptyBorder());
        bottomDock.setPreferredSize(Theme.size("Kudde.dock.bottom.preferredSize"));
        // The dock right of the board keeps the width its panels need (at a large text size more than
        // it was given), the board giving way down to its own least width.
        JSplitPane centreRight = new kudde.ui.kit.SideFirstSplit(centre, rightDock, kudde.ui.kit.SideFirstSplit.First.RIGHT);
        centreRight.setResizeWeight(1);
        centreRight.setBorder(BorderFactory.createEmptyBorder());
        rightDock.setPreferredSize(Theme.size("Kudde.dock.right.preferredSize"));
        board.setMinimumSize(Theme.size("Kudde.board.minimumSize"));
        JSplitPane main = new kudde.ui.kit.SideFirstSplit(paletteScroll, centreRight, kudde.ui.kit.SideFirstSplit.First.LEFT);
        main.setBorder(BorderFactory.createEmptyBorder());
        // Once shown, give the board most of the height, whatever the docked panels would like.
        centre.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && centre.isShowing()
                    && !Boolean.TRUE.equals(centre.getClientProperty(DIVIDER_PLACED))) {
                centre.putClientProperty(DIVIDER_PLACED, Boolean.TRUE);
                SwingUtilities.invokeLater(() -> centre.setDividerLocation(Math.max(200, centre.getHeight() - 190)));
            }
        });
        // A bottom panel brought to the front gets the height it asks for (the rules comparison
        // wants room for its table), up to half of the board's column.
        docks.onChange(Docks.Side.BOTTOM, () -> SwingUtilities.invokeLater(() -> {
            java.awt.Component front = docks.front(Docks.Side.BOTTOM);
            if (front != null && centre.isShowing()) {
                int want = Math.min(front.getPreferredSize().height + 40, centre.getHeight() / 2);
                int have = centre.getHeight() - centre.getDividerLocation();
                if (want > have) {
                    centre.setDividerLocation(centre.getHeight() - want);
                }
            }
        }));
        this.paletteSplit = main;
        this.columns = new WorkbenchColumns(main, board, docks, this::fitPaletteWidth);
        // The palette's share from its first showing too, not only after a change of text size or
        // language: a window started at 200 % gave it its whole preferred width (445 px of 1,280).
        main.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && main.isShowing()
                    && !Boolean.TRUE.equals(main.getClientProperty(DIVIDER_PLACED))) {
                main.putClientProperty(DIVIDER_PLACED, Boolean.TRUE);
                SwingUtilities.invokeLater(this::fitPaletteWidth);
            }
        });

        learn = new kudde.ui.learn.LearnView(texts, () -> kudde.ui.course.CourseScreen.show(this), () -> setAuthoring(true));
        offWindowMade = Theme.Made.now();

        setGlassPane(busy);
        setJMenuBar(menus.menuBar());
        getContentPane().setLayout(new BorderLayout());
        toolBar = menus.toolBar();
        getContentPane().add(toolBar, BorderLayout.NORTH);
        getContentPane().add(columns, BorderLayout.CENTER);
        getContentPane().add(status, BorderLayout.SOUTH);
        doc.addListener(this::documentChanged);
        language.addListener(relabel);
        for (String property : Theme.DESKTOP_TEXT) {
            java.awt.Toolkit.getDefaultToolkit().addPropertyChangeListener(property, desktopText);
        }
        // The board in words too, wherever it is shown (the workbench's board shows no step again).
        language.addListener(board::sayAgain);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeWindow();
            }
        });
        autosaveTimer = new Timer(options.autosaveSeconds() * 1000, e -> files.autosave());
        autosaveTimer.start();
        setMinimumSize(Theme.size("Kudde.window.minimumSize"));
        WindowBounds.restore(this, settings);
        documentChanged();
    }

    // ---- for other panels and tests ----

    /** The window's language and the parts that follow it. */
    public WindowLanguage language() {
        return language;
    }

    /** The window's texts, in the language it speaks now; every part it makes is handed them. */
    public Strings texts() {
        return texts;
    }

    /** How this run of the window was started. */
    public Options options() {
        return options;
    }

    /** Where what went wrong is written (README, "Reporting a problem"). */
    public ErrorLog log() {
        return log;
    }

    public Document document() {
        return doc;
    }

    public BoardView boardView() {
        return board;
    }

    public Editor editor() {
        return editor;
    }

    public FileCommands files() {
        return files;
    }

    public StatusBar statusBar() {
        return status;
    }

    public Inspector inspector() {
        return inspector;
    }

    public ProblemsPanel problems() {
        return problems;
    }

    /** The tutor, docked by {@link App}. */
    public TutorMode tutor() {
        return tutor;
    }

    /** The recent files changed. */
    void fillRecent() {
        menus.fillRecent();
    }

    void attach(TutorMode t) {
        tutor = t;
        // In learn mode Fit (and every fit on opening a file) shows the lesson as large as it goes;
        // in a game the board grows every turn, so Fit shows the whole board and the squares around
        // it, where the next tile may go.
        board.setFitArea(() -> menus.playing() ? null : t.lessonArea());
        t.setAuthoring(settings.authoring());
    }

    /** The game played in the learn-mode board (Game ▸ New game), made when first asked for. */
    kudde.ui.game.GameMode gameMode() {
        return menus.gameMode();
    }

    /** The learn-mode view (the board and the tutor, while learning). */
    public kudde.ui.learn.LearnView learnView() {
        return learn;
    }

    /** Whether the window is in learn mode: the board and the tutor, not the author's workbench. */
    public boolean learning() {
        return learning;
    }

    /**
     * Learn mode on (the board and the lesson, docs/learning.md) or off (the author's workbench on
     * the same document). A learner writes no lesson, so lesson authoring goes off with it.
     */
    public void setLearning(boolean on) {
        if (on == learning || tutor == null) {
            return;
        }
        learning = on;
        java.awt.Container content = getContentPane();
        Theme.Made made = offWindowMade;
        offWindowMade = Theme.Made.now();
        if (on) {
            content.remove(columns);
            docks.undock(tutor.tutor());
            Theme.catchUp(learn, made);
            learn.take(board.withBanner(), tutor.tutor());
            content.add(learn, BorderLayout.CENTER);
        } else {
            content.remove(learn);
            learn.giveBack();
            // Before the board and the tutor come back: they were in the window all along.
            Theme.catchUp(columns, made);
            centre.setTopComponent(board.withBanner());
            docks.redock(tutor.tutor());
            content.add(columns, BorderLayout.CENTER);
        }
        tutor.tutor().setLearnLayout(on);
        status.learning(on);
        // The tool bar's buttons are the workbench's (new, save, undo, rotate, play a turn).
        toolBar.setVisible(!on);
        if (on && settings.authoring()) {
            setAuthoring(false);
        }
        menus.learningChanged(on);
        // Laid out now, so the board fits its new size at once and the step shows in it.
        content.revalidate();
        content.validate();
        content.repaint();
        board.fitBoard();
        tutor.stepInViewAgain();
        for (Runnable l : learningListeners) {
            l.run();
        }
        // The board has the keyboard's focus either way: it moved between the two views, and in the
        // workbench the focus was left on the window itself, on no control.
        board.requestFocusInWindow();
    }

    /** Told whenever the window goes into learn mode or out of it. */
    void addLearningListener(Runnable l) {
        learningListeners.add(l);
    }

    /**
     * Opens a file the user chose (File ▸ Open, a recent file, the command line): it opens in learn
     * mode at its set-up, unless lesson authoring is on (a teacher opening their own lesson to work
     * on it). A large file read in the background goes to learn mode once it is in.
     */
    void openToLearn(Runnable open) {
        learnOnOpen = !settings.authoring();
        int before = doc.opened();
        open.run();
        if (doc.opened() != before && learnOnOpen) {
            setLearning(true);
        }
        if (!files.loading()) {
            learnOnOpen = false;
        }
    }

    /** Opens a bundled lesson from the course or the lesson list, in learn mode when it opened. */
    public void learnLesson(String name) {
        files.openLesson(name);
        if (name.equals(doc.lessonName()) && !doc.dirty()) {
            setLearning(true);
        }
    }

    /** The glass pane that holds input while a long task runs (opening a large file, painting a PNG export). */
    BusyPane busy() {
        return busy;
    }

    /** The docks, where the tutor's panels go too. */
    DockPanes docks() {
        return docks;
    }

    // ---- state ----

    private void documentChanged() {
        if (doc.opened() != openedSeen) {
            openedSeen = doc.opened();
            // A file the user chose, read in the background, is in: learn mode (openToLearn).
            if (learnOnOpen && !files.loading()) {
                learnOnOpen = false;
                setLearning(true);
            }
        }
        String name = doc.file() != null ? doc.file().getFileName().toString()
                : doc.bundled() ? texts.get("title.lesson") : texts.get("title.untitled");
        String title = kudde.lang.LessonText.pick(doc.lesson().title(), texts.locale()).text();
        setTitle("Kudde — " + (doc.dirty() ? "*" : "") + name + (title.isEmpty() ? "" : "  ·  " + title));
        menus.historyChanged();
    }

    public void setLanguage(Locale l) {
        language.set(l);
        settings.setLanguage(texts.language());
    }

    /**
     * Lesson authoring on or off (docs/authoring.md): the tutor's comment button, drawing
     * colour and hint and the board's drawing gesture are there only while it is on. Remembered.
     */
    public void setAuthoring(boolean on) {
        settings.setAuthoring(on);
        // The author's tools are the workbench's: turning them on leaves learn mode.
        if (on) {
            setLearning(false);
        }
        menus.authoringChanged(on);
        if (tutor != null) {
            tutor.setAuthoring(on);
        }
        for (java.util.function.Consumer<Boolean> l : authoringListeners) {
            l.accept(on);
        }
    }

    /** Told whenever lesson authoring goes on or off. */
    void addAuthoringListener(java.util.function.Consumer<Boolean> l) {
        authoringListeners.add(l);
    }

    /** Whether lesson authoring is on. */
    public boolean authoring() {
        return settings.authoring();
    }

    public void setTheme(String theme) {
        Theme.switchTo(theme);
        settings.setTheme(theme);
        board.repaint();
    }

    /**
     * View ▸ Text size: every window's text and the sizes around it at {@code percent} of the
     * look's own, at once, and remembered.
     */
    public void setTextSize(int percent) {
        Theme.textSizeTo(percent, options.fontSize());
        settings.setTextSize(percent);
        // The inspector puts its labels over its fields from 150 % on.
        inspector.rebuild();
        textChanged();
    }

    /** The desktop's text, followed in every window at once (docs/accessibility.md). */
    private void desktopTextChanged() {
        if (isDisplayable()) {
            Theme.desktopTextChanged();
            textChanged();
        }
    }

    /** After the text grew or shrank: the palette's columns and width follow it, as they follow the language. */
    private void textChanged() {
        refitPalette();
        board.repaint();
    }

    /**
     * The palette's width follows its words: the split asks it again once it is rebuilt. No more
     * than a quarter of the window beyond its least width (at 200 % text it asked for 444 px of a
     * 1024 px window and left the board 200), so the board keeps the room a window started at that
     * size gives it.
     */
    private void refitPalette() {
        palette.rebuild();
        SwingUtilities.invokeLater(this::fitPaletteWidth);
    }

    /** The palette as wide as it asks, up to its share of the window (in its column, not in the dock). */
    private void fitPaletteWidth() {
        java.awt.Component side = paletteSplit.getLeftComponent();
        if (side == null) {
            return;
        }
        int most = Math.max(side.getMinimumSize().width, paletteSplit.getWidth() * Theme.number("Kudde.palette.largestShareWidth") / 100);
        paletteSplit.setDividerLocation(Math.min(side.getPreferredSize().width, most));
    }

    /** After a language switch: every label, menu, tab and panel in the new language. */
    private void relabel() {
        menus.relabel();
        docks.relabel();
        learn.relabel();
        refitPalette();
        inspector.rebuild();
        problems.relabel();
        status.problems(problems.count());
        status.relabel();
        documentChanged();
        board.repaint();
    }

    // ---- window ----

    /** Asks about unsaved changes, then remembers the window and closes it. */
    public void closeWindow() {
        if (!files.confirmDiscard()) {
            return;
        }
        WindowBounds.remember(this, settings);
        settings.flush();
        files.cleanExit();
        dispose();
    }

    @Override
    public void dispose() {
        autosaveTimer.stop();
        language.removeListener(relabel);
        for (String property : Theme.DESKTOP_TEXT) {
            java.awt.Toolkit.getDefaultToolkit().removePropertyChangeListener(property, desktopText);
        }
        super.dispose();
    }
}

package kudde.ui;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Frame;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTabbedPane;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.WindowConstants;
import kudde.engine.position.Problem;
import kudde.tutor.LessonCatalogue;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Autosave;
import kudde.ui.doc.Document;
import kudde.ui.doc.Lessons;
import kudde.ui.doc.Scenarios;
import kudde.ui.editor.Editor;
import kudde.ui.editor.Inspector;
import kudde.ui.editor.Palette;
import kudde.ui.editor.ProblemsPanel;
import kudde.ui.editor.Tool;
import kudde.ui.kit.BusyPane;
import kudde.ui.kit.Docks;
import kudde.ui.kit.KAction;
import kudde.ui.kit.Keys;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import kudde.ui.tutor.TutorMode;

/**
 * The main window: menu bar, tool bar, the palette on the left, the board in the middle, the
 * inspector in a right-hand dock, problems in a bottom dock and the status bar. Other panels
 * (the tutor's timeline and explanation) plug into the docks ({@link Docks}); {@link App} wires them.
 */
public final class MainWindow extends JFrame {
    private final Settings settings;
    private final Document doc = new Document(Scenarios.empty());
    private final BoardView board = new BoardView();
    private final StatusBar status = new StatusBar();
    private final BusyPane busy = new BusyPane();
    private final Editor editor;
    private final Palette palette;
    private final Inspector inspector;
    private final ProblemsPanel problems;
    private final FileCommands files;
    private final DockPanes docks = new DockPanes();
    private final List<KAction> actions = new ArrayList<>();
    private final Map<JMenu, String> menus = new LinkedHashMap<>();
    private final Runnable relabel = this::relabel;
    private final Map<String, JRadioButtonMenuItem> languageItems = new LinkedHashMap<>();
    private JMenu recentMenu;
    private JMenu lessonsMenu;
    private boolean lessonsStale = true;
    private Timer autosaveTimer;
    private TutorMode tutor;

    public MainWindow(Settings settings, Autosave autosave) {
        super("Kudde");
        this.settings = settings;
        setName("kudde");
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        editor = new Editor(doc, board, status::message, status::warn);
        palette = new Palette(editor, doc);
        inspector = new Inspector(doc, status::message);
        problems = new ProblemsPanel(doc);
        files = new FileCommands(this, doc, settings, autosave);

        docks.add(Docks.Side.RIGHT, "dock.inspector", inspector);
        docks.add(Docks.Side.BOTTOM, "dock.problems", problems);
        JTabbedPane rightDock = docks.pane(Docks.Side.RIGHT);
        JTabbedPane bottomDock = docks.pane(Docks.Side.BOTTOM);

        JScrollPane paletteScroll = new JScrollPane(palette, JScrollPane.VERTICAL_SCROLLBAR_ALWAYS,
                JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        paletteScroll.getVerticalScrollBar().setUnitIncrement(24);
        paletteScroll.setMinimumSize(new Dimension(236, 100));
        paletteScroll.setPreferredSize(new Dimension(252, 400));
        JSplitPane centre = new JSplitPane(JSplitPane.VERTICAL_SPLIT, board, bottomDock);
        centre.setResizeWeight(1);
        centre.setBorder(BorderFactory.createEmptyBorder());
        bottomDock.setPreferredSize(new Dimension(400, 140));
        JSplitPane centreRight = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, centre, rightDock);
        centreRight.setResizeWeight(1);
        centreRight.setBorder(BorderFactory.createEmptyBorder());
        rightDock.setPreferredSize(new Dimension(360, 400));
        rightDock.setMinimumSize(new Dimension(300, 100));
        board.setMinimumSize(new Dimension(200, 200));
        JSplitPane main = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, paletteScroll, centreRight);
        main.setBorder(BorderFactory.createEmptyBorder());
        // Once shown, give the board most of the height, whatever the docked panels would like.
        centre.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & java.awt.event.HierarchyEvent.SHOWING_CHANGED) != 0 && centre.isShowing()
                    && !centre.getClientProperty("placed").equals(Boolean.TRUE)) {
                centre.putClientProperty("placed", Boolean.TRUE);
                SwingUtilities.invokeLater(() -> centre.setDividerLocation(Math.max(200, centre.getHeight() - 190)));
            }
        });
        centre.putClientProperty("placed", Boolean.FALSE);

        setGlassPane(busy);
        setJMenuBar(menuBar());
        getContentPane().setLayout(new BorderLayout());
        getContentPane().add(toolBar(), BorderLayout.NORTH);
        getContentPane().add(main, BorderLayout.CENTER);
        getContentPane().add(status, BorderLayout.SOUTH);
        keys();

        problems.addSelectListener(this::showProblem);
        problems.addCountListener(() -> status.problems(problems.count()));
        status.problems(problems.count());
        board.addHoverListener(h -> status.cell(h == null ? "" : h.cell().toString()));
        board.addMouseWheelListener(e -> status.zoom(board.camera().scale()));
        board.addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                status.zoom(board.camera().scale());
            }
        });
        doc.addListener(this::documentChanged);
        Strings.addListener(relabel);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeWindow();
            }
        });
        autosaveTimer = new Timer(Autosave.intervalMillis(), e -> files.autosave());
        autosaveTimer.start();
        setMinimumSize(new Dimension(800, 560));
        restoreBounds();
        documentChanged();
    }

    // ---- for other panels and tests ----

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

    /** The tutor, docked by {@link App}. */
    public TutorMode tutor() {
        return tutor;
    }

    void attach(TutorMode t) {
        tutor = t;
    }

    /** The glass pane that holds input while a long task runs (opening a large file, painting a PNG export). */
    BusyPane busy() {
        return busy;
    }

    /** The docks, where the tutor's panels go too. */
    DockPanes docks() {
        return docks;
    }

    // ---- menus and tool bar ----

    private KAction action(String key, String accelerator, Runnable run) {
        KAction a = new KAction(key, accelerator, run);
        actions.add(a);
        return a;
    }

    private JMenuItem item(KAction a) {
        JMenuItem i = new JMenuItem(a);
        i.setName(a.key());
        return i;
    }

    private JMenu menu(String key) {
        JMenu m = new JMenu(Strings.get(key));
        m.setName(key);
        menus.put(m, key);
        return m;
    }

    private KAction newAction;
    private KAction openAction;
    private KAction saveAction;
    private KAction undoAction;
    private KAction redoAction;

    private JMenuBar menuBar() {
        JMenuBar bar = new JMenuBar();
        JMenu file = menu("menu.file");
        newAction = action("menu.file.new", "control N", files::newDocument);
        openAction = action("menu.file.open", "control O", files::open);
        saveAction = action("menu.file.save", "control S", files::save);
        file.add(item(newAction));
        file.add(item(openAction));
        lessonsMenu = menu("menu.file.lessons");
        // 62 lessons in 8 topics: made when the menu is first opened, not at start-up.
        lessonsMenu.addMenuListener(new javax.swing.event.MenuListener() {
            @Override
            public void menuSelected(javax.swing.event.MenuEvent e) {
                if (lessonsStale) {
                    fillLessons();
                }
            }

            @Override
            public void menuDeselected(javax.swing.event.MenuEvent e) {
            }

            @Override
            public void menuCanceled(javax.swing.event.MenuEvent e) {
            }
        });
        file.add(lessonsMenu);
        recentMenu = menu("menu.file.recent");
        file.add(recentMenu);
        file.addSeparator();
        file.add(item(saveAction));
        file.add(item(action("menu.file.saveAs", "control shift S", files::saveAs)));
        file.addSeparator();
        file.add(item(action("menu.file.exportBoard", "control E", () -> files.exportPng(true))));
        file.add(item(action("menu.file.exportVisible", null, () -> files.exportPng(false))));
        file.addSeparator();
        file.add(item(action("menu.file.exit", "control Q", this::closeWindow)));
        bar.add(file);

        JMenu edit = menu("menu.edit");
        undoAction = action("menu.edit.undo", "control Z", doc::undo);
        redoAction = action("menu.edit.redo", "control shift Z", doc::redo);
        edit.add(item(undoAction));
        JMenuItem redo = item(redoAction);
        edit.add(redo);
        edit.addSeparator();
        edit.add(item(action("menu.edit.rotate", null, () -> editor.rotate(1))));
        edit.add(item(action("menu.edit.pointer", null, () -> editor.setTool(Tool.POINTER))));
        edit.add(item(action("menu.edit.eraser", null, () -> editor.setTool(Tool.ERASER))));
        bar.add(edit);

        JMenu view = menu("menu.view");
        view.add(item(action("menu.view.zoomIn", "control EQUALS", () -> zoom(1.25))));
        view.add(item(action("menu.view.zoomOut", "control MINUS", () -> zoom(0.8))));
        view.add(item(action("menu.view.fit", "control 0", () -> {
            board.fitBoard();
            status.zoom(board.camera().scale());
        })));
        // Theme and language as plain radio items, one click away (no submenus).
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (String t : List.of(Theme.LIGHT, Theme.DARK)) {
            JRadioButtonMenuItem i = new JRadioButtonMenuItem(action("menu.view.theme." + t, null, () -> setTheme(t)));
            i.setName("menu.view.theme." + t);
            i.setSelected(t.equals(Theme.current()));
            themes.add(i);
            view.add(i);
        }
        view.addSeparator();
        ButtonGroup langs = new ButtonGroup();
        for (Locale l : Strings.LANGUAGES) {
            String code = l.getLanguage();
            JRadioButtonMenuItem i = new JRadioButtonMenuItem(action("menu.view.language." + code, null,
                    () -> setLanguage(l)));
            i.setName("menu.view.language." + code);
            i.setSelected(code.equals(Strings.language()));
            langs.add(i);
            view.add(i);
            languageItems.put(code, i);
        }
        bar.add(view);

        JMenu help = menu("menu.help");
        help.add(item(action("menu.help.keys", "F1", this::showKeys)));
        help.add(item(action("menu.help.about", null, this::showAbout)));
        bar.add(help);
        fillRecent();
        return bar;
    }

    private JToolBar toolBar() {
        JToolBar t = new JToolBar();
        t.setName("toolbar");
        t.setFloatable(false);
        t.setRollover(true);
        t.add(toolButton(newAction, "toolbar.new"));
        t.add(toolButton(openAction, "toolbar.open"));
        t.add(toolButton(saveAction, "toolbar.save"));
        t.addSeparator();
        t.add(toolButton(undoAction, "toolbar.undo"));
        t.add(toolButton(redoAction, "toolbar.redo"));
        t.addSeparator();
        t.add(toolButton(action("toolbar.rotate", null, () -> editor.rotate(1)), "toolbar.rotate"));
        t.add(toolButton(action("toolbar.zoomIn", null, () -> zoom(1.25)), "toolbar.zoomIn"));
        t.add(toolButton(action("toolbar.zoomOut", null, () -> zoom(0.8)), "toolbar.zoomOut"));
        t.add(toolButton(action("toolbar.fit", null, board::fitBoard), "toolbar.fit"));
        return t;
    }

    private AbstractButton toolButton(KAction a, String name) {
        JButton b = new JButton(a);
        b.setName(name);
        b.setFocusable(false);
        b.setIcon(Icons.get(name));
        b.setHideActionText(Icons.get(name) != null);
        return b;
    }

    private void zoom(double f) {
        board.zoom(f);
        status.zoom(board.camera().scale());
    }

    /**
     * Window-wide keys for editing: R and Shift+R turn the armed tile, Escape takes the pointer,
     * Ctrl+Y redoes. Off while a text field has the focus, so typing "r" in a name stays a letter.
     */
    private void keys() {
        JComponent root = getRootPane();
        Keys.inWindow(root, "R", () -> editor.rotate(1));
        Keys.inWindow(root, "shift R", () -> editor.rotate(-1));
        Keys.inWindow(root, "ESCAPE", () -> editor.setTool(Tool.POINTER));
        Keys.inWindow(root, "DELETE", () -> editor.setTool(Tool.ERASER));
        Keys.inWindow(root, "control Y", doc::redo);
    }

    void fillRecent() {
        recentMenu.removeAll();
        List<java.nio.file.Path> recent = settings.recent();
        for (int i = 0; i < recent.size(); i++) {
            java.nio.file.Path p = recent.get(i);
            JMenuItem it = new JMenuItem((i + 1) + "  " + p.getFileName() + "   (" + p.getParent() + ")");
            it.setName("recent." + i);
            it.addActionListener(e -> files.openPath(p));
            recentMenu.add(it);
        }
        recentMenu.setEnabled(!recent.isEmpty());
    }

    private void fillLessons() {
        lessonsStale = false;
        lessonsMenu.removeAll();
        Map<String, JMenu> groups = new LinkedHashMap<>();
        // The path a beginner follows, not the alphabet (LessonCatalogue).
        for (String name : LessonCatalogue.of(Lessons.list()).all().stream().map(LessonCatalogue.Lesson::name).toList()) {
            int slash = name.indexOf('/');
            String group = slash > 0 ? name.substring(0, slash) : "";
            JMenu g = groups.computeIfAbsent(group, k -> {
                JMenu m = new JMenu(Strings.has("lessons." + k) ? Strings.get("lessons." + k) : k);
                lessonsMenu.add(m);
                return m;
            });
            JMenuItem it = new JMenuItem(name.substring(slash + 1).replace(".json", "").replace('-', ' '));
            it.setName("lesson." + name);
            it.addActionListener(e -> files.openLesson(name));
            g.add(it);
        }
        lessonsMenu.setEnabled(!groups.isEmpty());
    }

    // ---- state ----

    private void documentChanged() {
        String name = doc.file() != null ? doc.file().getFileName().toString()
                : doc.lesson() ? Strings.get("title.lesson") : Strings.get("title.untitled");
        String title = doc.scenario().title().getOrDefault(Strings.language(),
                doc.scenario().title().values().stream().findFirst().orElse(""));
        setTitle("Kudde — " + (doc.dirty() ? "*" : "") + name + (title.isEmpty() ? "" : "  ·  " + title));
        undoAction.setEnabled(doc.history().canUndo());
        redoAction.setEnabled(doc.history().canRedo());
        if (doc.history().canUndo()) {
            undoAction.putValue(javax.swing.Action.NAME,
                    Strings.format("menu.edit.undoWhat", Strings.get(doc.history().nextUndo().nameKey())));
        } else {
            undoAction.relabel();
        }
        if (doc.history().canRedo()) {
            redoAction.putValue(javax.swing.Action.NAME,
                    Strings.format("menu.edit.redoWhat", Strings.get(doc.history().nextRedo().nameKey())));
        } else {
            redoAction.relabel();
        }
        fillRecent();
    }

    private void showProblem(Problem p) {
        board.select(p.at());
        if (p.at() == null && (p.path().startsWith("players") || p.path().startsWith("bag"))) {
            // Players and the bag are edited in the inspector: show it.
            docks.show(inspector);
        }
        status.message(kudde.explain.Texts.of(Strings.locale()).render(p.reason()));
    }

    public void setLanguage(Locale l) {
        Strings.setLocale(l);
        settings.setLanguage(Strings.language());
    }

    public void setTheme(String theme) {
        Theme.switchTo(theme);
        settings.setTheme(theme);
        board.repaint();
    }

    /** After a language switch: every label, menu, tab and panel in the new language. */
    private void relabel() {
        JRadioButtonMenuItem item = languageItems.get(Strings.language());
        if (item != null) {
            item.setSelected(true);
        }
        Swing.applyDefaults();
        for (KAction a : actions) {
            a.relabel();
        }
        for (Map.Entry<JMenu, String> m : menus.entrySet()) {
            m.getKey().setText(Strings.get(m.getValue()));
        }
        docks.relabel();
        lessonsStale = true;
        palette.rebuild();
        inspector.rebuild();
        problems.relabel();
        status.problems(problems.count());
        documentChanged();
        board.repaint();
    }

    private void showKeys() {
        JOptionPane.showMessageDialog(this, Strings.get("help.keys.html"), Strings.get("menu.help.keys"),
                JOptionPane.PLAIN_MESSAGE);
    }

    private void showAbout() {
        JOptionPane.showMessageDialog(this, Strings.get("help.about"), Strings.get("menu.help.about"),
                JOptionPane.INFORMATION_MESSAGE);
    }

    // ---- window ----

    private void restoreBounds() {
        java.awt.Rectangle r = settings.bounds();
        if (r != null && onScreen(r)) {
            setBounds(r);
        } else {
            setSize(1280, 820);
            setLocationRelativeTo(null);
        }
        if (settings.maximized()) {
            setExtendedState(getExtendedState() | Frame.MAXIMIZED_BOTH);
        }
    }

    private static boolean onScreen(java.awt.Rectangle r) {
        try {
            for (java.awt.GraphicsDevice d : java.awt.GraphicsEnvironment.getLocalGraphicsEnvironment().getScreenDevices()) {
                if (d.getDefaultConfiguration().getBounds().intersects(r)) {
                    return true;
                }
            }
        } catch (java.awt.HeadlessException e) {
            return false;
        }
        return false;
    }

    /** Asks about unsaved changes, then remembers the window and closes it. */
    public void closeWindow() {
        if (!files.confirmDiscard()) {
            return;
        }
        boolean max = (getExtendedState() & Frame.MAXIMIZED_BOTH) != 0;
        settings.setMaximized(max);
        if (!max) {
            settings.setBounds(getBounds());
        }
        settings.flush();
        files.cleanExit();
        dispose();
    }

    @Override
    public void dispose() {
        autosaveTimer.stop();
        Strings.removeListener(relabel);
        super.dispose();
    }
}

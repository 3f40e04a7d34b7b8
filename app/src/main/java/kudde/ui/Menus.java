package kudde.ui;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JOptionPane;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import kudde.tutor.LessonCatalogue;
import kudde.ui.doc.Lessons;
import kudde.ui.editor.Tool;
import kudde.ui.kit.KAction;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;

/**
 * The window's menu bar and tool bar, made from one set of actions ({@link KAction}): File (with
 * the bundled lessons, made when first opened, and the recent files), Edit, Game (the review of
 * the open game), View (zoom, look, language) and Help. After a language switch every action and menu is relabelled.
 */
final class Menus {
    private final MainWindow window;
    private final Settings settings;
    /** The window's texts. */
    private final Strings texts;
    private final List<KAction> actions = new ArrayList<>();
    private final Map<JMenu, String> menus = new LinkedHashMap<>();
    private final Map<String, JRadioButtonMenuItem> languageItems = new LinkedHashMap<>();
    private JMenu recentMenu;
    private JMenu lessonsMenu;
    private boolean lessonsStale = true;
    private ReviewPlace reviewPlace;

    Menus(MainWindow window, Settings settings) {
        this.texts = window.texts();
        this.window = window;
        this.settings = settings;
    }

    private FileCommands files() {
        return window.files();
    }

    private kudde.ui.doc.Document doc() {
        return window.document();
    }

    private KAction action(String key, String accelerator, Runnable run) {
        KAction a = new KAction(texts, key, accelerator, run);
        actions.add(a);
        return a;
    }

    private JMenuItem item(KAction a) {
        JMenuItem i = new JMenuItem(a);
        i.setName(a.key());
        return i;
    }

    private JMenu menu(String key) {
        JMenu m = new JMenu(texts.get(key));
        m.setName(key);
        menus.put(m, key);
        return m;
    }

    private KAction newAction;
    private KAction openAction;
    private KAction saveAction;
    private KAction undoAction;
    private KAction redoAction;
    private KAction authoringAction;
    private KAction learnAction;

    JMenuBar menuBar() {
        JMenuBar bar = new JMenuBar();
        JMenu file = menu("menu.file");
        newAction = action("menu.file.new", "control N", files()::newDocument);
        openAction = action("menu.file.open", "control O", () -> window.openToLearn(files()::open));
        saveAction = action("menu.file.save", "control S", files()::save);
        file.add(item(newAction));
        file.add(item(openAction));
        file.add(item(action("menu.file.course", "control shift C", () -> kudde.ui.course.CourseScreen.show(window))));
        lessonsMenu = menu("menu.file.lessons");
        // Every bundled lesson, by topic: made when the menu is first opened, not at start-up.
        lessonsMenu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                if (lessonsStale) {
                    fillLessons();
                }
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        file.add(lessonsMenu);
        recentMenu = menu("menu.file.recent");
        file.add(recentMenu);
        file.addSeparator();
        file.add(item(saveAction));
        file.add(item(action("menu.file.saveAs", "control shift S", files()::saveAs)));
        file.addSeparator();
        JMenu export = menu("menu.file.export");
        export.add(item(action("menu.file.exportBoard", "control E", () -> files().exportPng(true))));
        export.add(item(action("menu.file.exportVisible", null, () -> files().exportPng(false))));
        export.addSeparator();
        export.add(item(action("menu.file.exportHandout", null, () -> files().exportHandout(true))));
        export.add(item(action("menu.file.exportWorksheet", null, () -> files().exportHandout(false))));
        file.add(export);
        file.addSeparator();
        file.add(item(action("menu.file.exit", "control Q", window::closeWindow)));
        bar.add(file);

        JMenu edit = menu("menu.edit");
        undoAction = action("menu.edit.undo", "control Z", doc()::undo);
        redoAction = action("menu.edit.redo", "control shift Z", doc()::redo);
        edit.add(item(undoAction));
        JMenuItem redo = item(redoAction);
        edit.add(redo);
        edit.addSeparator();
        edit.add(item(action("menu.edit.rotate", null, () -> window.editor().rotate(1))));
        edit.add(item(action("menu.edit.pointer", null, () -> window.editor().setTool(Tool.POINTER))));
        edit.add(item(action("menu.edit.eraser", null, () -> window.editor().setTool(Tool.ERASER))));
        edit.addSeparator();
        edit.add(item(action("menu.edit.playTurn", null, () -> window.editor().turns().start())));
        bar.add(edit);

        JMenu game = menu("menu.game");
        game.add(item(action("menu.game.new", "control shift N", this::newGame)));
        game.add(item(action("menu.game.continue", null, this::continueGame)));
        game.addSeparator();
        game.add(item(action("menu.game.review", "control R", this::openReview)));
        bar.add(game);

        JMenu view = menu("menu.view");
        view.add(item(action("menu.view.zoomIn", "control EQUALS", () -> zoom(1.25))));
        view.add(item(action("menu.view.zoomOut", "control MINUS", () -> zoom(0.8))));
        view.add(item(action("menu.view.fit", "control 0", () -> {
            window.boardView().fitBoard();
            window.statusBar().zoom(window.boardView().camera().scale());
        })));
        // The board in words, as a screen reader hears it (docs/accessibility.md).
        view.add(item(action("menu.view.describe", "control shift D",
                () -> kudde.ui.board.BoardDescription.open(window, window.boardView()))));
        // Lesson authoring: the tutor's tools for writing a lesson, a state chosen on purpose (docs/authoring.md).
        view.addSeparator();
        authoringAction = action("menu.view.authoring", "control shift A", () -> {
            boolean on = Boolean.TRUE.equals(authoringAction.getValue(Action.SELECTED_KEY));
            window.setAuthoring(on);
            window.statusBar().say(on ? "status.authoringOn" : "status.authoringOff");
        });
        authoringAction.putValue(Action.SELECTED_KEY, settings.authoring());
        javax.swing.JCheckBoxMenuItem authoring = new javax.swing.JCheckBoxMenuItem(authoringAction);
        authoring.setName("menu.view.authoring");
        view.add(authoring);
        // Learn mode: the board and the lesson; off, the author's workbench on the same document (docs/learning.md).
        learnAction = action("menu.view.learn", "control shift L", () -> {
            boolean on = Boolean.TRUE.equals(learnAction.getValue(Action.SELECTED_KEY));
            window.setLearning(on);
            window.statusBar().say(on ? "status.learnOn" : "status.learnOff");
        });
        learnAction.putValue(Action.SELECTED_KEY, false);
        javax.swing.JCheckBoxMenuItem learn = new javax.swing.JCheckBoxMenuItem(learnAction);
        learn.setName("menu.view.learn");
        view.add(learn);
        // Theme and language as plain radio items, one click away (no submenus).
        view.addSeparator();
        ButtonGroup themes = new ButtonGroup();
        for (String t : Theme.LOOKS) {
            JRadioButtonMenuItem i = new JRadioButtonMenuItem(action("menu.view.theme." + t, null, () -> window.setTheme(t)));
            i.setName("menu.view.theme." + t);
            i.setSelected(t.equals(Theme.current()));
            themes.add(i);
            view.add(i);
        }
        // Text size: a submenu, as five sizes would crowd the menu (docs/accessibility.md).
        JMenu textSize = menu("menu.view.textSize");
        ButtonGroup sizes = new ButtonGroup();
        for (int percent : Theme.TEXT_SIZES) {
            JRadioButtonMenuItem i = new JRadioButtonMenuItem(texts.format("menu.view.textSize.percent", percent));
            i.addActionListener(e -> window.setTextSize(percent));
            i.setName("menu.view.textSize." + percent);
            i.setSelected(percent == Theme.textSize());
            sizes.add(i);
            textSize.add(i);
        }
        view.add(textSize);
        view.addSeparator();
        ButtonGroup langs = new ButtonGroup();
        for (Locale l : Strings.LANGUAGES) {
            String code = l.toLanguageTag();
            // Each language by its own name, whatever the window's language (the reader looks for theirs).
            JRadioButtonMenuItem i = new JRadioButtonMenuItem(Strings.nameOf(l));
            i.addActionListener(e -> window.setLanguage(l));
            i.setName("menu.view.language." + code);
            i.setSelected(code.equals(texts.language()));
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

    /**
     * Game ▸ Review: the review of the open document (kudde.tutor.review), worked out off the
     * event thread, docked beside the board ({@link ReviewPlace}).
     */
    void openReview() {
        kudde.engine.model.Scenario s = doc().scenario();
        kudde.ui.kit.Background.run(() -> {
            kudde.engine.play.Resolution r = doc().derived(s).resolution();
            return r == null ? null : kudde.tutor.review.Review.of(r);
        }, review -> {
            if (review == null) {
                window.statusBar().say("status.reviewNone");
                return;
            }
            if (reviewPlace == null) {
                reviewPlace = new ReviewPlace(window);
            }
            reviewPlace.open(review);
        }, failure -> {
            throw new IllegalStateException(failure);
        });
    }

    /** Where the review shows (for tests), or null before the first review. */
    ReviewPlace reviewPlace() {
        return reviewPlace;
    }

    private kudde.ui.game.GameMode gameMode;

    /** Whether a game is being played in the window (without making the game's mode). */
    boolean playing() {
        return gameMode != null && gameMode.playing();
    }

    /** The game played in the learn-mode board (kudde.ui.game), made when first asked for. */
    kudde.ui.game.GameMode gameMode() {
        if (gameMode == null) {
            gameMode = new kudde.ui.game.GameMode(new kudde.ui.game.Host() {
                @Override
                public kudde.ui.doc.Document document() {
                    return window.document();
                }

                @Override
                public kudde.ui.tutor.TutorMode tutor() {
                    return window.tutor();
                }

                @Override
                public kudde.ui.board.BoardView board() {
                    return window.boardView();
                }

                @Override
                public kudde.ui.learn.LearnView learnView() {
                    return window.learnView();
                }

                @Override
                public void learn() {
                    window.setLearning(true);
                }

                @Override
                public boolean confirmDiscard() {
                    return files().confirmDiscard();
                }

                @Override
                public void saveAs(String suggested) {
                    files().saveAs(suggested);
                }

                @Override
                public void openReview() {
                    Menus.this.openReview();
                }

                @Override
                public kudde.ui.kit.WindowLanguage language() {
                    return window.language();
                }

                @Override
                public void status(String text) {
                    window.statusBar().message(text);
                }
            });
        }
        return gameMode;
    }

    private kudde.ui.game.NewGameDialog.Memory gameMemory() {
        return new kudde.ui.game.NewGameDialog.Memory() {
            @Override
            public String get(String key) {
                return settings.choice(key);
            }

            @Override
            public void put(String key, String value) {
                settings.setChoice(key, value);
            }
        };
    }

    /** Game ▸ New game: the players, rules and tiles chosen, then the game in the learn-mode board. */
    private void newGame() {
        kudde.ui.game.NewGameDialog.Choice c = new kudde.ui.game.NewGameDialog(window, texts, gameMemory()).ask();
        settings.flush();
        if (c != null) {
            gameMode().start(c.setup(), c.notes(), c.pace());
        }
    }

    /**
     * Game ▸ Continue this game: the open document, a game saved part-way or restored after a
     * crash, played on; the seats are played as the last new game chose for their colours.
     */
    private void continueGame() {
        kudde.engine.model.Scenario s = doc().scenario();
        kudde.ui.game.NewGameDialog.Memory m = gameMemory();
        boolean ok = kudde.tutor.game.TableGame.inProgress(doc().lesson())
                && gameMode().resume(kudde.ui.game.NewGameDialog.remembered(m, s),
                        !"false".equals(m.get("game.notes")), kudde.ui.game.Pace.of(m.get("game.pace")));
        if (!ok) {
            window.statusBar().message(texts.get("game.status.notAGame"));
        }
    }

    JToolBar toolBar() {
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
        t.add(toolButton(action("toolbar.rotate", null, () -> window.editor().rotate(1)), "toolbar.rotate"));
        t.add(toolButton(action("toolbar.playTurn", null, () -> window.editor().turns().start()), "toolbar.playTurn"));
        t.add(toolButton(action("toolbar.zoomIn", null, () -> zoom(1.25)), "toolbar.zoomIn"));
        t.add(toolButton(action("toolbar.zoomOut", null, () -> zoom(0.8)), "toolbar.zoomOut"));
        t.add(toolButton(action("toolbar.fit", null, window.boardView()::fitBoard), "toolbar.fit"));
        return t;
    }

    private AbstractButton toolButton(KAction a, String name) {
        JButton b = new JButton(a);
        b.setName(name);
        b.setFocusable(false);
        b.setIcon(Icons.get(name));
        b.setHideActionText(Icons.get(name) != null);
        // An icon alone names nothing to a screen reader: the action's name, in the window's language.
        b.getAccessibleContext().setAccessibleName(texts.get(a.key()));
        a.addPropertyChangeListener(e -> {
            if (Action.NAME.equals(e.getPropertyName())) {
                b.getAccessibleContext().setAccessibleName(String.valueOf(e.getNewValue()));
            }
        });
        return b;
    }

    private void zoom(double f) {
        window.boardView().zoom(f);
        window.statusBar().zoom(window.boardView().camera().scale());
    }

    /** The authoring item shows the state, however it was changed (the menu, its key, File ▸ New). */
    void authoringChanged(boolean on) {
        authoringAction.putValue(Action.SELECTED_KEY, on);
    }

    /** The learn mode item shows the state, however it was changed (the menu, its key, a lesson opened, Edit this lesson). */
    void learningChanged(boolean on) {
        learnAction.putValue(Action.SELECTED_KEY, on);
    }

    /** The recent files menu, from the settings. */
    void fillRecent() {
        recentMenu.removeAll();
        List<java.nio.file.Path> recent = settings.recent();
        for (int i = 0; i < recent.size(); i++) {
            java.nio.file.Path p = recent.get(i);
            JMenuItem it = new JMenuItem(texts.format("menu.file.recent.item", i + 1, p.getFileName(), p.getParent()));
            it.setName("recent." + i);
            it.addActionListener(e -> window.openToLearn(() -> files().openPath(p)));
            recentMenu.add(it);
        }
        recentMenu.setEnabled(!recent.isEmpty());
    }

    private void fillLessons() {
        lessonsStale = false;
        lessonsMenu.removeAll();
        lessonsMenu.setEnabled(fillLessons(lessonsMenu.getPopupMenu()));
    }

    /** Every bundled lesson, a submenu per topic; false when there are none. */
    private boolean fillLessons(javax.swing.JPopupMenu into) {
        Map<String, JMenu> groups = new LinkedHashMap<>();
        // The path a beginner follows, not the alphabet (LessonCatalogue).
        for (String name : LessonCatalogue.of(Lessons.list()).all().stream().map(LessonCatalogue.Lesson::name).toList()) {
            int slash = name.indexOf('/');
            String group = slash > 0 ? name.substring(0, slash) : "";
            JMenu g = groups.computeIfAbsent(group, k -> {
                JMenu m = new JMenu(texts.has("lessons." + k) ? texts.get("lessons." + k) : k);
                m.setName("lessons." + k);
                into.add(m);
                return m;
            });
            JMenuItem it = new JMenuItem(name.substring(slash + 1).replace(".json", "").replace('-', ' '));
            it.setName("lesson." + name);
            // A lesson opened from the list is opened to be learnt (docs/learning.md).
            it.addActionListener(e -> window.learnLesson(name));
            g.add(it);
        }
        return !groups.isEmpty();
    }

    private void showKeys() {
        // Made from the window's bindings at this moment (KeyList), never typed twice; it scrolls
        // where the screen is shorter than the list.
        JLabel list = new JLabel(KeyList.html(window.getRootPane(), texts));
        list.setName("keyList");
        JScrollPane scroll = new JScrollPane(list);
        scroll.setName("keyList.scroll");
        scroll.setBorder(BorderFactory.createEmptyBorder());
        Rectangle screen = window.getGraphicsConfiguration().getBounds();
        int bar = scroll.getVerticalScrollBar().getPreferredSize().width;
        // Where it is wider than the dialog may be, its words wrap in the room there is: it never scrolls sideways.
        int room = screen.width * 4 / 5 - bar;
        if (list.getPreferredSize().width > room) {
            list.setText(KeyList.html(window.getRootPane(), texts, room));
        }
        Dimension want = list.getPreferredSize();
        scroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setPreferredSize(new Dimension(Math.min(want.width + bar, screen.width * 4 / 5),
                Math.min(want.height + 4, screen.height * 3 / 5)));
        // The focus stays on OK, so Enter and Esc close the list (the option pane's own keys); the
        // arrows and page keys scroll it, or a learner without a mouse could not read its end.
        for (String[] k : new String[][] {{"UP", "unitScrollUp"}, {"DOWN", "unitScrollDown"}, {"PAGE_UP", "scrollUp"},
            {"PAGE_DOWN", "scrollDown"}, {"HOME", "scrollHome"}, {"END", "scrollEnd"}}) {
            scroll.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(k[0]), k[1]);
        }
        JOptionPane pane = kudde.ui.kit.SwingTexts.made(texts, () -> new JOptionPane(scroll, JOptionPane.PLAIN_MESSAGE));
        JDialog dialog = pane.createDialog(window, texts.get("menu.help.keys"));
        dialog.setName("keys.dialog");
        dialog.setVisible(true);
        dialog.dispose();
    }

    private void showAbout() {
        String v = version();
        String version = v == null ? texts.get("help.version.unknown") : texts.format("help.version", v);
        kudde.ui.kit.SwingTexts.show(window, texts, texts.format("help.about", version), texts.get("menu.help.about"),
                JOptionPane.INFORMATION_MESSAGE, JOptionPane.DEFAULT_OPTION);
    }

    /**
     * The version this build was made from: the build writes it into kudde/version.properties
     * (the pom's version); null when that file is missing.
     */
    static String version() {
        try (java.io.InputStream in = Menus.class.getResourceAsStream("/kudde/version.properties")) {
            if (in == null) {
                return null;
            }
            java.util.Properties p = new java.util.Properties();
            p.load(in);
            String v = p.getProperty("version", "").strip();
            return v.isEmpty() || v.startsWith("${") ? null : v;
        } catch (java.io.IOException e) {
            return null;
        }
    }

    /** The undo and redo actions say what they would undo or redo. */
    void historyChanged() {
        kudde.ui.doc.History history = doc().history();
        undoAction.setEnabled(history.canUndo());
        redoAction.setEnabled(history.canRedo());
        if (history.canUndo()) {
            undoAction.putValue(Action.NAME, texts.format("menu.edit.undoWhat", texts.get(history.nextUndo().nameKey())));
        } else {
            undoAction.relabel();
        }
        if (history.canRedo()) {
            redoAction.putValue(Action.NAME, texts.format("menu.edit.redoWhat", texts.get(history.nextRedo().nameKey())));
        } else {
            redoAction.relabel();
        }
        fillRecent();
    }

    /** After a language switch: every action and menu in the new language; the lessons menu is made again. */
    void relabel() {
        JRadioButtonMenuItem item = languageItems.get(texts.language());
        if (item != null) {
            item.setSelected(true);
        }
        for (KAction a : actions) {
            a.relabel();
        }
        for (Map.Entry<JMenu, String> m : menus.entrySet()) {
            m.getKey().setText(texts.get(m.getValue()));
        }
        // The items name their shortcuts in the new language once made again (ShortcutMenuItems).
        if (window.getJMenuBar() != null) {
            javax.swing.SwingUtilities.updateComponentTreeUI(window.getJMenuBar());
        }
        lessonsStale = true;
    }
}

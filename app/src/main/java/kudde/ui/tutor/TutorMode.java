package kudde.ui.tutor;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.io.InputStream;
import java.util.List;
import javax.swing.JTabbedPane;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import kudde.engine.model.Pos;
import kudde.engine.model.Scenario;
import kudde.engine.play.Highlight;
import kudde.engine.play.Resolution;
import kudde.scenario.ScenarioReader;
import kudde.tutor.Timeline;
import kudde.ui.MainWindow;
import kudde.ui.Strings;
import kudde.ui.board.BoardHit;
import kudde.ui.board.BoardView;
import kudde.ui.doc.Document;
import kudde.ui.doc.Lessons;
import kudde.ui.editor.Editor;

/**
 * Plugs the tutor into the main window: the tutor (timeline, explanation, scores, quiz) and the
 * lesson browser as tabs of the right dock, the rules comparison in the bottom dock. While the
 * tutor's tab is in front, the board is lent to it: it shows the selected step's state with the
 * step's subject lit up, a click on a figure or feature selects the latest step about it and a
 * right-click asks why; the editor is paused until another tab comes to the front. The tutor
 * follows the document: each change is resolved again (when the position is possible).
 */
public final class TutorMode {
    private final MainWindow window;
    private final Document doc;
    private final BoardView board;
    private final Editor editor;
    private final TutorView tutor;
    private final VariantDiffPanel diff;
    private final LessonBrowser lessons;
    private final ComposerPanel composer;
    private JTabbedPane tabs;
    private boolean active;
    private boolean emphasised;
    private Scenario resolved;
    private String lesson = Lessons.FIRST;
    private final Runnable relabel = this::relabel;
    // Scenarios from this many tiles and turns on are resolved off the event thread.
    static final int BACKGROUND_SIZE = 1000;
    private int resolutions;
    private boolean inBackground;
    private final java.util.Map<javax.swing.KeyStroke, Object> boardKeys = new java.util.HashMap<>();
    private final StageOverlay stageOverlay = new StageOverlay();

    private TutorMode(MainWindow window) {
        this.window = window;
        this.doc = window.document();
        this.board = window.boardView();
        this.editor = window.editor();
        this.tutor = new TutorView(Strings.locale());
        this.diff = new VariantDiffPanel(tutor);
        this.composer = new ComposerPanel(tutor, this::played);
        this.lessons = new LessonBrowser(tutor, bundled(), name -> {
            lesson = name;
            window.files().openLesson(name);
        });
    }

    /** Adds the tutor's panels to {@code window}. Event thread only. */
    public static TutorMode install(MainWindow window) {
        TutorMode m = new TutorMode(window);
        m.wire();
        window.getRootPane().putClientProperty(TutorMode.class, m);
        return m;
    }

    /** The tutor mode installed in {@code window}, or null. */
    public static TutorMode of(MainWindow window) {
        return (TutorMode) window.getRootPane().getClientProperty(TutorMode.class);
    }

    public TutorView tutor() {
        return tutor;
    }

    public VariantDiffPanel diff() {
        return diff;
    }

    public LessonBrowser lessons() {
        return lessons;
    }

    public ComposerPanel composer() {
        return composer;
    }

    /** What the tutor shows on the board now, ghosts and marks included; null while the editor has it. */
    public kudde.tutor.Stage stage() {
        return active ? stageOverlay.stage() : null;
    }

    /**
     * The composer played a turn: it becomes an edit of the document (so Undo takes it back), and the
     * tutor shows the new turn's first step.
     */
    private void played(kudde.tutor.Composer.Played p) {
        int turn = p.scenario().turns().size() - 1;
        Scenario after = p.scenario();
        doc.apply(new kudde.ui.doc.Edit("edit.playTurn", s -> after));
        window.showDock(tutor);
        if (tutor.timeline() != null && tutor.timeline().resolution().scenario().equals(after)) {
            int first = p.firstStepOf(turn);
            tutor.setQuizMode(false);
            tutor.timeline().select(first < 0 ? tutor.timeline().size() - 1 : first);
        }
    }

    /** Whether the board is lent to the tutor now. */
    public boolean active() {
        return active;
    }

    private void wire() {
        window.addDock(MainWindow.Dock.RIGHT, "dock.tutor", tutor);
        window.addDock(MainWindow.Dock.RIGHT, "dock.lessons", lessons);
        window.addDock(MainWindow.Dock.BOTTOM, "dock.compare", diff);
        window.addDock(MainWindow.Dock.BOTTOM, "dock.composer", composer);
        tabs = (JTabbedPane) SwingUtilities.getAncestorOfClass(JTabbedPane.class, tutor);
        tabs.addChangeListener(e -> setActive(tabs.getSelectedComponent() == tutor));
        tutor.setBoard(this::show);
        board.addBoardListener(this::clicked);
        board.addOverlay(this::paintEmphasis);
        board.addOverlay(stageOverlay);
        java.awt.KeyEventDispatcher keys = TutorKeys.install(window, tutor);
        doc.addListener(this::documentChanged);
        Strings.addListener(relabel);
        window.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                // The language listeners and the key dispatcher are global; a closed window must
                // not hear them any more.
                Strings.removeListener(relabel);
                TutorKeys.uninstall(keys);
            }
        });
        documentChanged();
    }

    /** A lesson opened: the tutor comes to the front, since that is what a lesson is for. */
    private void documentChanged() {
        boolean lessonOpened = doc.lesson() && !doc.dirty() && !doc.scenario().equals(resolved);
        resolve();
        if (lessonOpened) {
            window.showDock(tutor);
            lessons.select(lesson);
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
        diff.show(null);
        inBackground = true;
        kudde.ui.Background.run(() -> work(s), r -> {
            if (generation == resolutions) {  // else the document changed again: a newer one is on its way
                inBackground = false;
                show(s, r, turnsAdded, keep);
            }
        }, e -> {
            if (generation == resolutions) {
                inBackground = false;
                show(s, null, false, keep);
            }
        });
    }

    /** Checks and resolves a scenario; null when its position has problems or it cannot be resolved. */
    private static Resolution work(Scenario s) {
        return kudde.ui.doc.Derived.of(s).resolution();
    }

    private void show(Scenario s, Resolution r, boolean turnsAdded, int keep) {
        if (r == null) {
            tutor.unavailable(tutor.texts().get("explain.problems"));
            diff.show(null);
            return;
        }
        tutor.open(r);
        diff.show(s);
        if (turnsAdded) {
            tutor.timeline().select(keep);
        }
    }

    /** Whether a resolution is running in the background (for tests). */
    public boolean resolving() {
        return inBackground;
    }

    private void setActive(boolean on) {
        if (on == active) {
            return;
        }
        active = on;
        if (!on) {
            stageOverlay.show(null, tutor.texts());
        }
        editor.setActive(!on);
        lendKeys(on);
        if (on) {
            resolve();
            tutor.refresh();
        }
    }

    /**
     * The board takes the arrows for its keyboard cursor; while it is lent to the tutor, Home, Left,
     * Right and End step through the timeline there too, and get their old meaning back afterwards.
     */
    private void lendKeys(boolean on) {
        javax.swing.InputMap keys = board.getInputMap(javax.swing.JComponent.WHEN_FOCUSED);
        for (String name : List.of("tutor.first", "tutor.previous", "tutor.next", "tutor.last")) {
            javax.swing.KeyStroke k = TutorView.key(name);
            if (on) {
                boardKeys.put(k, keys.get(k));
                keys.put(k, name);
                board.getActionMap().put(name, tutor.getActionMap().get(name));
            } else {
                Object old = boardKeys.remove(k);
                if (old == null) {
                    keys.remove(k);
                } else {
                    keys.put(k, old);
                }
            }
        }
        // W: why is the thing under the mouse as it is (the keyboard way to right-click).
        javax.swing.KeyStroke w = javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_W, 0);
        if (on) {
            boardKeys.put(w, keys.get(w));
            keys.put(w, "tutor.why");
            board.getActionMap().put("tutor.why", new javax.swing.AbstractAction() {
                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    whyAt(board.hover());
                }
            });
        } else {
            Object old = boardKeys.remove(w);
            if (old == null) {
                keys.remove(w);
            } else {
                keys.put(w, old);
            }
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
        if (!active || t == null) {
            return;
        }
        emphasised = emph;
        board.setPlayers(t.resolution().scenario().players());
        board.setRules(t.resolution().scenario().rules());
        // The board as the engine left it; what the step sent away shows as ghosts, for that step only.
        kudde.tutor.Stage stage = position == t.index() && t.showingBefore() ? kudde.tutor.Stage.before(t, position)
                : kudde.tutor.Stage.of(t, position, h);
        board.showState(stage.board(), stage.figures(), stage.highlight());
        stageOverlay.show(stage, tutor.texts());
    }

    /** Left click: the latest step about the thing; right click: why is it so. */
    private void clicked(BoardHit hit, MouseEvent e) {
        if (!active || hit == null || tutor.timeline() == null) {
            return;
        }
        boolean why = SwingUtilities.isRightMouseButton(e) || e.isPopupTrigger();
        if (!hit.onTile() && !why) {
            // An empty spot: the composer's tile goes there (turned the next way it fits on a second click).
            if (composer.pickCell(hit.cell())) {
                window.showDock(composer);
            }
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

    /** While the user points at the explanation, ring the step's tiles strongly. */
    private void paintEmphasis(Graphics2D g, BoardView view) {
        if (!active || !emphasised) {
            return;
        }
        Color accent = UIManager.getColor("Component.accentColor");
        g.setColor(accent == null ? new Color(0x2675BF) : accent);
        g.setStroke(new BasicStroke(0.07f));
        for (Pos p : view.highlight().tiles()) {
            g.draw(new Rectangle2D.Double(p.x() + 0.035, p.y() + 0.035, 0.93, 0.93));
        }
    }

    private void relabel() {
        tutor.setLanguage(Strings.locale());
        diff.refresh();
        lessons.refresh();
        composer.refresh();
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

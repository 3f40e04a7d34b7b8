package kudde.ui.tutor;

import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTree;
import javax.swing.tree.DefaultMutableTreeNode;
import javax.swing.tree.DefaultTreeModel;
import javax.swing.tree.TreePath;
import kudde.tutor.Course;
import kudde.tutor.LessonCatalogue;
import kudde.tutor.Progress;
import kudde.ui.kit.Background;
import kudde.ui.kit.Keys;
import kudde.ui.kit.WhenShown;
import net.miginfocom.swing.MigLayout;

/**
 * The lessons grouped by topic (base game, shepherds, merged meadows, wolves, hills, vineyards, the
 * dragon, editions), each under its title in the chosen language with the number of quiz questions
 * it asks. Double-click, Enter or "Open" opens the selected lesson.
 */
public final class LessonBrowser extends JPanel implements javax.swing.Scrollable {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final LessonSource source;
    private final Consumer<String> open;
    private final DefaultMutableTreeNode root = new DefaultMutableTreeNode();
    private final JTree tree = kudde.ui.kit.WrappingTreeCell.tree(new DefaultTreeModel(root));
    private final JButton openButton = new JButton();
    private final javax.swing.JLabel progressLabel = new javax.swing.JLabel();
    private final javax.swing.JButton nextButton = new javax.swing.JButton();
    /** Wraps: a long lesson title must not be cut in a narrow dock. */
    private final Paragraph nextLabel = new Paragraph("lessonNext");
    private final javax.swing.JButton resetButton = new javax.swing.JButton();
    private Progress progress = Progress.inMemory();
    private LessonCatalogue path = LessonCatalogue.of(List.of());
    private final Map<String, Course.Entry> entries = new LinkedHashMap<>();
    // The lesson to select, remembered for when the list has been read.
    private String wanted;
    private int loads;

    private record Topic(String key) {
    }

    /** The one row shown while the lessons are being read. */
    private static final Object LOADING = new Object();

    /**
     * @param open told the name of the lesson to open ({@code topic/file.json})
     */
    public LessonBrowser(TutorView view, LessonSource source, Consumer<String> open) {
        super(new MigLayout("wrap 1, insets 6, fill", "[grow,fill]", "[][][grow,fill][]"));
        this.view = view;
        this.source = source;
        this.open = open;
        setName("lessons");
        tree.setName("lessonTree");
        openButton.setName("openLesson");
        tree.setRootVisible(false);
        tree.setShowsRootHandles(true);
        // A title wraps in a narrow dock (200 %) rather than running out of it.
        kudde.ui.kit.WrappingTreeCell.install(tree, new Renderer());
        tree.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    openSelected();
                }
            }
        });
        Keys.whenFocused(tree, "ENTER", "openLesson", this::openSelected);
        tree.addTreeSelectionListener(e -> openButton.setEnabled(selected() != null));
        openButton.addActionListener(e -> openSelected());
        progressLabel.setName("lessonProgress");
        nextButton.setName("openNext");
        resetButton.setName("resetProgress");
        nextButton.addActionListener(e -> openNext());
        resetButton.addActionListener(e -> askReset());
        add(progressLabel, "growx, wmin 10");
        add(nextLabel, "split 2, growx, wmin 10");
        add(nextButton, "growx 0");
        add(new JScrollPane(tree) {
            private static final long serialVersionUID = 1L;

            // Three lessons at least: with its buttons one under the other in a low dock (200 %) the
            // list had one line; the panel scrolls instead ({@link #getScrollableTracksViewportHeight}).
            @Override
            public java.awt.Dimension getMinimumSize() {
                java.awt.Dimension least = super.getMinimumSize();
                java.awt.Insets in = getInsets();
                int rows = 3 * tree.getFontMetrics(tree.getFont()).getHeight() + in.top + in.bottom
                        + getHorizontalScrollBar().getPreferredSize().height;
                return new java.awt.Dimension(least.width, Math.max(least.height, rows));
            }
        });
        add(resetButton, buttonRow.beside(resetButton));
        add(openButton, buttonRow.beside(openButton));
        // Read when first shown: at start-up the tab is behind the tutor's, and reading every lesson
        // file then would take processor time from building the window.
        firstShow.request();
    }

    private final WhenShown firstShow = new WhenShown(this, this::reload);

    /**
     * "Reset progress" and "Open" side by side, or one under the other where the dock is narrower
     * than both: at 200 % in Dutch, side by side they made the dock 500 px wide whenever the lessons
     * were in front, and the board's column, its tabs under it too, gave way to 200.
     */
    private final kudde.ui.kit.BesideOrUnder buttonRow = new kudde.ui.kit.BesideOrUnder()
            .part(resetButton, "split 2, growx 0", "growx 0")
            .part(openButton, "growx 0, gapleft push", "growx 0, alignx right");

    @Override
    public void doLayout() {
        buttonRow.choose(this, getWidth() > 0 && getWidth() < besideWidth());
        super.doLayout();
    }

    /** As narrow as the buttons one under the other allow: the dock right of the board asks its panels' least width. */
    @Override
    public java.awt.Dimension getMinimumSize() {
        java.awt.Dimension least = super.getMinimumSize();
        if (isMinimumSizeSet()) {
            return least;
        }
        java.awt.Insets in = getInsets();
        int under = Math.max(Math.max(resetButton.getMinimumSize().width, openButton.getMinimumSize().width),
                nextButton.getMinimumSize().width + gap() + 10) + in.left + in.right + 2 * gap();
        return new java.awt.Dimension(Math.min(least.width, under), least.height);
    }

    @Override
    public java.awt.Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return tree.getFontMetrics(tree.getFont()).getHeight();
    }

    @Override
    public int getScrollableBlockIncrement(java.awt.Rectangle visible, int orientation, int direction) {
        return Math.max(visible.height - getScrollableUnitIncrement(visible, orientation, direction), 1);
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    /** The dock's height where it holds the panel at its least; below that the panel scrolls. */
    @Override
    public boolean getScrollableTracksViewportHeight() {
        return !(getParent() instanceof javax.swing.JViewport vp) || vp.getHeight() >= getMinimumSize().height;
    }

    /** The width both buttons need side by side. */
    private int besideWidth() {
        java.awt.Insets in = getInsets();
        return resetButton.getPreferredSize().width + openButton.getPreferredSize().width + 3 * gap() + in.left + in.right;
    }

    /** MigLayout's gap and inset here ("insets 6" and its default gap), in pixels at the text size. */
    private static int gap() {
        return com.formdev.flatlaf.util.UIScale.scale(6);
    }

    /**
     * Reads the lesson list again (titles and questions come from the files). The files are read
     * off the event thread (at start-up, while the window is still being built, the library took a
     * quarter of a second when measured in ac5362a, with 62 lessons; it has more now); until they
     * are in, the tree shows one "loading" row.
     */
    public void reload() {
        int generation = ++loads;
        root.removeAllChildren();
        entries.clear();
        root.add(new DefaultMutableTreeNode(LOADING));
        ((DefaultTreeModel) tree.getModel()).reload();
        Background.run(this::readAll, course -> {
            if (generation == loads) {  // else a newer reload is on its way
                fill(course);
            }
        }, e -> {
            if (generation == loads) {
                root.removeAllChildren();
                ((DefaultTreeModel) tree.getModel()).reload();
            }
        });
    }

    /** Every lesson's title and questions, by topic (off the event thread): the course's own model. */
    private Course readAll() {
        return Course.read(source.names(), source::load);
    }

    /** Whether the lessons have been read (for tests: the tree is filled on the event thread when they are). */
    public boolean loaded() {
        return !entries.isEmpty();
    }

    private void fill(Course course) {
        root.removeAllChildren();
        entries.clear();
        path = course.path();
        for (Course.Topic topic : course.topics()) {
            DefaultMutableTreeNode t = new DefaultMutableTreeNode(new Topic(topic.key()));
            for (Course.Entry e : course.all()) {
                if (e.lesson().topic().equals(topic.key())) {
                    entries.put(e.name(), e);
                    t.add(new DefaultMutableTreeNode(e));
                }
            }
            root.add(t);
        }
        ((DefaultTreeModel) tree.getModel()).reload();
        for (int i = 0; i < tree.getRowCount(); i++) {
            tree.expandRow(i);
        }
        refresh();
        if (wanted != null) {
            select(wanted);
        }
    }

    public void refresh() {
        TutorTexts tx = view.texts();
        openButton.setText(tx.get("lessons.open"));
        // The tree's name, which a screen reader says as it takes the focus (docs/accessibility.md).
        tree.getAccessibleContext().setAccessibleName(tx.get("lessons.tree"));
        openButton.setEnabled(selected() != null);
        resetButton.setText(tx.get("lessons.reset"));
        String next = next();
        boolean read = !entries.isEmpty();
        progressLabel.setVisible(read);
        nextLabel.setVisible(read);
        nextButton.setVisible(read && next != null);
        if (read) {
            progressLabel.setText(tx.format("lessons.progress", progress.doneCount(path), path.size()));
            nextLabel.setText(next == null ? tx.get("lessons.allDone") : tx.format("lessons.next", plainTitle(next)));
            nextLabel.setToolTipText(nextLabel.getText());
            nextButton.setText(tx.get("lessons.openNext"));
            nextButton.setEnabled(next != null && entries.get(next).error() == null);
        }
        resetButton.setEnabled(progress.doneCount(path) > 0 || anyExercise());
        // A new language or a new done mark: every row measured again.
        kudde.ui.kit.WrappingTreeCell.remeasure(tree);
    }

    /**
     * Where done lessons and exercises are remembered (the settings file in the window); the
     * browser marks them and suggests the next lesson of the path.
     */
    public void setProgress(Progress p) {
        progress = p;
        p.addListener(() -> javax.swing.SwingUtilities.invokeLater(this::refresh));
        refresh();
    }

    public Progress progress() {
        return progress;
    }

    /** The suggested next lesson: the first on the path not done; null when all are (or none is read). */
    public String next() {
        return entries.isEmpty() ? null : progress.next(path);
    }

    /** A lesson's title in the current language, without the marks of the tree. */
    private String plainTitle(String name) {
        Course.Entry e = entries.get(name);
        return e == null ? name : e.title(java.util.Locale.forLanguageTag(view.texts().language()));
    }

    private boolean anyExercise() {
        for (Course.Entry e : entries.values()) {
            for (int i = 0; i < e.exercises(); i++) {
                if (progress.exercise(e.lesson().name(), i) != Progress.Outcome.OPEN) {
                    return true;
                }
            }
        }
        return false;
    }

    private void openNext() {
        String n = next();
        if (n != null && entries.get(n).error() == null) {
            select(n);
            open.accept(n);
        }
    }

    private void askReset() {
        // (the buttons are Swing's, in the window's words for them)
        int answer = kudde.ui.kit.SwingTexts.show(this, kudde.ui.kit.Strings.in(view.texts().locale()),
                view.texts().get("lessons.resetAsk"),
                view.texts().get("lessons.reset"), javax.swing.JOptionPane.QUESTION_MESSAGE, javax.swing.JOptionPane.OK_CANCEL_OPTION);
        if (answer == javax.swing.JOptionPane.OK_OPTION) {
            progress.reset();
        }
    }

    /** Selects a lesson by name, e.g. to show the one that is open (once they are read, if they are not yet). */
    public void select(String name) {
        wanted = name;
        for (int i = 0; i < tree.getRowCount(); i++) {
            TreePath p = tree.getPathForRow(i);
            Object o = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
            if (o instanceof Course.Entry e && e.lesson().name().equals(name)) {
                tree.setSelectionPath(p);
                // Scroll down to it, never sideways: the topic names must stay readable.
                java.awt.Rectangle r = tree.getPathBounds(p);
                if (r != null) {
                    tree.scrollRectToVisible(new java.awt.Rectangle(0, r.y, 1, r.height));
                }
                return;
            }
        }
    }

    /** The selected lesson's name, or null. */
    public String selected() {
        TreePath p = tree.getSelectionPath();
        if (p == null) {
            return null;
        }
        Object o = ((DefaultMutableTreeNode) p.getLastPathComponent()).getUserObject();
        return o instanceof Course.Entry e ? e.lesson().name() : null;
    }

    /** The title shown for a lesson in the current language. */
    String title(String name) {
        Course.Entry e = entries.get(name);
        return e == null ? name : text(e);
    }

    private String text(Course.Entry e) {
        TutorTexts tx = view.texts();
        if (e.error() != null) {
            return tx.format("lessons.unreadable", e.lesson().name(), e.error());
        }
        String t = e.title(java.util.Locale.forLanguageTag(tx.language()));
        if (e.questions() > 0) {
            t = tx.format("lessons.quiz", t, e.questions());
        }
        if (e.exercises() > 0) {
            // One exercise: solved or not; "1 exercise solved of 1" read as a count.
            t = e.exercises() == 1 ? tx.format("lessons.exercise", t, e.solved(progress))
                    : tx.format("lessons.exercises", t, e.solved(progress), e.exercises());
        }
        String name = e.lesson().name();
        if (progress.done(name)) {
            return tx.format("lessons.done", t);
        }
        return name.equals(next()) ? tx.format("lessons.nextMark", t) : t;
    }

    private void openSelected() {
        String name = selected();
        if (name != null && entries.get(name).error() == null) {
            open.accept(name);
        }
    }

    private final class Renderer extends kudde.ui.kit.WrappingTreeCell {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTreeCellRendererComponent(JTree t, Object value, boolean sel, boolean expanded,
                                                      boolean leaf, int row, boolean focus) {
            Object o = ((DefaultMutableTreeNode) value).getUserObject();
            String text;
            if (o instanceof Topic topic) {
                String key = "lessons.topic." + topic.key();
                String word = view.texts().get(key);
                text = word.equals(key) ? topic.key() : word;
            } else if (o instanceof Course.Entry e) {
                text = text(e);
            } else if (o == LOADING) {
                text = view.texts().get("lessons.loading");
            } else {
                text = "";
            }
            return row(t, value, text, sel, expanded, leaf, row, focus);
        }
    }
}

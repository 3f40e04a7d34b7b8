package kudde.ui.course;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.Font;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRootPane;
import javax.swing.JScrollPane;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingUtilities;
import kudde.tutor.Course;
import kudde.tutor.Progress;
import kudde.tutor.Timeline;
import kudde.ui.kit.ErrorLog;
import kudde.ui.kit.Keys;
import kudde.ui.kit.WindowLanguage;
import kudde.ui.kit.Words;
import kudde.ui.kit.Strings;

/**
 * The course: what a learner sees to choose a lesson. The path's topics, each with its lessons
 * and, beside them, the exercises and refused moves that practise them; every title whole (wrapped,
 * never cut), a done mark beside every lesson done, the lesson suggested next, and "Continue", which
 * reopens the lesson the learner was in at the step they left it ({@link Progress#left()}).
 *
 * <p>It fills the window (it takes the place of the window's content while shown, the menu bar
 * stays) and is reached from anywhere: {@link #show(Component)} with any component of a window
 * the course was {@link #install installed} in. Keys: the arrows move between lessons, Enter or
 * Space opens one, Escape goes back to the lesson; Tab goes on through the buttons and lessons and
 * out again.
 */
public final class CourseScreen extends JPanel {
    private static final long serialVersionUID = 1L;

    /** Opens a lesson at a timeline position ({@link Timeline#START} for its set-up). */
    @FunctionalInterface
    public interface Opener {
        void open(String lesson, int step);
    }

    /** How many steps a lesson has, to say "step 4 of 9" (-1 when not known). */
    @FunctionalInterface
    public interface StepCount {
        int of(String lesson);
    }

    private static final String HOST = "kudde.course.host";

    private final Progress progress;
    private final Opener opener;
    private final Runnable back;
    private final StepCount steps;
    private Course course;
    /** The window's texts: the course speaks their language. */
    private final Strings texts;
    private Words words;

    private final JLabel title = new JLabel();
    private final JButton backButton = new JButton();
    private final CourseBody body = new CourseBody();
    private final JScrollPane scroll = new JScrollPane(body, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
            ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
    private final TextBlock summary = new TextBlock("courseSummary", "large.font", Font.BOLD, "Label.foreground");
    private final TextBlock continueText = new TextBlock("courseLeft", "large.font", Font.PLAIN, "Label.foreground");
    private final JButton continueButton = new JButton();
    private final TextBlock nextText = new TextBlock("courseNext", "large.font", Font.PLAIN, "Label.foreground");
    private final JButton nextButton = new JButton();
    private final List<TopicParts> topics = new ArrayList<>();

    /** A topic's heading, captions and rows. */
    private record TopicParts(Course.Topic topic, TextBlock heading, TextBlock lessons, TextBlock practice,
                              List<LessonRow> rows) {
    }

    /**
     * @param opener told the lesson (and position) to open; the screen has closed itself first
     * @param back   closes the screen without opening a lesson
     */
    public CourseScreen(Progress progress, StepCount steps, Strings texts, Opener opener, Runnable back) {
        super(new BorderLayout());
        this.texts = texts;
        this.words = Words.of("kudde.ui.course.course", texts.locale());
        this.progress = progress;
        this.steps = steps;
        this.opener = opener;
        this.back = back;
        setName("course");
        JPanel top = new JPanel(new BorderLayout());
        top.setBorder(BorderFactory.createEmptyBorder(8, 16, 8, 16));
        title.setName("courseTitle");
        // FlatLaf's heading style, kept across every switch of the look.
        title.putClientProperty("FlatLaf.styleClass", "h1");
        top.add(title, BorderLayout.WEST);
        backButton.setName("courseBack");
        backButton.addActionListener(e -> back.run());
        top.add(backButton, BorderLayout.EAST);
        add(top, BorderLayout.NORTH);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        add(scroll, BorderLayout.CENTER);
        continueButton.setName("courseContinue");
        continueButton.addActionListener(e -> continueLesson());
        nextButton.setName("courseOpenNext");
        nextButton.addActionListener(e -> openNext());
        getActionMap().put("course.back", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                back.run();
            }
        });
        getInputMap(WHEN_ANCESTOR_OF_FOCUSED_COMPONENT).put(javax.swing.KeyStroke.getKeyStroke("ESCAPE"), "course.back");
        Keys.own(this, "course.back");
        progress.addListener(() -> SwingUtilities.invokeLater(this::refresh));
        // Tab and Shift+Tab go round the screen: the back button, the buttons at the top, every
        // lesson in the path's order, and round again; never onto the frame, never stuck.
        setFocusCycleRoot(true);
        setFocusTraversalPolicy(new Cycle());
        // The summary line in the body at once, saying the lessons are being read: under load that
        // takes seconds, and an empty screen under its title looked broken.
        rebuild();
    }

    /** The lessons, read (null: still being read). */
    void setCourse(Course c) {
        course = c;
        rebuild();
    }

    Course course() {
        return course;
    }

    /** The language changed: every text again. */
    void relabel() {
        words = Words.of("kudde.ui.course.course", texts.locale());
        refresh();
    }

    private void rebuild() {
        body.clear();
        topics.clear();
        body.add(new CourseBody.Full(summary, 0));
        body.add(new CourseBody.WithButton(continueText, continueButton, 0));
        body.add(new CourseBody.WithButton(nextText, nextButton, 0));
        if (course != null) {
            for (Course.Topic t : course.topics()) {
                TextBlock heading = new TextBlock("course.topic." + t.key(), "h2.font", Font.PLAIN, "Label.foreground");
                TextBlock lessons = new TextBlock("course.lessons." + t.key(), "Label.font", Font.BOLD,
                        "Label.disabledForeground");
                TextBlock practice = new TextBlock("course.practice." + t.key(), "Label.font", Font.BOLD,
                        "Label.disabledForeground");
                List<LessonRow> left = new ArrayList<>();
                List<LessonRow> right = new ArrayList<>();
                for (Course.Entry e : t.lessons()) {
                    left.add(new LessonRow(e, () -> open(e)));
                }
                for (Course.Entry e : t.practice()) {
                    right.add(new LessonRow(e, () -> open(e)));
                }
                List<LessonRow> rows = new ArrayList<>(left);
                rows.addAll(right);
                rows.forEach(this::keys);
                topics.add(new TopicParts(t, heading, lessons, practice, rows));
                body.add(new CourseBody.Full(heading, kudde.ui.kit.Theme.number("Kudde.course.topicGapPadding")));
                body.add(new CourseBody.Columns(left.isEmpty() ? null : lessons, left, right.isEmpty() ? null : practice,
                        right));
            }
        }
        refresh();
        body.revalidate();
        body.repaint();
    }

    /** Every text and mark from the progress and the language. */
    void refresh() {
        title.setText(words.get("course.title"));
        backButton.setText(words.get("course.back"));
        backButton.setToolTipText(words.get("course.back.tip"));
        continueButton.setText(words.get("course.continue"));
        nextButton.setText(words.get("course.openNext"));
        String language = words.locale().getLanguage();
        if (course == null) {
            summary.setText(words.get("course.loading"));
            continueText.setText("");
            nextText.setText("");
            continueButton.setVisible(false);
            nextButton.setVisible(false);
            return;
        }
        int all = course.path().size();
        summary.setText(words.format("course.done", progress.doneCount(course.path()), all));
        Progress.Place left = progress.left();
        Course.Entry leftEntry = left == null ? null : course.entry(left.lesson());
        boolean canContinue = leftEntry != null && leftEntry.readable();
        continueButton.setVisible(canContinue);
        continueText.setVisible(canContinue);
        if (canContinue) {
            int n = steps.of(left.lesson());
            int step = left.step();
            continueText.setText(words.format("course.continueAt", leftEntry.title(java.util.Locale.forLanguageTag(language)),
                    step < 0 ? 0 : n <= 0 ? 1 : 2, step + 1, n));
        } else {
            continueText.setText("");
        }
        String next = progress.next(course.path());
        Course.Entry nextEntry = next == null ? null : course.entry(next);
        nextText.setText(nextEntry == null ? words.get("course.allDone")
                : words.format("course.next", nextEntry.title(java.util.Locale.forLanguageTag(language))));
        nextButton.setVisible(nextEntry != null && nextEntry.readable());
        for (TopicParts t : topics) {
            String key = "course.topic." + t.topic().key();
            // A folder the texts do not know yet is named by its folder's name.
            String name = words.has(key) ? words.get(key) : t.topic().key();
            t.heading().setText(words.format("course.topicHeading", name,
                    words.format("course.topicDone", course.done(t.topic(), progress), t.rows().size())));
            t.lessons().setText(words.get("course.lessons"));
            t.practice().setText(words.get("course.practice"));
            for (LessonRow r : t.rows()) {
                describe(r, language, next);
            }
        }
        body.revalidate();
        body.repaint();
    }

    private void describe(LessonRow r, String language, String next) {
        Course.Entry e = r.entry();
        String detail;
        if (!e.readable()) {
            detail = words.format("course.unreadable", e.error());
        } else {
            detail = switch (e.kind()) {
                case LESSON -> words.format("course.kind.lesson", e.questions());
                case EXERCISE -> words.format("course.kind.exercise", e.questions());
                case REFUSED -> words.get("course.kind.refused");
            };
            if (e.exercises() > 0) {
                detail = words.format("course.detailWithExercises", detail,
                        words.format("course.solved." + (e.kind() == Course.Kind.EXERCISE ? "exercise" : "lesson")
                                + (e.exercises() == 1 ? "" : e.kind() == Course.Kind.EXERCISE ? "s" : "Exercises"),
                                e.solved(progress), e.exercises()));
            }
        }
        boolean done = progress.done(e.name());
        LessonRow.Mark mark = done ? LessonRow.Mark.DONE : e.name().equals(next) ? LessonRow.Mark.NEXT : LessonRow.Mark.NONE;
        String markText = done ? words.get("course.mark.done") : mark == LessonRow.Mark.NEXT ? words.get("course.mark.next") : "";
        String title = e.title(java.util.Locale.forLanguageTag(language));
        // A screen reader hears the state in words, not the mark's glyph.
        String state = done ? words.get("course.isDone") : mark == LessonRow.Mark.NEXT ? words.get("course.isNext") : "";
        r.set(title, detail, mark, markText, state.isEmpty() ? words.format("course.row.heard", title, detail)
                : words.format("course.row.heardWithState", title, state, detail));
    }

    /** Arrows move between the lessons by where they stand on the screen; Enter and Space open. */
    private void keys(LessonRow r) {
        Keys.whenFocused(r, "ENTER", "course.open", () -> open(r.entry()));
        Keys.whenFocused(r, "SPACE", "course.open#space", () -> open(r.entry()));
        Keys.whenFocused(r, "DOWN", "course.down", () -> move(r, 0, 1));
        Keys.whenFocused(r, "UP", "course.up", () -> move(r, 0, -1));
        Keys.whenFocused(r, "RIGHT", "course.right", () -> move(r, 1, 0));
        Keys.whenFocused(r, "LEFT", "course.left", () -> move(r, -1, 0));
        Keys.whenFocused(r, "HOME", "course.home", () -> focus(body.rows().get(0)));
        Keys.whenFocused(r, "END", "course.end", () -> focus(body.rows().get(body.rows().size() - 1)));
    }

    /**
     * The row a key leads to from {@code from}: down or up, the nearest row below or above in the
     * same column (else the nearest below or above anywhere); right or left, the nearest row in
     * the next column beside it (else the next or previous row of the path).
     */
    private void move(LessonRow from, int dx, int dy) {
        List<LessonRow> rows = body.rows();
        Rectangle a = from.getBounds();
        LessonRow best = null;
        long bestScore = Long.MAX_VALUE;
        for (int pass = 0; pass < 2 && best == null; pass++) {
            for (LessonRow r : rows) {
                if (r == from) {
                    continue;
                }
                Rectangle b = r.getBounds();
                long score;
                if (dy != 0) {
                    boolean beyond = dy > 0 ? b.y >= a.y + a.height : b.y + b.height <= a.y;
                    boolean sameColumn = b.x < a.x + a.width && a.x < b.x + b.width;
                    if (!beyond || pass == 0 && !sameColumn) {
                        continue;
                    }
                    score = Math.abs((long) b.y - a.y) * 4 + Math.abs((long) b.x - a.x);
                } else {
                    boolean beside = dx > 0 ? b.x >= a.x + a.width : b.x + b.width <= a.x;
                    boolean sameBand = b.y < a.y + a.height + a.height && a.y < b.y + b.height + b.height;
                    if (pass == 0 && (!beside || !sameBand)) {
                        continue;
                    }
                    if (pass == 1) {
                        int i = rows.indexOf(from) + dx;
                        best = i >= 0 && i < rows.size() ? rows.get(i) : null;
                        break;
                    }
                    score = Math.abs((long) b.y - a.y) * 4 + Math.abs((long) b.x - a.x);
                }
                if (score < bestScore) {
                    bestScore = score;
                    best = r;
                }
            }
        }
        if (best != null) {
            focus(best);
        }
    }

    private static void focus(LessonRow r) {
        r.requestFocusInWindow();
        r.scrollRectToVisible(new Rectangle(0, 0, r.getWidth(), r.getHeight()));
    }

    /** The focus goes to the lesson suggested next, else the first (when the lessons are read). */
    void focusSuggested() {
        List<LessonRow> rows = body.rows();
        if (rows.isEmpty()) {
            backButton.requestFocusInWindow();
            return;
        }
        LessonRow want = rows.get(0);
        for (LessonRow r : rows) {
            if (r.mark() == LessonRow.Mark.NEXT) {
                want = r;
            }
        }
        LessonRow f = want;
        // Once laid out, so that scrolling to it knows where it is.
        SwingUtilities.invokeLater(() -> {
            body.validate();
            focus(f);
        });
    }

    private void open(Course.Entry e) {
        if (e.readable()) {
            back.run();
            opener.open(e.name(), Timeline.START);
        }
    }

    private void openNext() {
        String next = course == null ? null : progress.next(course.path());
        Course.Entry e = next == null ? null : course.entry(next);
        if (e != null) {
            open(e);
        }
    }

    private void continueLesson() {
        Progress.Place left = progress.left();
        if (left != null && course != null && course.entry(left.lesson()) != null) {
            back.run();
            opener.open(left.lesson(), left.step());
        }
    }

    /** The screen's order for Tab: the buttons that show, then the lessons. */
    private List<Component> tabOrder() {
        List<Component> out = new ArrayList<>();
        for (Component c : List.of(backButton, continueButton, nextButton)) {
            if (c.isShowing() && c.isEnabled()) {
                out.add(c);
            }
        }
        out.addAll(body.rows());
        return out;
    }

    /** Tab's order on the course screen ({@link #tabOrder()}), going round at either end. */
    private final class Cycle extends java.awt.FocusTraversalPolicy {
        private Component step(Component from, int by) {
            List<Component> all = tabOrder();
            if (all.isEmpty()) {
                return null;
            }
            int i = all.indexOf(from);
            return all.get(Math.floorMod((i < 0 ? (by > 0 ? -1 : 0) : i) + by, all.size()));
        }

        @Override
        public Component getComponentAfter(Container root, Component c) {
            return step(c, 1);
        }

        @Override
        public Component getComponentBefore(Container root, Component c) {
            return step(c, -1);
        }

        @Override
        public Component getFirstComponent(Container root) {
            List<Component> all = tabOrder();
            return all.isEmpty() ? null : all.get(0);
        }

        @Override
        public Component getLastComponent(Container root) {
            List<Component> all = tabOrder();
            return all.isEmpty() ? null : all.get(all.size() - 1);
        }

        @Override
        public Component getDefaultComponent(Container root) {
            return getFirstComponent(root);
        }
    }

    /** Every lesson's row, in the path's order by topic (for tests). */
    List<LessonRow> rows() {
        return body.rows();
    }

    JScrollPane scrollPane() {
        return scroll;
    }

    // ---- in a window ----

    /**
     * Makes the course reachable in {@code frame}: {@link #show(Component)} from any of its
     * components shows it. The lessons are read once, off the event thread, when it is first shown.
     *
     * @param opener opens a lesson at a position, the course screen closed
     */
    public static void install(JFrame frame, Progress progress, StepCount steps, Course.Loader loader,
                               java.util.function.Supplier<List<String>> names, Opener opener, ErrorLog log,
                               WindowLanguage language) {
        Host h = new Host(frame, progress, steps, loader, names, opener, log, language);
        frame.getRootPane().putClientProperty(HOST, h);
    }

    /** Shows the course in the window of {@code inWindow}; false when the course is not installed there. */
    public static boolean show(Component inWindow) {
        Host h = host(inWindow);
        if (h == null) {
            return false;
        }
        h.show();
        return true;
    }

    /**
     * Reopens the lesson the learner was last in at the step they left it, without showing the
     * course (a "Continue" button elsewhere, say at start-up); false when there is no such place or
     * the course is not installed in that window.
     */
    public static boolean continueLast(Component inWindow) {
        Host h = host(inWindow);
        Progress.Place left = h == null ? null : h.progress.left();
        if (left == null || !h.names.get().contains(left.lesson())) {
            return false;
        }
        h.hide();
        h.opener.open(left.lesson(), left.step());
        return true;
    }

    /** Where the learner left off in the window of {@code inWindow}, or null (to label a "Continue" button). */
    public static Progress.Place left(Component inWindow) {
        Host h = host(inWindow);
        return h == null ? null : h.progress.left();
    }

    /** Closes the course in the window of {@code inWindow}, if it shows. */
    public static void close(Component inWindow) {
        Host h = host(inWindow);
        if (h != null) {
            h.hide();
        }
    }

    /** The course screen showing in the window of {@code inWindow}, or null. */
    public static CourseScreen showing(Component inWindow) {
        Host h = host(inWindow);
        return h == null || h.saved == null ? null : h.screen;
    }

    private static Host host(Component c) {
        JRootPane root = c instanceof JFrame f ? f.getRootPane() : SwingUtilities.getRootPane(c);
        return root == null ? null : (Host) root.getClientProperty(HOST);
    }

    /** The course in one window: it swaps the window's content for the course screen and back. */
    private static final class Host {
        private final JFrame frame;
        private final Progress progress;
        private final StepCount steps;
        private final Course.Loader loader;
        private final java.util.function.Supplier<List<String>> names;
        private final Opener opener;
        private final ErrorLog log;
        private final WindowLanguage language;
        private CourseScreen screen;
        /** The window's own content while the course shows; null while it does not. */
        private Container saved;
        private String savedLook;
        private Component focusBefore;
        private boolean reading;
        private final Runnable relabel = () -> {
            if (screen != null) {
                screen.relabel();
            }
        };

        Host(JFrame frame, Progress progress, StepCount steps, Course.Loader loader,
             java.util.function.Supplier<List<String>> names, Opener opener, ErrorLog log, WindowLanguage language) {
            this.log = log;
            this.frame = frame;
            this.progress = progress;
            this.steps = steps;
            this.loader = loader;
            this.names = names;
            this.opener = opener;
            this.language = language;
            language.addListener(relabel);
            frame.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    language.removeListener(relabel);
                }
            });
        }

        void show() {
            if (screen == null) {
                screen = new CourseScreen(progress, steps, language.texts(), opener, this::hide);
            }
            if (saved == null) {
                Component owner = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner();
                focusBefore = owner != null && SwingUtilities.getWindowAncestor(owner) == frame ? owner : null;
                saved = frame.getContentPane();
                savedLook = kudde.ui.kit.Theme.current();
                SwingUtilities.updateComponentTreeUI(screen);
                screen.relabel();
                frame.setContentPane(screen);
                frame.getRootPane().revalidate();
                frame.repaint();
                // The focus was in the content just taken away: it comes into the course at once.
                screen.backButton.requestFocusInWindow();
            }
            if (screen.course() == null && !reading) {
                reading = true;
                kudde.ui.kit.Background.run(() -> Course.read(names.get(), loader), c -> {
                    reading = false;
                    screen.setCourse(c);
                    if (saved != null) {
                        screen.focusSuggested();
                    }
                }, e -> {
                    reading = false;
                    log.write("reading the course's lessons", Thread.currentThread(), e);
                });
            } else {
                screen.refresh();
                screen.focusSuggested();
            }
        }

        void hide() {
            if (saved == null) {
                return;
            }
            Container own = saved;
            saved = null;
            frame.setContentPane(own);
            // The look may have changed while the course showed: the window's own parts were not in view then.
            if (!kudde.ui.kit.Theme.current().equals(savedLook) && own instanceof JComponent j) {
                SwingUtilities.updateComponentTreeUI(j);
            }
            frame.getRootPane().revalidate();
            frame.repaint();
            // The focus goes back where it was (the board, the tutor), so its keys work again.
            Component back = focusBefore;
            focusBefore = null;
            if (back != null && SwingUtilities.isDescendingFrom(back, own) && back.isShowing()) {
                back.requestFocusInWindow();
            } else {
                own.requestFocusInWindow();
            }
        }
    }
}

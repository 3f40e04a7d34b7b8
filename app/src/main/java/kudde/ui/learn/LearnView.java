package kudde.ui.learn;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Insets;
import java.awt.LayoutManager;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * Learn mode (docs/learning.md): the board, the largest thing in the window, and beside it the
 * tutor (the step's text, its rule and the Dutch sentence, the step controls and the questions),
 * under two buttons: <b>Course</b>, where the learner picks the next lesson, and <b>Edit this
 * lesson</b>, the author's workbench on the same document. No palette, inspector, problems, turns
 * list or rules comparison: those are the workbench's.
 *
 * <p>The board and the tutor are lent to this view while it shows ({@link #take}) and go back to
 * the workbench after ({@link #giveBack}): one board and one tutor, so both modes show the same
 * document at the same step.
 */
public final class LearnView extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;

    /** The side's margin round what it holds: the scores at its foot keep their frame clear of the status line. */
    private static final int MARGIN = 6;
    private final JPanel side = new JPanel(new MigLayout("wrap 1, insets " + MARGIN
            + ", fill, hidemode 3", "[grow,fill]"));
    private final JButton course = new JButton();
    private final JButton edit = new JButton();
    /** Course and Edit this lesson side by side, or one under the other where the side is too narrow for both. */
    private final kudde.ui.kit.BesideOrUnder buttonRow = new kudde.ui.kit.BesideOrUnder()
            .part(course, "", "wrap").part(edit, "", "");
    private final JPanel buttons = new JPanel(new MigLayout("insets 0, gap 6, hidemode 3", "[][]push")) {
        private static final long serialVersionUID = 1L;

        // At 200 % in an 800 px window under Xvfb "Deze les bewerken" ran out of the side. Where the
        // whole words do not fit beside Course, the brief ones ("Bewerken", "Edit") do before the
        // buttons go one under the other: in a short window that line is the step's text's.
        @Override
        public void doLayout() {
            int room = getWidth();
            int beside = course.getPreferredSize().width + com.formdev.flatlaf.util.UIScale.scale(6);
            String whole = texts.get("learn.edit");
            String brief = texts.get("learn.edit.brief");
            boolean wholeFits = beside + widthSaying(edit, whole) <= room;
            boolean briefFits = beside + widthSaying(edit, brief) <= room;
            String words = room <= 0 || wholeFits || !briefFits ? whole : brief;
            if (!words.equals(edit.getText())) {
                edit.setText(words);
            }
            buttonRow.choose(this, room > 0 && !wholeFits && !briefFits);
            super.doLayout();
        }
    };
    /** "Back to the game" while an exercise the review made is played: above both tabs, so never hidden. */
    private final JButton back = new JButton();
    private Runnable backAction;
    private JComponent board;
    private JComponent tutor;
    /** The review of the game (Game ▸ Review), a tab beside the tutor while it is open; else null. */
    private JComponent review;
    private String reviewTitleKey;
    private final JTabbedPane tabs = new JTabbedPane();
    /** The game's panel while a game is played (Game ▸ New game), under the buttons. */
    private final GameArea game = new GameArea();
    /** The buttons, and the way back from an exercise the review made. */
    private final JPanel top = new JPanel(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));

    /**
     * @param texts      the window's texts
     * @param openCourse the course: the lessons in their order, to pick the next one
     * @param editLesson the workbench on this lesson
     */
    public LearnView(Strings texts, Runnable openCourse, Runnable editLesson) {
        super(null);
        this.texts = texts;
        setLayout(new Split());
        setName("learn");
        side.setName("learn.side");
        buttons.setName("learn.buttons");
        course.setName("learn.course");
        edit.setName("learn.edit");
        course.addActionListener(e -> openCourse.run());
        edit.addActionListener(e -> editLesson.run());
        back.setName("learn.back");
        back.setVisible(false);
        back.addActionListener(e -> {
            if (backAction != null) {
                backAction.run();
            }
        });
        buttons.add(course, buttonRow.beside(course));
        buttons.add(edit, buttonRow.beside(edit));
        // As narrow as the side: narrower than both buttons, they stand one under the other.
        top.add(buttons, "wmin 0");
        top.add(back, "growx 0, wmin 0");
        side.add(top, "growx, wmin 0");
        side.add(game.component(), GameArea.constraints());
        add(side);
        tabs.setName("learn.tabs");
        relabel();
    }

    /** How wide {@code b} would be saying {@code words}. */
    private static int widthSaying(JButton b, String words) {
        java.awt.FontMetrics fm = b.getFontMetrics(b.getFont());
        return b.getPreferredSize().width - fm.stringWidth(b.getText()) + fm.stringWidth(words);
    }

    /** The course button, for a course screen that wants to open beside it (a popup's owner). */
    public JComponent courseButton() {
        return course;
    }

    /** Shows {@code boardPart} (the board with its banner strip) and the tutor, taken from the workbench. */
    public void take(JComponent boardPart, JComponent tutorPanel) {
        giveBack();
        board = boardPart;
        tutor = tutorPanel;
        add(boardPart);
        fillSide();
    }

    /**
     * Shows {@code panel} (the review, Game ▸ Review) as a tab beside the tutor, titled by window
     * words key {@code titleKey}, so the board stays in sight; null takes it away again.
     */
    public void showReview(JComponent panel, String titleKey) {
        review = panel;
        reviewTitleKey = titleKey;
        fillSide();
    }

    /** The review's tab in front. */
    public void showReviewInFront() {
        if (review != null && tabs.indexOfComponent(review) >= 0) {
            tabs.setSelectedComponent(review);
        }
    }

    /** The tutor's tab in front (an exercise to play). */
    public void showTutor() {
        if (tutor != null && tabs.indexOfComponent(tutor) >= 0) {
            tabs.setSelectedComponent(tutor);
        }
    }

    /**
     * Shows {@code label} as a button under Course, which runs {@code action}: the way back from an
     * exercise the review made, in sight whichever tab is in front; a null label hides it.
     */
    public void showBack(String label, Runnable action) {
        back.setText(label == null ? "" : label);
        backAction = label == null ? null : action;
        back.setVisible(label != null);
        top.revalidate();
        top.repaint();
    }

    /** The tutor alone under the buttons, or the tutor and the review as two tabs. */
    private void fillSide() {
        boolean reviewInFront = review != null && tabs.getSelectedComponent() == review;
        side.remove(tabs);
        tabs.removeAll();
        if (tutor != null) {
            side.remove(tutor);
            if (review == null) {
                // Its row takes the height the others leave (pushy), whether the game's panel is there or not.
                side.add(tutor, "grow, push, wmin 0, hmin 0");
            } else {
                tabs.addTab(texts.get("dock.tutor"), tutor);
                tabs.addTab(texts.get(reviewTitleKey), review);
                tabs.setSelectedComponent(reviewInFront ? review : tutor);
                side.add(tabs, "grow, push, wmin 0, hmin 0");
            }
        }
        revalidate();
        repaint();
    }

    /**
     * A game played here (Game ▸ New game, kudde.ui.game): its panel above the tutor, its buttons under
     * the panel, or none ({@code panel} null).
     */
    public void setGamePanel(JComponent panel, JComponent actions) {
        game.show(panel, actions);
        revalidate();
        repaint();
    }

    /** Lets go of the board and the tutor, so the workbench can hold them again. */
    public void giveBack() {
        if (board != null) {
            remove(board);
        }
        if (tutor != null) {
            side.remove(tutor);
            tabs.remove(tutor);
        }
        side.remove(tabs);
        tabs.removeAll();
        board = null;
        tutor = null;
    }

    /** The buttons in the current language. */
    public void relabel() {
        course.setText(texts.get("learn.course"));
        course.setToolTipText(texts.get("learn.course.tip"));
        edit.setText(texts.get("learn.edit"));
        edit.setToolTipText(texts.get("learn.edit.tip"));
        // Its whole words whatever it says in a narrow side.
        edit.getAccessibleContext().setAccessibleName(texts.get("learn.edit"));
        if (tabs.getTabCount() == 2) {
            tabs.setTitleAt(0, texts.get("dock.tutor"));
            tabs.setTitleAt(1, texts.get(reviewTitleKey));
        }
    }

    /**
     * The width of the side: as the theme wants it, but never more than its share of the window.
     * Both grow with the text size (View ▸ Text size), the share up to the theme's largest, so
     * that at 200 % the lesson's lines and the score table keep their words whole.
     */
    static int sideWidth(int width) {
        return sideWidth(width, 0);
    }

    /**
     * As {@link #sideWidth(int)}, but at least {@code least} (what the tutor needs to show its score
     * table whole) while that stays within the largest share of the width: at 800 × 500 the table's
     * Shepherd column was cut to "Shephe" in the side's 36 %.
     */
    static int sideWidth(int width, int least) {
        float zoom = com.formdev.flatlaf.util.UIScale.getZoomFactor();
        int wanted = Math.round(Theme.size("Kudde.learn.side.preferredSize").width * zoom);
        int percent = Math.min(Math.round(Theme.number("Kudde.learn.side.shareWidth") * zoom),
                Theme.number("Kudde.learn.side.largestShareWidth"));
        int share = width * percent / 100;
        int most = width * Theme.number("Kudde.learn.side.largestShareWidth") / 100;
        return Math.max(0, Math.max(Math.min(wanted, share), Math.min(least, most)));
    }

    /** What the side needs to show the tutor whole across: the tutor's least width and what holds it. */
    private int sideLeast() {
        if (tutor == null || !tutor.isVisible()) {
            return 0;
        }
        int w = tutor.getMinimumSize().width + 2 * MARGIN;
        // The review's tabs frame the tutor with their own border inside the tabbed pane.
        return review == null ? w : w + 8;
    }

    /**
     * The board takes what the side leaves: the side is as wide as the theme says up to its share
     * of the width (so at 800 × 500 the board keeps well over half the window's area), the board
     * the rest, both the full height.
     */
    private final class Split implements LayoutManager {
        @Override
        public void layoutContainer(Container c) {
            Insets in = c.getInsets();
            int w = c.getWidth() - in.left - in.right;
            int h = c.getHeight() - in.top - in.bottom;
            int s = sideWidth(w, sideLeast());
            if (board != null) {
                board.setBounds(in.left, in.top, w - s, h);
            }
            side.setBounds(in.left + w - s, in.top, s, h);
        }

        @Override
        public Dimension preferredLayoutSize(Container c) {
            Dimension b = board == null ? new Dimension(400, 400) : board.getPreferredSize();
            Dimension s = Theme.size("Kudde.learn.side.preferredSize");
            return new Dimension(b.width + s.width, Math.max(b.height, s.height));
        }

        @Override
        public Dimension minimumLayoutSize(Container c) {
            return new Dimension(0, 0);
        }

        @Override
        public void addLayoutComponent(String name, Component comp) {
        }

        @Override
        public void removeLayoutComponent(Component comp) {
        }
    }
}

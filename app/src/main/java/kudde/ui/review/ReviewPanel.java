package kudde.ui.review;

import java.awt.BorderLayout;
import java.awt.Component;
import java.util.Locale;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import kudde.engine.play.Message;
import kudde.explain.Texts;
import kudde.tutor.review.Moment;
import kudde.tutor.review.PlayerPoints;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import kudde.tutor.review.ReviewText;

/**
 * Game ▸ Review, docked beside the board (learn mode's side, the workbench's bottom dock): the key
 * moments of the game in a list — choosing one shows its step on the board — with what happened
 * and the rule steps behind it, each player's points by feature and by rule, "Practise this" for a
 * moment with a better move, and "Back to the game" while an exercise is practised. Every sentence
 * comes from {@link ReviewText} in the window's language ({@link #setLanguage}); nothing here judges
 * a rule.
 */
public final class ReviewPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** Rows of the moments list before it scrolls (a whole game has a dozen or so moments). */
    private static final int MOMENT_ROWS = 8;
    /**
     * Rows of the moments list kept in sight however little height the side leaves: at the end of a
     * game the game's panel above the review left the list one row, cut at the top.
     */
    private static final int LEAST_MOMENT_ROWS = 4;

    /** What the panel asks of the window. */
    public interface Actions {
        /** Shows the moment on the board (the game's step, in the tutor). */
        void show(Moment m);

        /** Turns the moment into an exercise and goes to it. */
        void practise(Moment m);

        /** Leaves the exercise and shows the game again, at the moment chosen. */
        void backToGame();

        /** Closes the review. */
        void close();
    }

    private final Review review;
    private final Actions actions;
    private ReviewText text;
    private final JLabel heading = new JLabel();
    private final JList<Moment> moments;
    private final JTextArea detail = area("reviewText");
    private final JTextArea points = area("reviewPoints");
    private final JLabel pointsTitle = new JLabel();
    private final JButton practise = new JButton();
    private final JButton back = new JButton();
    private final JButton close = new JButton();
    private final JTextArea note = area("reviewNote");
    private final JSplitPane split;
    /** The note's message and its arguments, kept so a new language says it again. */
    private Message noteSaid;

    public ReviewPanel(Review review, Locale locale, boolean wide, Actions actions) {
        super(new BorderLayout(0, 4));
        this.review = review;
        this.actions = actions;
        this.text = new ReviewText(Texts.of(locale));
        setName("review");
        heading.setName("reviewHeading");
        pointsTitle.setName("reviewPointsTitle");
        practise.setName("reviewPractise");
        back.setName("reviewBack");
        close.setName("reviewClose");
        DefaultListModel<Moment> model = new DefaultListModel<>();
        review.moments().forEach(model::addElement);
        moments = new JList<>(model);
        moments.setName("reviewMoments");
        // A screen reader names the list and the points by their headings (docs/accessibility.md).
        heading.setLabelFor(moments);
        pointsTitle.setLabelFor(points);
        moments.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moments.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, text.heading(review, (Moment) value), index,
                        selected, focus);
            }
        });
        moments.addListSelectionListener(e -> {
            Moment m = moments.getSelectedValue();
            if (!e.getValueIsAdjusting() && m != null) {
                describe();
                say(null);
                actions.show(m);
            }
        });
        note.setOpaque(false);
        practise.setEnabled(false);
        practise.addActionListener(e -> {
            Moment m = moments.getSelectedValue();
            if (m != null) {
                practise.setEnabled(false);
                actions.practise(m);
            }
        });
        back.setVisible(false);
        back.addActionListener(e -> actions.backToGame());
        close.addActionListener(e -> actions.close());

        JPanel top = new JPanel(new BorderLayout(6, 0));
        top.add(heading, BorderLayout.CENTER);
        top.add(close, BorderLayout.EAST);
        JPanel buttons = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEADING, 4, 0));
        buttons.add(practise);
        buttons.add(back);
        JPanel doing = new JPanel(new BorderLayout(0, 2));
        doing.add(buttons, BorderLayout.NORTH);
        doing.add(note, BorderLayout.CENTER);
        JPanel info = new JPanel(new BorderLayout(0, 4));
        info.add(new JScrollPane(detail), BorderLayout.CENTER);
        info.add(doing, BorderLayout.SOUTH);
        JPanel pointsPanel = new JPanel(new BorderLayout());
        pointsPanel.add(pointsTitle, BorderLayout.NORTH);
        pointsPanel.add(new JScrollPane(points), BorderLayout.CENTER);
        JSplitPane infoAndPoints = new JSplitPane(JSplitPane.VERTICAL_SPLIT, info, pointsPanel);
        infoAndPoints.setResizeWeight(0.65);
        moments.setVisibleRowCount(MOMENT_ROWS);
        split = new JSplitPane(wide ? JSplitPane.HORIZONTAL_SPLIT : JSplitPane.VERTICAL_SPLIT,
                new MomentsScroll(), infoAndPoints);
        setWide(wide);
        add(top, BorderLayout.NORTH);
        add(split, BorderLayout.CENTER);
        render();
    }

    public Review review() {
        return review;
    }

    /** The moments list's scroll pane, never lower than {@link #LEAST_MOMENT_ROWS} rows. */
    private final class MomentsScroll extends JScrollPane {
        private static final long serialVersionUID = 1L;

        MomentsScroll() {
            super(moments);
        }

        @Override
        public java.awt.Dimension getMinimumSize() {
            java.awt.Dimension d = super.getMinimumSize();
            if (isMinimumSizeSet()) {
                return d;
            }
            java.awt.Rectangle first = moments.getModel().getSize() == 0 ? null : moments.getCellBounds(0, 0);
            int row = first != null ? first.height : moments.getFontMetrics(moments.getFont()).getHeight() + 2;
            int rows = Math.max(1, Math.min(LEAST_MOMENT_ROWS, moments.getModel().getSize()));
            java.awt.Insets in = getInsets();
            return new java.awt.Dimension(d.width, Math.max(d.height, rows * row + in.top + in.bottom));
        }
    }

    /** Lays the list beside the text (a wide, low dock) or above it (a narrow, tall side). */
    public void setWide(boolean wide) {
        split.setOrientation(wide ? JSplitPane.HORIZONTAL_SPLIT : JSplitPane.VERTICAL_SPLIT);
        // In a tall side the list keeps its rows and the text gets the height it needs to be read whole.
        split.setResizeWeight(wide ? 0.35 : 0);
    }

    /** Every sentence again in the window's new language, the moment chosen kept. */
    public void setLanguage(Locale locale) {
        text = new ReviewText(Texts.of(locale));
        render();
    }

    /** "Back to the game" in the window's language, for a button of the window's own. */
    public String backLabel() {
        return text.say("review.back");
    }

    /** The moment chosen, or null. */
    public Moment chosen() {
        return moments.getSelectedValue();
    }

    /** Chooses a moment again (the list shows it), without showing it on the board a second time. */
    public void choose(Moment m) {
        int i = review.moments().indexOf(m);
        if (i >= 0 && moments.getSelectedIndex() != i) {
            moments.setSelectedIndex(i);
        }
        moments.ensureIndexIsVisible(Math.max(0, i));
    }

    /**
     * While an exercise made from a moment is played: "Back to the game" shows, and the note says
     * what to do ({@code said}, or nothing).
     */
    public void setPractising(boolean on, Message said) {
        back.setVisible(on);
        describe();
        if (on) {
            practise.setEnabled(false);
        }
        say(said);
        revalidate();
    }

    /** A sentence under the buttons (null: none). */
    public void say(Message m) {
        noteSaid = m;
        note.setText(m == null ? "" : text.texts().render(m));
        note.setVisible(m != null);
    }

    private void render() {
        heading.setText(review.moments().isEmpty() ? text.say("review.none") : text.say("review.moments"));
        pointsTitle.setText(text.say("review.points"));
        practise.setText(text.say("review.practise"));
        back.setText(text.say("review.back"));
        close.setText(text.say("review.close"));
        points.setText(points());
        points.setCaretPosition(0);
        moments.repaint();
        describe();
        say(noteSaid);
    }

    private void describe() {
        Moment m = moments.getSelectedValue();
        detail.getAccessibleContext().setAccessibleName(m == null ? heading.getText() : text.heading(review, m));
        if (m == null) {
            detail.setText(text.say("review.choose"));
            practise.setEnabled(false);
            return;
        }
        StringBuilder b = new StringBuilder(text.heading(review, m)).append("\n\n").append(text.text(m));
        for (String why : text.why(m)) {
            b.append("\n\n").append(why);
        }
        b.append("\n\n").append(String.join(" · ", text.rules(m)));
        detail.setText(b.toString());
        detail.setCaretPosition(0);
        practise.setEnabled(!back.isVisible() && Practice.offered(review, m));
    }

    private String points() {
        StringBuilder b = new StringBuilder();
        for (PlayerPoints p : review.points()) {
            b.append(text.player(review, p)).append('\n')
                    .append(text.texts().render(Message.of("review.by-feature", text.byFeature(p)))).append('\n')
                    .append(text.texts().render(Message.of("review.by-rule", text.byRule(p)))).append("\n\n");
        }
        return b.toString().strip();
    }

    private static JTextArea area(String name) {
        JTextArea a = new JTextArea();
        a.setName(name);
        a.setEditable(false);
        a.setLineWrap(true);
        a.setWrapStyleWord(true);
        return a;
    }
}

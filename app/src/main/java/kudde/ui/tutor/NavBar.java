package kudde.ui.tutor;

import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import kudde.tutor.Timeline;
import net.miginfocom.swing.MigLayout;

/** ⏮ ◀ ▶ ⏭, where the timeline stands, and the quiz switch. */
final class NavBar extends JPanel {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JButton first = button("first", NavIcon.Kind.FIRST);
    private final JButton previous = button("previous", NavIcon.Kind.PREVIOUS);
    private final JButton next = button("next", NavIcon.Kind.NEXT);
    private final JButton last = button("last", NavIcon.Kind.LAST);
    private final JLabel position = new JLabel();
    private final JCheckBox quiz = new JCheckBox();
    private final javax.swing.JToggleButton before = new javax.swing.JToggleButton();

    NavBar(TutorView view) {
        super(new MigLayout("insets 0, hidemode 3", "[][][][]8[]8[grow]"));
        this.view = view;
        position.setName("position");
        quiz.setName("quizMode");
        first.addActionListener(e -> view.timeline().home());
        previous.addActionListener(e -> view.timeline().back());
        next.addActionListener(e -> view.timeline().forward());
        last.addActionListener(e -> view.timeline().end());
        quiz.addActionListener(e -> view.setQuizMode(quiz.isSelected()));
        before.setName("before");
        before.setFocusable(false);
        before.addActionListener(e -> view.timeline().setBefore(before.isSelected()));
        add(first);
        add(previous);
        add(next);
        add(last);
        add(before);
        add(position, BESIDE);
        // On a line of its own, so that the position ("Step 12 of 14") keeps its room.
        add(quiz, "newline, span, gaptop 2");
    }

    private int gap;

    private static final String BESIDE = "wmin 10";
    private static final String BELOW = "newline, span, wmin 10";

    /**
     * The position beside the buttons, or on a line of its own under them when the side is too
     * narrow to show it whole there (at a large text size "Stap 12 van 14" was cut to "..").
     */
    @Override
    public void doLayout() {
        super.doLayout();
        // The buttons' row does not move with the position, so where it ends says what is left.
        MigLayout layout = (MigLayout) getLayout();
        boolean below = BELOW.equals(layout.getComponentConstraints(position));
        JComponent end = before.isVisible() ? before : last;
        // The gap before the position as the layout makes it (it scales its 8 px with the text: at
        // 200 % the position was cut by 3 px where the 8 was counted unscaled); while the position is
        // below, the gap last seen beside.
        if (!below && position.getX() > end.getX()) {
            gap = position.getX() - end.getX() - end.getWidth();
        }
        int needs = end.getX() + end.getWidth() + (gap > 0 ? gap : com.formdev.flatlaf.util.UIScale.scale(16))
                + position.getPreferredSize().width;
        boolean fits = needs <= getWidth();
        if (end.getWidth() > 0 && below == fits) {
            layout.setComponentConstraints(position, fits ? BESIDE : BELOW);
            super.doLayout();
            // Higher or lower now: the side lays its parts out again.
            revalidate();
        }
    }

    private static JButton button(String name, NavIcon.Kind kind) {
        JButton b = new JButton(new NavIcon(kind));
        b.setName(name);
        b.setFocusable(false);
        return b;
    }

    void refresh() {
        TutorTexts tx = view.texts();
        Timeline t = view.timeline();
        first.setToolTipText(tx.get("nav.first"));
        previous.setToolTipText(tx.get("nav.previous"));
        next.setToolTipText(tx.get("nav.next"));
        last.setToolTipText(tx.get("nav.last"));
        first.getAccessibleContext().setAccessibleName(tx.get("nav.first"));
        previous.getAccessibleContext().setAccessibleName(tx.get("nav.previous"));
        next.getAccessibleContext().setAccessibleName(tx.get("nav.next"));
        last.getAccessibleContext().setAccessibleName(tx.get("nav.last"));
        quiz.setText(tx.get("quiz.mode"));
        boolean open = t != null;
        // Shows which position the board has: the step's outcome, or (pressed) the position before it.
        before.setText(tx.get(open && t.showingBefore() ? "nav.showingBefore" : "nav.showingAfter"));
        before.setToolTipText(tx.get("nav.before"));
        before.getAccessibleContext().setAccessibleName(tx.get("nav.before"));
        before.setSelected(open && t.showingBefore());
        before.setEnabled(open && !t.atStart());
        first.setEnabled(open && !t.atStart());
        previous.setEnabled(open && !t.atStart());
        next.setEnabled(open && !t.atEnd() && t.waitingAt() < 0);
        last.setEnabled(open && !t.atEnd() && t.waitingAt() < 0);
        position.setText(!open ? "" : t.atStart() ? tx.get("nav.start")
                : tx.format("nav.position", t.index() + 1, t.size()));
        quiz.setVisible(view.quiz() != null && !view.quiz().isEmpty()
                || view.exercises() != null && view.exercises().size() > 0);
        quiz.setSelected(view.quizMode());
    }
}

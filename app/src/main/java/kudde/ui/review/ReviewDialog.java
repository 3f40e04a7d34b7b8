package kudde.ui.review;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Window;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import kudde.engine.model.Scenario;
import kudde.explain.Texts;
import kudde.tutor.review.Moment;
import kudde.tutor.review.PlayerPoints;
import kudde.tutor.review.Practice;
import kudde.tutor.review.Review;
import kudde.tutor.review.ReviewText;
import kudde.ui.kit.Background;
import kudde.ui.kit.ErrorLog;

/**
 * Game ▸ Review: the key moments of the open game in a list — choosing one shows its turn on the
 * board in the tutor — with what happened and the rule steps behind it, each player's points by
 * feature and by rule, and "Practise this", which turns a tending moment into an exercise the
 * learner then plays in the window. Every sentence comes from {@link ReviewText}; nothing here
 * judges a rule.
 */
public final class ReviewDialog extends JDialog {
    private static final long serialVersionUID = 1L;

    private final Review review;
    private final ReviewText text;
    private final JList<Moment> moments;
    private final JTextArea detail = area("reviewText");
    private final JButton practise;
    private final JLabel note = new JLabel(" ");

    /**
     * @param showStep  shows a step of the open document in the tutor
     * @param practised takes the exercise made from a moment (it becomes the open document)
     */
    public ReviewDialog(Window owner, Review review, Locale locale, IntConsumer showStep, Consumer<Scenario> practised) {
        super(owner, ModalityType.MODELESS);
        this.review = review;
        this.text = new ReviewText(Texts.of(locale));
        setName("review");
        setTitle(text.title());
        DefaultListModel<Moment> model = new DefaultListModel<>();
        review.moments().forEach(model::addElement);
        moments = new JList<>(model);
        moments.setName("reviewMoments");
        moments.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moments.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, text.heading(review, (Moment) value), index, selected,
                        focus);
            }
        });
        practise = new JButton(text.say("review.practise"));
        practise.setName("reviewPractise");
        practise.setEnabled(false);
        note.setName("reviewNote");
        moments.addListSelectionListener(e -> {
            Moment m = moments.getSelectedValue();
            if (e.getValueIsAdjusting() || m == null) {
                return;
            }
            detail.setText(describe(m));
            detail.setCaretPosition(0);
            practise.setEnabled(Practice.offered(m));
            note.setText(" ");
            showStep.accept(m.step());
        });
        practise.addActionListener(e -> {
            Moment m = moments.getSelectedValue();
            practise.setEnabled(false);
            // The engine searches every legal move of the exercise: off the event thread.
            Background.run(() -> Practice.of(review, m), s -> {
                if (s == null) {
                    note.setText(text.say("review.practise.none"));
                } else {
                    practised.accept(s);
                }
            }, failure -> {
                ErrorLog.standard().write("making an exercise from a moment of the review", Thread.currentThread(), failure);
                note.setText(String.valueOf(failure));
            });
        });

        JTextArea points = area("reviewPoints");
        points.setText(points());
        JPanel right = new JPanel(new BorderLayout());
        right.add(new JScrollPane(detail), BorderLayout.CENTER);
        JPanel actions = new JPanel(new BorderLayout());
        actions.add(practise, BorderLayout.WEST);
        actions.add(note, BorderLayout.CENTER);
        right.add(actions, BorderLayout.SOUTH);
        JSplitPane top = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(moments), right);
        top.setResizeWeight(0.35);
        JPanel pointsPanel = new JPanel(new BorderLayout());
        pointsPanel.add(new JLabel(text.say("review.points")), BorderLayout.NORTH);
        pointsPanel.add(new JScrollPane(points), BorderLayout.CENTER);
        JSplitPane all = new JSplitPane(JSplitPane.VERTICAL_SPLIT, top, pointsPanel);
        all.setResizeWeight(0.6);
        JPanel content = new JPanel(new BorderLayout());
        JLabel heading = new JLabel(review.moments().isEmpty() ? text.say("review.none") : text.say("review.moments"));
        heading.setName("reviewHeading");
        content.add(heading, BorderLayout.NORTH);
        content.add(all, BorderLayout.CENTER);
        setContentPane(content);
        setSize(900, 600);
        setLocationRelativeTo(owner);
    }

    public Review review() {
        return review;
    }

    private String describe(Moment m) {
        StringBuilder b = new StringBuilder(text.heading(review, m)).append("\n\n").append(text.text(m));
        for (String why : text.why(m)) {
            b.append("\n\n").append(why);
        }
        b.append("\n\n").append(String.join(" · ", text.rules(m)));
        return b.toString();
    }

    private String points() {
        StringBuilder b = new StringBuilder();
        for (PlayerPoints p : review.points()) {
            b.append(text.player(review, p)).append('\n')
                    .append(text.texts().render(kudde.engine.play.Message.of("review.by-feature", text.byFeature(p))))
                    .append('\n')
                    .append(text.texts().render(kudde.engine.play.Message.of("review.by-rule", text.byRule(p))))
                    .append("\n\n");
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

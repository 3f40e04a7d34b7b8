package kudde.ui.tutor;

import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.MouseMotionAdapter;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import kudde.tutor.Why;
import kudde.ui.kit.Fold;
import net.miginfocom.swing.MigLayout;

/**
 * The answer to a why-question: the chain of steps that led there, each with its rule and points.
 * Pointing at a link shows that step on the board; clicking it selects the step.
 */
final class WhyPanel extends Fold {
    private static final long serialVersionUID = 1L;

    private final TutorView view;
    private final JLabel title = new JLabel();
    private final Paragraph question = new Paragraph("whyQuestion");
    private final Paragraph start = new Paragraph("whyStart");
    private final DefaultListModel<Why.Link> model = new DefaultListModel<>();
    private final JList<Why.Link> links = new JList<>(model);
    private final JButton close = new JButton();
    private Why why;
    private String asked = "";
    private int hovered = -1;

    WhyPanel(TutorView view) {
        super(new MigLayout("wrap 1, insets 0, fillx, hidemode 3", "[grow,fill]"));
        this.view = view;
        setName("why");
        links.setName("whyLinks");
        close.setName("whyClose");
        title.putClientProperty("FlatLaf.styleClass", "h4");
        links.setVisibleRowCount(6);
        links.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                return super.getListCellRendererComponent(list, text((Why.Link) value), index, selected, focus);
            }
        });
        links.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int i = links.locationToIndex(e.getPoint());
                if (i >= 0) {
                    view.timeline().select(model.get(i).index());
                }
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover(-1);
            }
        });
        links.addMouseMotionListener(new MouseMotionAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                int i = links.locationToIndex(e.getPoint());
                hover(i >= 0 && links.getCellBounds(i, i).contains(e.getPoint()) ? model.get(i).index() : -1);
            }
        });
        close.addActionListener(e -> show(null, ""));
        add(title, "split 2, wmin 10");
        add(close, "right, growx 0");
        add(question, "growx, wmin 10");
        add(start, "growx, wmin 10");
        add(links, "growx, wmin 10");
        setVisible(false);
    }

    /** Shows a chain, or hides the panel for null. */
    void show(Why w, String askedText) {
        this.why = w;
        this.asked = askedText;
        model.clear();
        if (w != null) {
            for (Why.Link l : w.links()) {
                model.addElement(l);
            }
        }
        refresh();
        setVisible(w != null);
        revalidate();
    }

    Why why() {
        return why;
    }

    /** The step a link points at while the mouse is over it, or -1. */
    int hovered() {
        return hovered;
    }

    private void hover(int step) {
        if (step != hovered) {
            hovered = step;
            view.showBoard();
        }
    }

    void refresh() {
        TutorTexts tx = view.texts();
        title.setText(tx.get("why.title"));
        close.setText(tx.get("why.close"));
        question.setText(asked);
        if (why == null) {
            return;
        }
        String s;
        if (why.subject() == Why.Subject.SCORE) {
            s = tx.format("why.base", why.base());
        } else if (why.fromStart()) {
            s = tx.get("why.fromStart");
        } else {
            s = "";
        }
        if (why.links().isEmpty() && why.subject() != Why.Subject.SCORE) {
            s = (s.isEmpty() ? "" : s + " ") + tx.get("why.none");
        }
        start.setText(s);
        start.setVisible(!s.isEmpty());
        links.repaint();
    }

    String text(Why.Link l) {
        TutorTexts tx = view.texts();
        String step = tx.explain().render(l.step().message());
        return l.points() == 0
                ? tx.format("why.link", l.index() + 1, l.step().rule().name(), step)
                : tx.format("why.linkPoints", l.index() + 1, l.step().rule().name(), step, l.points());
    }

    /** The chain as plain lines, for tests and for copying. */
    java.util.List<String> lines() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < model.size(); i++) {
            out.add(text(model.get(i)));
        }
        return out;
    }
}

package kudde.ui.editor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import kudde.engine.position.Problem;
import kudde.explain.Texts;
import kudde.ui.doc.Document;
import kudde.ui.kit.Strings;

/**
 * Every reason the position is impossible, live while editing (the same check the scenario
 * reader makes). Clicking a problem selects its place on the board.
 */
public final class ProblemsPanel extends JPanel {
    private final Document doc;
    private final DefaultListModel<Problem> model = new DefaultListModel<>();
    private final JList<Problem> list = new JList<>(model);
    private final JLabel empty = new JLabel();
    private final List<Consumer<Problem>> selectListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> countListeners = new CopyOnWriteArrayList<>();

    public ProblemsPanel(Document doc) {
        super(new BorderLayout());
        this.doc = doc;
        setName("problems");
        list.setName("problems.list");
        list.getAccessibleContext().setAccessibleName("problems");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean sel,
                                                          boolean focus) {
                Problem p = (Problem) value;
                String text = Texts.of(Strings.locale()).render(p.reason());
                String where = p.at() != null ? p.at().toString() : p.path();
                super.getListCellRendererComponent(l, "<html><b>" + escape(where) + "</b> &nbsp;" + escape(text)
                        + " <font color='gray'>(" + escape(p.path()) + ")</font></html>", index, sel, focus);
                return this;
            }
        });
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                Problem p = list.getSelectedValue();
                if (p != null) {
                    for (Consumer<Problem> l : selectListeners) {
                        l.accept(p);
                    }
                }
            }
        });
        list.addListSelectionListener(e -> {
            Problem p = list.getSelectedValue();
            if (!e.getValueIsAdjusting() && p != null) {
                for (Consumer<Problem> l : selectListeners) {
                    l.accept(p);
                }
            }
        });
        empty.setName("problems.none");
        empty.setBorder(javax.swing.BorderFactory.createEmptyBorder(6, 8, 6, 8));
        add(new JScrollPane(list), BorderLayout.CENTER);
        add(empty, BorderLayout.NORTH);
        doc.addListener(this::refresh);
        refresh();
    }

    /** Re-checks the position. */
    public void refresh() {
        List<Problem> problems = kudde.ui.doc.Derived.of(doc.scenario()).problems();
        model.clear();
        for (Problem p : problems) {
            model.addElement(p);
        }
        empty.setText(problems.isEmpty() ? Strings.get("problems.none") : Strings.format("problems.count", problems.size()));
        for (Runnable r : countListeners) {
            r.run();
        }
    }

    public int count() {
        return model.size();
    }

    public void addSelectListener(Consumer<Problem> l) {
        selectListeners.add(l);
    }

    public void addCountListener(Runnable r) {
        countListeners.add(r);
    }

    /** Relabels after a language switch. */
    public void relabel() {
        refresh();
        list.repaint();
    }

    private static String escape(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;");
    }
}

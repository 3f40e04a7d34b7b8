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
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import kudde.engine.model.Pos;
import kudde.engine.position.Problem;
import kudde.explain.Texts;
import kudde.tutor.Composer;
import kudde.ui.doc.Document;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;

/**
 * Every reason the position is impossible, live while editing (the same check the scenario
 * reader makes), and under it what {@code check} says of the file, live too: whether its expected
 * result holds and each difference, a turn the engine refuses (shown as soon as the file opens,
 * not only at its step) and notices that do not block, such as a tile used more often than the
 * game has it. Clicking a problem selects its place on the board.
 */
public final class ProblemsPanel extends JPanel {
    private static final long serialVersionUID = 1L;
    /** The window's texts. */
    private final Strings texts;

    private final Document doc;
    private final DefaultListModel<Problem> model = new DefaultListModel<>();
    private final JList<Problem> list = new JList<>(model);
    // What was checked is a sentence or two: it wraps at the dock's width rather than being cut.
    private final JTextArea empty = InspectorForm.wrapped("");
    // The check's verdict too: a long one ("Check passes, but the file has no expected result: …") wraps.
    private final JTextArea check = InspectorForm.wrapped("");
    private final DefaultListModel<String> noticeModel = new DefaultListModel<>();
    private final JList<String> notices = new JList<>(noticeModel);
    private final List<Consumer<Problem>> selectListeners = new CopyOnWriteArrayList<>();
    private final List<Runnable> countListeners = new CopyOnWriteArrayList<>();

    public ProblemsPanel(Document doc, Strings texts) {
        super(new BorderLayout());
        this.texts = texts;
        this.doc = doc;
        setName("problems");
        list.setName("problems.list");
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> l, Object value, int index, boolean sel,
                                                          boolean focus) {
                Problem p = (Problem) value;
                String text = Texts.of(texts.locale()).render(p.reason());
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
        check.setName("problems.check");
        check.setBorder(javax.swing.BorderFactory.createEmptyBorder(2, 8, 4, 8));
        notices.setName("problems.notices");
        JPanel lists = new JPanel(new BorderLayout());
        lists.add(list, BorderLayout.NORTH);
        lists.add(notices, BorderLayout.CENTER);
        JPanel head = new JPanel(new BorderLayout());
        head.add(empty, BorderLayout.NORTH);
        head.add(check, BorderLayout.SOUTH);
        // The summary scrolls with the lists: in a low dock (a large text size) it is scrolled to,
        // not cut off above them; its lines wrap at the dock's width.
        JPanel all = new kudde.ui.kit.FitWidthPanel(new BorderLayout());
        all.add(head, BorderLayout.NORTH);
        all.add(lists, BorderLayout.CENTER);
        add(new JScrollPane(all), BorderLayout.CENTER);
        doc.addListener(this::refresh);
        named();
        refresh();
    }

    /** The names a screen reader says for the two lists, in the language shown. */
    private void named() {
        list.getAccessibleContext().setAccessibleName(texts.get("dock.problems"));
        notices.getAccessibleContext().setAccessibleName(texts.get("problems.notices"));
    }

    /** Re-checks the position. */
    public void refresh() {
        List<Problem> problems = doc.derived().problems();
        model.clear();
        for (Problem p : problems) {
            model.addElement(p);
        }
        checkFile();
        empty.setText(!problems.isEmpty() ? texts.format("problems.count", problems.size())
                : noticeModel.isEmpty() ? texts.get("problems.none") : texts.get("problems.noneButNotices"));
        for (Runnable r : countListeners) {
            r.run();
        }
    }

    /** The file as {@code check} judges it, and the notices that do not block. */
    private void checkFile() {
        kudde.engine.model.Scenario s = doc.scenario();
        noticeModel.clear();
        kudde.scenario.CheckVerdict v = doc.derived(s).verdict(doc.lesson(), texts.locale());
        if (v == null) {
            check.setText(texts.get("problems.check.unresolved"));
        } else if (v.error() != null) {
            check.setText(texts.format("problems.check.illegal", v.error().turn() + 1));
            noticeModel.addElement(texts.format("problems.notice.illegal", v.error().turn() + 1,
                    TurnMode.reason(v.error(), texts)));
        } else if (!v.differences().isEmpty()) {
            check.setText(texts.format("problems.check.differs", v.differences().size()));
            for (String d : v.differences()) {
                noticeModel.addElement(d);
            }
        } else {
            check.setText(texts.get(s.expect() == null ? "problems.check.noExpect" : "problems.check.holds"));
        }
        Theme.foreground(check, v != null && !v.passes() ? "Kudde.error" : "Label.foreground");
        for (java.util.Map.Entry<kudde.engine.tile.TileType, Integer> e : kudde.tutor.Composer.overused(s).entrySet()) {
            noticeModel.addElement(texts.format("problems.notice.copies", e.getKey().id(), e.getValue(),
                    e.getKey().count()));
        }
        for (Pos at : Composer.islands(s)) {
            noticeModel.addElement(texts.format("problems.notice.island", at.toString()));
        }
    }

    /** The check's verdict line, as shown. */
    public String checkText() {
        return check.getText();
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
        named();
        refresh();
        list.repaint();
    }

    private static String escape(String s) {
        return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;");
    }
}

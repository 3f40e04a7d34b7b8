package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Point;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JTable;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import javax.swing.table.TableCellRenderer;
import javax.swing.text.JTextComponent;
import kudde.engine.board.Board;
import kudde.tutor.Timeline;
import kudde.ui.doc.Lessons;
import org.junit.jupiter.api.Test;

/**
 * The learner's window at the size of a common laptop (docs/learning.md): every bundled lesson
 * opens fitted — its tiles as large as the board allows and centred — and at 1280 × 800, in English
 * and in Dutch, at every step of every lesson and at its first question, no label, button, table
 * cell or wrapped text of the window is cut: each is as wide as it asks to be (as high, for a
 * wrapped text), and none sticks out of the part of the window that shows it (a text the side's
 * scroll pane scrolls out of view counts as shown: the learner scrolls to it, never sideways).
 */
@GuiTest
class LearnWindowGuiTest extends WindowTest {

    @Test
    void everyLessonOpensFittedAndCentred() {
        window.resizeTo(new Dimension(1280, 800));
        window.robot().waitForIdle();
        List<String> out = new ArrayList<>();
        for (String name : Lessons.list()) {
            edt(() -> {
                main.learnLesson(name);
                return null;
            });
            settle();
            out.addAll(edt(() -> fitted(name)));
        }
        assertThat(out).as("lessons not fitted to the board").isEmpty();
    }

    /** Whether the lesson's tiles at its last step fill the board on one axis (or are as large as a tile may be) and are centred. */
    private List<String> fitted(String name) {
        Timeline t = main.tutor().tutor().timeline();
        if (t == null) {
            return List.of(name + ": not resolved");
        }
        Board b = t.boardAt(t.size() == 0 ? Timeline.START : t.size() - 1);
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = Integer.MIN_VALUE;
        int maxY = Integer.MIN_VALUE;
        for (int i = 0; i < b.tileCount(); i++) {
            minX = Math.min(minX, b.x(i));
            minY = Math.min(minY, b.y(i));
            maxX = Math.max(maxX, b.x(i) + 1);
            maxY = Math.max(maxY, b.y(i) + 1);
        }
        // The squares where an exercise's tile may go belong to the lesson's play too.
        for (kudde.engine.model.Pos p : main.tutor().tutor().exerciseSquares()) {
            minX = Math.min(minX, p.x());
            minY = Math.min(minY, p.y());
            maxX = Math.max(maxX, p.x() + 1);
            maxY = Math.max(maxY, p.y() + 1);
        }
        Point a = main.boardView().toScreen(minX, minY);
        Point z = main.boardView().toScreen(maxX, maxY);
        int w = main.boardView().getWidth();
        int h = main.boardView().getHeight();
        double tile = main.boardView().camera().scale();
        List<String> out = new ArrayList<>();
        String at = name + ": tiles at " + a + "-" + z + " in " + w + "x" + h + ", " + Math.round(tile) + " px a tile";
        if (a.x < 0 || a.y < 0 || z.x > w || z.y > h) {
            out.add(at + " reach outside the board");
        }
        // As large as fits: the tiles fill most of the width or the height (a 2 x 2 lesson in a
        // square board leaves a margin of a third of a tile each side), unless a tile is as large as
        // learn mode draws one. The workbench's fit, a tile's margin all round, fills 2 of 4 tiles.
        boolean fills = (z.x - a.x) >= 0.7 * w || (z.y - a.y) >= 0.7 * h;
        if (!fills && tile < kudde.ui.kit.Theme.number("Kudde.learn.largestTileWidth") - 1) {
            out.add(at + " fill neither the width nor the height");
        }
        if (Math.abs((a.x + z.x) / 2.0 - w / 2.0) > 2 + tile || Math.abs((a.y + z.y) / 2.0 - h / 2.0) > 2 + tile) {
            out.add(at + " are not centred");
        }
        return out;
    }

    @Test
    void nothingIsCutAt1280By800InEitherLanguage() {
        window.resizeTo(new Dimension(1280, 800));
        window.robot().waitForIdle();
        List<String> out = new ArrayList<>();
        int looked = 0;
        for (String lang : List.of("en", "nl")) {
            window.menuItem("menu.view.language." + lang).click();
            window.robot().waitForIdle();
            for (String name : Lessons.list()) {
                Timeline t = learned(name, out);
                if (t == null) {
                    continue;
                }
                // The lesson's first question and every step, looked at in one go on the event thread,
                // each once the window has done all it does for it (drained): handing each step over
                // from the test's thread and waiting for it there cost more than the steps themselves
                // on a busy machine.
                Looked seen = edt(() -> {
                    List<String> here = new ArrayList<>();
                    int positions = 1;
                    // The first question, as it is asked (the quiz holds the timeline before its step).
                    main.tutor().tutor().setQuizMode(true);
                    t.end();
                    drained();
                    here.addAll(cut(main.getContentPane(), lang + " " + name + " first question "));
                    main.tutor().tutor().setQuizMode(false);
                    for (int step = Timeline.START; step < t.size(); step++) {
                        t.select(step);
                        drained();
                        here.addAll(cut(main.getContentPane(), lang + " " + name + " step " + step + " "));
                        positions++;
                    }
                    return new Looked(positions, here);
                });
                looked += seen.positions();
                out.addAll(seen.cut());
            }
        }
        assertThat(out).as("texts cut at 1280 x 800").isEmpty();
        assertThat(looked).as("positions looked at").isGreaterThan(200);
    }

    /** How many positions of a lesson were looked at, and what was cut in them. */
    private record Looked(int positions, List<String> cut) {
    }

    /**
     * On the event thread: dispatches what is queued now, and what that queues in turn, until nothing
     * is left, as the robot's wait for an idle queue does from the test's thread ({@link #settle}),
     * without handing over to another thread (Swing's secondary loop runs the events meanwhile). Like
     * the robot's wait it gives up after 10 s of a queue that never empties (a timer that fires on).
     */
    private static void drained() {
        java.awt.EventQueue queue = java.awt.Toolkit.getDefaultToolkit().getSystemEventQueue();
        java.awt.SecondaryLoop loop = queue.createSecondaryLoop();
        long until = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
        Runnable whenEmpty = new Runnable() {
            @Override
            public void run() {
                if (queue.peekEvent() == null || System.nanoTime() > until) {
                    loop.exit();
                } else {
                    java.awt.EventQueue.invokeLater(this);
                }
            }
        };
        java.awt.EventQueue.invokeLater(whenEmpty);
        loop.enter();
    }

    /** Every showing text of {@code c} and below that is narrower (or, wrapped, lower) than it asks, or sticks out of view. */
    static List<String> cut(Container c, String where) {
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (!k.isShowing() || k.getWidth() <= 0) {
                continue;
            }
            String name = k.getName() == null ? k.getClass().getSimpleName() : k.getName();
            String text = k instanceof JLabel l ? l.getText() : k instanceof AbstractButton b ? b.getText()
                    : k instanceof JTextComponent tc && !(k instanceof javax.swing.JTextField) ? tc.getText() : null;
            if (text != null && !text.isBlank()) {
                Dimension want = k.getPreferredSize();
                // A text pane wraps at its width; its preferred width is its text on one line. So do the
                // kit's wrapping labels and buttons, down to their longest word (their least width).
                boolean wraps = k instanceof javax.swing.JTextArea a && a.getLineWrap() || k instanceof javax.swing.JTextPane;
                int least = k instanceof kudde.ui.kit.Wrapping ? k.getMinimumSize().width : want.width;
                if (!wraps && k.getWidth() < least - 1) {
                    out.add(where + name + " \"" + text + "\" is " + k.getWidth() + " wide of " + least);
                }
                if (k.getHeight() < want.height - 1) {
                    out.add(where + name + " \"" + shortly(text) + "\" is " + k.getHeight() + " high of " + want.height);
                }
                String off = outOfView((JComponent) k);
                if (off != null) {
                    out.add(where + name + " \"" + shortly(text) + "\" " + off);
                }
            }
            if (k instanceof JTable table) {
                out.addAll(cutCells(table, where + name));
            }
            if (k instanceof Container kc) {
                out.addAll(cut(kc, where));
            }
        }
        return out;
    }

    /**
     * The rows of {@code list} that are cut: wider than the list shows (a list in a scroll pane
     * without a sideways bar shows the viewport's width), or, rendered, wider or higher than their
     * cell (a row that wraps is only as wide as the list).
     */
    static List<String> cutRows(javax.swing.JList<?> list, String where) {
        List<String> out = new ArrayList<>();
        int shown = list.getVisibleRect().width;
        for (int i = 0; i < list.getModel().getSize(); i++) {
            Object value = list.getModel().getElementAt(i);
            Rectangle cell = list.getCellBounds(i, i);
            Component r = rendered(list, i);
            Dimension want = r.getPreferredSize();
            boolean wraps = r instanceof javax.swing.JTextArea a && a.getLineWrap();
            String row = where + list.getName() + " row " + i + " \"" + shortly(String.valueOf(value)) + "\"";
            if (cell.width > shown + 1) {
                out.add(row + " is " + cell.width + " wide, the list shows " + shown);
            }
            if (!wraps && want.width > cell.width + 1) {
                out.add(row + " needs " + want.width + " of " + cell.width + " px width");
            }
            if (want.height > cell.height + 1) {
                out.add(row + " needs " + want.height + " of " + cell.height + " px height");
            }
        }
        return out;
    }

    /** Row {@code i} of {@code list} as its renderer draws it. */
    private static <T> Component rendered(javax.swing.JList<T> list, int i) {
        return list.getCellRenderer().getListCellRendererComponent(list, list.getModel().getElementAt(i), i, false, false);
    }

    /**
     * Where {@code k} is cut by the parts that hold it, or null: it must show its whole width; its
     * whole height too, unless a scroll pane holds it (then the learner scrolls to it).
     */
    private static String outOfView(JComponent k) {
        Rectangle seen = k.getVisibleRect();
        boolean scrolled = SwingUtilities.getAncestorOfClass(JViewport.class, k) != null;
        if (scrolled && seen.height == 0) {
            return null;
        }
        if (seen.width < k.getWidth() - 1) {
            return "shows " + seen.width + " of its " + k.getWidth() + " px width";
        }
        if (!scrolled && seen.height < k.getHeight() - 1) {
            return "shows " + seen.height + " of its " + k.getHeight() + " px height";
        }
        return null;
    }

    /** The header and cells of {@code table} wider than their column. */
    private static List<String> cutCells(JTable table, String where) {
        List<String> out = new ArrayList<>();
        for (int col = 0; col < table.getColumnCount(); col++) {
            int width = table.getColumnModel().getColumn(col).getWidth();
            javax.swing.table.JTableHeader header = table.getTableHeader();
            if (header != null && header.isShowing()) {
                TableCellRenderer hr = table.getColumnModel().getColumn(col).getHeaderRenderer();
                hr = hr == null ? header.getDefaultRenderer() : hr;
                Component h = hr.getTableCellRendererComponent(table, table.getColumnName(col), false, false, -1, col);
                if (h.getPreferredSize().width > width + 1) {
                    out.add(where + " header \"" + table.getColumnName(col) + "\" needs " + h.getPreferredSize().width + " of " + width);
                }
            }
            for (int row = 0; row < table.getRowCount(); row++) {
                Component r = table.prepareRenderer(table.getCellRenderer(row, col), row, col);
                if (r.getPreferredSize().width > width + 1) {
                    out.add(where + " [" + row + "," + col + "] \"" + table.getValueAt(row, col) + "\" needs "
                            + r.getPreferredSize().width + " of " + width);
                }
            }
        }
        return out;
    }

    private static String shortly(String s) {
        return s.length() > 60 ? s.substring(0, 57) + "…" : s;
    }
}

package kudde.ui.course;

import java.awt.Component;
import java.awt.Dimension;
import java.awt.Rectangle;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JPanel;
import javax.swing.Scrollable;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Theme;

/**
 * The scrolling part of the course screen, laid out by hand so that every text gets the height its
 * wrapped lines need at the width there is (a layout that asks a text for one preferred size cuts
 * it): the lines at the top (where the learner left off, the next lesson, each with its button),
 * then each topic with its lessons and, beside them, its practice, in two columns when there is
 * room for both and one above the other when there is not. It takes the scroll pane's width and
 * scrolls only up and down.
 */
final class CourseBody extends JPanel implements Scrollable {
    private static final long serialVersionUID = 1L;

    /** One part of the body, top to bottom. */
    sealed interface Part permits Full, WithButton, Columns {
    }

    /** A component across the whole width. */
    record Full(JComponent c, int gapBefore) implements Part {
    }

    /** A text with a button at its right (the button keeps its own size; the text wraps beside it). */
    record WithButton(TextBlock text, JButton button, int gapBefore) implements Part {
    }

    /** A topic's lessons and its practice: side by side, or one above the other. */
    record Columns(TextBlock leftCaption, List<LessonRow> left, TextBlock rightCaption, List<LessonRow> right)
            implements Part {
    }

    private final List<Part> parts = new ArrayList<>();
    private int laidOutWidth = -1;

    CourseBody() {
        super(null);
        setName("courseBody");
    }

    void clear() {
        parts.clear();
        removeAll();
    }

    void add(Part p) {
        parts.add(p);
        if (p instanceof Full f) {
            add(f.c());
        } else if (p instanceof WithButton w) {
            add(w.text());
            add(w.button());
        } else if (p instanceof Columns c) {
            if (c.leftCaption() != null) {
                add(c.leftCaption());
            }
            c.left().forEach(this::add);
            if (c.rightCaption() != null) {
                add(c.rightCaption());
            }
            c.right().forEach(this::add);
        }
    }

    /** The rows in the order a learner reads them: topic by topic, lessons then practice. */
    List<LessonRow> rows() {
        List<LessonRow> out = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Columns c) {
                out.addAll(c.left());
                out.addAll(c.right());
            }
        }
        return out;
    }

    private static int gap() {
        return Theme.number("Kudde.course.gapPadding");
    }

    /** Lays the parts out at {@code width}, or only measures them when {@code place} is false; returns the height. */
    private int layout(int width, boolean place) {
        int inset = Theme.number("Kudde.course.insetPadding");
        int most = Theme.number("Kudde.course.maximumWidth");
        int w = Math.max(1, Math.min(width - 2 * inset, most));
        int x0 = Math.max(inset, (width - w) / 2);
        int y = inset;
        int gap = gap();
        for (Part p : parts) {
            if (p instanceof Full f) {
                y += f.gapBefore();
                int h = height(f.c(), w);
                put(place, f.c(), x0, y, w, h);
                y += h + gap;
            } else if (p instanceof WithButton b) {
                if (!b.text().isVisible()) {
                    put(place, b.text(), 0, 0, 0, 0);
                    put(place, b.button(), 0, 0, 0, 0);
                    continue;
                }
                y += b.gapBefore();
                if (!b.button().isVisible()) {
                    int th = b.text().heightFor(w);
                    put(place, b.text(), x0, y, w, th);
                    y += th + gap;
                    continue;
                }
                Dimension bp = b.button().getPreferredSize();
                int tw = Math.max(1, w - bp.width - gap);
                int th = b.text().heightFor(tw);
                int h = Math.max(th, bp.height);
                put(place, b.text(), x0, y + (h - th) / 2, tw, th);
                put(place, b.button(), x0 + w - bp.width, y + (h - bp.height) / 2, bp.width, bp.height);
                y += h + gap;
            } else if (p instanceof Columns c) {
                boolean two = !c.left().isEmpty() && !c.right().isEmpty()
                        && w >= 2 * Theme.number("Kudde.course.columnMinimumWidth") + gap;
                if (two) {
                    int cw = (w - gap) / 2;
                    int a = column(c.leftCaption(), c.left(), x0, y, cw, place);
                    int b = column(c.rightCaption(), c.right(), x0 + cw + gap, y, w - cw - gap, place);
                    y = Math.max(a, b);
                } else {
                    y = column(c.leftCaption(), c.left(), x0, y, w, place);
                    y = column(c.rightCaption(), c.right(), x0, y, w, place);
                }
                y += gap;
            }
        }
        return y + inset;
    }

    /** A caption and its rows, from {@code y} down; returns the y below them. */
    private int column(TextBlock caption, List<LessonRow> rows, int x, int y, int w, boolean place) {
        if (rows.isEmpty()) {
            if (caption != null) {
                put(place, caption, 0, 0, 0, 0);
            }
            return y;
        }
        int gap = Theme.number("Kudde.course.rowGapPadding");
        if (caption != null) {
            int h = caption.heightFor(w);
            put(place, caption, x, y, w, h);
            y += h + gap;
        }
        for (LessonRow r : rows) {
            int h = r.heightFor(w);
            put(place, r, x, y, w, h);
            y += h + gap;
        }
        return y;
    }

    private static int height(JComponent c, int w) {
        if (c instanceof TextBlock t) {
            return t.heightFor(w);
        }
        if (c instanceof LessonRow r) {
            return r.heightFor(w);
        }
        return c.getPreferredSize().height;
    }

    private static void put(boolean place, Component c, int x, int y, int w, int h) {
        if (place) {
            c.setBounds(x, y, w, h);
        }
    }

    @Override
    public void doLayout() {
        layout(getWidth(), true);
    }

    private int width() {
        if (getWidth() > 0) {
            return getWidth();
        }
        Component p = getParent();
        return p != null && p.getWidth() > 0 ? p.getWidth() : Theme.number("Kudde.course.maximumWidth");
    }

    @Override
    public Dimension getPreferredSize() {
        int w = width();
        return new Dimension(Theme.number("Kudde.course.columnMinimumWidth"), layout(w, false));
    }

    @Override
    public void setBounds(int x, int y, int w, int h) {
        super.setBounds(x, y, w, h);
        // The height follows the width: at a new width the scroll pane must ask again.
        if (w != laidOutWidth) {
            laidOutWidth = w;
            if (layout(w, false) != h) {
                SwingUtilities.invokeLater(this::revalidate);
            }
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return Theme.number("Kudde.course.scrollUnitPadding");
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return Math.max(Theme.number("Kudde.course.scrollUnitPadding"), visible.height - Theme.number("Kudde.course.scrollUnitPadding"));
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return false;
    }
}

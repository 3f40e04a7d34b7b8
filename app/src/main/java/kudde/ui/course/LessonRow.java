package kudde.ui.course;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.FocusEvent;
import java.awt.event.FocusListener;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;
import kudde.tutor.Course;
import kudde.ui.kit.Theme;

/**
 * One lesson on the course screen, as a learner reads it: the done mark (or the mark of the lesson
 * suggested next) in a column of its own, so it is always seen, the full title wrapped over as
 * many lines as it takes, and beneath it what the lesson is (a lesson with questions, an exercise,
 * a refused move) and how many of its exercises are solved. It takes the focus; Enter, Space or a
 * click opens it.
 */
final class LessonRow extends JComponent {
    private static final long serialVersionUID = 1L;

    /** The row's mark: done, suggested next, or none. */
    enum Mark { NONE, DONE, NEXT }

    private final Course.Entry entry;
    private String title = "";
    private String detail = "";
    private String markText = "";
    private Mark mark = Mark.NONE;
    private boolean hover;

    LessonRow(Course.Entry entry, Runnable open) {
        this.entry = entry;
        setName("course." + entry.name());
        setFocusable(true);
        setRequestFocusEnabled(true);
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getButton() == MouseEvent.BUTTON1) {
                    open.run();
                }
            }

            @Override
            public void mouseEntered(MouseEvent e) {
                hover = true;
                repaint();
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover = false;
                repaint();
            }
        });
        addFocusListener(new FocusListener() {
            @Override
            public void focusGained(FocusEvent e) {
                scrollRectToVisible(new java.awt.Rectangle(0, 0, getWidth(), getHeight()));
                repaint();
            }

            @Override
            public void focusLost(FocusEvent e) {
                repaint();
            }
        });
        updateUI();
    }

    Course.Entry entry() {
        return entry;
    }

    /** New words (a language switch) or a new mark (a lesson done). */
    void set(String title, String detail, Mark mark, String markText, String accessible) {
        boolean changed = !title.equals(this.title) || !detail.equals(this.detail) || mark != this.mark;
        this.title = title;
        this.detail = detail;
        this.mark = mark;
        this.markText = markText;
        getAccessibleContext().setAccessibleName(accessible);
        setToolTipText(null);
        if (changed) {
            revalidate();
            repaint();
        }
    }

    String title() {
        return title;
    }

    Mark mark() {
        return mark;
    }

    private Font titleFont() {
        Font f = UIManager.getFont("large.font");
        return f != null ? f : getFont();
    }

    private Font detailFont() {
        Font f = UIManager.getFont("Label.font");
        return f != null ? f : getFont();
    }

    private int pad() {
        return Theme.number("Kudde.course.rowPadding");
    }

    /** The width of the mark's column: the wider of the two marks, in the title's font. */
    private int markWidth() {
        FontMetrics fm = getFontMetrics(titleFont().deriveFont(Font.BOLD));
        return Math.max(fm.stringWidth("✓"), fm.stringWidth("▶")) + pad();
    }

    private int textWidth(int width) {
        return Math.max(1, width - 2 * pad() - markWidth());
    }

    /** The title's lines at the row's current width. */
    List<String> titleLines() {
        return TextBlock.wrap(title, getFontMetrics(titleFont()), textWidth(getWidth()));
    }

    /** Whether every line of the title fits the width it is painted in, and every line fits the row's height. */
    boolean titleWhole() {
        FontMetrics fm = getFontMetrics(titleFont());
        int w = textWidth(getWidth());
        for (String line : titleLines()) {
            if (fm.stringWidth(line) > w) {
                return false;
            }
        }
        return String.join(" ", titleLines()).replace(" ", "").equals(title.replaceAll("\\s+", ""))
                && heightFor(getWidth()) <= getHeight();
    }

    int heightFor(int width) {
        FontMetrics t = getFontMetrics(titleFont());
        FontMetrics d = getFontMetrics(detailFont());
        int lines = TextBlock.wrap(title, t, textWidth(width)).size() * t.getHeight();
        if (!detail.isEmpty()) {
            lines += TextBlock.wrap(detail, d, textWidth(width)).size() * d.getHeight();
        }
        return lines + 2 * pad();
    }

    @Override
    public Dimension getPreferredSize() {
        return new Dimension(getFontMetrics(titleFont()).stringWidth(title) + 2 * pad() + markWidth(),
                heightFor(Integer.MAX_VALUE / 4));
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        // A plain JComponent has none; a screen reader reads the text (and the row's state) from it.
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.PUSH_BUTTON;
                }
            };
        }
        return accessibleContext;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        int arc = Theme.number("Kudde.course.rowArcWidth");
        boolean focus = isFocusOwner();
        Color fill = focus ? Theme.colour("List.selectionBackground") : hover ? Theme.colour("Button.hoverBackground") : null;
        if (fill != null) {
            g2.setColor(fill);
            g2.fillRoundRect(0, 0, getWidth() - 1, getHeight() - 1, arc, arc);
        }
        g2.setColor(Theme.colour(focus ? "Component.focusColor" : "Component.borderColor"));
        g2.setStroke(new BasicStroke(focus ? 2f : 1f));
        g2.drawRoundRect(1, 1, getWidth() - 3, getHeight() - 3, arc, arc);
        Color ink = Theme.colour(focus ? "List.selectionForeground" : "Label.foreground");
        int x = pad();
        int y = pad();
        Font tf = titleFont();
        FontMetrics tm = g2.getFontMetrics(tf);
        if (mark != Mark.NONE) {
            g2.setFont(tf.deriveFont(Font.BOLD));
            // On the focus's fill the mark takes the fill's ink, or the accent would vanish in it.
            g2.setColor(focus ? ink : mark == Mark.DONE ? Theme.colour("Kudde.course.done") : Theme.colour("Kudde.course.next"));
            g2.drawString(markText, x, y + tm.getAscent());
        }
        x += markWidth();
        g2.setFont(tf);
        g2.setColor(ink);
        for (String line : titleLines()) {
            g2.drawString(line, x, y + tm.getAscent());
            y += tm.getHeight();
        }
        if (!detail.isEmpty()) {
            Font df = detailFont();
            FontMetrics dm = g2.getFontMetrics(df);
            g2.setFont(df);
            g2.setColor(Theme.colour(focus ? "List.selectionForeground" : "Label.disabledForeground"));
            for (String line : TextBlock.wrap(detail, dm, textWidth(getWidth()))) {
                g2.drawString(line, x, y + dm.getAscent());
                y += dm.getHeight();
            }
        }
        g2.dispose();
    }
}

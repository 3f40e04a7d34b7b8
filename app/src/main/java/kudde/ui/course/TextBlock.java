package kudde.ui.course;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComponent;
import javax.swing.UIManager;

/**
 * Text that wraps at whatever width it is given and is never cut: its height follows its width
 * ({@link #heightFor}), and {@link CourseBody} lays it out so. A word longer than a whole line is
 * broken inside, rather than cut off at the edge.
 */
class TextBlock extends JComponent {
    private static final long serialVersionUID = 1L;

    private String text = "";
    private final String fontKey;
    private final String colourKey;
    private final int style;

    /**
     * @param fontKey   a font of the look ({@code h2.font}, {@code Label.font})
     * @param colourKey a colour of the look for the text ({@code Label.foreground})
     */
    TextBlock(String name, String fontKey, int style, String colourKey) {
        this.fontKey = fontKey;
        this.colourKey = colourKey;
        this.style = style;
        setName(name);
        setFocusable(false);
        updateUI();
    }

    @Override
    public void updateUI() {
        super.updateUI();
        Font f = fontKey == null ? null : UIManager.getFont(fontKey);
        setFont((f != null ? f : UIManager.getFont("Label.font")).deriveFont(style));
    }

    void setText(String t) {
        String s = t == null ? "" : t;
        if (!s.equals(text)) {
            text = s;
            getAccessibleContext().setAccessibleName(s);
            revalidate();
            repaint();
        }
    }

    String text() {
        return text;
    }

    /** The lines the text is shown in at the current width. */
    List<String> lines() {
        return wrap(text, getFontMetrics(getFont()), getWidth());
    }

    /** The height the whole text needs at {@code width}. */
    int heightFor(int width) {
        FontMetrics fm = getFontMetrics(getFont());
        return wrap(text, fm, width).size() * fm.getHeight();
    }

    @Override
    public Dimension getPreferredSize() {
        FontMetrics fm = getFontMetrics(getFont());
        return new Dimension(fm.stringWidth(text), fm.getHeight());
    }

    @Override
    public javax.accessibility.AccessibleContext getAccessibleContext() {
        // A plain JComponent has none; a screen reader reads the text (and the row's state) from it.
        if (accessibleContext == null) {
            accessibleContext = new AccessibleJComponent() {
                private static final long serialVersionUID = 1L;

                @Override
                public javax.accessibility.AccessibleRole getAccessibleRole() {
                    return javax.accessibility.AccessibleRole.LABEL;
                }
            };
        }
        return accessibleContext;
    }

    @Override
    protected void paintComponent(Graphics g) {
        Graphics2D g2 = (Graphics2D) g.create();
        g2.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g2.setFont(getFont());
        g2.setColor(kudde.ui.kit.Theme.colour(colourKey));
        FontMetrics fm = g2.getFontMetrics();
        int y = fm.getAscent();
        for (String line : lines()) {
            g2.drawString(line, 0, y);
            y += fm.getHeight();
        }
        g2.dispose();
    }

    /**
     * {@code text} in lines no wider than {@code width}: broken between words, and inside a word
     * only when the word alone is wider than a line. At least one line.
     */
    static List<String> wrap(String text, FontMetrics fm, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            String tried = line.length() == 0 ? word : line + " " + word;
            if (fm.stringWidth(tried) <= width || line.length() == 0 && fm.stringWidth(word) <= width) {
                line.setLength(0);
                line.append(tried);
                continue;
            }
            if (line.length() > 0) {
                out.add(line.toString());
                line.setLength(0);
            }
            // The word on a line of its own; broken where a line is full if it is wider still.
            String rest = word;
            while (fm.stringWidth(rest) > width && rest.length() > 1) {
                int n = rest.length() - 1;
                while (n > 1 && fm.stringWidth(rest.substring(0, n)) > width) {
                    n--;
                }
                out.add(rest.substring(0, n));
                rest = rest.substring(n);
            }
            line.append(rest);
        }
        out.add(line.toString());
        return out;
    }
}

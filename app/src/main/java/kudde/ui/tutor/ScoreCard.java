package kudde.ui.tutor;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Insets;
import javax.swing.BorderFactory;
import javax.swing.Icon;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.table.TableCellRenderer;

/**
 * One player's row of the score table where the table's columns do not fit (a large text size in a
 * narrow dock, docs/accessibility.md): the player's figure and name on the first line, under it
 * their score, followers and shepherd, each on a line of its own and wrapped between words. The
 * table then reads from top to bottom instead of scrolling sideways.
 */
final class ScoreCard extends JPanel implements TableCellRenderer {
    private static final long serialVersionUID = 1L;

    /** What a card shows of row {@code row}: ScoreTable knows the players and the words. */
    interface Source {
        Icon figure(int row);

        String lines(int row);
    }

    private final transient Source source;
    private final JLabel name = new JLabel();
    private final JTextArea lines = new JTextArea();

    ScoreCard(Source source) {
        super(new BorderLayout());
        this.source = source;
        lines.setLineWrap(true);
        lines.setWrapStyleWord(true);
        lines.setEditable(false);
        lines.setOpaque(false);
        name.setOpaque(false);
        add(name, BorderLayout.NORTH);
        add(lines, BorderLayout.CENTER);
    }

    @Override
    public Component getTableCellRendererComponent(JTable table, Object value, boolean selected,
                                                   boolean focused, int row, int column) {
        show(table, row, value, selected);
        int width = table.getColumnModel().getColumn(column).getWidth();
        setSize(width, heightAt(width));
        doLayout();
        return this;
    }

    /** Fills the card with row {@code row} in the table's font and colours. */
    void show(JTable table, int row, Object value, boolean selected) {
        Icon figure = source.figure(row);
        String who = value == null ? "" : value.toString();
        String text = source.lines(row);
        name.setIcon(figure);
        name.setText(who);
        name.setFont(table.getFont());
        lines.setText(text);
        lines.setFont(table.getFont());
        // The lines stand under the name, not under the figure: the name starts the card.
        int indent = figure == null ? 0 : figure.getIconWidth() + name.getIconTextGap();
        int gap = Math.max(2, table.getFontMetrics(table.getFont()).getHeight() / 6);
        setBorder(BorderFactory.createEmptyBorder(gap / 2, 2, gap, 2));
        lines.setBorder(BorderFactory.createEmptyBorder(0, indent, 0, 0));
        setBackground(selected ? table.getSelectionBackground() : table.getBackground());
        java.awt.Color fg = selected ? table.getSelectionForeground() : table.getForeground();
        name.setForeground(fg);
        lines.setForeground(fg);
        // A screen reader says the player's name, then what the card's lines say.
        getAccessibleContext().setAccessibleName(who);
        getAccessibleContext().setAccessibleDescription(text);
    }

    /** How high the card is at {@code width} with its lines wrapped there. */
    int heightAt(int width) {
        Insets in = getInsets();
        lines.setSize(Math.max(1, width - in.left - in.right), Short.MAX_VALUE);
        return in.top + name.getPreferredSize().height + lines.getPreferredSize().height + in.bottom;
    }

    /** The narrowest the card can be: its name whole, and its longest word. */
    int leastWidth() {
        Insets in = getInsets();
        Insets li = lines.getBorder().getBorderInsets(lines);
        java.awt.FontMetrics fm = lines.getFontMetrics(lines.getFont());
        int word = 0;
        for (String w : lines.getText().split("\\s+")) {
            word = Math.max(word, fm.stringWidth(w));
        }
        return in.left + in.right + Math.max(name.getPreferredSize().width, li.left + word + 4);
    }
}

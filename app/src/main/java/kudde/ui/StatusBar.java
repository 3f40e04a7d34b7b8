package kudde.ui;

import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import kudde.ui.kit.Strings;
import net.miginfocom.swing.MigLayout;

/** The status line: the last message (why a tile did not fit, what was placed), problems, cell and zoom. */
public final class StatusBar extends JPanel {
    private final JLabel message = new JLabel(" ");
    private final JLabel problems = new JLabel();
    private final JLabel cell = new JLabel();
    private final JLabel zoom = new JLabel();

    public StatusBar() {
        super(new MigLayout("insets 2 8 2 8, gap 14", "[grow, fill][][][]"));
        setName("status");
        message.setName("status.message");
        problems.setName("status.problems");
        add(message, "wmin 100");
        add(problems);
        add(cell, "w 70!");
        add(zoom, "w 60!");
        setBorder(BorderFactory.createMatteBorder(1, 0, 0, 0, UIManager.getColor("Separator.foreground")));
    }

    public void message(String text) {
        message.setForeground(UIManager.getColor("Label.foreground"));
        message.setIcon(null);
        message.setText(text == null || text.isEmpty() ? " " : text);
        message.setToolTipText(text);
    }

    /** A message about something refused (a tile that does not fit): in red, with a warning sign. */
    public void warn(String text) {
        message(text);
        message.setForeground(new java.awt.Color(0xD32F2F));
        message.setIcon(new com.formdev.flatlaf.extras.FlatSVGIcon("kudde/ui/icons/warning.svg", 14, 14));
        java.awt.Toolkit.getDefaultToolkit().beep();
    }

    public String message() {
        return message.getText();
    }

    public void problems(int n) {
        problems.setText(n == 0 ? Strings.get("status.noProblems") : Strings.format("status.problems", n));
        problems.setForeground(n == 0 ? UIManager.getColor("Label.foreground") : new java.awt.Color(0xD32F2F));
    }

    public void cell(String text) {
        cell.setText(text == null ? "" : text);
    }

    public void zoom(double pixelsPerTile) {
        zoom.setText(Math.round(pixelsPerTile / 96 * 100) + " %");
    }
}

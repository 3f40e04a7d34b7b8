package kudde.ui;

import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.nio.file.Path;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.WindowConstants;
import kudde.ui.kit.Strings;
import kudde.ui.kit.Theme;
import net.miginfocom.swing.MigLayout;

/**
 * Tells the user that Kudde failed (a bug, not their doing), that the open document is safe, where
 * the report is logged, and offers the report to copy for a bug report (README, "Reporting a
 * problem"). In the language the window speaks. Shown by {@link CrashReporter}.
 */
final class CrashDialog extends JDialog {
    private static final long serialVersionUID = 1L;
    private static final int SUMMARY = 140;
    private final Strings texts;
    private final String report;
    private final JLabel copied = new JLabel(" ");

    CrashDialog(Window owner, Strings texts, Throwable failure, String report, Path log) {
        super(owner, texts.get("crash.title"), ModalityType.APPLICATION_MODAL);
        this.texts = texts;
        this.report = report;
        setName("crash.dialog");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        JPanel p = new JPanel(new MigLayout("insets dialog, wrap 1, fill", "[grow, fill]", "[][grow, fill][][]"));
        JTextArea text = new JTextArea(report);
        text.setName("crash.report");
        text.setEditable(false);
        // The report's long lines wrap rather than scroll sideways; what is copied is the report as it is.
        text.setLineWrap(true);
        text.setWrapStyleWord(true);
        text.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(text);
        // The theme's size at 100 % text, grown with the text (View ▸ Text size).
        scroll.setPreferredSize(com.formdev.flatlaf.util.UIScale.scale(Theme.size("Kudde.crash.report.preferredSize")));
        // The message wraps as wide as the report under it, and the dialog stays inside the screen at
        // any text size: at 200 % its lines made it 1,964 px wide on a 1,024 px screen, Close out of reach.
        JLabel message = new JLabel(kudde.ui.kit.SwingTexts.wrappedOnScreen(texts.format("crash.message",
                html(summary(failure)), html(log.toAbsolutePath().toString())), owner, scroll.getPreferredSize().width));
        message.setName("crash.message");
        p.add(message);
        p.add(scroll);
        copied.setName("crash.copied");
        p.add(copied);
        JButton copy = new JButton(texts.get("crash.copy"));
        copy.setName("crash.copy");
        copy.addActionListener(e -> copy());
        JButton close = new JButton(texts.get("crash.close"));
        close.setName("crash.close");
        close.addActionListener(e -> dispose());
        p.add(copy, "split 2, tag other, sizegroup b");
        p.add(close, "tag ok, sizegroup b");
        setContentPane(p);
        getRootPane().setDefaultButton(close);
        kudde.ui.kit.Screens.packInside(this, owner, scroll);
    }

    /** Puts the whole report on the clipboard, to paste into a bug report. */
    private void copy() {
        try {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(report), null);
            copied.setText(texts.get("crash.copied"));
        } catch (IllegalStateException | SecurityException e) {
            // Another program holds the clipboard: the report stays selectable in the box above.
            copied.setText(texts.get("crash.copyFailed"));
        }
    }

    /** The failure in a line the dialog can hold; the report below has all of it. */
    private static String summary(Throwable failure) {
        String s = String.valueOf(failure);
        return s.length() <= SUMMARY ? s : s.substring(0, SUMMARY) + "…";
    }

    /** Text as it reads inside the message's HTML (a failure's text may hold a '<'). */
    private static String html(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}

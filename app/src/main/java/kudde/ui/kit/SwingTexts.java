package kudde.ui.kit;

import java.awt.Component;
import java.io.File;
import java.util.function.Supplier;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.UIManager;

/**
 * Swing's own dialogs in the language of the window that opens them. A file chooser's buttons and
 * labels and a message box's OK, Cancel, Yes and No are no texts Kudde hands over: the look reads
 * them from {@code UIManager}, global to the JVM, when it makes the dialog's parts (and the JDK has
 * no Dutch for them). So they are put there, from the window's texts ({@code swing.*} in its
 * bundle), only while the dialog is made, on the event thread, and taken out again: the dialog
 * keeps what it read, and no other window's dialog ever reads them. With two windows in one JVM
 * each one's dialogs speak its own language, whichever was made or switched last
 * (DialogLanguageGuiTest). Kudde puts these keys nowhere else.
 */
public final class SwingTexts {
    private static final String[] KEYS = {
        "FileChooser.openButtonText", "FileChooser.saveButtonText", "FileChooser.cancelButtonText",
        "FileChooser.openDialogTitleText", "FileChooser.saveDialogTitleText", "FileChooser.lookInLabelText",
        "FileChooser.saveInLabelText", "FileChooser.fileNameLabelText", "FileChooser.filesOfTypeLabelText",
        "FileChooser.acceptAllFileFilterText", "FileChooser.upFolderToolTipText", "FileChooser.newFolderToolTipText",
        "OptionPane.okButtonText", "OptionPane.cancelButtonText", "OptionPane.yesButtonText",
        "OptionPane.noButtonText",
    };

    private SwingTexts() {
    }

    /**
     * What {@code make} makes, its look having read Swing's texts in {@code texts}' language (a
     * chooser or an option pane reads them when it is made). Event thread only.
     */
    public static <T> T made(Strings texts, Supplier<T> make) {
        for (String k : KEYS) {
            if (texts.has("swing." + k)) {
                UIManager.put(k, texts.get("swing." + k));
            }
        }
        try {
            return make.get();
        } finally {
            // Back to the look's own (English) texts: a dialog made without this method shows those.
            for (String k : KEYS) {
                UIManager.put(k, null);
            }
        }
    }

    /**
     * A file chooser in {@code texts}' language, opening in {@code folder} (the user's home when
     * null), its dialog no larger than the screen's usable area: at 200 % text it was wider than a
     * 1024 px screen, its Cancel button and the ends of its texts past the edge.
     */
    public static JFileChooser chooser(Strings texts, File folder) {
        return made(texts, () -> new JFileChooser(folder) {
            private static final long serialVersionUID = 1L;

            @Override
            protected JDialog createDialog(Component parent) {
                JDialog dialog = super.createDialog(parent);
                java.awt.Rectangle usable = Screens.usableArea(dialog.getBounds());
                if (usable != null) {
                    dialog.setBounds(Screens.fit(dialog.getBounds(), usable));
                }
                return dialog;
            }
        });
    }

    /**
     * A message box with the look's buttons for {@code optionType}, in {@code texts}' language, over
     * {@code parent}; returns the option chosen as {@code JOptionPane.showOptionDialog} does
     * ({@code CLOSED_OPTION} when closed).
     */
    public static int show(Component parent, Strings texts, Object message, String title, int messageType, int optionType) {
        return show(parent, texts, message, title, messageType, optionType, null, null);
    }

    /**
     * A message box as {@link #show(Component, Strings, Object, String, int, int)} with buttons of
     * its own, {@code options} (their words), {@code initial} the one in front; returns the index of
     * the one chosen as {@code JOptionPane.showOptionDialog} does ({@code CLOSED_OPTION} when closed).
     * The questions before work is lost or replaced (unsaved changes, a file that exists, work to
     * restore) were the look's own boxes, as wide as their one line: at 200 % wider than the screen.
     */
    public static int show(Component parent, Strings texts, Object message, String title, int messageType, int optionType,
                           Object[] options, Object initial) {
        java.awt.Window owner = parent == null ? null
                : parent instanceof java.awt.Window w ? w : javax.swing.SwingUtilities.getWindowAncestor(parent);
        java.awt.Rectangle usable = Screens.usableArea(owner == null ? null : owner.getBounds());
        int most = lineWidth(usable);
        // A plain message keeps its text (what a screen reader and the tests read) and is broken
        // into lines at spaces by the look, so many letters a line as fit the width.
        javax.swing.JLabel probe = new javax.swing.JLabel();
        int letters = usable == null ? Integer.MAX_VALUE
                : Math.max(20, most / Math.max(1, probe.getFontMetrics(probe.getFont()).charWidth('n')));
        Object said = message instanceof String plain && !isHtml(plain) ? longWordsBroken(plain, letters) : wrapped(message, most);
        JOptionPane pane = made(texts, () -> new JOptionPane(said, messageType, optionType, null, options, initial) {
            private static final long serialVersionUID = 1L;

            @Override
            public int getMaxCharactersPerLineCount() {
                return letters;
            }
        });
        JDialog dialog = pane.createDialog(parent, title);
        pane.selectInitialValue();
        if (usable != null) {
            dialog.setBounds(Screens.fit(dialog.getBounds(), usable));
        }
        dialog.setVisible(true);
        dialog.dispose();
        Object chosen = pane.getValue();
        if (options != null) {
            for (int i = 0; i < options.length; i++) {
                if (options[i].equals(chosen)) {
                    return i;
                }
            }
            return JOptionPane.CLOSED_OPTION;
        }
        return chosen instanceof Integer answer ? answer : JOptionPane.CLOSED_OPTION;
    }

    /** Screen pixels to one pixel of Swing's HTML styles ({@link #wrapped}). */
    private static final float CSS_PIXEL = 1.3f;

    private static boolean isHtml(String text) {
        return text.regionMatches(true, 0, "<html>", 0, 6);
    }

    /**
     * {@code plain} with each word longer than {@code letters} broken onto lines of that many at the
     * most, after a folder's '/' or '\\' where one lies in the line's last two thirds: the look breaks a
     * message's lines at spaces only, and a file's path in an error (which has none) ran past the
     * screen's edge at 200 %. Words that fit are left as they are.
     */
    static String longWordsBroken(String plain, int letters) {
        StringBuilder out = new StringBuilder(plain.length() + 8);
        int i = 0;
        while (i < plain.length()) {
            int end = i;
            while (end < plain.length() && !Character.isWhitespace(plain.charAt(end))) {
                end++;
            }
            String word = plain.substring(i, end);
            while (word.length() > letters) {
                int cut = letters;
                for (int k = letters; k > letters / 3; k--) {
                    char c = word.charAt(k - 1);
                    if (c == '/' || c == '\\') {
                        cut = k;
                        break;
                    }
                }
                out.append(word, 0, cut).append('\n');
                word = word.substring(cut);
            }
            out.append(word);
            while (end < plain.length() && Character.isWhitespace(plain.charAt(end))) {
                out.append(plain.charAt(end++));
            }
            i = end;
        }
        return out.toString();
    }

    /**
     * An HTML message for a dialog over {@code owner}, wrapping where its lines would be wider than
     * three fifths of its screen's width, or than {@code beside} px where that is wider (the width of
     * what stands under it), though never more than nine tenths of the screen ({@link #wrapped}): a
     * dialog of the program's own that says more than a line, as the crash report.
     */
    public static String wrappedOnScreen(String html, java.awt.Window owner, int beside) {
        java.awt.Rectangle usable = Screens.usableArea(owner == null ? null : owner.getBounds());
        int most = usable == null ? Integer.MAX_VALUE : Math.min(Math.max(lineWidth(usable), beside), usable.width * 9 / 10);
        return (String) wrapped(html, most);
    }

    /** The widest a message's lines may be on a screen of {@code usable} (null: no screen). */
    private static int lineWidth(java.awt.Rectangle usable) {
        return usable == null ? Integer.MAX_VALUE : usable.width * 3 / 5;
    }

    /**
     * An HTML message whose lines would be wider than {@code most} px, wrapping in that width: at
     * 200 % Help ▸ About's lines made its box 1,932 px wide on a 1,024 px screen. Shorter ones, and
     * plain text (which the look breaks into lines itself), stay as they are.
     */
    static Object wrapped(Object message, int most) {
        if (!(message instanceof String text) || !isHtml(text)) {
            return message;
        }
        if (new javax.swing.JLabel(text).getPreferredSize().width <= most) {
            return message;
        }
        String body = text.substring(6).replaceFirst("(?i)</html>\\s*$", "");
        // Swing's HTML counts a CSS pixel as 1.3 of the screen's (javax.swing.text.html.CSS, without
        // W3C length units, which a label cannot ask for): a body of 614 "px" was 798 px wide.
        return "<html><body style='width: " + Math.round(most / CSS_PIXEL) + "px'>" + body + "</body></html>";
    }
}

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
        JOptionPane pane = made(texts, () -> new JOptionPane(message, messageType, optionType));
        JDialog dialog = pane.createDialog(parent, title);
        dialog.setVisible(true);
        dialog.dispose();
        return pane.getValue() instanceof Integer answer ? answer : JOptionPane.CLOSED_OPTION;
    }
}

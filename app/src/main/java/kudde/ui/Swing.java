package kudde.ui;

import javax.swing.UIManager;
import kudde.ui.kit.Strings;

/**
 * Texts that Swing itself shows (file chooser, option panes): the JDK has no Dutch for them,
 * so the UI bundle carries them under {@code swing.*} and they are set for the current language.
 */
final class Swing {
    private static final String[] KEYS = {
        "FileChooser.openButtonText", "FileChooser.saveButtonText", "FileChooser.cancelButtonText",
        "FileChooser.openDialogTitleText", "FileChooser.saveDialogTitleText", "FileChooser.lookInLabelText",
        "FileChooser.saveInLabelText", "FileChooser.fileNameLabelText", "FileChooser.filesOfTypeLabelText",
        "FileChooser.acceptAllFileFilterText", "FileChooser.upFolderToolTipText", "FileChooser.newFolderToolTipText",
        "OptionPane.okButtonText", "OptionPane.cancelButtonText", "OptionPane.yesButtonText",
        "OptionPane.noButtonText",
    };

    private Swing() {
    }

    static void applyDefaults(Strings texts) {
        for (String k : KEYS) {
            if (texts.has("swing." + k)) {
                UIManager.put(k, texts.get("swing." + k));
            }
        }
    }
}

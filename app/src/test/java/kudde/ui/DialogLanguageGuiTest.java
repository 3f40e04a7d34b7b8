package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.JButton;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import kudde.ui.kit.Strings;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;

/**
 * Swing's own dialogs speak the language of the window that opens them (docs/architecture.md, "No
 * hidden state"): with an English window and a Dutch one in one JVM, each one's File ▸ Open chooser
 * and each one's message box with Swing's OK and Cancel read its own window's words, whichever
 * window was made or switched last. Before, the last window made or switched set them for all
 * (UIManager): the English window's chooser, opened after the Dutch window was made, was Dutch.
 */
@GuiTest
class DialogLanguageGuiTest extends WindowTest {

    @Test
    void anEnglishAndADutchWindowEachOpenTheirDialogsInTheirOwnLanguage() {
        GuiActionRunner.execute(() -> main.setLanguage(Strings.ENGLISH));
        // Made after the English window: the last window made.
        FrameFixture other = secondWindow("nl");
        MainWindow dutch = (MainWindow) other.target();
        try {
            assertThat(chooserWords(main)).as("the English window's file chooser").isEqualTo(chooserWords(Strings.ENGLISH));
            assertThat(chooserWords(dutch)).as("the Dutch window's file chooser").isEqualTo(chooserWords(Strings.DUTCH));
            assertThat(chooserWords(main)).as("the English window's, after the Dutch one's").isEqualTo(chooserWords(Strings.ENGLISH));

            assertThat(questionButtons(main)).as("the English window's message box").containsExactly("OK", "Cancel");
            assertThat(questionButtons(dutch)).as("the Dutch window's message box").containsExactly("OK", "Annuleren");

            // The English window switched to Dutch and back: the other's dialogs do not follow.
            GuiActionRunner.execute(() -> main.setLanguage(Strings.DUTCH));
            GuiActionRunner.execute(() -> main.setLanguage(Strings.ENGLISH));
            assertThat(chooserWords(dutch)).as("the Dutch window's, after the other's switch").isEqualTo(chooserWords(Strings.DUTCH));
            assertThat(questionButtons(dutch)).as("the Dutch window's message box, after the switch").containsExactly("OK", "Annuleren");
        } finally {
            close(other);
        }
    }

    /**
     * File ▸ Open's chooser of window {@code w}: its title, its file name label and the texts of its
     * buttons that have one (Open and Cancel); then cancelled with the window's Cancel.
     */
    private List<String> chooserWords(MainWindow w) {
        SwingUtilities.invokeLater(() -> w.files().open());
        JFileChooserFixture fc = JFileChooserFinder.findFileChooser("file.chooser")
                .withTimeout(WAIT_SECONDS, TimeUnit.SECONDS).using(window.robot());
        List<String> words = new java.util.ArrayList<>(edt(() -> List.of(
                ((java.awt.Dialog) SwingUtilities.getWindowAncestor(fc.target())).getTitle(), label(fc.target(), null))));
        words.addAll(edt(() -> all(fc.target()).stream().filter(c -> c instanceof JButton b && c.isShowing()
                && b.getText() != null && !b.getText().isEmpty()).map(c -> ((JButton) c).getText()).toList()));
        cancel(fc, edt(w::texts));
        waitUntil("the chooser closed", () -> edt(() -> !fc.target().isShowing()));
        return words;
    }

    /** What the chooser says in {@code l}'s words (the bundle's swing.* texts). */
    private static List<String> chooserWords(java.util.Locale l) {
        Strings s = Strings.in(l);
        return List.of(s.get("swing.FileChooser.openDialogTitleText"), s.get("swing.FileChooser.fileNameLabelText"),
                s.get("swing.FileChooser.openButtonText"), s.get("swing.FileChooser.cancelButtonText"));
    }

    /** The text of the chooser's label that names its file name field. */
    private static String label(java.awt.Container c, String unused) {
        return all(c).stream().filter(k -> k instanceof javax.swing.JLabel l && l.getLabelFor() instanceof javax.swing.JTextField)
                .map(k -> ((javax.swing.JLabel) k).getText()).findFirst().orElse(null);
    }

    /** {@code c} and every component under it. */
    private static List<java.awt.Component> all(java.awt.Component c) {
        List<java.awt.Component> out = new java.util.ArrayList<>(List.of(c));
        if (c instanceof java.awt.Container k) {
            for (java.awt.Component child : k.getComponents()) {
                out.addAll(all(child));
            }
        }
        return out;
    }

    /**
     * The buttons of a question with Swing's OK and Cancel over window {@code w}, made as every message
     * box of the window is (SwingTexts.show: the lesson browser's "start again?", an error, About);
     * then cancelled.
     */
    private List<String> questionButtons(MainWindow w) {
        SwingUtilities.invokeLater(() -> kudde.ui.kit.SwingTexts.show(w, w.texts(), "?", "?",
                JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION));
        JOptionPane[] box = new JOptionPane[1];
        waitUntil("the question shows", () -> edt(() -> {
            for (java.awt.Window d : java.awt.Window.getWindows()) {
                if (d instanceof javax.swing.JDialog j && j.isShowing() && j.getContentPane().getComponentCount() > 0
                        && j.getContentPane().getComponent(0) instanceof JOptionPane p) {
                    box[0] = p;
                    return true;
                }
            }
            return false;
        }));
        List<String> texts = edt(() -> all(box[0]).stream().filter(c -> c instanceof JButton && c.isShowing())
                .map(c -> ((JButton) c).getText()).toList());
        edt(() -> {
            box[0].setValue(JOptionPane.CANCEL_OPTION);
            return null;
        });
        waitUntil("the question closed", () -> edt(() -> !box[0].isShowing()));
        return texts;
    }
}

package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.awt.Container;
import java.awt.GraphicsEnvironment;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JScrollPane;
import kudde.ui.kit.Strings;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.Test;

/**
 * The dialogs at 200 % text in English and Dutch, in the test screen of 1024 × 768. Game ▸ New game: the dialog
 * lies inside the screen, no text or list in it is cut or reaches past its right edge, and what
 * does not fit its height scrolls, down to the Start button. It was packed to the size its parts
 * asked: wider and taller than the screen, the names, the colours and Start out of reach.
 */
@GuiTest
class DialogsLargeTextGuiTest extends StartedLargeWindowTest {

    @Test
    void theNewGameDialogFitsTheScreenAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            ctrlShift(KeyEvent.VK_N);
            DialogFixture dialog = shown(d -> "newGame".equals(d.getName()));
            JDialog d = (JDialog) dialog.target();
            Rectangle at = edt(d::getBounds);
            System.out.println(l + ": the dialog " + at + " on the screen " + screen);
            out.addAll(edt(() -> {
                List<String> cut = LearnWindowGuiTest.cut(d.getContentPane(), l + " ");
                cut.addAll(pastTheEdge(d.getContentPane(), d.getContentPane(), l + " "));
                return cut;
            }));
            // The Start button at the foot, scrolled to.
            Component start = dialog.button("newGame.start").target();
            edt(() -> {
                ((javax.swing.JComponent) start).scrollRectToVisible(new Rectangle(0, 0, start.getWidth(), start.getHeight()));
                return null;
            });
            window.robot().waitForIdle();
            Rectangle seen = edt(((javax.swing.JComponent) start)::getVisibleRect);
            if (seen.width < edt(start::getWidth) || seen.height < edt(start::getHeight)) {
                out.add(l + " Start shows " + seen + " of itself, scrolled to");
            }
            assertThat(edt(() -> d.getContentPane() instanceof JScrollPane)).isTrue();
            edt(() -> {
                d.dispose();
                return null;
            });
            window.robot().waitForIdle();
        }
        out.forEach(System.out::println);
        assertThat(out).as("the new game's dialog at 200 %").isEmpty();
    }

    /**
     * Help ▸ Keyboard shortcuts (F1) at 200 % in English and Dutch: the list's words wrap in the
     * dialog's width, so what each key does is in sight without scrolling sideways, and the list
     * scrolls down. It was a table as wide as its longest lines, in a dialog of four fifths of the
     * screen: "Nieuw…", "Opene…" at the right edge, the rest past it.
     */
    @Test
    void theKeysListWrapsInsteadOfScrollingSidewaysAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            window.robot().pressAndReleaseKey(KeyEvent.VK_F1);
            DialogFixture dialog = WindowFinder.findDialog("keys.dialog").withTimeout(60_000).using(window.robot());
            JScrollPane scroll = dialog.scrollPane("keyList.scroll").target();
            Rectangle at = edt(dialog.target()::getBounds);
            int view = edt(() -> scroll.getViewport().getViewSize().width);
            int shown = edt(() -> scroll.getViewport().getExtentSize().width);
            int high = edt(() -> scroll.getViewport().getViewSize().height);
            System.out.println(l + ": the keys' dialog " + at + ", its list " + view + " × " + high + " px in " + shown);
            if (view > shown + 1) {
                out.add(l + " the list is " + view + " px wide in a view of " + shown);
            }
            // Its last row is in it: the label as high as its wrapped lines.
            javax.swing.JLabel list = dialog.label("keyList").target();
            int needs = edt(() -> list.getPreferredSize().height);
            if (edt(list::getHeight) < needs - 1) {
                out.add(l + " the list is " + edt(list::getHeight) + " px high of " + needs);
            }
            dialog.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
            waitUntil("Esc closes the list", () -> edt(() -> !dialog.target().isShowing()));
        }
        assertThat(out).as("the keys' list at 200 %").isEmpty();
    }

    /**
     * File ▸ Open and File ▸ Export ▸ Board as PNG at 200 % in English and Dutch: the file chooser
     * lies inside the screen and says its words whole, the export's labels beside the file list
     * wrapping. It was wider than the screen: Cancel, the file type's words and the labels beside
     * the list ("Breedte in pixels (1240 vult ee…") past its edge.
     */
    @Test
    void theFileChoosersFitTheScreenAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            for (int key : new int[] {KeyEvent.VK_O, KeyEvent.VK_E}) {
                shortcut(key, false);
                DialogFixture dialog = shown(d -> holds(d, javax.swing.JFileChooser.class));
                JDialog d = (JDialog) dialog.target();
                Rectangle at = edt(d::getBounds);
                String which = l + " " + KeyEvent.getKeyText(key) + " ";
                System.out.println(which + "the chooser " + at + " on the screen " + screen);
                if (!screen.contains(at)) {
                    out.add(which + "the chooser " + at + " is not inside the screen " + screen);
                }
                // The chooser's own labels before its fields ask for the widest one's width, so that they
                // line up; each is whole where its own words fit.
                out.addAll(edt(() -> LearnWindowGuiTest.cut(d.getContentPane(), which).stream()
                        .filter(f -> !f.startsWith(which + "AlignedLabel")).toList()));
                out.addAll(edt(() -> wordsCut(d.getContentPane(), which)));
                out.addAll(edt(() -> pastTheEdge(d.getContentPane(), d.getContentPane(), which)));
                edt(() -> {
                    d.dispose();
                    return null;
                });
                window.robot().waitForIdle();
            }
        }
        out.forEach(System.out::println);
        assertThat(out).as("the file choosers at 200 %").isEmpty();
    }

    /** The test screen's bounds. */
    /**
     * Help ▸ About Kudde, a message box, at 200 % in English and Dutch: inside the screen, its words
     * whole. Its lines were as long as the text's own breaks made them, wider than the screen.
     */
    @Test
    void theMessageBoxesFitTheScreenAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            javax.swing.AbstractButton about = window.menuItem("menu.help.about").target();
            // The box is modal: its click waits on the event thread's queue, not inside edt().
            javax.swing.SwingUtilities.invokeLater(about::doClick);
            DialogFixture dialog = shown(d -> holds(d, javax.swing.JOptionPane.class));
            JDialog d = (JDialog) dialog.target();
            out.addAll(fits(dialog, screen, l + " About: "));
            edt(() -> {
                d.dispose();
                return null;
            });
            window.robot().waitForIdle();
        }
        assertThat(out).as("the message box at 200 %").isEmpty();
    }

    /**
     * The question before unsaved work is lost, and an error naming a file deep in folders, at 200 %
     * in English and Dutch: inside the screen, their words whole, the path broken onto lines. Both
     * were as wide as their longest line (the question the look's own box, the path unbroken).
     */
    @Test
    void theUnsavedQuestionAndAnErrorWithALongPathFitTheScreenAt200PerCent() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        String path = "/home/leerling/Documenten/Carcassonne/Heuvels-en-Schapen/mijn-lessen/weiden/"
                + "twee-herders-een-weide-met-een-heuvel.json";
        edt(() -> {
            main.setLearning(false);
            return null;
        });
        settle();
        arm("tile:base/D");
        clickCell(0, 0);
        assertThat(edt(() -> main.document().dirty())).as("unsaved work").isTrue();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            Strings tx = Strings.in(l);
            javax.swing.SwingUtilities.invokeLater(() -> main.files().confirmDiscard());
            DialogFixture question = shown(d -> holds(d, javax.swing.JOptionPane.class));
            out.addAll(fits(question, screen, l + " unsaved: "));
            question.button(org.assertj.swing.core.matcher.JButtonMatcher.withText(tx.get("button.cancel"))).click();
            window.robot().waitForIdle();
            String error = tx.format("error.open", path) + "\n" + "java.nio.file.NoSuchFileException: " + path;
            javax.swing.SwingUtilities.invokeLater(() -> kudde.ui.kit.SwingTexts.show(main, tx, error, tx.get("error.title"),
                    javax.swing.JOptionPane.ERROR_MESSAGE, javax.swing.JOptionPane.DEFAULT_OPTION));
            DialogFixture box = shown(d -> holds(d, javax.swing.JOptionPane.class));
            out.addAll(fits(box, screen, l + " error: "));
            box.button(org.assertj.swing.core.matcher.JButtonMatcher.withText(
                    javax.swing.UIManager.getString("OptionPane.okButtonText", l))).click();
            window.robot().waitForIdle();
        }
        assertThat(edt(() -> main.document().dirty())).as("the unsaved work kept").isTrue();
        assertThat(out).as("the message boxes at 200 %").isEmpty();
    }

    /** {@code b} if it shows only in part (its dialog is lower than it needs, say). */
    private List<String> inReach(java.awt.Component b, String where) {
        Rectangle seen = edt(((javax.swing.JComponent) b)::getVisibleRect);
        return seen.width < edt(b::getWidth) || seen.height < edt(b::getHeight)
                ? List.of(where + b.getName() + " shows " + seen + " of itself") : List.of();
    }

    /** What of the shown {@code dialog} is cut or lies past the screen or its own edge. */
    private List<String> fits(DialogFixture dialog, Rectangle screen, String where) {
        JDialog d = (JDialog) dialog.target();
        Rectangle at = edt(d::getBounds);
        System.out.println(where + at + " on the screen " + screen);
        List<String> out = new ArrayList<>();
        if (!screen.contains(at)) {
            out.add(where + at + " is not inside the screen " + screen);
        }
        out.addAll(edt(() -> LearnWindowGuiTest.cut(d.getContentPane(), where)));
        out.addAll(edt(() -> pastTheEdge(d.getContentPane(), d.getContentPane(), where)));
        return out;
    }

    /**
     * The crash report at 200 % in English and Dutch, shown for a failure nothing caught: inside the
     * screen, its message whole and no wider than the dialog, its buttons in reach. The report
     * itself scrolls.
     */
    @Test
    void theCrashReportFitsTheScreenAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            // A reporter for each language: a failure from the same place is shown once, then only logged.
            CrashReporter reporter = CrashReporter.install(new kudde.ui.kit.ErrorLog(home.resolve("kudde-home")),
                    () -> Locale.forLanguageTag(settings.language()));
            try {
                String failure = "a listener failed on purpose, in " + l + ", while the text is at 200 %";
                javax.swing.SwingUtilities.invokeLater(() -> {
                    throw new IllegalStateException(failure);
                });
                DialogFixture dialog = shown(d -> "crash.dialog".equals(d.getName()));
                out.addAll(fits(dialog, screen, l + " crash report: "));
                // The report scrolls, with some lines of it in sight.
                javax.swing.JTextArea report = (javax.swing.JTextArea) dialog.textBox("crash.report").target();
                int lines = edt(() -> report.getVisibleRect().height / report.getFontMetrics(report.getFont()).getHeight());
                System.out.println(l + ": the report shows " + lines + " lines");
                if (lines < 3) {
                    out.add(l + " the report shows " + lines + " lines");
                }
                for (String button : List.of("crash.copy", "crash.close")) {
                    out.addAll(inReach(dialog.button(button).target(), l + " "));
                }
                dialog.button("crash.close").click();
                window.robot().waitForIdle();
            } finally {
                reporter.uninstall();
            }
        }
        assertThat(out).as("the crash report at 200 %").isEmpty();
    }

    /**
     * View ▸ Describe the board at 200 % in English and Dutch: inside the screen, its words wrapping
     * in its width with lines of them in sight, Close in reach.
     */
    @Test
    void theBoardsDescriptionFitsTheScreenAt200PerCentInEitherLanguage() {
        List<String> out = new ArrayList<>();
        Rectangle screen = screen();
        for (Locale l : List.of(Strings.ENGLISH, Strings.DUTCH)) {
            speak(l);
            ctrlShift(KeyEvent.VK_D);
            DialogFixture dialog = shown(d -> "describe".equals(d.getName()));
            out.addAll(fits(dialog, screen, l + " the board's description: "));
            javax.swing.JTextArea words = (javax.swing.JTextArea) dialog.textBox("describe.text").target();
            int lines = edt(() -> words.getVisibleRect().height / words.getFontMetrics(words.getFont()).getHeight());
            System.out.println(l + ": the board's description shows " + lines + " lines");
            if (edt(words::getText).isBlank() || lines < 5) {
                out.add(l + ": the board's description shows " + lines + " lines of \"" + edt(words::getText) + "\"");
            }
            out.addAll(inReach(dialog.button("describe.close").target(), l + " "));
            dialog.button("describe.close").click();
            window.robot().waitForIdle();
        }
        assertThat(out).as("the board's description at 200 %").isEmpty();
    }

    /** The dialog showing that {@code which} picks, waited for. */
    private DialogFixture shown(java.util.function.Predicate<JDialog> which) {
        return WindowFinder.findDialog(new GenericTypeMatcher<JDialog>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog d) {
                return d.isShowing() && which.test(d);
            }
        }).withTimeout(60_000).using(window.robot());
    }

    /** Whether {@code d} is the look's dialog round a {@code kind} (a file chooser, a message box). */
    private static boolean holds(JDialog d, Class<?> kind) {
        return d.getContentPane().getComponentCount() > 0 && kind.isInstance(d.getContentPane().getComponent(0));
    }

    private Rectangle screen() {
        return edt(() -> GraphicsEnvironment.getLocalGraphicsEnvironment().getDefaultScreenDevice()
                .getDefaultConfiguration().getBounds());
    }

    /** The window in language {@code l}, settled. */
    private void speak(Locale l) {
        edt(() -> {
            main.setLanguage(l);
            return null;
        });
        settle();
    }

    /**
     * The labels of {@code c} narrower than their own words, icon and border (the kit's wrapping ones
     * wrap them), and its closed lists narrower than the words they say.
     */
    private static List<String> wordsCut(Container c, String where) {
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (k instanceof javax.swing.JLabel label && !(k instanceof kudde.ui.kit.Wrapping) && label.isShowing() && label.getText() != null
                    && !label.getText().startsWith("<html>")) {
                java.awt.Insets in = label.getInsets();
                int icon = label.getIcon() == null ? 0 : label.getIcon().getIconWidth() + label.getIconTextGap();
                int needs = label.getFontMetrics(label.getFont()).stringWidth(label.getText()) + icon + in.left + in.right;
                if (label.getWidth() < needs) {
                    out.add(where + "\"" + label.getText() + "\" is " + label.getWidth() + " wide of " + needs);
                }
            }
            if (k instanceof JComboBox<?> box && box.isShowing() && box.getSelectedItem() != null) {
                // What the closed box says (a file type's words, a folder's name), as its renderer says it.
                @SuppressWarnings("unchecked")
                javax.swing.ListCellRenderer<Object> r = (javax.swing.ListCellRenderer<Object>) box.getRenderer();
                Component said = r.getListCellRendererComponent(new javax.swing.JList<>(), box.getSelectedItem(), -1, false, false);
                if (said instanceof javax.swing.JLabel l && l.getText() != null) {
                    int needs = kudde.ui.kit.ClosedBox.widthFor(box, l.getText());
                    if (box.getWidth() < needs) {
                        out.add(where + "the list saying \"" + l.getText() + "\" is " + box.getWidth() + " wide of " + needs);
                    }
                }
            } else if (k instanceof Container kc) {
                out.addAll(wordsCut(kc, where));
            }
        }
        return out;
    }

    /** The parts of {@code c} reaching past the right edge of {@code root}, and its lists narrower than they ask. */
    private static List<String> pastTheEdge(Container c, Container root, String where) {
        int width = root.getWidth();
        List<String> out = new ArrayList<>();
        for (Component k : c.getComponents()) {
            if (!k.isShowing()) {
                continue;
            }
            String name = k.getName() == null ? k.getClass().getSimpleName() : k.getName();
            int right = javax.swing.SwingUtilities.convertPoint(k, k.getWidth(), 0, root).x;
            if (right > width + 1) {
                out.add(where + name + " ends at " + right + " of " + width + " px");
            }
            if (k instanceof JComboBox<?> box && box.getWidth() < box.getPreferredSize().width - 1) {
                out.add(where + name + " is " + box.getWidth() + " wide of " + box.getPreferredSize().width);
            } else if (k instanceof Container kc && !(k instanceof JComboBox<?>)) {
                out.addAll(pastTheEdge(kc, root, where));
            }
        }
        return out;
    }
}

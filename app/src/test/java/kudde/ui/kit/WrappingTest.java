package kudde.ui.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import kudde.ui.GuiTest;
import kudde.ui.TestFrames;
import net.miginfocom.swing.MigLayout;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A form's label, button and check box whose words wrap: in a form narrower than their words at
 * 200 % text (the inspector's "Heuvel bij gelijke stand", "Uitkomst vastleggen", "Inhoud zelf
 * instellen"), each is as narrow as the form, as high as its lines, and paints its words on more
 * lines; in a wide form, one line as a plain one's. Their text stays the plain words: what a screen
 * reader says for them and for the field a label names.
 */
@GuiTest
class WrappingTest {
    private FrameFixture window;

    @AfterEach
    void close() {
        if (window != null) {
            window.cleanUp();
        }
    }

    @Test
    void wordsWrapInANarrowFormAndStayPlainWords() {
        Parts narrow = show(230);
        List<String> out = new ArrayList<>();
        for (JComponent c : narrow.all()) {
            String text = text(c);
            int width = GuiActionRunner.execute(c::getWidth);
            int height = GuiActionRunner.execute(c::getHeight);
            int oneLine = GuiActionRunner.execute(() -> plainHeight(c));
            int lines = GuiActionRunner.execute(() -> linesPainted(c));
            System.out.println("\"" + text + "\": " + width + " × " + height + " px (one line " + oneLine + "), " + lines
                    + " lines painted, in a form " + GuiActionRunner.execute(narrow.form()::getWidth) + " px wide");
            if (width > GuiActionRunner.execute(narrow.form()::getWidth)) {
                out.add(text + " is wider than the form");
            }
            if (lines < 2 || height < oneLine * 3 / 2) {
                out.add(text + " is not on two lines: " + lines + " painted, " + height + " px high of one line's " + oneLine);
            }
        }
        assertThat(out).isEmpty();
        // The words as a screen reader gets them: plain, for the label and for the field it names.
        assertThat(GuiActionRunner.execute(() -> narrow.label().getText())).isEqualTo("Heuvel bij gelijke stand <&>");
        assertThat(GuiActionRunner.execute(() -> narrow.label().getAccessibleContext().getAccessibleName()))
                .isEqualTo("Heuvel bij gelijke stand <&>");
        assertThat(GuiActionRunner.execute(() -> narrow.field().getAccessibleContext().getAccessibleName()))
                .isEqualTo("Heuvel bij gelijke stand <&>");
        assertThat(GuiActionRunner.execute(() -> narrow.button().getAccessibleContext().getAccessibleName()))
                .isEqualTo("Uitkomst vastleggen");
        window.cleanUp();

        Parts wide = show(900);
        for (JComponent c : wide.all()) {
            assertThat(GuiActionRunner.execute(() -> linesPainted(c))).as(text(c) + " in a wide form").isEqualTo(1);
            assertThat(GuiActionRunner.execute(c::getHeight)).as(text(c) + "'s height in a wide form")
                    .isEqualTo(GuiActionRunner.execute(() -> plainHeight(c)));
        }
    }

    /** After the font changes (a text size, a look), the words still wrap: the look made its view of them again. */
    @Test
    void theWordsStillWrapAfterTheFontChanges() {
        Parts narrow = show(230);
        GuiActionRunner.execute(() -> {
            for (JComponent c : narrow.all()) {
                c.setFont(c.getFont().deriveFont(Font.BOLD));
                c.setForeground(Color.BLUE.darker());
            }
            narrow.form().revalidate();
            return null;
        });
        window.robot().waitForIdle();
        for (JComponent c : narrow.all()) {
            assertThat(GuiActionRunner.execute(() -> linesPainted(c))).as(text(c) + " after a new font").isGreaterThanOrEqualTo(2);
            assertThat(GuiActionRunner.execute(c::getMinimumSize).width).as(text(c) + "'s least width")
                    .isLessThan(GuiActionRunner.execute(() -> plainWidth(c)));
        }
    }

    /**
     * Once laid out, measuring and painting the words ask for no new layout: measured with the view
     * that is painted, each paint sized that view again and each layout measured it again, and the
     * window's event thread never went idle (a form of them took minutes to answer a click).
     */
    @Test
    void measuringAndPaintingAskForNoNewLayout() {
        Parts narrow = show(230);
        for (JComponent c : narrow.all()) {
            List<Boolean> valid = GuiActionRunner.execute(() -> {
                List<Boolean> out = new ArrayList<>();
                for (int i = 0; i < 3; i++) {
                    c.getPreferredSize();
                    linesPainted(c);
                    out.add(c.isValid() && narrow.form().isValid());
                }
                return out;
            });
            assertThat(valid).as(text(c) + " still laid out after being measured and painted").containsOnly(true);
        }
    }

    /**
     * Given room later, the words go back onto one line, and onto more again where the room goes:
     * a label that asked for the width it had once wrapped was never given more, and the inspector's
     * "Verwachte uitkomst" stayed on two lines beside room for one, its line after it squeezed to
     * nothing (under Xvfb at 200 %).
     */
    @Test
    void aWiderPlaceGivesTheWordsOneLineAgain() {
        Parts p = show(230);
        for (JComponent c : p.all()) {
            assertThat(GuiActionRunner.execute(() -> linesPainted(c))).as(text(c) + " in a narrow form").isGreaterThanOrEqualTo(2);
        }
        resize(p, 900);
        for (JComponent c : p.all()) {
            assertThat(GuiActionRunner.execute(() -> linesPainted(c))).as(text(c) + " once the form is wide").isEqualTo(1);
            assertThat(GuiActionRunner.execute(c::getHeight)).as(text(c) + "'s height once the form is wide")
                    .isEqualTo(GuiActionRunner.execute(() -> plainHeight(c)));
        }
        // A section's title beside its line: the line has what the words leave.
        assertThat(GuiActionRunner.execute(p.line()::getWidth)).as("the line beside the title once the form is wide")
                .isGreaterThan(900 - GuiActionRunner.execute(() -> plainWidth(p.title())) - 40);
        resize(p, 230);
        for (JComponent c : p.all()) {
            assertThat(GuiActionRunner.execute(() -> linesPainted(c))).as(text(c) + " once the form is narrow again").isGreaterThanOrEqualTo(2);
            assertThat(GuiActionRunner.execute(c::getWidth)).as(text(c) + "'s width once the form is narrow again").isLessThanOrEqualTo(230);
        }
    }

    /** The form's window made {@code width} px wide inside, laid out again as a user's resizing would. */
    private void resize(Parts p, int width) {
        GuiActionRunner.execute(() -> {
            JFrame f = (JFrame) javax.swing.SwingUtilities.getWindowAncestor(p.form());
            f.getContentPane().setPreferredSize(new Dimension(width, 420));
            f.pack();
            return null;
        });
        window.robot().waitForIdle();
    }

    private record Parts(JPanel form, WrappingLabel label, JTextField field, WrappingButton button, WrappingCheckBox box,
            WrappingLabel title, javax.swing.JSeparator line) {
        List<JComponent> all() {
            return List.of(label, button, box, title);
        }
    }

    /** The parts in a form {@code width} px wide, at 200 % text. */
    private Parts show(int width) {
        Parts p = GuiActionRunner.execute(() -> {
            JFrame f = TestFrames.at("wrapping", 14, 200);
            JPanel form = new JPanel(new MigLayout("insets 0, wrap 1", "[grow, fill]"));
            WrappingLabel label = new WrappingLabel("Heuvel bij gelijke stand <&>");
            JTextField field = new JTextField(8);
            LabelsName.label(label, field);
            WrappingButton button = new WrappingButton("Uitkomst vastleggen");
            WrappingCheckBox box = new WrappingCheckBox("Inhoud zelf instellen");
            form.add(label, "growx 0, left");
            form.add(field);
            form.add(button, "growx 0, left");
            form.add(box, "growx 0, left");
            // As the inspector's section titles are (InspectorForm.section).
            WrappingLabel title = new WrappingLabel("Verwachte uitkomst van de les");
            javax.swing.JSeparator line = new javax.swing.JSeparator();
            form.add(title, "split 2, left");
            form.add(line, "growx");
            f.add(form);
            f.getContentPane().setPreferredSize(new Dimension(width, 420));
            f.pack();
            return new Parts(form, label, field, button, box, title, line);
        });
        window = new FrameFixture((JFrame) GuiActionRunner.execute(() -> javax.swing.SwingUtilities.getWindowAncestor(p.form())));
        window.show();
        window.robot().waitForIdle();
        return p;
    }

    private static String text(JComponent c) {
        return GuiActionRunner.execute(() -> c instanceof JLabel l ? l.getText() : ((AbstractButton) c).getText());
    }

    /** The height of a plain label or button of the same kind, font and words. */
    private static int plainHeight(JComponent c) {
        return plain(c).getPreferredSize().height;
    }

    private static int plainWidth(JComponent c) {
        return plain(c).getPreferredSize().width;
    }

    private static Component plain(JComponent c) {
        JComponent p = c instanceof JLabel l ? new JLabel(l.getText())
                : c instanceof javax.swing.JCheckBox b ? new javax.swing.JCheckBox(b.getText())
                : new javax.swing.JButton(((AbstractButton) c).getText());
        p.setFont(c.getFont());
        return p;
    }

    /** How many bands of ink, one over another, {@code c} paints: its lines of words. */
    private static int linesPainted(JComponent c) {
        BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, img.getWidth(), img.getHeight());
        boolean opaque = c.isOpaque();
        c.setOpaque(false);
        c.paint(g);
        c.setOpaque(opaque);
        g.dispose();
        // Ink: the dark of the words, within the text's columns (not a button's border or a box's box).
        int left = c.getInsets().left + 4 + (c instanceof javax.swing.JCheckBox b
                ? javax.swing.UIManager.getIcon("CheckBox.icon").getIconWidth() + b.getIconTextGap() : 0);
        int right = img.getWidth() - c.getInsets().right - 4;
        int bands = 0;
        boolean inBand = false;
        for (int y = c.getInsets().top; y < img.getHeight() - c.getInsets().bottom; y++) {
            boolean ink = false;
            for (int x = left; x < right && !ink; x++) {
                Color px = new Color(img.getRGB(x, y));
                ink = px.getRed() + px.getGreen() + px.getBlue() < 3 * 110;
            }
            if (ink && !inBand) {
                bands++;
            }
            inBand = ink;
        }
        return bands;
    }
}

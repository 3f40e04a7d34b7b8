package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.JSpinnerFixture;
import org.assertj.swing.fixture.JTextComponentFixture;
import kudde.ui.doc.Lessons;
import org.junit.jupiter.api.Test;

/**
 * File ▸ Export ▸ Board as PNG, as a user does it: the width beside the file list starts at an A4
 * page at 150 dpi (1240 pixels), a width typed there is the picture's width, and the dialog offers
 * it again next time; a caption typed there makes the picture taller, not wider.
 */
@GuiTest
class ExportDialogGuiTest extends WindowTest {

    /**
     * The export's file dialog: through File ▸ Export ▸ Board as PNG, or by that item's key (Ctrl+E).
     * Under Cacio a submenu opened right after a file dialog may not pop up (as HandoutWindowTest
     * found), so after the first picture this test asks by the key, as a user who knows it does.
     */
    private JFileChooserFixture exportDialog(boolean byMenu) {
        if (byMenu) {
            window.menuItem("menu.file.exportBoard").click();
        } else {
            ctrl(java.awt.event.KeyEvent.VK_E);
        }
        return JFileChooserFinder.findFileChooser("export.chooser")
                .withTimeout(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS).using(window.robot());
    }

    private JSpinnerFixture widthField(JFileChooserFixture fc) {
        return new JSpinnerFixture(window.robot(),
                window.robot().finder().findByName(fc.target(), "export.width", JSpinner.class, true));
    }

    private BufferedImage written(Path png) throws Exception {
        waitUntil(png + " is written", () -> Files.isRegularFile(png));
        return ImageIO.read(png.toFile());
    }

    @Test
    void theWidthFieldStartsAtA4At150DpiAndSetsThePicturesWidth() throws Exception {
        edt(() -> {
            main.learnLesson(Lessons.FIRST);
            return null;
        });
        window.robot().waitForIdle();

        JFileChooserFixture first = exportDialog(true);
        assertThat(widthField(first).target().getValue()).isEqualTo(1240);
        first.setCurrentDirectory(home.toFile());
        org.assertj.swing.edt.GuiActionRunner.execute(() -> first.target().setSelectedFile(home.resolve("a4.png").toFile()));
        first.approve();
        BufferedImage a4 = written(home.resolve("a4.png"));
        assertThat(a4.getWidth()).isEqualTo(1240);

        JFileChooserFixture second = exportDialog(false);
        widthField(second).enterTextAndCommit("800");
        second.setCurrentDirectory(home.toFile());
        org.assertj.swing.edt.GuiActionRunner.execute(() -> second.target().setSelectedFile(home.resolve("narrow.png").toFile()));
        second.approve();
        BufferedImage narrow = written(home.resolve("narrow.png"));
        assertThat(narrow.getWidth()).isEqualTo(800);
        // The same board at the width asked: as high in proportion.
        assertThat(Math.abs(narrow.getHeight() - a4.getHeight() * 800.0 / 1240)).isLessThanOrEqualTo(2);

        JFileChooserFixture third = exportDialog(false);
        assertThat(widthField(third).target().getValue()).as("the width chosen last time").isEqualTo(800);
        new JTextComponentFixture(window.robot(),
                window.robot().finder().findByName(third.target(), "export.caption", JTextField.class, true))
                .setText("Turn the tile until it fits");
        third.setCurrentDirectory(home.toFile());
        org.assertj.swing.edt.GuiActionRunner.execute(() -> third.target().setSelectedFile(home.resolve("captioned.png").toFile()));
        third.approve();
        BufferedImage captioned = written(home.resolve("captioned.png"));
        assertThat(captioned.getWidth()).isEqualTo(800);
        assertThat(captioned.getHeight()).isGreaterThan(narrow.getHeight());
    }
}

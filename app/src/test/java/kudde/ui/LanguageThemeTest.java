package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.File;
import javax.imageio.ImageIO;
import javax.swing.UIManager;
import org.junit.jupiter.api.Test;

/** The language and the theme switch from the menu, at once and without a restart, and are remembered. */
@GuiTest
class LanguageThemeTest extends WindowTest {

    @Test
    void dutchFromTheMenuThenBackToEnglish() {
        assertThat(window.menuItem("menu.file").target().getText()).isEqualTo("File");

        window.menuItem("menu.view.language.nl").click();

        assertThat(window.menuItem("menu.file").target().getText()).isEqualTo("Bestand");
        assertThat(window.toggleButton("tool.eraser").target().getText()).isEqualTo("Gum");
        assertThat(window.textBox("problems.none").target().getText()).startsWith("Geen problemen");
        assertThat(settings.language()).isEqualTo("nl");
        arm("tile:base/D");
        clickCell(0, 0);
        arm("tile:base/B");
        clickCell(-1, 0);
        assertThat(status()).contains("past niet").contains("B1");

        window.menuItem("menu.view.language.en").click();
        assertThat(window.menuItem("menu.file").target().getText()).isEqualTo("File");
        assertThat(window.menuItem("menu.edit.undo").target().getText()).isEqualTo("Undo place tile");
    }

    @Test
    void darkThemeFromTheMenu() throws Exception {
        arm("tile:hs/03");
        clickCell(0, 0);
        window.menuItem("menu.view.theme.dark").click();
        assertThat(((FlatLaf) UIManager.getLookAndFeel()).isDark()).isTrue();
        assertThat(settings.theme()).isEqualTo("dark");
        // The whole window in the dark look, painted off screen; kept for a person to look at.
        BufferedImage shot = edt(() -> {
            BufferedImage img = new BufferedImage(main.getWidth(), main.getHeight(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            main.getRootPane().paint(g);
            g.dispose();
            return img;
        });
        File out = new File("target/screens/window-dark.png");
        out.getParentFile().mkdirs();
        ImageIO.write(shot, "png", out);
        Color panel = new Color(shot.getRGB(shot.getWidth() - 40, shot.getHeight() - 60));
        assertThat(panel.getRed() + panel.getGreen() + panel.getBlue()).as("dark panels, got %s", panel).isLessThan(300);

        window.menuItem("menu.view.theme.light").click();
        assertThat(((FlatLaf) UIManager.getLookAndFeel()).isDark()).isFalse();
    }
}

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

/** The language, the theme and the text size switch from the menu, at once and without a restart, and are remembered. */
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

    @Test
    void textSizeFromTheMenuGrowsEveryTextAndIsRemembered() {
        float menuBefore = edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D());
        // A label with a font of its own (bold, derived from the look's): it grows too.
        javax.swing.JLabel own = edt(() -> {
            javax.swing.JLabel l = new javax.swing.JLabel("own");
            l.setFont(l.getFont().deriveFont(java.awt.Font.BOLD));
            ((javax.swing.JComponent) main.getContentPane()).add(l);
            return l;
        });
        float ownBefore = edt(() -> own.getFont().getSize2D());

        window.menuItem("menu.view.textSize.200").click();

        assertThat(edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D())).isEqualTo(menuBefore * 2);
        assertThat(edt(() -> own.getFont().getSize2D())).isEqualTo(ownBefore * 2);
        assertThat(edt(() -> own.getFont().isBold())).isTrue();
        assertThat(settings.textSize()).isEqualTo(200);
        assertThat(new Settings(home.resolve(Settings.FILE)).textSize()).as("in the file").isEqualTo(200);
        assertThat(window.menuItem("menu.view.textSize.200").target().isSelected()).isTrue();

        // Through 125 % back to 100 %: the sizes are the first ones again, not rounded away.
        edt(() -> {
            main.setTextSize(125);
            return null;
        });
        assertThat(edt(() -> own.getFont().getSize2D())).isEqualTo(ownBefore * 1.25f);
        edt(() -> {
            main.setTextSize(100);
            return null;
        });
        assertThat(edt(() -> main.getJMenuBar().getMenu(0).getFont().getSize2D())).isEqualTo(menuBefore);
        assertThat(edt(() -> own.getFont().getSize2D())).isEqualTo(ownBefore);
        assertThat(settings.textSize()).isEqualTo(100);
    }

    @Test
    void highContrastLookFromTheMenu() {
        window.menuItem("menu.view.theme.contrast").click();

        assertThat(UIManager.getLookAndFeel()).isInstanceOf(kudde.ui.kit.HighContrastLaf.class);
        assertThat(settings.theme()).isEqualTo("contrast");
        assertThat(edt(() -> main.getContentPane().getBackground())).isEqualTo(Color.BLACK);
        assertThat(edt(() -> main.getJMenuBar().getMenu(0).getForeground())).isEqualTo(Color.WHITE);

        window.menuItem("menu.view.theme.light").click();
        assertThat(((FlatLaf) UIManager.getLookAndFeel()).isDark()).isFalse();
        assertThat(settings.theme()).isEqualTo("light");
    }
}

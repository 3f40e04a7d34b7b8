package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.formdev.flatlaf.FlatLaf;
import com.github.caciocavallosilano.cacio.ctc.junit.CacioTest;
import javax.swing.UIManager;
import org.assertj.swing.annotation.GUITest;
import org.junit.jupiter.api.Test;

/** The language and the theme switch from the menu, at once and without a restart, and are remembered. */
@CacioTest
@GUITest
class LanguageThemeTest extends WindowTest {

    @Test
    void dutchFromTheMenuThenBackToEnglish() {
        assertThat(window.menuItem("menu.file").target().getText()).isEqualTo("File");

        window.menuItem("menu.view.language.nl").click();

        assertThat(window.menuItem("menu.file").target().getText()).isEqualTo("Bestand");
        assertThat(window.toggleButton("tool.eraser").target().getText()).isEqualTo("Gum");
        assertThat(window.label("problems.none").target().getText()).startsWith("Geen problemen");
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
    void darkThemeFromTheMenu() {
        window.menuItem("menu.view.theme.dark").click();
        assertThat(((FlatLaf) UIManager.getLookAndFeel()).isDark()).isTrue();
        assertThat(settings.theme()).isEqualTo("dark");

        window.menuItem("menu.view.theme.light").click();
        assertThat(((FlatLaf) UIManager.getLookAndFeel()).isDark()).isFalse();
    }
}

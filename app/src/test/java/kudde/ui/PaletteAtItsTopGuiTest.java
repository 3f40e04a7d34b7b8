package kudde.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import javax.swing.JViewport;
import javax.swing.SwingUtilities;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The workbench at 200 % text, in English and Dutch: the palette shows its first section, Tools, at
 * its top, and the inspector its first field. A section's wrapped heading (a text area) moved its
 * caret to the end of its words when they were set, and the palette scrolled to show the caret: 33
 * px down at start, "Tools" out of sight above its first button.
 */
@GuiTest
class PaletteAtItsTopGuiTest extends StartedLargeWindowTest {

    @ParameterizedTest
    @ValueSource(strings = {"en", "nl"})
    void thePaletteAndTheInspectorStartAtTheirTops(String language) {
        workbenchIn(Locale.forLanguageTag(language));
        JViewport palette = edt(() -> (JViewport) SwingUtilities.getAncestorOfClass(JViewport.class,
                window.panel("palette").target()));
        System.out.println(language + ": the palette's view at " + edt(palette::getViewPosition));
        assertThat(edt(() -> palette.getViewPosition().y)).as(language + " the palette's view from its top").isZero();
        edt(() -> {
            main.docks().show(main.inspector());
            return null;
        });
        settle();
        // The inspector scrolls its form in a scroll pane of its own.
        JViewport inspector = edt(() -> ((javax.swing.JScrollPane) main.inspector().getComponent(0)).getViewport());
        System.out.println(language + ": the inspector's view at " + edt(inspector::getViewPosition));
        assertThat(edt(() -> inspector.getViewPosition().y)).as(language + " the inspector's view from its top").isZero();
    }
}

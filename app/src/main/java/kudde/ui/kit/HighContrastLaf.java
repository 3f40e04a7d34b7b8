package kudde.ui.kit;

import com.formdev.flatlaf.FlatDarkLaf;

/**
 * The high-contrast look: FlatLaf's dark look with black panels, white text and yellow for what is
 * chosen or has the focus. Its colours are all in the theme file
 * {@code kudde/ui/theme/HighContrastLaf.properties}, which FlatLaf reads after the dark look's
 * (FlatLaf looks for a file named after each class of the look in {@link Theme#SOURCE}); this
 * class only gives the look its name. Every pair of text and background passes WCAG 2.1 AA's
 * 4.5 to 1 (ThemeTest, docs/accessibility.md).
 */
public final class HighContrastLaf extends FlatDarkLaf {
    public static final String NAME = "Kudde High Contrast";
    private static final long serialVersionUID = 1L;

    @Override
    public String getName() {
        return NAME;
    }
}

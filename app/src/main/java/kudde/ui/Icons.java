package kudde.ui;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import javax.swing.Icon;
import kudde.ui.kit.Theme;

/** Tool bar icons: small SVGs under {@code kudde/ui/icons/}, recoloured by FlatLaf in the dark theme. */
final class Icons {
    private Icons() {
    }

    /** The icon named like a tool bar button ({@code toolbar.undo} → {@code undo.svg}), or null. */
    static Icon get(String name) {
        String file = "kudde/ui/icons/" + name.substring(name.indexOf('.') + 1) + ".svg";
        if (Icons.class.getClassLoader().getResource(file) == null) {
            return null;
        }
        int size = Theme.number("Kudde.toolbar.iconWidth");
        return new FlatSVGIcon(file, size, size);
    }
}

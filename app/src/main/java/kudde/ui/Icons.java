package kudde.ui;

import com.formdev.flatlaf.extras.FlatSVGIcon;
import javax.swing.Icon;
import kudde.ui.kit.Theme;

/** Tool bar icons: small SVGs under {@code kudde/ui/icons/}, recoloured by FlatLaf in the dark theme. */
final class Icons {
    /** The files of the folder, each a tool bar button's or the status line's. */
    static final java.util.List<String> FILES = java.util.List.of("fit", "new", "open", "redo", "rotate", "save",
            "undo", "warning", "zoomIn", "zoomOut");

    private Icons() {
    }

    /**
     * Reads every icon's SVG into FlatLaf's cache of SVG documents (its loading is synchronized), so
     * that the first paint finds them read: reading ten small files with an XML parser met for the
     * first time was a third of the event thread's first paint (docs/performance.md, start-up).
     * For the warm-up thread; the icons the window makes find the documents in the cache.
     */
    static void loadAhead() {
        int size = Theme.number("Kudde.toolbar.iconWidth");
        for (String f : FILES) {
            new FlatSVGIcon("kudde/ui/icons/" + f + ".svg", size, size).hasFound();
        }
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

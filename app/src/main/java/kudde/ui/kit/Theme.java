package kudde.ui.kit;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import com.formdev.flatlaf.util.UIScale;
import java.awt.Color;
import java.awt.Component;
import java.awt.Container;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import javax.swing.JComponent;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

/**
 * The light, dark and high-contrast looks (FlatLaf), the text size, and every colour and size of the
 * window. Kudde's own keys ({@code Kudde.*}) live in {@code kudde/ui/theme/FlatLaf.properties} (all
 * looks) and {@code FlatLightLaf.properties} / {@code FlatDarkLaf.properties} /
 * {@code HighContrastLaf.properties} (what differs), which FlatLaf reads as custom defaults; code
 * asks for a colour by key ({@link #colour}) and never makes one.
 */
public final class Theme {
    public static final String LIGHT = "light";
    public static final String DARK = "dark";
    /** Black, white and yellow ({@link HighContrastLaf}): for low vision and bright rooms. */
    public static final String HIGH_CONTRAST = "contrast";
    /** The looks, in the order the View menu offers them. */
    public static final java.util.List<String> LOOKS = java.util.List.of(LIGHT, DARK, HIGH_CONTRAST);
    /**
     * The text sizes View ▸ Text size offers, in per cent of the look's own size (which already
     * follows the desktop's text scaling, docs/accessibility.md).
     */
    public static final java.util.List<Integer> TEXT_SIZES = java.util.List.of(100, 125, 150, 175, 200);
    /** Client property: the font a component was given at text size 100 %, for {@link #textSizeTo}. */
    private static final String BASE_FONT = "kudde.baseFont";
    /** Client property: the font {@link #textSizeTo} last gave a component. */
    private static final String SCALED_FONT = "kudde.scaledFont";
    /** Where Kudde's theme files are, for {@link FlatLaf#registerCustomDefaultsSource(String)}. */
    public static final String SOURCE = "kudde/ui/theme";
    /**
     * Client property: the key of a component's foreground colour ({@link #foreground}), so a
     * switch of the look gives it the other look's colour.
     */
    public static final String FOREGROUND_KEY = "kudde.foregroundKey";

    /**
     * The desktop's properties that carry its text font and scaling, which FlatLaf reads when it sets
     * up a look: GNOME's font and its DPI (which GNOME's text scaling and Large text raise), Windows'
     * message font ({@link #desktopTextChanged}).
     */
    public static final java.util.List<String> DESKTOP_TEXT = java.util.List.of("gnome.Gtk/FontName", "gnome.Xft/DPI",
            "win.messagebox.font");

    private static final Map<String, Color> FALLBACK = new ConcurrentHashMap<>();
    private static volatile boolean registered;

    private Theme() {
    }

    /** Sets the look before any window exists. */
    public static void setup(String theme) {
        if (!registered) {
            FlatLaf.registerCustomDefaultsSource(SOURCE);
        }
        if (DARK.equals(theme)) {
            FlatDarkLaf.setup();
        } else if (HIGH_CONTRAST.equals(theme)) {
            FlatLaf.setup(new HighContrastLaf());
        } else {
            FlatLightLaf.setup();
        }
        if (!registered) {
            // After the look, not before: a UIManager.put with no look set first makes Swing set
            // up its own (Metal), a twentieth of the event thread's start-up (docs/performance.md).
            // These are developer defaults, which outlive a switch of the look.
            ShortcutMenuItems.install();
            // A change of the desktop's text is followed by desktopTextChanged, which scales the
            // fonts of Kudde's own too; FlatLaf's own re-set of the look would leave those behind.
            System.setProperty("flatlaf.updateUIOnSystemFontChange", "false");
            registered = true;
        }
    }

    /** Switches the look of every open window. */
    public static void switchTo(String theme) {
        setup(theme);
        FlatLaf.updateUI();
        for (Window w : Window.getWindows()) {
            recolour(w);
        }
    }

    public static String current() {
        return UIManager.getLookAndFeel() instanceof HighContrastLaf ? HIGH_CONTRAST
                : UIManager.getLookAndFeel() instanceof FlatLaf f && f.isDark() ? DARK : LIGHT;
    }

    /**
     * Sets the text size before any window exists: FlatLaf's zoom, which scales every font of the
     * look and every size the window asks {@link UIScale} for (insets, icons, the theme's sizes),
     * on top of the desktop's own text scaling. Unlike {@code flatlaf.uiScale}, fixed when the JVM
     * starts, it can change while the window is open ({@link #textSizeTo}).
     */
    public static void setTextSize(int percent) {
        UIScale.setZoomFactor(TEXT_SIZES.contains(percent) ? percent / 100f : 1f);
    }

    /** The text size in per cent (100 unless chosen). */
    public static int textSize() {
        return Math.round(UIScale.getZoomFactor() * 100);
    }

    /**
     * Changes the text size of every open window at once ({@code pinnedFont}: the size
     * {@link #pinFont} was given, or 0): the look's fonts and sizes through
     * FlatLaf's zoom; a font a component was given of its own (a bold title, the tutor's large
     * text) grows in the same proportion, since {@code updateUI} keeps it.
     */
    public static void textSizeTo(int percent, int pinnedFont) {
        float before = UIScale.getZoomFactor();
        setTextSize(percent);
        float after = UIScale.getZoomFactor();
        if (before == after) {
            return;
        }
        // FlatLaf scales a pinned font with the zoom itself, rounding each time: pinned again, it
        // stays exact after any number of changes.
        pinFont(pinnedFont);
        // The fonts of their own before the new look: those updateUI leaves as they were are
        // scaled here; a component that makes its font again in updateUI (the tutor's paragraphs)
        // has it at the new size already.
        Map<JComponent, Font> own = new java.util.IdentityHashMap<>();
        for (Window w : Window.getWindows()) {
            ownFonts(w, own);
        }
        FlatLaf.updateUI();
        rescaleOwn(own, before, after);
        for (Window w : Window.getWindows()) {
            recolour(w);
            w.invalidate();
            w.validate();
            w.repaint();
        }
    }

    /**
     * After the desktop's text changed while a window is open ({@link #DESKTOP_TEXT}): the look set up
     * again, which reads the desktop's font anew, and every font a component was given of its own (a
     * bold title, the tutor's large text) scaled in the same proportion as the look's, as a change of
     * the text size does ({@link #textSizeTo}). Nothing changes while the font is pinned
     * ({@link #pinFont}), which outlives the look.
     */
    public static void desktopTextChanged() {
        float before = UIManager.getFont("Label.font").getSize2D();
        Map<JComponent, Font> own = new java.util.IdentityHashMap<>();
        for (Window w : Window.getWindows()) {
            ownFonts(w, own);
        }
        switchTo(current());
        float ratio = UIManager.getFont("Label.font").getSize2D() / before;
        if (ratio == 1f) {
            return;
        }
        own.forEach((j, f) -> {
            if (f.equals(j.getFont())) {
                Font now = f.deriveFont(f.getSize2D() * ratio);
                // The font at 100 % text grows with it, so that a later text size starts from the new one.
                if (f.equals(j.getClientProperty(SCALED_FONT)) && j.getClientProperty(BASE_FONT) instanceof Font b) {
                    j.putClientProperty(BASE_FONT, b.deriveFont(b.getSize2D() * ratio));
                    j.putClientProperty(SCALED_FONT, now);
                }
                j.setFont(now);
            }
        });
        for (Window w : Window.getWindows()) {
            w.invalidate();
            w.validate();
            w.repaint();
        }
    }

    /**
     * What a part of a window kept out of it for a while (learn mode's side while the workbench
     * shows, the workbench while learn mode does) was last made for: the look, the text size and the
     * look's font. A change of any of them reached only the windows' own components.
     */
    public record Made(Object look, float zoom, Font font) {
        /** The look, text size and font now. */
        public static Made now() {
            return new Made(UIManager.getLookAndFeel(), UIScale.getZoomFactor(), UIManager.getFont("Label.font"));
        }
    }

    /**
     * Brings {@code part}, out of every window since {@code made}, to the look, text size and font
     * now, as {@link #switchTo} and {@link #textSizeTo} bring a window's components: its look made
     * again, each font of its own scaled as the text size changed, the colours by key again.
     */
    public static void catchUp(JComponent part, Made made) {
        Made now = Made.now();
        if (now.equals(made)) {
            return;
        }
        Map<JComponent, Font> own = new java.util.IdentityHashMap<>();
        ownFonts(part, own);
        javax.swing.SwingUtilities.updateComponentTreeUI(part);
        if (made.zoom() != now.zoom()) {
            rescaleOwn(own, made.zoom(), now.zoom());
        }
        recolour(part);
    }

    /** The components under {@code c} with a font of their own (not the look's), and that font. */
    private static void ownFonts(Component c, Map<JComponent, Font> out) {
        if (c instanceof JComponent j && j.getFont() != null && !(j.getFont() instanceof javax.swing.plaf.UIResource)) {
            out.put(j, j.getFont());
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                ownFonts(child, out);
            }
        }
        if (c instanceof javax.swing.JMenu m) {
            for (Component child : m.getMenuComponents()) {
                ownFonts(child, out);
            }
        }
    }

    /** Each of the fonts of their own {@code own} that the new look left as it was, at the new text size. */
    private static void rescaleOwn(Map<JComponent, Font> own, float before, float after) {
        own.forEach((j, f) -> {
            if (f.equals(j.getFont())) {
                rescale(j, f, before, after);
            }
        });
    }

    /**
     * Gives {@code j} its font {@code f} at the new text size: from the font it had at 100 % when
     * it still has the one this last gave it, else (set again since, at the old size) from {@code f}.
     */
    private static void rescale(JComponent j, Font f, float before, float after) {
        Font base = f.equals(j.getClientProperty(SCALED_FONT)) && j.getClientProperty(BASE_FONT) instanceof Font b
                ? b : f.deriveFont(f.getSize2D() / before);
        Font now = base.deriveFont(base.getSize2D() * after);
        j.putClientProperty(BASE_FONT, base);
        j.putClientProperty(SCALED_FONT, now);
        j.setFont(now);
    }

    /**
     * The colour of a theme key in the current look. Outside FlatLaf (a test that paints tiles
     * with the JDK's own look) the light look's value from the theme files.
     *
     * @throws IllegalStateException when neither the look nor the theme files have the key
     */
    public static Color colour(String key) {
        Color c = UIManager.getColor(key);
        if (c == null) {
            c = FALLBACK.computeIfAbsent(key, Theme::fromFiles);
        }
        return c;
    }

    /** A size of the theme files ({@code width,height}), in unscaled pixels. */
    public static Dimension size(String key) {
        Dimension d = UIManager.getDimension(key);
        if (d == null) {
            String v = property(key);
            if (v == null) {
                throw new IllegalStateException("the theme has no size " + key);
            }
            String[] wh = v.split(",");
            d = new Dimension(Integer.parseInt(wh[0].strip()), Integer.parseInt(wh[1].strip()));
        }
        return d;
    }

    /**
     * A text size of the theme files, in pixels at the text size shown (View ▸ Text size, on top of
     * the desktop's scaling): what the board writes in screen pixels grows with the window's text.
     */
    public static float points(String key) {
        return UIScale.scale((float) number(key));
    }

    /** A number of the theme files (an icon's size, say). */
    public static int number(String key) {
        Object v = UIManager.get(key);
        if (v instanceof Integer i) {
            return i;
        }
        String p = property(key);
        if (p == null) {
            throw new IllegalStateException("the theme has no number " + key);
        }
        return Integer.parseInt(p.strip());
    }

    /** Gives {@code c} the foreground colour of {@code key}, now and after every switch of the look. */
    public static void foreground(JComponent c, String key) {
        c.putClientProperty(FOREGROUND_KEY, key);
        c.setForeground(plain(colour(key)));
    }

    /** The colour as a plain one: a look's own colour would be replaced by the next updateUI. */
    private static Color plain(Color c) {
        return new Color(c.getRGB(), true);
    }

    private static void recolour(Component c) {
        if (c instanceof JComponent j && j.getClientProperty(FOREGROUND_KEY) instanceof String key) {
            j.setForeground(plain(colour(key)));
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                recolour(child);
            }
        }
    }

    private static Color fromFiles(String key) {
        String v = property(key);
        while (v != null && v.startsWith("$")) {
            String ref = v.substring(1).strip();
            Color c = UIManager.getColor(ref);
            if (c != null) {
                return c;
            }
            v = property(ref);
        }
        if (v == null || !v.startsWith("#")) {
            // A reference to a FlatLaf key outside FlatLaf (the accent colour): FlatLaf's own default.
            if (v == null) {
                throw new IllegalStateException("the theme has no colour " + key);
            }
            return new Color(0x2675BF);
        }
        return parse(v);
    }

    /** {@code #RRGGBB} or {@code #RRGGBBAA}, as FlatLaf reads them. */
    static Color parse(String hex) {
        String h = hex.strip().substring(1);
        long v = Long.parseLong(h, 16);
        return h.length() == 8 ? new Color((int) (v >> 24) & 0xFF, (int) (v >> 16) & 0xFF, (int) (v >> 8) & 0xFF,
                (int) v & 0xFF) : new Color((int) v);
    }

    private static String property(String key) {
        for (String file : new String[] {"FlatLightLaf.properties", "FlatLaf.properties"}) {
            Properties p = new Properties();
            try (InputStream in = Theme.class.getClassLoader().getResourceAsStream(SOURCE + "/" + file)) {
                if (in != null) {
                    p.load(in);
                }
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the theme file " + file, e);
            }
            if (p.getProperty(key) != null) {
                return p.getProperty(key).strip();
            }
        }
        return null;
    }

    /**
     * Pins the font size (under a virtual screen FlatLaf can pick a 10 px font, docs/testing.md;
     * {@code kudde.font}, {@link kudde.ui.Options#fontSize}); 0 leaves the look's own. A developer
     * default, so it outlives a switch of the look.
     */
    public static void pinFont(int size) {
        if (size > 0) {
            // Pinned at 100 % and zoomed by FlatLaf: a default font put while zoomed is taken for
            // an unzoomed one when FlatLaf reckons its scale from it, which then counts the zoom
            // twice (at 200 %, 14 px made every inset and icon 3.5 times as large, not 2).
            float zoom = UIScale.getZoomFactor();
            UIScale.setZoomFactor(1f);
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, size));
            UIScale.setZoomFactor(zoom);
        }
    }
}

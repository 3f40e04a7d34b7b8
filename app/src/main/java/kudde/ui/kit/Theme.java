package kudde.ui.kit;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
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
 * The light and dark looks (FlatLaf) and every colour and size of the window. Kudde's own keys
 * ({@code Kudde.*}) live in {@code kudde/ui/theme/FlatLaf.properties} (both looks) and
 * {@code FlatLightLaf.properties} / {@code FlatDarkLaf.properties} (what differs), which FlatLaf
 * reads as custom defaults; code asks for a colour by key ({@link #colour}) and never makes one.
 */
public final class Theme {
    public static final String LIGHT = "light";
    public static final String DARK = "dark";
    /** Where Kudde's theme files are, for {@link FlatLaf#registerCustomDefaultsSource(String)}. */
    public static final String SOURCE = "kudde/ui/theme";
    /**
     * Client property: the key of a component's foreground colour ({@link #foreground}), so a
     * switch of the look gives it the other look's colour.
     */
    public static final String FOREGROUND_KEY = "kudde.foregroundKey";

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
        } else {
            FlatLightLaf.setup();
        }
        if (!registered) {
            // After the look, not before: a UIManager.put with no look set first makes Swing set
            // up its own (Metal), a twentieth of the event thread's start-up (docs/performance.md).
            // These are developer defaults, which outlive a switch of the look.
            ShortcutMenuItems.install();
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
        return UIManager.getLookAndFeel() instanceof FlatLaf f && f.isDark() ? DARK : LIGHT;
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
            UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, size));
        }
    }
}

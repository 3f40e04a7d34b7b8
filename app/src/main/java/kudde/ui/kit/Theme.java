package kudde.ui.kit;

import com.formdev.flatlaf.FlatDarkLaf;
import com.formdev.flatlaf.FlatLaf;
import com.formdev.flatlaf.FlatLightLaf;
import javax.swing.UIManager;
import javax.swing.plaf.FontUIResource;

/** The light and dark looks (FlatLaf). */
public final class Theme {
    public static final String LIGHT = "light";
    public static final String DARK = "dark";

    private Theme() {
    }

    /** Sets the look before any window exists. */
    public static void setup(String theme) {
        if (DARK.equals(theme)) {
            FlatDarkLaf.setup();
        } else {
            FlatLightLaf.setup();
        }
        pinFont();
    }

    /** Switches the look of every open window. */
    public static void switchTo(String theme) {
        setup(theme);
        FlatLaf.updateUI();
    }

    public static String current() {
        return UIManager.getLookAndFeel() instanceof FlatLaf f && f.isDark() ? DARK : LIGHT;
    }

    /**
     * Under a virtual screen FlatLaf can pick a 10 px font (TESTING.md); the system property
     * {@code kudde.font} pins the size (tests set it).
     */
    private static void pinFont() {
        String size = System.getProperty("kudde.font");
        if (size != null) {
            UIManager.put("defaultFont", new FontUIResource(java.awt.Font.SANS_SERIF, java.awt.Font.PLAIN,
                    Integer.parseInt(size)));
        }
    }
}

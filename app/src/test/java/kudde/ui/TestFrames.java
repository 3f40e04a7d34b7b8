package kudde.ui;

import com.formdev.flatlaf.FlatLightLaf;
import java.awt.Font;
import javax.swing.JFrame;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.plaf.FontUIResource;
import kudde.ui.kit.Theme;

/**
 * A frame for a test that holds one panel alone at a chosen size: FlatLaf's light look with its font
 * pinned and the text size chosen (GlobalStateExtension gives both back after the test). Event thread.
 */
public final class TestFrames {
    private TestFrames() {
    }

    /** A frame titled {@code title}, the look's font {@code fontPx} pixels at 100 %, the text at {@code percent}. */
    public static JFrame at(String title, int fontPx, int percent) {
        // From 100 %: FlatLaf scales the pinned font by the zoom only where the zoom changes, so a
        // second frame at 200 % in one test had its font at 100 % (14 px in LearnSideGuiTest).
        Theme.setTextSize(100);
        FlatLightLaf.setup();
        UIManager.put("defaultFont", new FontUIResource(Font.SANS_SERIF, Font.PLAIN, fontPx));
        // The zoom after the font, then the look again, which scales the font by it.
        Theme.setTextSize(percent);
        FlatLightLaf.setup();
        JFrame f = new JFrame(title);
        f.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        return f;
    }
}

package kudde.ui.export;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import kudde.scenario.ScenarioFiles;

/**
 * Writing exported pictures and handouts, for the window and the command line alike: atomically
 * (a good file is never half overwritten) and with the user's usual permissions, as a saved
 * scenario is written ({@link ScenarioFiles#write}).
 */
public final class Exports {
    /**
     * The width a board picture gets unless the user picks another: an A4 page (8.27 inches) at
     * 150 dots an inch, so it prints sharp across the page.
     */
    public static final int PRINT_WIDTH = 1240;
    /** The narrowest and widest picture the user may ask for, in pixels. */
    public static final int MIN_WIDTH = 100;
    public static final int MAX_WIDTH = 10_000;

    private Exports() {
    }

    /** A picture as a PNG file. */
    public static void writePng(Path target, BufferedImage img) throws IOException {
        ScenarioFiles.write(target, png(img));
    }

    /** A handout page as a UTF-8 file. */
    public static void writeHandout(Path target, String page) throws IOException {
        ScenarioFiles.write(target, page.getBytes(StandardCharsets.UTF_8));
    }

    /** The PNG bytes of a picture (a handout keeps them inside the page). */
    static byte[] png(BufferedImage img) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(img, "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);  // into memory: does not happen
        }
        return out.toByteArray();
    }
}

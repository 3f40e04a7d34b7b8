package kudde.ui.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.InputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The splash in the jar is the one {@link SplashArt} draws from today's art: run
 * {@code scripts/splash.sh} after changing the tile or figure art, and commit the new PNG.
 */
class SplashArtTest {
    @Test
    void theCommittedSplashIsWhatTheArtDrawsNow() throws Exception {
        BufferedImage committed;
        try (InputStream in = SplashArtTest.class.getResourceAsStream("/kudde/splash.png")) {
            assertThat(in).as("kudde/splash.png in the jar's resources").isNotNull();
            committed = ImageIO.read(in);
        }
        BufferedImage now = SplashArt.paint();
        assertThat(committed.getWidth()).isEqualTo(now.getWidth());
        assertThat(committed.getHeight()).isEqualTo(now.getHeight());
        // Text is drawn with the machine's sans-serif font, which may differ a little from the one
        // it was made with; the art may not: compare the mean difference and the tile band alone.
        assertThat(meanDifference(committed, now, 0, committed.getHeight())).isLessThan(2.0);
        assertThat(meanDifference(committed, now, 118, 118 + 92)).isLessThan(0.5);
    }

    @Test
    void theCommittedIconIsWhatTheArtDrawsNow() throws Exception {
        BufferedImage committed;
        try (InputStream in = SplashArtTest.class.getResourceAsStream("/kudde/icon.png")) {
            assertThat(in).as("kudde/icon.png in the jar's resources").isNotNull();
            committed = ImageIO.read(in);
        }
        BufferedImage now = SplashArt.icon();
        assertThat(committed.getWidth()).isEqualTo(SplashArt.ICON);
        assertThat(committed.getHeight()).isEqualTo(SplashArt.ICON);
        assertThat(meanDifference(committed, now, 0, SplashArt.ICON)).isLessThan(0.5);
    }

    @Test
    void theSplashShowsTheTilesNotAnEmptyFrame() {
        BufferedImage now = SplashArt.paint();
        // The tile band holds the field green of the tile art, the background does not.
        int green = 0;
        for (int x = 0; x < now.getWidth(); x++) {
            if ((now.getRGB(x, 118 + 46) & 0xFFFFFF) == ArtColours.FIELD.getRGB() - 0xFF000000) {
                green++;
            }
        }
        assertThat(green).isGreaterThan(40);
        assertThat(now.getRGB(2, 2) & 0xFFFFFF).isEqualTo(ArtColours.OUTLINE.getRGB() & 0xFFFFFF);
    }

    /** Mean absolute difference per colour channel (0–255) over the rows [from, to). */
    private static double meanDifference(BufferedImage a, BufferedImage b, int from, int to) {
        long sum = 0;
        for (int y = from; y < to; y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int p = a.getRGB(x, y);
                int q = b.getRGB(x, y);
                for (int shift = 0; shift <= 16; shift += 8) {
                    sum += Math.abs(((p >> shift) & 0xFF) - ((q >> shift) & 0xFF));
                }
            }
        }
        return sum / (3.0 * a.getWidth() * (to - from));
    }
}

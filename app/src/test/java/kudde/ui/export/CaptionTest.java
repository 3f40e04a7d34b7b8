package kudde.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;

/**
 * A picture's caption prints at one size whatever the picture's width: twice as wide a picture
 * (which a page shows at half the size) gets twice as large a caption band; a picture narrower than
 * an A4 page at 150 dpi keeps the theme's size, which reads on a screen.
 */
class CaptionTest {
    private static final String TEXT = "Anna's tile joins the two fields: one flock of 7 sheep";

    /** The height of the band the caption adds under a blank picture {@code width} pixels wide. */
    private static int band(int width) {
        BufferedImage blank = new BufferedImage(width, 400, BufferedImage.TYPE_INT_ARGB);
        BufferedImage out = Caption.under(blank, TEXT);
        assertThat(out.getWidth()).isEqualTo(width);
        return out.getHeight() - blank.getHeight();
    }

    /** The width of the widest run of ink across the caption's band: how wide its longest line is. */
    private static int inked(int width) {
        BufferedImage blank = new BufferedImage(width, 10, BufferedImage.TYPE_INT_ARGB);
        BufferedImage out = Caption.under(blank, TEXT);
        int ink = out.getRGB(0, 10);  // the band's paper
        int min = Integer.MAX_VALUE;
        int max = -1;
        for (int y = 10; y < out.getHeight(); y++) {
            for (int x = 0; x < width; x++) {
                if (out.getRGB(x, y) != ink) {
                    min = Math.min(min, x);
                    max = Math.max(max, x);
                }
            }
        }
        return max - min;
    }

    @Test
    void theCaptionGrowsWithThePictureBeyondAnA4PageAt150Dpi() {
        int a4 = band(Exports.PRINT_WIDTH);
        int twice = band(2 * Exports.PRINT_WIDTH);
        assertThat(a4).isPositive();
        assertThat(Math.abs(twice - 2 * a4)).as("band %d at 1240 px, %d at 2480 px", a4, twice).isLessThanOrEqualTo(3);
        assertThat(Math.abs(inked(2 * Exports.PRINT_WIDTH) - 2 * inked(Exports.PRINT_WIDTH))).isLessThanOrEqualTo(12);
        // Narrower: the same size as at 1240 (one line there, so no taller band here either at 800).
        assertThat(band(800)).isEqualTo(a4);
    }

    @Test
    void aBlankCaptionLeavesThePictureAsItIs() {
        BufferedImage blank = new BufferedImage(700, 300, BufferedImage.TYPE_INT_ARGB);
        assertThat(Caption.under(blank, "  ")).isSameAs(blank);
    }
}

package kudde.ui.export;

import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import kudde.ui.kit.Theme;

/** A picture of the board with a caption under it, on a band of its own, wrapped at the picture's width. */
public final class Caption {
    private Caption() {
    }

    /**
     * The picture with {@code text} under it; the picture itself when the text is blank. The
     * caption grows with the picture beyond {@link Exports#PRINT_WIDTH} (the theme's size is for a
     * picture as wide as an A4 page at 150 dpi), so it prints at the same size beside a picture of
     * any width; a narrower picture keeps the theme's size, which reads on a screen.
     */
    public static BufferedImage under(BufferedImage picture, String text) {
        if (text == null || text.isBlank()) {
            return picture;
        }
        double grow = Math.max(1, picture.getWidth() / (double) Exports.PRINT_WIDTH);
        Font font = new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(Theme.number("Kudde.export.captionPoints") * grow));
        int pad = (int) Math.round(Theme.number("Kudde.export.captionPadding") * grow);
        Graphics2D probe = picture.createGraphics();
        FontMetrics fm = probe.getFontMetrics(font);
        probe.dispose();
        int width = Math.max(picture.getWidth(), 8 * fm.charWidth('m'));
        List<String> lines = wrap(text.strip(), fm, width - 2 * pad);
        int band = lines.size() * fm.getHeight() + 2 * pad;
        BufferedImage out = new BufferedImage(width, picture.getHeight() + band, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = out.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.drawImage(picture, (width - picture.getWidth()) / 2, 0, null);
        g.setColor(Theme.colour("Kudde.export.paper"));
        g.fillRect(0, picture.getHeight(), width, band);
        g.setColor(Theme.colour("Kudde.export.ink"));
        g.setFont(font);
        int y = picture.getHeight() + pad + fm.getAscent();
        for (String line : lines) {
            g.drawString(line, (width - fm.stringWidth(line)) / 2, y);
            y += fm.getHeight();
        }
        g.dispose();
        return out;
    }

    /** Lines of whole words no wider than {@code width} (a word longer than that stands alone). */
    static List<String> wrap(String text, FontMetrics fm, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            String next = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(next) > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(next);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}

package kudde.ui.art;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import kudde.ui.GuiTest;
import kudde.ui.art.ColourVision.Deficiency;
import kudde.ui.kit.InLook;
import kudde.ui.kit.Theme;
import org.junit.jupiter.api.Test;

/**
 * The board's marks (where a tile fits, fits turned or not, the laid tile's ghost frame, the lit-up
 * feature, the selection, the keyboard's cursor, the author's arrows and rings) against what they are drawn on:
 * the board's background where no tile lies, in each look, and each colour of the tile art. WCAG
 * 2.1 1.4.11 asks 3 to 1 of a graphical object against what is next to it. Each mark is a line
 * over a casing of the opposite lightness (WCAG technique C40, kudde.ui.board.Lines.cased): a light
 * line on a dark casing, as the board's own marks, stands out on a dark roof by the line and on a
 * pale city by the casing; one of the two, as painted over the ground, must be 3 to 1 from it, in
 * every look. Drawn in one colour, the lines were as light as some of the art
 * (the red ghost frame on a roof 1.00 to 1). The least CIEDE2000 under each colour blindness is
 * printed beside; the marks differ by their lines' patterns as well (docs/accessibility.md).
 */
@GuiTest
class BoardMarksVisionTest {
    /** WCAG 2.1 1.4.11: a graphical object's contrast with what is next to it. */
    private static final double LEAST_CONTRAST = 3;

    /** The marks drawn where no tile lies: on the board's background. */
    private static final List<String> ON_THE_BACKGROUND = List.of("Kudde.board.fits", "Kudde.board.fitsTurned",
            "Kudde.board.fitsNot", "Kudde.board.ghostFits", "Kudde.board.ghostFitsNot", "Kudde.board.selection",
            "Kudde.board.cursor");

    /** The marks drawn over tiles: on the tile art. */
    private static final List<String> ON_THE_ART = List.of("Kudde.board.ghostFits", "Kudde.board.ghostFitsNot",
            "Kudde.board.highlightLine", "Kudde.board.featureLine", "Kudde.board.hoverLine", "Kudde.board.selection",
            "Kudde.board.cursor");

    /** The author's arrows and rings, over tiles and empty squares alike. */
    private static final List<String> DRAWN = List.of("Kudde.drawing.green", "Kudde.drawing.red", "Kudde.drawing.blue",
            "Kudde.drawing.yellow");

    private static final List<String> ART = ArtGrounds.KEYS;

    @Test
    void everyMarkStandsOutFromWhatItIsDrawnOnInEveryLook() throws Exception {
        List<String> report = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (String look : Theme.LOOKS) {
            Map<String, Color> marks = new LinkedHashMap<>();
            Map<String, Color> grounds = new LinkedHashMap<>();
            Map<String, Color> casings = new LinkedHashMap<>();
            InLook.run(look, () -> {
                for (String k : ON_THE_BACKGROUND) {
                    marks.put(k, Theme.colour(k));
                }
                for (String k : ON_THE_ART) {
                    marks.put(k, Theme.colour(k));
                }
                for (String k : DRAWN) {
                    marks.put(k, Theme.colour(k));
                }
                for (Map.Entry<String, Color> m : marks.entrySet()) {
                    casings.put(m.getKey(), kudde.ui.board.Lines.casingFor(m.getValue()));
                }
                grounds.put("Kudde.board.background", Theme.colour("Kudde.board.background"));
                for (String k : ART) {
                    grounds.put(k, Theme.colour(k));
                }
                return null;
            });
            Measure least = null;
            for (Map.Entry<String, Color> mark : marks.entrySet()) {
                List<String> on = new ArrayList<>();
                if (ON_THE_BACKGROUND.contains(mark.getKey()) || DRAWN.contains(mark.getKey())) {
                    on.add("Kudde.board.background");
                }
                if (ON_THE_ART.contains(mark.getKey()) || DRAWN.contains(mark.getKey())) {
                    on.addAll(ART);
                }
                for (String ground : on) {
                    Color g = grounds.get(ground);
                    Color outer = over(casings.get(mark.getKey()), g);
                    Color seen = over(mark.getValue(), outer);
                    double ratio = Math.max(InLook.contrast(outer, g), InLook.contrast(seen, g));
                    double apart = Double.MAX_VALUE;
                    String worst = "";
                    for (Deficiency d : Deficiency.values()) {
                        double e = ColourVision.distance(d, seen, g);
                        if (e < apart) {
                            apart = e;
                            worst = d.toString();
                        }
                    }
                    Measure m = new Measure(look, mark.getKey(), ground, ratio, apart, worst);
                    if (least == null || ratio < least.ratio) {
                        least = m;
                    }
                    if (ratio < LEAST_CONTRAST) {
                        failures.add(m.toString());
                    }
                }
            }
            report.add("the least contrast in the " + look + " look: " + least);
        }
        report.forEach(System.out::println);
        failures.forEach(f -> System.out.println("below 3:1: " + f));
        assertThat(failures).as("marks below 3:1 against what they are drawn on").isEmpty();
    }

    private record Measure(String look, String mark, String ground, double ratio, double apart, String worst) {
        @Override
        public String toString() {
            return String.format("%s on %s, %.2f:1, CIEDE2000 %.1f under %s (%s look)", mark.replace("Kudde.", ""),
                    ground.replace("Kudde.", ""), ratio, apart, worst.toLowerCase(java.util.Locale.ROOT), look);
        }
    }

    /** {@code mark} painted over {@code ground}: its transparency blended, as the board paints it. */
    private static Color over(Color mark, Color ground) {
        double a = mark.getAlpha() / 255.0;
        return new Color((int) Math.round(mark.getRed() * a + ground.getRed() * (1 - a)),
                (int) Math.round(mark.getGreen() * a + ground.getGreen() * (1 - a)),
                (int) Math.round(mark.getBlue() * a + ground.getBlue() * (1 - a)));
    }
}

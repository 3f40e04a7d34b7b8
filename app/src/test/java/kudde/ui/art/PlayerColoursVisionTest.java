package kudde.ui.art;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import kudde.ui.art.ColourVision.Deficiency;
import org.junit.jupiter.api.Test;

/**
 * Colour is never the only sign of a player (docs/accessibility.md): the six colours a game hands
 * out stay apart for every kind of colour blindness, and each player's figures carry a mark of
 * their own that can be seen on the figure.
 */
class PlayerColoursVisionTest {
    /**
     * The least CIEDE2000 difference between two players' colours, as seen with each dichromacy.
     * About 2 is just noticeable side by side; 15 is a difference seen at a glance across a board.
     */
    private static final double LEAST = 15;

    @Test
    void theCiede2000OfThisTestIsRight() {
        // Sharma, Wu and Dalal (2005), table 1: pairs 1, 7 and 17.
        assertThat(ColourVision.ciede2000(new double[] {50, 2.6772, -79.7751}, new double[] {50, 0, -82.7485}))
                .isCloseTo(2.0425, within(1e-4));
        assertThat(ColourVision.ciede2000(new double[] {50, 0, 0}, new double[] {50, -1, 2}))
                .isCloseTo(2.3669, within(1e-4));
        assertThat(ColourVision.ciede2000(new double[] {50, 2.5, 0}, new double[] {73, 25, -18}))
                .isCloseTo(27.1492, within(1e-4));
    }

    @Test
    void theSimulationsFuseWhatEachDichromacyCannotTellApart() {
        // The classic confusions: red and green to a deuteranope, red and a dark olive to a protanope;
        // the simulation must make them near alike, or the test below would prove nothing.
        Color red = new Color(0xD62828);
        Color green = new Color(0x1C8C3C);
        assertThat(ColourVision.distance(null, red, green)).isGreaterThan(40);
        assertThat(ColourVision.distance(Deficiency.DEUTERANOPIA, red, green)).isLessThan(10);
        assertThat(ColourVision.distance(Deficiency.TRITANOPIA, new Color(0x1F5FD0), new Color(0x1C8C3C)))
                .isLessThan(ColourVision.distance(null, new Color(0x1F5FD0), new Color(0x1C8C3C)) / 2);
        // Grey stays grey: each matrix keeps the white point.
        for (Deficiency d : Deficiency.values()) {
            Color g = ColourVision.seenWith(d, new Color(0x808080));
            assertThat(Math.abs(g.getRed() - 128) + Math.abs(g.getGreen() - 128) + Math.abs(g.getBlue() - 128))
                    .as("%s keeps grey", d).isLessThanOrEqualTo(3);
        }
    }

    @Test
    void everyPairOfPlayerColoursStaysApartUnderEachColourBlindness() {
        List<String> failures = new ArrayList<>();
        List<Deficiency> ways = new ArrayList<>(List.of(Deficiency.values()));
        ways.add(null);
        for (Deficiency d : ways) {
            double least = Double.MAX_VALUE;
            for (int i = 0; i < PlayerColours.IDS.size(); i++) {
                for (int j = i + 1; j < PlayerColours.IDS.size(); j++) {
                    String a = PlayerColours.IDS.get(i);
                    String b = PlayerColours.IDS.get(j);
                    double e = ColourVision.distance(d, PlayerColours.of(a, i), PlayerColours.of(b, j));
                    least = Math.min(least, e);
                    if (e < LEAST) {
                        failures.add(String.format("%s and %s are %.1f apart under %s", a, b, e, d == null ? "normal vision" : d));
                    }
                }
            }
            System.out.printf("least CIEDE2000 between player colours, %s: %.1f%n", d == null ? "normal vision" : d, least);
        }
        assertThat(failures).isEmpty();
    }

    @Test
    void everyColourHasAMarkOfItsOwnAndAnUnknownIdTakesOneByTurn() {
        Set<PlayerMark> marks = new HashSet<>();
        for (int i = 0; i < PlayerColours.IDS.size(); i++) {
            marks.add(PlayerColours.look(PlayerColours.IDS.get(i), i).mark());
        }
        assertThat(marks).hasSize(PlayerColours.IDS.size());
        for (String other : List.of("pink", "purple", "orange", "white")) {
            assertThat(marks.add(PlayerColours.look(other, 0).mark())).as(other).isTrue();
        }
        assertThat(PlayerColours.look("anna", 2)).isEqualTo(PlayerColours.look("yellow", 0));
        assertThat(PlayerColours.look("GREY", 0)).isEqualTo(PlayerColours.look("gray", 5));
    }

    @Test
    void theMarksAreShapesThatDifferEvenInOneInk() {
        List<BufferedImage> pictures = new ArrayList<>();
        for (PlayerMark m : PlayerMark.values()) {
            BufferedImage img = new BufferedImage(40, 40, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = img.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, 40, 40);
            g.translate(20, 20);
            g.scale(40, 40);
            g.setColor(Color.BLACK);
            g.fill(m.shape());
            g.dispose();
            pictures.add(img);
        }
        for (int i = 0; i < pictures.size(); i++) {
            for (int j = i + 1; j < pictures.size(); j++) {
                int differ = 0;
                for (int y = 0; y < 40; y++) {
                    for (int x = 0; x < 40; x++) {
                        if (dark(pictures.get(i).getRGB(x, y)) != dark(pictures.get(j).getRGB(x, y))) {
                            differ++;
                        }
                    }
                }
                assertThat(differ).as("%s against %s", PlayerMark.values()[i], PlayerMark.values()[j])
                        .isGreaterThan(40 * 40 / 12);
            }
        }
    }

    @Test
    void aFollowerAndAShepherdShowTheirPlayersMarkInAnInkThatStandsOut() {
        for (int i = 0; i < PlayerColours.IDS.size(); i++) {
            PlayerLook look = PlayerColours.look(PlayerColours.IDS.get(i), i);
            for (boolean shepherd : new boolean[] {false, true}) {
                BufferedImage img = new BufferedImage(100, 100, BufferedImage.TYPE_INT_ARGB);
                Graphics2D g = img.createGraphics();
                g.translate(50, 50);
                g.scale(100, 100);
                if (shepherd) {
                    FigureArt.shepherd(g, look, 0.01);
                } else {
                    FigureArt.follower(g, look, 0.01);
                }
                g.dispose();
                Color ink = FigureArt.inkOn(look.colour());
                int inked = 0;
                for (int y = 0; y < 100; y++) {
                    for (int x = 0; x < 100; x++) {
                        if ((img.getRGB(x, y) & 0xFFFFFF) == (ink.getRGB() & 0xFFFFFF)) {
                            inked++;
                        }
                    }
                }
                // The mark is about a third of the figure wide: even the star covers 3 % of its box.
                assertThat(inked).as("%s %s", look.mark(), shepherd ? "shepherd" : "follower").isGreaterThan(300);
                assertThat(ColourVision.ciede2000(ColourVision.lab(ink), ColourVision.lab(look.colour())))
                        .as("the %s mark stands out on its colour", look.mark()).isGreaterThan(25);
            }
        }
    }

    /**
     * Every player's follower and shepherd stand out from every ground of the tile art a figure may
     * stand on (a field, a city and its roofs, a road, a monastery's stone and roof, a hill), for each
     * kind of colour blindness and for normal vision: painted on the ground, then seen through the
     * simulation, the figure's edge (its outline, or the fill right inside a light outline) differs
     * from the ground by at least {@link #LEAST} in CIEDE2000 on most of its length. Where a figure's
     * fill comes close to a ground (yellow on a city under tritanopia, red on a roof under protanopia),
     * the outline is what keeps it apart; where a light outline meets a light ground (black on a
     * road), the fill.
     */
    @Test
    void everyFigureStandsOutFromTheTileArtUnderEachColourBlindness() {
        java.util.Map<String, Color> grounds = new java.util.LinkedHashMap<>();
        grounds.put("field", ArtColours.FIELD);
        grounds.put("city", ArtColours.CITY);
        grounds.put("city roof", ArtColours.CITY_ROOF);
        grounds.put("road", ArtColours.ROAD);
        grounds.put("stone", ArtColours.STONE);
        grounds.put("roof", ArtColours.ROOF);
        grounds.put("hill", ArtColours.HILL);
        List<Deficiency> ways = new ArrayList<>(List.of(Deficiency.values()));
        ways.add(null);
        List<String> failures = new ArrayList<>();
        double least = Double.MAX_VALUE;
        String leastWhere = "";
        for (int i = 0; i < PlayerColours.IDS.size(); i++) {
            PlayerLook look = PlayerColours.look(PlayerColours.IDS.get(i), i);
            for (boolean shepherd : new boolean[] {false, true}) {
                for (java.util.Map.Entry<String, Color> ground : grounds.entrySet()) {
                    BufferedImage painted = figureOn(ground.getValue(), look, shepherd);
                    for (Deficiency d : ways) {
                        double rim = rimContrast(painted, ground.getValue(), d);
                        String where = String.format("%s %s on %s, %s", PlayerColours.IDS.get(i),
                                shepherd ? "shepherd" : "follower", ground.getKey(), d == null ? "normal vision" : d);
                        if (rim < least) {
                            least = rim;
                            leastWhere = where;
                        }
                        if (rim < LEAST) {
                            failures.add(String.format("%s: the rim is %.1f apart from the ground", where, rim));
                        }
                    }
                }
            }
        }
        System.out.printf("least CIEDE2000 between a figure's rim and the ground: %.1f (%s)%n", least, leastWhere);
        assertThat(failures).isEmpty();
    }

    /** A figure 100 px high, its outline as on the board, on a square of {@code ground}, without smoothing (no blended pixels). */
    private static BufferedImage figureOn(Color ground, PlayerLook look, boolean shepherd) {
        BufferedImage img = new BufferedImage(120, 120, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_OFF);
        g.setColor(ground);
        g.fillRect(0, 0, 120, 120);
        g.translate(60, 60);
        g.scale(100, 100);
        if (shepherd) {
            FigureArt.shepherd(g, look, 0.04);
        } else {
            FigureArt.follower(g, look, 0.04);
        }
        g.dispose();
        return img;
    }

    /** How deep into the figure its edge is looked for: past its outline (4 px here) into its fill. */
    private static final int EDGE_DEPTH = 8;

    /**
     * The difference, as seen with {@code d}, between {@code ground} and the figure's edge: for each
     * ring of the figure's pixels at 1 to {@link #EDGE_DEPTH} px from the ground, the median over the
     * ring; the most of these. A figure is told from the ground by its outline, or, where the outline
     * is light on a light ground (a black figure on a road), by the fill right inside it.
     */
    private static double rimContrast(BufferedImage painted, Color ground, Deficiency d) {
        int w = painted.getWidth();
        int h = painted.getHeight();
        int bg = ground.getRGB() & 0xFFFFFF;
        int[] depth = new int[w * h];
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        for (int i = 0; i < w * h; i++) {
            if ((painted.getRGB(i % w, i / w) & 0xFFFFFF) == bg) {
                queue.add(i);
            } else {
                depth[i] = -1;
            }
        }
        // Each figure pixel's distance from the ground, in steps left, right, up and down.
        while (!queue.isEmpty()) {
            int i = queue.poll();
            for (int n : new int[] {i - 1, i + 1, i - w, i + w}) {
                if (n >= 0 && n < w * h && depth[n] == -1 && Math.abs(n % w - i % w) <= 1) {
                    depth[n] = depth[i] + 1;
                    queue.add(n);
                }
            }
        }
        double[] seenGround = ColourVision.lab(ColourVision.seenWith(d, ground));
        double best = 0;
        for (int ring = 1; ring <= EDGE_DEPTH; ring++) {
            List<Double> diffs = new ArrayList<>();
            for (int i = 0; i < w * h; i++) {
                if (depth[i] == ring) {
                    Color seen = ColourVision.seenWith(d, new Color(painted.getRGB(i % w, i / w)));
                    diffs.add(ColourVision.ciede2000(ColourVision.lab(seen), seenGround));
                }
            }
            if (ring == 1) {
                assertThat(diffs).as("the figure's rim").hasSizeGreaterThan(100);
            }
            if (diffs.size() > 50) {
                java.util.Collections.sort(diffs);
                best = Math.max(best, diffs.get(diffs.size() / 2));
            }
        }
        return best;
    }

    private static boolean dark(int rgb) {
        return (rgb & 0xFF) < 128;
    }
}

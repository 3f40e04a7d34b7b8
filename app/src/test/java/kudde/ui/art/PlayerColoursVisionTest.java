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

    private static boolean dark(int rgb) {
        return (rgb & 0xFF) < 128;
    }
}

package kudde.ui.art;

import java.awt.Color;

/** The palette of the tile art: earthy, with enough contrast for figures in any player colour. */
final class ArtColours {
    static final Color FIELD = new Color(0x9CC96B);
    static final Color FIELD_DARK = new Color(0x5E8C3A);
    static final Color HEDGE = new Color(0x3F6B26);
    static final Color CITY = new Color(0xE3C58E);
    static final Color CITY_ROOF = new Color(0xC7714A);
    static final Color WALL = new Color(0x7A5A33);
    static final Color ROAD = new Color(0xF4EFDF);
    static final Color ROAD_EDGE = new Color(0x8A7B63);
    static final Color PENNANT = new Color(0x2554A8);
    static final Color STONE = new Color(0xEDE6D6);
    static final Color ROOF = new Color(0xB5402F);
    static final Color OUTLINE = new Color(0x3B3024);
    static final Color HILL = new Color(0xBFD77E);
    static final Color HILL_EDGE = new Color(0x6B7F36);
    static final Color VINE = new Color(0x6A2C7E);
    static final Color STAKE = new Color(0x6B4A2B);

    private ArtColours() {
    }
}

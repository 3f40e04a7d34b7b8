package kudde.ui.art;

import java.awt.Color;
import kudde.ui.kit.Theme;

/**
 * The palette of the tile and figure art: earthy, with enough contrast for figures in any player
 * colour. A picture, the same in both looks; the values are the theme's {@code Kudde.art.*} keys.
 */
public final class ArtColours {
    static final Color FIELD = Theme.colour("Kudde.art.field");
    static final Color FIELD_DARK = Theme.colour("Kudde.art.fieldDark");
    static final Color HEDGE = Theme.colour("Kudde.art.hedge");
    static final Color CITY = Theme.colour("Kudde.art.city");
    static final Color CITY_ROOF = Theme.colour("Kudde.art.cityRoof");
    static final Color WALL = Theme.colour("Kudde.art.wall");
    static final Color ROAD = Theme.colour("Kudde.art.road");
    static final Color ROAD_EDGE = Theme.colour("Kudde.art.roadEdge");
    static final Color PENNANT = Theme.colour("Kudde.art.pennant");
    static final Color STONE = Theme.colour("Kudde.art.stone");
    static final Color ROOF = Theme.colour("Kudde.art.roof");
    static final Color OUTLINE = Theme.colour("Kudde.art.outline");
    static final Color HILL = Theme.colour("Kudde.art.hill");
    static final Color HILL_EDGE = Theme.colour("Kudde.art.hillEdge");
    static final Color VINE = Theme.colour("Kudde.art.vine");
    static final Color STAKE = Theme.colour("Kudde.art.stake");
    static final Color PENNANT_EDGE = Theme.colour("Kudde.art.pennantEdge");
    static final Color OUTLINE_ON_DARK = Theme.colour("Kudde.art.outlineOnDark");
    static final Color DRAGON_WINGS = Theme.colour("Kudde.art.dragonWings");
    static final Color DRAGON = Theme.colour("Kudde.art.dragon");
    static final Color DRAGON_EYE = Theme.colour("Kudde.art.dragonEye");
    static final Color FAIRY_WING = Theme.colour("Kudde.art.fairyWing");
    static final Color FAIRY = Theme.colour("Kudde.art.fairy");
    static final Color TOKEN = Theme.colour("Kudde.art.token");
    static final Color TOKEN_TEXT = Theme.colour("Kudde.art.tokenText");
    static final Color MARK_ON_DARK = Theme.colour("Kudde.player.markOnDark");
    static final Color MARK_ON_LIGHT = Theme.colour("Kudde.player.markOnLight");
    /** The frame of a tile's picture in the palette. */
    public static final Color ICON_FRAME = Theme.colour("Kudde.art.iconFrame");

    private ArtColours() {
    }
}

package kudde.ui.art;

import java.awt.Color;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The colour a player's figures are drawn in. Player ids are usually colour names ("red",
 * "blue", as in the scenario files); any other id gets a colour by turn order.
 */
public final class PlayerColours {
    /** The ids the editor offers for new players, in the order it offers them. */
    public static final List<String> IDS = List.of("red", "blue", "yellow", "green", "black", "gray");

    private static final Map<String, Color> BY_NAME = Map.ofEntries(
            Map.entry("red", new Color(0xD62828)),
            Map.entry("blue", new Color(0x1F5FD0)),
            Map.entry("yellow", new Color(0xF4C20D)),
            Map.entry("green", new Color(0x1C8C3C)),
            Map.entry("black", new Color(0x2B2B2B)),
            Map.entry("gray", new Color(0x9A9A9A)),
            Map.entry("grey", new Color(0x9A9A9A)),
            Map.entry("pink", new Color(0xE8559A)),
            Map.entry("purple", new Color(0x7B3FB5)),
            Map.entry("orange", new Color(0xF07F16)),
            Map.entry("white", new Color(0xF5F5F5)));
    private static final Color[] BY_TURN = {
        BY_NAME.get("red"), BY_NAME.get("blue"), BY_NAME.get("yellow"), BY_NAME.get("green"),
        BY_NAME.get("black"), BY_NAME.get("gray"),
    };

    private PlayerColours() {
    }

    /** The colour for a player id, or by turn-order index when the id names no colour. */
    public static Color of(String id, int index) {
        Color c = id == null ? null : BY_NAME.get(id.toLowerCase(Locale.ROOT));
        return c != null ? c : BY_TURN[Math.floorMod(index, BY_TURN.length)];
    }

    /** Black or white, whichever reads better on the colour. */
    public static Color textOn(Color c) {
        double luma = 0.299 * c.getRed() + 0.587 * c.getGreen() + 0.114 * c.getBlue();
        return luma > 150 ? Color.BLACK : Color.WHITE;
    }
}

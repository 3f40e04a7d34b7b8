package kudde.ui.art;

import java.awt.Color;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.ui.kit.Theme;

/**
 * The colour a player's figures are drawn in. Player ids are usually colour names ("red",
 * "blue", as in the scenario files); any other id gets a colour by turn order. The colours are
 * the theme's {@code Kudde.player.*} keys.
 */
public final class PlayerColours {
    /** The ids the editor offers for new players, in the order it offers them. */
    public static final List<String> IDS = List.of("red", "blue", "yellow", "green", "black", "gray");

    private static final List<String> NAMED = List.of("red", "blue", "yellow", "green", "black", "gray", "pink",
            "purple", "orange", "white");
    private static final Map<String, Color> BY_NAME = byName();
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

    private static Map<String, Color> byName() {
        Map<String, Color> m = new java.util.HashMap<>();
        for (String name : NAMED) {
            m.put(name, Theme.colour("Kudde.player." + name));
        }
        m.put("grey", m.get("gray"));
        return Map.copyOf(m);
    }
}

package kudde.ui.art;

import java.awt.Color;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import kudde.ui.kit.Theme;

/**
 * The colour and mark a player's figures are drawn in. Player ids are usually colour names
 * ("red", "blue", as in the scenario files); any other id gets a colour and mark by turn order.
 * The colours are the theme's {@code Kudde.player.*} keys, chosen so that the six a game hands out
 * stay apart under protanopia, deuteranopia and tritanopia (PlayerColoursVisionTest); each colour
 * has its own {@link PlayerMark} as well, so colour is never the only sign.
 */
public final class PlayerColours {
    /** The ids the editor offers for new players, in the order it offers them. */
    public static final List<String> IDS = List.of("red", "blue", "yellow", "green", "black", "gray");

    /** Every colour a file may name, each with its mark (the six of {@link #IDS} first). */
    private static final List<String> NAMED = List.of("red", "blue", "yellow", "green", "black", "gray", "pink",
            "purple", "orange", "white");
    private static final Map<String, PlayerLook> BY_NAME = byName();

    private PlayerColours() {
    }

    /** The colour for a player id, or by turn-order index when the id names no colour. */
    public static Color of(String id, int index) {
        return look(id, index).colour();
    }

    /** The colour and mark for a player id, or by turn-order index when the id names no colour. */
    public static PlayerLook look(String id, int index) {
        PlayerLook l = id == null ? null : BY_NAME.get(id.toLowerCase(Locale.ROOT));
        return l != null ? l : BY_NAME.get(IDS.get(Math.floorMod(index, IDS.size())));
    }

    private static Map<String, PlayerLook> byName() {
        Map<String, PlayerLook> m = new java.util.HashMap<>();
        PlayerMark[] marks = PlayerMark.values();
        for (int i = 0; i < NAMED.size(); i++) {
            String name = NAMED.get(i);
            m.put(name, new PlayerLook(Theme.colour("Kudde.player." + name), marks[i]));
        }
        m.put("grey", m.get("gray"));
        return Map.copyOf(m);
    }
}

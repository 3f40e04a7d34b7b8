package kudde.jcz;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import kudde.engine.tile.TileType;

/**
 * JCloisterZone's draw pile, to check a save's tile order against its random numbers: every tile
 * of the game but the start tile, ordered by JCZ tile id (its pack sorts them so, for a
 * deterministic order), and each tile drawn as the one at {@code floor(r * size)}. A tile a hill
 * hides (H1) stays in the pile: JCZ only counts the tiles under hills and never picks one, so a
 * save never says which tile lies under a hill. A drawn tile that fits nowhere is put aside and
 * the next one drawn with the random number as the save's version leaves it after a use: moved on
 * (JCZ 5.9 and later), or the same number again from the smaller pile (JCZ 5.7 and 5.8, whose
 * pack and draw are otherwise the same: read in JCZ's TilePackBuilder, TilePack, TilePhase and
 * RandomGenerator of those versions).
 */
final class JczPile {
    private final List<String> ids = new ArrayList<>();
    private final List<String> aside = new ArrayList<>();

    JczPile(String startTile) {
        for (Map.Entry<String, TileType> e : JczTiles.all().entrySet()) {
            for (int i = 0; i < e.getValue().count(); i++) {
                ids.add(e.getKey());
            }
        }
        Collections.sort(ids);
        ids.remove(startTile);
    }

    /**
     * Draws the turn's tile with the current random number: null when it is {@code placed}, else the
     * JCZ id of the tile it does draw. Drawn tiles that fit nowhere ({@code fitsNowhere}) come first,
     * are put aside and move the number on; the tiles drawn leave the pile. The placed tile's own
     * draw leaves the number as it is (the importer moves it on with the turn's other draws).
     */
    String draws(String placed, JczRandom random, Predicate<String> fitsNowhere) {
        while (!ids.isEmpty()) {
            String drawn = ids.get(random.index(ids.size()));
            if (drawn.equals(placed)) {
                ids.remove(drawn);
                return null;
            }
            if (!fitsNowhere.test(drawn)) {
                return drawn;
            }
            ids.remove(drawn);
            aside.add(drawn);
            random.skip();
        }
        return "";
    }

    /** The drawn tiles put aside because they fit nowhere, by JCZ id, in the order they were drawn. */
    List<String> putAside() {
        return Collections.unmodifiableList(aside);
    }
}

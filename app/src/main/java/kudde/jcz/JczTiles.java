package kudde.jcz;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import kudde.engine.tile.Catalogue;
import kudde.engine.tile.TileType;

/**
 * JCloisterZone's tile ids and the catalogue tiles they stand for, from the table
 * {@code kudde/jcz/tiles.txt} (worked out from the tile shapes, docs/tiles.md).
 */
public final class JczTiles {
    private static final Map<String, TileType> BY_JCZ_ID = Collections.unmodifiableMap(load());

    private JczTiles() {
    }

    /** The catalogue tile for a JCZ tile id, or null for a tile of another expansion. */
    public static TileType of(String jczId) {
        return BY_JCZ_ID.get(jczId);
    }

    /** Every JCZ id the table knows, in its order. */
    public static Map<String, TileType> all() {
        return Collections.unmodifiableMap(BY_JCZ_ID);
    }

    private static Map<String, TileType> load() {
        Map<String, TileType> out = new LinkedHashMap<>();
        try (InputStream in = JczTiles.class.getResourceAsStream("/kudde/jcz/tiles.txt");
             BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                line = line.strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\\s+");
                TileType t = Catalogue.standard().byId(parts[1]);
                if (parts.length != 2 || t == null || out.put(parts[0], t) != null) {
                    throw new IllegalStateException("kudde/jcz/tiles.txt: bad line \"" + line + "\"");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}

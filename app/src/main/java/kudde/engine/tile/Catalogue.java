package kudde.engine.tile;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The tile catalogue, read once from the project's own data file {@code tiles.txt}. */
public final class Catalogue {
    private static final Catalogue STANDARD = load();

    private final Map<String, TileType> byId;

    private Catalogue(Map<String, TileType> byId) {
        this.byId = Collections.unmodifiableMap(byId);
    }

    public static Catalogue standard() {
        return STANDARD;
    }

    /** The tile type with this id, or null. */
    public TileType byId(String id) {
        return byId.get(id);
    }

    /** Every tile type, base game first, in catalogue order. */
    /** Tiles in the box: every tile type times its count (90 for the base game with Hills & Sheep). */
    public int tileCount() {
        int n = 0;
        for (TileType t : all()) {
            n += t.count();
        }
        return n;
    }

    public List<TileType> all() {
        return List.copyOf(byId.values());
    }

    private static Catalogue load() {
        try (InputStream in = Catalogue.class.getResourceAsStream("/kudde/engine/tiles.txt")) {
            if (in == null) {
                throw new IllegalStateException("tiles.txt missing from the build");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, TileType> types = new LinkedHashMap<>();
            String line;
            while ((line = r.readLine()) != null) {
                line = line.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    TileType t = parse(line);
                    types.put(t.id(), t);
                }
            }
            return new Catalogue(types);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static TileType parse(String line) {
        String[] halves = line.split(":", 2);
        String[] head = halves[0].trim().split("\\s+");
        String id = head[0];
        int count = Integer.parseInt(head[1]);
        EdgeKind[] edges = new EdgeKind[4];
        for (int i = 0; i < 4; i++) {
            edges[i] = EdgeKind.ofLetter(head[2].charAt(i));
        }
        boolean hill = false;
        boolean vineyard = false;
        for (int i = 3; i < head.length; i++) {
            switch (head[i]) {
                case "hill" -> hill = true;
                case "vineyard" -> vineyard = true;
                default -> throw new IllegalArgumentException(id + ": unknown flag " + head[i]);
            }
        }
        String[] parts = halves[1].split(";");
        List<Segment> segments = new ArrayList<>();
        List<String> borders = new ArrayList<>();
        for (String part : parts) {
            String[] words = part.trim().split("\\s+");
            FeatureType type = FeatureType.ofWord(words[0]);
            if (type == null) {
                throw new IllegalArgumentException(id + ": unknown feature " + words[0]);
            }
            int mask = 0;
            boolean pennant = false;
            String border = null;
            for (int i = 1; i < words.length; i++) {
                if (words[i].equals("+pennant")) {
                    pennant = true;
                } else if (words[i].equals(">")) {
                    border = words[++i];
                } else {
                    int bit = Locations.indexOf(type, words[i]);
                    if (bit < 0) {
                        throw new IllegalArgumentException(id + ": bad location " + words[i]);
                    }
                    mask |= 1 << bit;
                }
            }
            segments.add(new Segment(segments.size(), type, mask, pennant, 0));
            borders.add(border);
        }
        // Second pass: a field's "> N+W" names edges; it borders every city segment touching them.
        for (int i = 0; i < segments.size(); i++) {
            if (borders.get(i) == null) {
                continue;
            }
            int cities = 0;
            for (String edge : borders.get(i).split("\\+")) {
                int bit = 1 << Locations.EDGES.indexOf(edge);
                for (Segment s : segments) {
                    if (s.type() == FeatureType.CITY && (s.mask() & bit) != 0) {
                        cities |= 1 << s.index();
                    }
                }
            }
            Segment f = segments.get(i);
            segments.set(i, new Segment(i, f.type(), f.mask(), false, cities));
        }
        return new TileType(id, count, edges, hill, vineyard, segments);
    }
}

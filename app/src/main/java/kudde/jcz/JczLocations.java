package kudde.jcz;

import java.util.List;
import kudde.engine.tile.FeatureType;
import kudde.engine.tile.Locations;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.Segment;
import kudde.engine.tile.SegmentNames;

/**
 * JCloisterZone's names of a place on a tile, as its saves write them in board orientation, turned
 * into ours: roads and cities by their edges ({@code WE}, {@code N}, {@code _E} for all but east),
 * fields by half-edges joined with dots ({@code NL.NR.EL}; {@code NL} is our NNW, {@code NR} NNE and
 * so on clockwise), the monastery as {@code I}. A city edge two cities share is JCZ's first city's.
 */
final class JczLocations {
    private static final List<String> HALVES = List.of("NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR");

    private JczLocations() {
    }

    /**
     * Our {@code TYPE:LOCATION} (canonical) for the segment JCZ names, or null when no segment of
     * the tile has exactly those edges or half-edges: the tile tables would then disagree, and the
     * save is refused rather than guessed at.
     */
    static String on(Orientation o, String feature, String location) {
        FeatureType type = switch (feature) {
            case "Road" -> FeatureType.ROAD;
            case "City" -> FeatureType.CITY;
            case "Field" -> FeatureType.FIELD;
            case "Monastery", "Cloister" -> FeatureType.MONASTERY;
            default -> null;
        };
        if (type == null) {
            return null;
        }
        if (type == FeatureType.MONASTERY) {
            return location.equals("I") && o.type().monastery() >= 0 ? "monastery" : null;
        }
        int mask = type == FeatureType.FIELD ? halves(location) : edges(location);
        if (mask <= 0) {
            return null;
        }
        for (Segment s : o.type().segments()) {
            if (s.type() == type && o.mask(s.index()) == mask) {
                return SegmentNames.canonical(o, s.index());
            }
        }
        // An edge two cities share (hs/02's north edge, B9) is named by JCZ with the first of them
        // only; the second is named by its other edges (its tile definition marks the shared edge
        // as a "multi-edge" of that city). A save of JCZ 5.12 put a follower so, on "S" of hs/02
        // turned 90°, our city S E.
        if (type == FeatureType.CITY) {
            int earlier = 0;
            for (Segment s : o.type().segments()) {
                if (s.type() != FeatureType.CITY) {
                    continue;
                }
                int own = o.mask(s.index());
                if ((own & earlier) != 0 && (own & ~earlier) == mask) {
                    return SegmentNames.canonical(o, s.index());
                }
                earlier |= own;
            }
        }
        return null;
    }

    private static int edges(String location) {
        boolean allBut = location.startsWith("_");
        String letters = allBut ? location.substring(1) : location;
        int mask = 0;
        for (char c : letters.toCharArray()) {
            int bit = Locations.EDGES.indexOf(String.valueOf(c));
            if (bit < 0 || (mask & (1 << bit)) != 0) {
                return -1;
            }
            mask |= 1 << bit;
        }
        return allBut ? ~mask & 0xF : mask;
    }

    private static int halves(String location) {
        int mask = 0;
        for (String h : location.split("\\.")) {
            int bit = HALVES.indexOf(h);
            if (bit < 0 || (mask & (1 << bit)) != 0) {
                return -1;
            }
            mask |= 1 << bit;
        }
        return mask;
    }
}

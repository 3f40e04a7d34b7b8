package kudde.engine.tile;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns {@code TYPE:LOCATION} names (board orientation) into segment indices and back.
 * A location shared by two segments of one type (hs/02 {@code city:N}) names neither.
 */
public final class SegmentNames {
    private SegmentNames() {
    }

    /** What a name points at: a segment index, or why it points at none. */
    public record Lookup(int segment, Failure failure, List<String> alternatives) {
        public boolean found() {
            return failure == null;
        }
    }

    public enum Failure { MALFORMED, NO_SUCH_SEGMENT, AMBIGUOUS }

    public static Lookup find(Orientation o, String on) {
        if (on == null) {
            return new Lookup(-1, Failure.MALFORMED, List.of());
        }
        if (on.equals("monastery")) {
            int m = o.type().monastery();
            return m < 0 ? new Lookup(-1, Failure.NO_SUCH_SEGMENT, List.of()) : new Lookup(m, null, List.of());
        }
        int colon = on.indexOf(':');
        if (colon < 0) {
            return new Lookup(-1, Failure.MALFORMED, List.of());
        }
        FeatureType type = FeatureType.ofWord(on.substring(0, colon));
        if (type == null || type == FeatureType.MONASTERY) {
            return new Lookup(-1, Failure.MALFORMED, List.of());
        }
        int bit = Locations.indexOf(type, on.substring(colon + 1));
        if (bit < 0) {
            return new Lookup(-1, Failure.MALFORMED, List.of());
        }
        List<Integer> hits = new ArrayList<>();
        for (Segment s : o.type().segments()) {
            if (s.type() == type && (o.mask(s.index()) & (1 << bit)) != 0) {
                hits.add(s.index());
            }
        }
        if (hits.isEmpty()) {
            return new Lookup(-1, Failure.NO_SUCH_SEGMENT, List.of());
        }
        if (hits.size() > 1) {
            List<String> alts = new ArrayList<>();
            for (int h : hits) {
                alts.add(canonical(o, h));
            }
            return new Lookup(-1, Failure.AMBIGUOUS, alts);
        }
        return new Lookup(hits.get(0), null, List.of());
    }

    /** The first location, in N E S W (or NNW … WNW) order, that names this segment alone. */
    public static String canonical(Orientation o, int segment) {
        Segment seg = o.type().segment(segment);
        if (seg.type() == FeatureType.MONASTERY) {
            return "monastery";
        }
        int mask = o.mask(segment);
        List<String> names = Locations.namesFor(seg.type());
        String fallback = null;
        for (int bit = 0; bit < names.size(); bit++) {
            if ((mask & (1 << bit)) == 0) {
                continue;
            }
            if (fallback == null) {
                fallback = names.get(bit);
            }
            if (ownersOf(o, seg.type(), bit) == 1) {
                return seg.type().word() + ":" + names.get(bit);
            }
        }
        return seg.type().word() + ":" + fallback;
    }

    /** Every location name of the segment in board orientation, e.g. for a palette or a tooltip. */
    public static List<String> locations(Orientation o, int segment) {
        Segment seg = o.type().segment(segment);
        List<String> out = new ArrayList<>();
        List<String> names = Locations.namesFor(seg.type());
        for (int bit = 0; bit < names.size(); bit++) {
            if ((o.mask(segment) & (1 << bit)) != 0) {
                out.add(names.get(bit));
            }
        }
        return out;
    }

    private static int ownersOf(Orientation o, FeatureType type, int bit) {
        int n = 0;
        for (Segment s : o.type().segments()) {
            if (s.type() == type && (o.mask(s.index()) & (1 << bit)) != 0) {
                n++;
            }
        }
        return n;
    }
}

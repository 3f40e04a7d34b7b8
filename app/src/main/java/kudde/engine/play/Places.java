package kudde.engine.play;

import java.util.ArrayList;
import java.util.List;
import kudde.engine.model.FigureKind;
import kudde.engine.model.Turn;
import kudde.engine.tile.Orientation;
import kudde.engine.tile.SegmentNames;
import kudde.engine.tile.Spots;

/**
 * Places as a learner reads them, as messages: a part of a tile by what it is and where it lies
 * ("the field north of the road", {@link Spots}), a figure's role there ("farmer in the field
 * north of the road"), and the parts of a refused move besides its tile.
 */
final class Places {
    private Places() {
    }

    /** "the field north of the road", "the city in the east of the tile", "the monastery". */
    static Message part(Orientation o, int segment) {
        Spots.Spot s = Spots.of(o, segment);
        String type = s.type().word();
        return switch (s.relation()) {
            case ONLY -> Message.of("part." + type);
            case ROAD -> Message.of("part." + type + ".road", new Message.Term("compass." + s.compass()));
            case TILE -> Message.of("part." + type + ".tile", new Message.Term("compass." + s.compass()));
            case ACROSS -> Message.of("part." + type + ".across");
        };
    }

    /** A follower's role on that part: "thief on the road", "farmer in the field north of the road". */
    static Message role(Orientation o, int segment) {
        return Message.of("role.at." + o.type().segment(segment).type().word(), part(o, segment));
    }

    /**
     * What a refused tile turn tried besides laying its tile, in order: the figure ("to put the
     * shepherd in the field south of the road") and the tending choice ("to grow the flock").
     */
    static List<Object> tried(Turn.TileTurn t) {
        List<Object> parts = new ArrayList<>();
        Turn.Placement place = t.place();
        if (place != null && (place.kind() == FigureKind.FOLLOWER || place.kind() == FigureKind.SHEPHERD)) {
            Orientation o = t.tile().oriented(t.rotation());
            SegmentNames.Lookup look = SegmentNames.find(o, place.on());
            boolean shepherd = place.kind() == FigureKind.SHEPHERD;
            if (!look.found()) {
                parts.add(Message.of(shepherd ? "tried.shepherd" : "tried.follower"));
            } else if (shepherd) {
                String type = o.type().segment(look.segment()).type().word();
                parts.add(Message.of("tried.shepherd." + type, part(o, look.segment())));
            } else {
                parts.add(Message.of("tried.follower.as", role(o, look.segment())));
            }
        }
        if (t.flock() != null) {
            parts.add(new Message.Term("tried.flock." + t.flock().word()));
        }
        return parts;
    }
}

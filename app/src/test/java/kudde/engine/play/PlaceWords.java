package kudde.engine.play;

/** The place messages the engine writes (Places), built the same way for assertions. */
final class PlaceWords {
    private PlaceWords() {
    }

    /** "the tile east of the start tile" at {@code at}, the tile next to the start tile in {@code compass}. */
    static Message.Aside tileNextToStart(String compass, String at) {
        return new Message.Aside(Message.of("place.tile", Message.of("where.start.next", new Message.Term("compass." + compass))),
                at);
    }

    /** "east of the start tile" at {@code at}. */
    static Message.Aside nextToStart(String compass, String at) {
        return new Message.Aside(Message.of("where.start.next", new Message.Term("compass." + compass)), at);
    }

    /** A place seen from a monastery: "north-east" (of it). */
    static Message.Aside around(String compass, String at) {
        return new Message.Aside(new Message.Term("compass." + compass), at);
    }

    /** A tile type by what it shows, with its id beside for authors. */
    static Message.Aside tile(String id) {
        return new Message.Aside(new Message.Term("tile." + id), id);
    }
}

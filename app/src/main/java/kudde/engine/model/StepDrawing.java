package kudde.engine.model;

import java.util.List;

/**
 * What the author drew on the board at one step, as in a chess study (docs/scenario-format.md,
 * "drawings"): arrows, rings and coloured squares. Presentation only: the resolution never reads it.
 *
 * @param step  the step it belongs to
 * @param marks in the order drawn
 */
public record StepDrawing(StepRef step, List<Mark> marks) {
    public StepDrawing {
        marks = marks == null ? List.of() : List.copyOf(marks);
    }

    /**
     * One mark on the board.
     *
     * @param at the tile (or empty spot) marked; an arrow's start
     * @param to an arrow's end; null for a ring or a square
     */
    public record Mark(Kind kind, Colour colour, Pos at, Pos to) {
        public static Mark arrow(Pos from, Pos to, Colour c) {
            return new Mark(Kind.ARROW, c, from, to);
        }

        public static Mark ring(Pos at, Colour c) {
            return new Mark(Kind.RING, c, at, null);
        }

        public static Mark square(Pos at, Colour c) {
            return new Mark(Kind.SQUARE, c, at, null);
        }

        /** The same kind of mark on the same place, whatever its colour: drawing it again takes it away. */
        public boolean samePlace(Mark other) {
            return kind == other.kind && at.equals(other.at) && java.util.Objects.equals(to, other.to);
        }
    }

    /** What a mark is; the file names them in lower case. */
    public enum Kind {
        ARROW, RING, SQUARE;

        public String word() {
            return FileWords.of(this);
        }

        public static Kind ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }

    /** The colours a mark may have (the theme gives each its shade): go, danger, look, note. */
    public enum Colour {
        GREEN, RED, BLUE, YELLOW;

        public String word() {
            return FileWords.of(this);
        }

        public static Colour ofWord(String w) {
            return FileWords.parse(values(), w);
        }
    }
}
